import { Prisma } from "@prisma/client"
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: string;
  String: string;
  Boolean: boolean;
  Int: number;
  Float: number;
  BigInt: number;
  Byte: Buffer;
  Date: import('types/scalars').Date;
  DateTime: import('types/scalars').DateTime;
  /** An exact decimal, written as text: digits, an optional point and decimals, no grouping, no exponent */
  Decimal: import('types/scalars').Decimal;
  File: File;
  JSON: Prisma.JsonValue;
  JSONObject: Prisma.JsonObject;
  Time: import('types/scalars').Time;
};

/** Pareto class: A makes the first 80% of the measure, B the next 15%, C the rest */
export type AbcClass =
  | 'A'
  | 'B'
  | 'C';

export type AbcCounts = {
  __typename?: 'AbcCounts';
  A: Scalars['Int'];
  B: Scalars['Int'];
  C: Scalars['Int'];
};

export type AgreementPeriod =
  | 'MONTHS'
  | 'YEARS';

export type ApprovalStep = {
  __typename?: 'ApprovalStep';
  id: Scalars['String'];
  priority: Scalars['Int'];
  title: Scalars['String'];
  user: ProcessPerson;
  userId: Scalars['String'];
};

export type ApprovalStepInput = {
  priority: Scalars['Int'];
  title: Scalars['String'];
  userId: Scalars['String'];
};

/** a bid decided: accepted with the bidder's new place, or refused with its reason (AUCTION_REFUSALS) */
export type AuctionBidResult = {
  __typename?: 'AuctionBidResult';
  accepted: Scalars['Boolean'];
  /** the server's time of the decision */
  at: Scalars['DateTime'];
  clock: AuctionClock;
  price: Scalars['Decimal'];
  refusal?: Maybe<Scalars['String']>;
  standing?: Maybe<AuctionBidderStanding>;
};

export type AuctionBidderCompany = {
  __typename?: 'AuctionBidderCompany';
  name: Scalars['String'];
  timeZone: Scalars['String'];
};

export type AuctionBidderContact = {
  __typename?: 'AuctionBidderContact';
  language: Scalars['String'];
  name: Scalars['String'];
};

export type AuctionBidderItem = {
  __typename?: 'AuctionBidderItem';
  annualVolume?: Maybe<Scalars['Decimal']>;
  code: Scalars['String'];
  description: Scalars['String'];
  itemId: Scalars['String'];
  standing: AuctionBidderStanding;
  unit?: Maybe<Scalars['String']>;
};

/** the bidder's page, reached through their portal link */
export type AuctionBidderPage = {
  __typename?: 'AuctionBidderPage';
  /** the bidder's accepted bids, the newest first */
  bids: Array<AuctionOwnBid>;
  clock: AuctionClock;
  company: AuctionBidderCompany;
  contact: AuctionBidderContact;
  instructions: Scalars['String'];
  items: Array<AuctionBidderItem>;
  process: AuctionBidderProcess;
  round: Scalars['Int'];
  rules: AuctionRules;
  supplierName: Scalars['String'];
};

export type AuctionBidderProcess = {
  __typename?: 'AuctionBidderProcess';
  code: Scalars['String'];
  currency: Scalars['String'];
  title: Scalars['String'];
};

/** a bidder's place on an item: their own bid, and what the auction lets them see */
export type AuctionBidderStanding = {
  __typename?: 'AuctionBidderStanding';
  /** only when the auction shows the best price */
  bestPrice?: Maybe<Scalars['Decimal']>;
  ceiling: Scalars['Decimal'];
  /** the most the next bid may be: the ceiling, or the last bid less the decrement */
  highestBid: Scalars['Decimal'];
  itemId: Scalars['String'];
  ownBids: Scalars['Int'];
  ownPrice?: Maybe<Scalars['Decimal']>;
  /** null when the auction shows bidders their own bids alone, or before their first bid */
  rank?: Maybe<Scalars['Int']>;
};

/** what changed for a bidder: the clock, and their place on the item a bid moved */
export type AuctionBidderUpdate = {
  __typename?: 'AuctionBidderUpdate';
  clock: AuctionClock;
  standing?: Maybe<AuctionBidderStanding>;
};

/** an auction's clock at the server's time: pages count down from it */
export type AuctionClock = {
  __typename?: 'AuctionClock';
  closedAt?: Maybe<Scalars['DateTime']>;
  /** the close as it stands, extensions and pauses counted */
  closesAt: Scalars['DateTime'];
  pausedAt?: Maybe<Scalars['DateTime']>;
  phase: AuctionPhase;
  serverTime: Scalars['DateTime'];
  startsAt: Scalars['DateTime'];
};

export type AuctionConsole = {
  __typename?: 'AuctionConsole';
  clock: AuctionClock;
  closedByName?: Maybe<Scalars['String']>;
  decrement: Scalars['Decimal'];
  decrementKind: AuctionDecrement;
  durationMinutes: Scalars['Int'];
  events: Array<AuctionEvent>;
  extensionMinutes: Scalars['Int'];
  items: Array<AuctionConsoleItem>;
  participants: Array<AuctionParticipant>;
  round: Scalars['Int'];
  scheduleId: Scalars['String'];
  triggerMinutes: Scalars['Int'];
  visibility: AuctionVisibility;
};

export type AuctionConsoleItem = {
  __typename?: 'AuctionConsoleItem';
  annualVolume?: Maybe<Scalars['Decimal']>;
  /** the item's baseline price, which savings are measured against */
  baseline?: Maybe<Scalars['Decimal']>;
  ceiling: Scalars['Decimal'];
  code: Scalars['String'];
  description: Scalars['String'];
  itemId: Scalars['String'];
  /** every supplier's last bid, the leader first */
  ranking: Array<AuctionRank>;
  unit?: Maybe<Scalars['String']>;
};

export type AuctionConsoleRanking = {
  __typename?: 'AuctionConsoleRanking';
  itemId: Scalars['String'];
  ranking: Array<AuctionRank>;
};

/** what changed in an auction, for its console */
export type AuctionConsoleUpdate = {
  __typename?: 'AuctionConsoleUpdate';
  clock: AuctionClock;
  events: Array<AuctionEvent>;
  item?: Maybe<AuctionConsoleRanking>;
};

export type AuctionDecrement =
  | 'ABSOLUTE'
  | 'PERCENT';

/** a line of the auction's log, at the server's time */
export type AuctionEvent = {
  __typename?: 'AuctionEvent';
  at: Scalars['DateTime'];
  byName?: Maybe<Scalars['String']>;
  closesAt?: Maybe<Scalars['DateTime']>;
  id: Scalars['String'];
  itemId?: Maybe<Scalars['String']>;
  kind: AuctionEventKind;
  price?: Maybe<Scalars['Decimal']>;
  reason?: Maybe<Scalars['String']>;
  supplierId?: Maybe<Scalars['String']>;
  supplierName?: Maybe<Scalars['String']>;
};

export type AuctionEventKind =
  | 'BID'
  | 'ENDED'
  | 'EXTENDED'
  | 'PAUSED'
  | 'REFUSED'
  | 'RESUMED';

export type AuctionInput = {
  decrement: Scalars['Decimal'];
  decrementKind: AuctionDecrement;
  durationMinutes: Scalars['Int'];
  extensionMinutes: Scalars['Int'];
  items: Array<AuctionItemInput>;
  /** a wall-clock time in the company's time zone: 2026-12-01T14:00 */
  startsAt: Scalars['String'];
  triggerMinutes: Scalars['Int'];
  visibility: AuctionVisibility;
};

export type AuctionItemInput = {
  ceiling: Scalars['Decimal'];
  itemId: Scalars['String'];
};

export type AuctionOwnBid = {
  __typename?: 'AuctionOwnBid';
  at: Scalars['DateTime'];
  itemId: Scalars['String'];
  price: Scalars['Decimal'];
};

export type AuctionParticipant = {
  __typename?: 'AuctionParticipant';
  bids: Scalars['Int'];
  /** their page was heard from in the last 45 seconds */
  connected: Scalars['Boolean'];
  invited: Scalars['Boolean'];
  name: Scalars['String'];
  supplierId: Scalars['String'];
};

export type AuctionPhase =
  | 'CLOSED'
  | 'OPEN'
  | 'PAUSED'
  | 'SCHEDULED';

export type AuctionRank = {
  __typename?: 'AuctionRank';
  bids: Scalars['Int'];
  eventId: Scalars['String'];
  price: Scalars['Decimal'];
  supplierId: Scalars['String'];
  supplierName: Scalars['String'];
};

/** an auction round's log, as the process report prints it */
export type AuctionRoundLog = {
  __typename?: 'AuctionRoundLog';
  events: Array<AuctionEvent>;
  round: Scalars['Int'];
  /** the company's, in which the log's closes are told */
  timeZone: Scalars['String'];
};

export type AuctionRules = {
  __typename?: 'AuctionRules';
  decrement: Scalars['Decimal'];
  decrementKind: AuctionDecrement;
  durationMinutes: Scalars['Int'];
  extensionMinutes: Scalars['Int'];
  triggerMinutes: Scalars['Int'];
  visibility: AuctionVisibility;
};

export type AuctionVisibility =
  | 'OWN_BIDS'
  | 'RANK'
  | 'RANK_AND_BEST';

export type Award = {
  __typename?: 'Award';
  annualVolume: Scalars['Decimal'];
  contractLength: Scalars['Int'];
  contractPeriod: AgreementPeriod;
  /** shown as 'Evergreen or automatic renewal' */
  ghgClause: Scalars['Boolean'];
  id: Scalars['String'];
  incotermId?: Maybe<Scalars['String']>;
  meetOrReleaseClause: Scalars['Boolean'];
  otherKeyTerms?: Maybe<Scalars['String']>;
  paymentTerms: Scalars['Int'];
  priceMechanism: Scalars['String'];
  quotationId: Scalars['String'];
  rebate: Scalars['Boolean'];
  rebateDetail: Scalars['String'];
  takeOrPay: Scalars['Boolean'];
  terminationClause: Scalars['Boolean'];
  totalContractValue: Scalars['Decimal'];
  totalContractVolume: Scalars['Decimal'];
  unitPrice: Scalars['Decimal'];
  /** the share of the item's annual volume, in percent */
  volume: Scalars['Decimal'];
};

/** an (item, supplier) whose awarded volume applying the scenario changes */
export type AwardChange = {
  __typename?: 'AwardChange';
  currentVolume: Scalars['Decimal'];
  itemId: Scalars['String'];
  scenarioVolume: Scalars['Decimal'];
  supplierId: Scalars['String'];
};

export type AwardInput = {
  annualVolume: Scalars['Decimal'];
  contractLength: Scalars['Int'];
  contractPeriod: AgreementPeriod;
  ghgClause: Scalars['Boolean'];
  incotermId?: InputMaybe<Scalars['String']>;
  meetOrReleaseClause: Scalars['Boolean'];
  otherKeyTerms?: InputMaybe<Scalars['String']>;
  paymentTerms: Scalars['Int'];
  priceMechanism: Scalars['String'];
  quotationId: Scalars['String'];
  rebate: Scalars['Boolean'];
  rebateDetail: Scalars['String'];
  takeOrPay: Scalars['Boolean'];
  terminationClause: Scalars['Boolean'];
  unitPrice: Scalars['Decimal'];
};

export type AwardScenario = {
  __typename?: 'AwardScenario';
  allocations: Array<ScenarioAllocation>;
  changes: Array<AwardChange>;
  /** when its answer was computed (none before its first solve ends) */
  computedAt?: Maybe<Scalars['DateTime']>;
  createdAt: Scalars['DateTime'];
  createdByName: Scalars['String'];
  dualItemIds: Array<Scalars['String']>;
  dualMinimumPercent: Scalars['Int'];
  exclude: Array<Scalars['String']>;
  /** when not optimal: how far above the lowest possible the answer may be, in percent (MIP gap) */
  gapPercent?: Maybe<Scalars['Decimal']>;
  id: Scalars['String'];
  keep: Array<ScenarioKeep>;
  kind: ScenarioKind;
  maxSharePercent?: Maybe<Scalars['Int']>;
  maxSuppliers?: Maybe<Scalars['Int']>;
  name: Scalars['String'];
  /** false: the solver's best within its time limit, not proven the lowest */
  optimal: Scalars['Boolean'];
  problem?: Maybe<ScenarioProblem>;
  /** COMPUTING: the share of the solve done, in percent */
  progress?: Maybe<Scalars['Int']>;
  /** the longest one model of the solve may take, in seconds */
  solveSeconds: Scalars['Int'];
  /** its answer was computed from other offers than the process has now */
  stale: Scalars['Boolean'];
  state: ScenarioState;
  suppliers: Array<ScenarioSupplierShare>;
  tieRule: TieRule;
  totals: ScenarioTotals;
  uncovered: Array<UncoveredItem>;
};

export type ChangePasswordInput = {
  confirmPassword: Scalars['String'];
  currentPassword: Scalars['String'];
  password: Scalars['String'];
};

/** The company's own settings */
export type CompanySettings = {
  __typename?: 'CompanySettings';
  /** whether whoever sends a process may also approve it */
  allowSelfApproval: Scalars['Boolean'];
  /** whether I may change them (the company's highest-ranked role) */
  canEdit: Scalars['Boolean'];
  /** ISO 4217: contract amounts, spend and the savings dashboard are in it */
  currencyCode: Scalars['String'];
  /** amounts are recorded in the currency: it may no longer change */
  currencyLocked: Scalars['Boolean'];
  name: Scalars['String'];
  /** hours a supplier's portal link still opens after its round's deadline (to read what was sent) */
  portalGraceHours: Scalars['Int'];
  /** a contract's month paid above its agreed prices by more than this (company currency) is an alert; null: none */
  priceVarianceThreshold?: Maybe<Scalars['Decimal']>;
  /** IANA: a company's day (contract terms, approvals by month) is counted in it */
  timeZone: Scalars['String'];
};

export type CompanySettingsInput = {
  allowSelfApproval: Scalars['Boolean'];
  currencyCode: Scalars['String'];
  name: Scalars['String'];
  portalGraceHours?: InputMaybe<Scalars['Int']>;
  /** left out: unchanged; null: no alert */
  priceVarianceThreshold?: InputMaybe<Scalars['Decimal']>;
  timeZone: Scalars['String'];
};

/** A contract with the values the traffic light derives from it (shared/notes/domain.md) */
export type Contract = {
  __typename?: 'Contract';
  actionDescription: ContractActionDescription;
  actionNeed: Scalars['Boolean'];
  /** realized per month since its start (at least one month), or with spend matched the pace of its last three months; null before it starts */
  amountRealizedPerMonth?: Maybe<Scalars['Decimal']>;
  balanceBucket?: Maybe<TermBucket>;
  balanceSource: ContractBalanceSource;
  businessDivisionId: Scalars['String'];
  businessDivisionNameEn: Scalars['String'];
  businessDivisionNamePt: Scalars['String'];
  categoryManagerId?: Maybe<Scalars['String']>;
  categoryManagerName: Scalars['String'];
  comment: Scalars['String'];
  contractId: Scalars['String'];
  currentBalance: Scalars['Decimal'];
  endDate: Scalars['Date'];
  estimatedConclusionDate: Scalars['Date'];
  /** none while nothing has been realized, or before its start */
  estimatedEndingDate?: Maybe<Scalars['Date']>;
  id: Scalars['String'];
  /** calendar months from start to end, both days included (01/01–31/12 is 12) */
  length: Scalars['Int'];
  /** the worse of the two buckets: the row's status light */
  light: TermBucket;
  material: Scalars['String'];
  materialCategoryId: Scalars['String'];
  materialCategoryNameEn: Scalars['String'];
  materialCategoryNamePt: Scalars['String'];
  paymentTerm: Scalars['Int'];
  regionId: Scalars['String'];
  regionNameEn: Scalars['String'];
  regionNamePt: Scalars['String'];
  remainingDaysForBalance?: Maybe<Scalars['Int']>;
  remainingDaysForLength: Scalars['Int'];
  /** the approved process whose award it was made from */
  sourceProcess?: Maybe<ContractSource>;
  startDate: Scalars['Date'];
  status: ContractStatus;
  supplier: Scalars['String'];
  termBucket: TermBucket;
  totalBalance: Scalars['Decimal'];
};

export type ContractActionDescription =
  | 'LENGTH'
  | 'LENGTH_VALUE'
  | 'NEW_CONTRACTING_PROCESS'
  | 'NO_VOLUME_DEMAND'
  | 'VALUE';

/** where a contract's current balance comes from */
export type ContractBalanceSource =
  /** the total balance less the spend matched to the contract */
  | 'SPEND'
  /** as typed: no spend is matched to the contract */
  | 'TYPED';

export type ContractBucketCount = {
  __typename?: 'ContractBucketCount';
  bucket: TermBucket;
  byBalance: Scalars['Int'];
  byTerm: Scalars['Int'];
};

/** A month of the spend matched to a contract, in one unit of measure */
export type ContractConsumptionMonth = {
  __typename?: 'ContractConsumptionMonth';
  /** in the company's currency */
  amount: Scalars['Decimal'];
  lines: Scalars['Int'];
  /** the month's first day */
  month: Scalars['Date'];
  /** paid beyond the agreed price (negative: below it); null when no line compares (another unit, or no agreed price) */
  priceVariance?: Maybe<Scalars['Decimal']>;
  unitOfMeasureCode: Scalars['String'];
  volume: Scalars['Decimal'];
};

export type ContractDashboard = {
  __typename?: 'ContractDashboard';
  averagePaymentTerm?: Maybe<Scalars['Float']>;
  buckets: Array<ContractBucketCount>;
  totalContracts: Scalars['Int'];
  /** payment term weighted by total amount */
  weightedPaymentTerm?: Maybe<Scalars['Float']>;
};

/** A contract as an award proposes it, before it is made: a value it cannot tell is null */
export type ContractDraft = {
  __typename?: 'ContractDraft';
  actionDescription: ContractActionDescription;
  actionNeed: Scalars['Boolean'];
  businessDivisionId?: Maybe<Scalars['String']>;
  categoryManagerId: Scalars['String'];
  comment: Scalars['String'];
  contractId: Scalars['String'];
  /** the award's total contract value in the company's currency; null without an exchange rate */
  currentBalance?: Maybe<Scalars['Decimal']>;
  endDate: Scalars['Date'];
  estimatedConclusionDate: Scalars['Date'];
  material: Scalars['String'];
  materialCategoryId?: Maybe<Scalars['String']>;
  paymentTerm: Scalars['Int'];
  regionId?: Maybe<Scalars['String']>;
  startDate: Scalars['Date'];
  status: ContractStatus;
  supplier: Scalars['String'];
  totalBalance?: Maybe<Scalars['Decimal']>;
};

/** One saved edit: changes is { field: { from, to } } */
export type ContractEdit = {
  __typename?: 'ContractEdit';
  changes: Scalars['JSON'];
  createdAt: Scalars['DateTime'];
  id: Scalars['String'];
  user?: Maybe<ContractEditor>;
};

export type ContractEditor = {
  __typename?: 'ContractEditor';
  firstName: Scalars['String'];
  id: Scalars['String'];
  lastName: Scalars['String'];
};

export type ContractFilter = {
  actionNeed?: InputMaybe<Scalars['Boolean']>;
  /** the dashboard's row: contracts whose balance (else term) falls in the bucket */
  balanceBucket?: InputMaybe<TermBucket>;
  businessDivisionId?: InputMaybe<Scalars['String']>;
  categoryManagerId?: InputMaybe<Scalars['String']>;
  contractId?: InputMaybe<Scalars['String']>;
  /** YYYY-MM-DD: contracts ending on or after this day */
  endDateFrom?: InputMaybe<Scalars['String']>;
  /** YYYY-MM-DD: contracts ending on or before this day */
  endDateTo?: InputMaybe<Scalars['String']>;
  /** in force on the company's today: on going or to be started, started and not ended */
  inForce?: InputMaybe<Scalars['Boolean']>;
  material?: InputMaybe<Scalars['String']>;
  materialCategoryId?: InputMaybe<Scalars['String']>;
  regionId?: InputMaybe<Scalars['String']>;
  supplier?: InputMaybe<Scalars['String']>;
  /** the supplier master's record: contracts made from its awards; with supplierName, either */
  supplierId?: InputMaybe<Scalars['String']>;
  /** contracts whose supplier is this one, however its name was written (case, accents, Ltda, S.A., Inc...) */
  supplierName?: InputMaybe<Scalars['String']>;
  /** the dashboard's row: contracts whose term falls in the bucket */
  termBucket?: InputMaybe<TermBucket>;
};

export type ContractFilterOptions = {
  __typename?: 'ContractFilterOptions';
  businessDivisions: Array<ReferenceEntry>;
  categoryManagers: Array<ContractPerson>;
  materialCategories: Array<ReferenceEntry>;
  materials: Array<Scalars['String']>;
  regions: Array<ReferenceEntry>;
  suppliers: Array<Scalars['String']>;
};

export type ContractFromAwardInput = {
  awardId: Scalars['String'];
  contract: ContractInput;
};

export type ContractInput = {
  actionDescription: ContractActionDescription;
  actionNeed: Scalars['Boolean'];
  businessDivisionId: Scalars['String'];
  categoryManagerId: Scalars['String'];
  comment: Scalars['String'];
  contractId: Scalars['String'];
  currentBalance: Scalars['Decimal'];
  endDate: Scalars['Date'];
  estimatedConclusionDate: Scalars['Date'];
  material: Scalars['String'];
  materialCategoryId: Scalars['String'];
  paymentTerm: Scalars['Int'];
  regionId: Scalars['String'];
  startDate: Scalars['Date'];
  status: ContractStatus;
  supplier: Scalars['String'];
  totalBalance: Scalars['Decimal'];
};

export type ContractPage = {
  __typename?: 'ContractPage';
  items: Array<Contract>;
  total: Scalars['Int'];
};

export type ContractPerson = {
  __typename?: 'ContractPerson';
  firstName: Scalars['String'];
  id: Scalars['String'];
  lastName: Scalars['String'];
};

/** One awarded supplier and item of an approved process, and its contract: made, or proposed */
export type ContractProposal = {
  __typename?: 'ContractProposal';
  /** the award's total contract value, in the process's currency */
  awardCurrency: Scalars['String'];
  awardId: Scalars['String'];
  awardValue: Scalars['Decimal'];
  contract?: Maybe<MadeContract>;
  draft: ContractDraft;
  itemCode: Scalars['String'];
  itemDescription: Scalars['String'];
  supplierName: Scalars['String'];
};

export type ContractSource = {
  __typename?: 'ContractSource';
  /** PRC-YYYY-NNNN */
  code: Scalars['String'];
  id: Scalars['String'];
};

export type ContractStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'ON_GOING'
  | 'ON_HOLD'
  | 'TO_BE_STARTED';

export type CreateUserInput = {
  contractNotices?: InputMaybe<Scalars['Boolean']>;
  email: Scalars['String'];
  firstName: Scalars['String'];
  lastName: Scalars['String'];
  password: Scalars['String'];
  roleId: Scalars['String'];
  userName: Scalars['String'];
};

export type CurrentContractStatus =
  | 'EXISTS_DIFFERENT_SUPPLIER'
  | 'EXISTS_SAME_SUPPLIER'
  | 'NOT_EXISTS';

export type DeletedScenario = {
  __typename?: 'DeletedScenario';
  id: Scalars['String'];
};

export type ExchangeRate = {
  __typename?: 'ExchangeRate';
  currencyCode: Scalars['String'];
  /** YYYY-MM */
  month: Scalars['String'];
  /** units of the company's currency for one unit of currencyCode */
  rate: Scalars['Decimal'];
};

export type ExchangeRateInput = {
  currencyCode: Scalars['String'];
  month: Scalars['String'];
  rate: Scalars['Decimal'];
};

export type ExchangeRateKey = {
  currencyCode: Scalars['String'];
  month: Scalars['String'];
};

export type FinalSummaryInput = {
  finalExecutiveSummary: Scalars['String'];
};

export type ForgotPasswordInput = {
  email: Scalars['String'];
};

export type ItemDetail = {
  __typename?: 'ItemDetail';
  annualVolume: Scalars['Decimal'];
  baselinePrice: Scalars['Decimal'];
  categoryId: Scalars['String'];
  existingContractAnnualValue: Scalars['Decimal'];
  existingContractAnnualVolume: Scalars['Decimal'];
  existingContractGhgClause: Scalars['Boolean'];
  /** months */
  existingContractLength: Scalars['Int'];
  existingContractMeetOrRelease: Scalars['Boolean'];
  existingContractTakeOrPay: Scalars['Boolean'];
  existingContractTermValue: Scalars['Decimal'];
  existingContractTermVolume: Scalars['Decimal'];
  existingRebate: Scalars['Boolean'];
  historicalPrice: Scalars['Decimal'];
  historicalValue: Scalars['Decimal'];
  id: Scalars['String'];
  incotermId: Scalars['String'];
  itemId: Scalars['String'];
  /** days */
  paymentTerms: Scalars['Int'];
  supplyOriginId: Scalars['String'];
  totalValue: Scalars['Decimal'];
  unitOfMeasureId: Scalars['String'];
};

/** What the items step sends; derived values are computed by the api */
export type ItemDetailInput = {
  annualVolume: Scalars['Decimal'];
  baselinePrice: Scalars['Decimal'];
  categoryId: Scalars['String'];
  existingContractAnnualValue: Scalars['Decimal'];
  existingContractAnnualVolume: Scalars['Decimal'];
  existingContractGhgClause: Scalars['Boolean'];
  existingContractLength: Scalars['Int'];
  existingContractMeetOrRelease: Scalars['Boolean'];
  existingContractTakeOrPay: Scalars['Boolean'];
  existingRebate: Scalars['Boolean'];
  historicalPrice: Scalars['Decimal'];
  incotermId: Scalars['String'];
  itemId: Scalars['String'];
  paymentTerms: Scalars['Int'];
  supplyOriginId: Scalars['String'];
  unitOfMeasureId: Scalars['String'];
};

/** What leakage is grouped by */
export type LeakageDimension =
  | 'category'
  | 'categoryManager'
  | 'plant'
  | 'supplier';

/** Off-contract spend of one value of a dimension, the largest first */
export type LeakageGroup = {
  __typename?: 'LeakageGroup';
  /** in the company's currency */
  amount: Scalars['Decimal'];
  /** the id (category, manager) or the text (plant, supplier) it is filtered by */
  key: Scalars['String'];
  lines: Scalars['Int'];
  name: Scalars['String'];
};

/** A line of spend paid above its contract's agreed unit price */
export type LinePaidAbove = {
  __typename?: 'LinePaidAbove';
  /** in the company's currency */
  amount: Scalars['Decimal'];
  /** the contract's id as users type it */
  contractId: Scalars['String'];
  date: Scalars['Date'];
  plant: Scalars['String'];
  /** what was paid beyond the agreed price, for the line's volume */
  priceVariance: Scalars['Decimal'];
  supplier: Scalars['String'];
  unitOfMeasureCode: Scalars['String'];
  volume: Scalars['Decimal'];
};

/** A page of the lines paid above their contracts' prices, the largest excess first */
export type LinesPaidAbove = {
  __typename?: 'LinesPaidAbove';
  lines: Array<LinePaidAbove>;
  /** every line the filter selects */
  total: Scalars['Int'];
};

export type MadeContract = {
  __typename?: 'MadeContract';
  contractId: Scalars['String'];
  id: Scalars['String'];
};

/** A material's last 12 whole months of spend, in the unit most spent in and the company's currency */
export type MaterialSpend = {
  __typename?: 'MaterialSpend';
  annualSpend: Scalars['Decimal'];
  annualVolume: Scalars['Decimal'];
  /** spend / volume: the volume-weighted price; null without volume */
  historicalPrice?: Maybe<Scalars['Decimal']>;
  material: Scalars['String'];
  months: Array<MaterialSpendMonth>;
  unitOfMeasureId: Scalars['String'];
};

export type MaterialSpendMonth = {
  __typename?: 'MaterialSpendMonth';
  /** YYYY-MM */
  month: Scalars['String'];
  spend: Scalars['Decimal'];
  volume: Scalars['Decimal'];
};

export type Mutation = {
  __typename?: 'Mutation';
  applyScenario: Process;
  /** stops a COMPUTING scenario's solve */
  cancelScenario: AwardScenario;
  cancelSpendImport: SpendImport;
  changePassword: Scalars['Boolean'];
  /** true when this call closed it */
  closePortalRound: Scalars['Boolean'];
  createContract: Contract;
  /** makes the chosen awards' contracts, all or none; an award's contract is made once */
  createContractsFromAwards: Array<ContractProposal>;
  /** fromContractId: the expiring contract the process renews or replaces */
  createProcess: Process;
  createRole: TeamRole;
  createSupplier: Supplier;
  createUser: TeamMember;
  deleteExchangeRate: Scalars['Boolean'];
  deleteProcess: Process;
  /** answers how many quotations were removed */
  deleteQuotationRound: Scalars['Int'];
  deleteRole: TeamRole;
  deleteScenario: DeletedScenario;
  deleteSpendImportProfile: Scalars['Boolean'];
  deleteSupplier: Supplier;
  deleteUser: TeamMember;
  endAuction: AuctionConsole;
  extendAuction: AuctionConsole;
  importSpendDuplicates: SpendImport;
  importValidSpendLines: SpendImport;
  /** answers how many contacts were mailed a link */
  inviteToRound: Scalars['Int'];
  pauseAuction: AuctionConsole;
  placeAuctionBid: AuctionBidResult;
  /** solves a scenario again in the background */
  recomputeScenario: AwardScenario;
  /** Open to visitors: they have forgotten how to sign in. */
  requestPasswordReset: Scalars['Boolean'];
  /** reads the file again: its sheet, header row, and a CSV's encoding (utf-8, windows-1252) and delimiter (, ; tab |) as chosen */
  rereadSpendImport: SpendImport;
  resendPortalInvitation: PortalInvitation;
  /** Open to visitors: the emailed code is the proof. */
  resetPassword: Scalars['Boolean'];
  resumeAuction: AuctionConsole;
  reviewSpendImport: SpendImport;
  revokePortalInvitation: PortalInvitation;
  rollBackSpendImport: SpendImport;
  saveAwards: Process;
  saveExchangeRate: ExchangeRate;
  /** the review step's save: the final executive summary, kept until the process is sent */
  saveFinalSummary: Process;
  saveItemDetails: Process;
  savePipeline: Process;
  /** answers how many quotations the round holds now */
  saveQuotationRound: Scalars['Int'];
  saveSavingsTarget: SavingsTarget;
  saveScenario: AwardScenario;
  saveSuppliers: Process;
  scheduleAuction: AuctionConsole;
  scheduleRound: RoundSchedule;
  sendProcessForApproval: Process;
  /** Open to visitors: it is how an account comes to exist. */
  signUp: SessionUser;
  startSpendImport: SpendImport;
  updateCompanySettings: CompanySettings;
  updateContract: Contract;
  /** the account's language alone (en or pt): notifications, emails, the screen at sign-in */
  updateMyLocale: SessionUser;
  updateProcess: Process;
  updateProfile: SessionUser;
  updateRole: TeamRole;
  updateSupplier: Supplier;
  updateUser: TeamMember;
};


export type MutationapplyScenarioArgs = {
  id: Scalars['String'];
};


export type MutationcancelScenarioArgs = {
  id: Scalars['String'];
};


export type MutationcancelSpendImportArgs = {
  id: Scalars['String'];
};


export type MutationchangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationclosePortalRoundArgs = {
  processId: Scalars['String'];
  round: Scalars['Int'];
};


export type MutationcreateContractArgs = {
  input: ContractInput;
};


export type MutationcreateContractsFromAwardsArgs = {
  input: Array<ContractFromAwardInput>;
  processId: Scalars['String'];
};


export type MutationcreateProcessArgs = {
  fromContractId?: InputMaybe<Scalars['String']>;
  input: ProcessInput;
};


export type MutationcreateRoleArgs = {
  input: RoleInput;
};


export type MutationcreateSupplierArgs = {
  input: SupplierInput;
};


export type MutationcreateUserArgs = {
  input: CreateUserInput;
};


export type MutationdeleteExchangeRateArgs = {
  input: ExchangeRateKey;
};


export type MutationdeleteProcessArgs = {
  id: Scalars['String'];
};


export type MutationdeleteQuotationRoundArgs = {
  processId: Scalars['String'];
  round: Scalars['Int'];
};


export type MutationdeleteRoleArgs = {
  id: Scalars['String'];
};


export type MutationdeleteScenarioArgs = {
  id: Scalars['String'];
};


export type MutationdeleteSpendImportProfileArgs = {
  id: Scalars['String'];
};


export type MutationdeleteSupplierArgs = {
  id: Scalars['String'];
};


export type MutationdeleteUserArgs = {
  id: Scalars['String'];
};


export type MutationendAuctionArgs = {
  processId: Scalars['String'];
  round: Scalars['Int'];
};


export type MutationextendAuctionArgs = {
  minutes: Scalars['Int'];
  processId: Scalars['String'];
  round: Scalars['Int'];
};


export type MutationimportSpendDuplicatesArgs = {
  id: Scalars['String'];
};


export type MutationimportValidSpendLinesArgs = {
  id: Scalars['String'];
};


export type MutationinviteToRoundArgs = {
  contactIds: Array<Scalars['String']>;
  processId: Scalars['String'];
  round: Scalars['Int'];
};


export type MutationpauseAuctionArgs = {
  processId: Scalars['String'];
  round: Scalars['Int'];
};


export type MutationplaceAuctionBidArgs = {
  itemId: Scalars['String'];
  price: Scalars['String'];
  token: Scalars['String'];
};


export type MutationrecomputeScenarioArgs = {
  id: Scalars['String'];
};


export type MutationrequestPasswordResetArgs = {
  input: ForgotPasswordInput;
};


export type MutationrereadSpendImportArgs = {
  delimiter?: InputMaybe<Scalars['String']>;
  encoding?: InputMaybe<Scalars['String']>;
  headerRow?: InputMaybe<Scalars['Int']>;
  id: Scalars['String'];
  sheet?: InputMaybe<Scalars['String']>;
};


export type MutationresendPortalInvitationArgs = {
  id: Scalars['String'];
};


export type MutationresetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationresumeAuctionArgs = {
  processId: Scalars['String'];
  round: Scalars['Int'];
};


export type MutationreviewSpendImportArgs = {
  id: Scalars['String'];
  input: ReviewSpendImportInput;
};


export type MutationrevokePortalInvitationArgs = {
  id: Scalars['String'];
};


export type MutationrollBackSpendImportArgs = {
  id: Scalars['String'];
};


export type MutationsaveAwardsArgs = {
  input: Array<AwardInput>;
  processId: Scalars['String'];
};


export type MutationsaveExchangeRateArgs = {
  input: ExchangeRateInput;
};


export type MutationsaveFinalSummaryArgs = {
  id: Scalars['String'];
  input: FinalSummaryInput;
};


export type MutationsaveItemDetailsArgs = {
  input: Array<ItemDetailInput>;
  processId: Scalars['String'];
};


export type MutationsavePipelineArgs = {
  input: Array<PipelineItemInput>;
  processId: Scalars['String'];
};


export type MutationsaveQuotationRoundArgs = {
  input: Array<QuotationInput>;
  processId: Scalars['String'];
  round: Scalars['Int'];
};


export type MutationsaveSavingsTargetArgs = {
  input: SavingsTargetInput;
};


export type MutationsaveScenarioArgs = {
  input: ScenarioInput;
  processId: Scalars['String'];
};


export type MutationsaveSuppliersArgs = {
  input: Array<ProcessSupplierInput>;
  processId: Scalars['String'];
};


export type MutationscheduleAuctionArgs = {
  input: AuctionInput;
  processId: Scalars['String'];
  round: Scalars['Int'];
};


export type MutationscheduleRoundArgs = {
  input: RoundScheduleInput;
  processId: Scalars['String'];
  round: Scalars['Int'];
};


export type MutationsendProcessForApprovalArgs = {
  id: Scalars['String'];
  input: FinalSummaryInput;
};


export type MutationsignUpArgs = {
  input: SignUpInput;
};


export type MutationstartSpendImportArgs = {
  id: Scalars['String'];
  input: StartSpendImportInput;
};


export type MutationupdateCompanySettingsArgs = {
  input: CompanySettingsInput;
};


export type MutationupdateContractArgs = {
  id: Scalars['String'];
  input: ContractInput;
};


export type MutationupdateMyLocaleArgs = {
  locale: Scalars['String'];
};


export type MutationupdateProcessArgs = {
  id: Scalars['String'];
  input: ProcessInput;
};


export type MutationupdateProfileArgs = {
  input: ProfileInput;
};


export type MutationupdateRoleArgs = {
  id: Scalars['String'];
  input: RoleInput;
};


export type MutationupdateSupplierArgs = {
  id: Scalars['String'];
  input: SupplierInput;
};


export type MutationupdateUserArgs = {
  id: Scalars['String'];
  input: UpdateUserInput;
};

/** A spend line no contract covers although one should have */
export type OffContractLine = {
  __typename?: 'OffContractLine';
  /** in the company's currency */
  amount: Scalars['Decimal'];
  /** the contract it escaped (its id as users type it) and that contract's supplier */
  contractId: Scalars['String'];
  contractSupplier: Scalars['String'];
  date: Scalars['Date'];
  material: Scalars['String'];
  plant: Scalars['String'];
  reason: OffContractReason;
  supplier: Scalars['String'];
};

/** A page of off-contract lines, the largest first */
export type OffContractLines = {
  __typename?: 'OffContractLines';
  lines: Array<OffContractLine>;
  /** every line the filter selects */
  total: Scalars['Int'];
};

/** Why a line escaped the contracts */
export type OffContractReason =
  /** bought from a contract's supplier after the contract's term ended */
  | 'AFTER_TERM'
  /** its material was under a running contract with another supplier on its date */
  | 'OTHER_SUPPLIER';

export type PageInput = {
  descending?: InputMaybe<Scalars['Boolean']>;
  /** 0-based */
  page: Scalars['Int'];
  pageSize: Scalars['Int'];
  sortBy?: InputMaybe<Scalars['String']>;
};

export type PipelineItem = {
  __typename?: 'PipelineItem';
  annualVolume: Scalars['Decimal'];
  baselineUnit: Scalars['Decimal'];
  /** months */
  contractLength: Scalars['Int'];
  expectedResultUnit: Scalars['Decimal'];
  historicalPricingUnit: Scalars['Decimal'];
  id: Scalars['String'];
  itemId: Scalars['String'];
};

export type PipelineItemInput = {
  annualVolume: Scalars['Decimal'];
  baselineUnit: Scalars['Decimal'];
  contractLength: Scalars['Int'];
  expectedResultUnit: Scalars['Decimal'];
  historicalPricingUnit: Scalars['Decimal'];
  itemId: Scalars['String'];
};

export type Plant = {
  __typename?: 'Plant';
  countryId: Scalars['String'];
  description: Scalars['String'];
  id: Scalars['String'];
  plant: Scalars['String'];
  regionId: Scalars['String'];
};

export type PlantInput = {
  countryId: Scalars['String'];
  description: Scalars['String'];
  id?: InputMaybe<Scalars['String']>;
  plant: Scalars['String'];
  regionId: Scalars['String'];
};

export type PortalContact = {
  __typename?: 'PortalContact';
  email: Scalars['String'];
  id: Scalars['String'];
  language: Scalars['String'];
  name: Scalars['String'];
};

export type PortalInvitation = {
  __typename?: 'PortalInvitation';
  bouncedAt?: Maybe<Scalars['DateTime']>;
  email: Scalars['String'];
  id: Scalars['String'];
  language: Scalars['String'];
  name: Scalars['String'];
  openedAt?: Maybe<Scalars['DateTime']>;
  revokedAt?: Maybe<Scalars['DateTime']>;
  revokedByName?: Maybe<Scalars['String']>;
  sentAt?: Maybe<Scalars['DateTime']>;
};

/** what a supplier last submitted for an item (only where prices are visible) */
export type PortalOfferView = {
  __typename?: 'PortalOfferView';
  declined?: Maybe<Scalars['Boolean']>;
  itemId: Scalars['String'];
  unitPrice?: Maybe<Scalars['Decimal']>;
};

export type PortalRound = {
  __typename?: 'PortalRound';
  schedule?: Maybe<RoundSchedule>;
  suppliers: Array<PortalSupplier>;
  timeZone: Scalars['String'];
};

export type PortalStatus =
  | 'BOUNCED'
  | 'DECLINED'
  | 'DRAFT'
  | 'INVITED'
  | 'OPENED'
  | 'SUBMITTED';

export type PortalSupplier = {
  __typename?: 'PortalSupplier';
  /** the master record's contacts, who can be invited */
  contacts: Array<PortalContact>;
  invitations: Array<PortalInvitation>;
  name: Scalars['String'];
  offers?: Maybe<Array<PortalOfferView>>;
  remindedAt?: Maybe<Scalars['DateTime']>;
  /** null while not invited */
  status?: Maybe<PortalStatus>;
  submittedAt?: Maybe<Scalars['DateTime']>;
  submittedBy?: Maybe<Scalars['String']>;
  /** the process's supplier */
  supplierId: Scalars['String'];
};

/** Price compliance over a period: what contracts were paid beyond their agreed prices */
export type PriceCompliance = {
  __typename?: 'PriceCompliance';
  above: Scalars['Decimal'];
  /** every month of the period with spend that compares, oldest first */
  byMonth: Array<PriceVarianceGroup>;
  /** the 50 suppliers paid most above their prices */
  bySupplier: Array<PriceVarianceGroup>;
  /** the company's, which every amount is in */
  currencyCode: Scalars['String'];
  linesAbove: Scalars['Int'];
  variance: Scalars['Decimal'];
};

/** What contracts were paid beyond their agreed prices in a month (key YYYY-MM) or to a supplier (key: its name), over the lines that compare */
export type PriceVarianceGroup = {
  __typename?: 'PriceVarianceGroup';
  /** the lines paid above alone */
  above: Scalars['Decimal'];
  key: Scalars['String'];
  /** the lines that compare (in the agreed unit, with a price) */
  lines: Scalars['Int'];
  linesAbove: Scalars['Int'];
  /** net: paid above less paid below, in the company's currency */
  variance: Scalars['Decimal'];
};

export type Process = {
  __typename?: 'Process';
  approvalWorkflow: Array<ApprovalStep>;
  /** whether the process waits for the signed-in user's decision (spec §6: only they may act) */
  awaitsMyReview: Scalars['Boolean'];
  /** the quotations marked as awarded, in every round: the awardees step's rows */
  awardedQuotations: Array<Quotation>;
  awards: Array<Award>;
  /** whether I may delete it */
  canDelete: Scalars['Boolean'];
  categoryManager: ProcessPerson;
  categoryManagerId: Scalars['String'];
  /** the process ID users see, e.g. PRC-2026-0007 */
  code: Scalars['String'];
  competitorsAdvantages?: Maybe<Scalars['String']>;
  createdAt: Scalars['DateTime'];
  currency: ReferenceEntry;
  currencyId: Scalars['String'];
  currentContractStatus: CurrentContractStatus;
  effectiveDate: Scalars['Date'];
  endingDate: Scalars['Date'];
  executiveSummary: Scalars['String'];
  finalExecutiveSummary?: Maybe<Scalars['String']>;
  id: Scalars['String'];
  items: Array<ProcessItem>;
  keyStakeholders?: Maybe<Scalars['String']>;
  /** whether I own it (the rejected banner asks its owner, not its approvers, to change it) */
  ownedByMe: Scalars['Boolean'];
  parentProcessDescription: Scalars['String'];
  plants: Array<Plant>;
  processDescription: Scalars['String'];
  processNumber: Scalars['String'];
  processProfile: ProcessProfile;
  processType: ProcessType;
  /** the rounds that hold quotations, in order */
  rounds: Array<Scalars['Int']>;
  /** I sent it for approval, and segregation of duties keeps me from deciding it */
  selfApprovalBarred: Scalars['Boolean'];
  /** the contract this process was started from */
  sourceContract?: Maybe<ProcessSourceContract>;
  stakeholdersRequirementsLong?: Maybe<Scalars['String']>;
  stakeholdersRequirementsShort?: Maybe<Scalars['String']>;
  status: ProcessStatus;
  supplierFeedbackRelationship?: Maybe<Scalars['String']>;
  suppliers: Array<ProcessSupplier>;
  title: Scalars['String'];
};

/** The people of my company a process can name (category manager, approvers) */
export type ProcessCandidate = {
  __typename?: 'ProcessCandidate';
  firstName: Scalars['String'];
  id: Scalars['String'];
  lastName: Scalars['String'];
  /** The product's own role it is (owner, buyer…), to be named in the reader's language; null for the company's */
  roleBuiltIn?: Maybe<Scalars['String']>;
  roleName: Scalars['String'];
};

/** A deleted process, as the deletion log keeps it */
export type ProcessDeletion = {
  __typename?: 'ProcessDeletion';
  code: Scalars['String'];
  deletedAt: Scalars['DateTime'];
  deletedByName: Scalars['String'];
  id: Scalars['String'];
  number: Scalars['Int'];
  status: ProcessStatus;
  title: Scalars['String'];
};

/** The deletion log: only the company's highest-ranked role reads it */
export type ProcessDeletionLog = {
  __typename?: 'ProcessDeletionLog';
  canRead: Scalars['Boolean'];
  deletions: Array<ProcessDeletion>;
};

export type ProcessFilter = {
  /** the processes waiting for my decision */
  awaitingMyReview?: InputMaybe<Scalars['Boolean']>;
  /** with supplierId: only the approved processes that awarded it an item */
  awardedOnly?: InputMaybe<Scalars['Boolean']>;
  processType?: InputMaybe<ProcessType>;
  savings?: InputMaybe<SavingsSelection>;
  /** the processes a supplier of the master is invited to */
  supplierId?: InputMaybe<Scalars['String']>;
  /** matches the process ID, title or description */
  text?: InputMaybe<Scalars['String']>;
};

export type ProcessInput = {
  approvalWorkflow: Array<ApprovalStepInput>;
  categoryManagerId: Scalars['String'];
  competitorsAdvantages?: InputMaybe<Scalars['String']>;
  currencyId: Scalars['String'];
  currentContractStatus: CurrentContractStatus;
  effectiveDate: Scalars['Date'];
  endingDate: Scalars['Date'];
  executiveSummary: Scalars['String'];
  items: Array<ProcessItemInput>;
  keyStakeholders?: InputMaybe<Scalars['String']>;
  parentProcessDescription: Scalars['String'];
  plants: Array<PlantInput>;
  processDescription: Scalars['String'];
  processNumber: Scalars['String'];
  processProfile: ProcessProfile;
  processType: ProcessType;
  stakeholdersRequirementsLong?: InputMaybe<Scalars['String']>;
  stakeholdersRequirementsShort?: InputMaybe<Scalars['String']>;
  supplierFeedbackRelationship?: InputMaybe<Scalars['String']>;
  title: Scalars['String'];
};

export type ProcessItem = {
  __typename?: 'ProcessItem';
  code: Scalars['String'];
  description: Scalars['String'];
  detail?: Maybe<ItemDetail>;
  id: Scalars['String'];
  pipeline?: Maybe<PipelineItem>;
};

export type ProcessItemInput = {
  code: Scalars['String'];
  description: Scalars['String'];
  /** an existing item keeps its details and quotations */
  id?: InputMaybe<Scalars['String']>;
};

export type ProcessPage = {
  __typename?: 'ProcessPage';
  items: Array<ProcessSummary>;
  total: Scalars['Int'];
};

/** A user as a process shows them: category manager, owner, approver */
export type ProcessPerson = {
  __typename?: 'ProcessPerson';
  firstName: Scalars['String'];
  id: Scalars['String'];
  lastName: Scalars['String'];
};

export type ProcessProfile =
  | 'DIRECT_PURCHASE_RECOMMENDED'
  | 'DIRECT_PURCHASE_SOLE_SOURCE'
  | 'LESS_THAN_3_SUPPLIERS'
  | 'MORE_THAN_3_SUPPLIERS';

/** What an approved process's awards realized, month by month since its effective date */
export type ProcessRealization = {
  __typename?: 'ProcessRealization';
  /** the company's, which every amount is in */
  currencyCode: Scalars['String'];
  months: Array<RealizationMonth>;
  /** the cost saving approved over the whole agreements, converted as the sourcing dashboard does; null when no rate converts it */
  negotiated?: Maybe<Scalars['Decimal']>;
  /** saving realized so far ÷ negotiated; null without a positive negotiated saving */
  rate?: Maybe<Scalars['Float']>;
};

export type ProcessScenarios = {
  __typename?: 'ProcessScenarios';
  history: Array<ScenarioApplied>;
  /** the supplier of a running contract for an item, which a scenario may keep */
  incumbents: Array<ScenarioKeep>;
  scenarios: Array<AwardScenario>;
};

export type ProcessSourceContract = {
  __typename?: 'ProcessSourceContract';
  contractId: Scalars['String'];
  id: Scalars['String'];
  supplier: Scalars['String'];
};

export type ProcessStatus =
  | 'APPROVED'
  | 'DRAFT'
  | 'IN_REVIEW'
  | 'REJECTED';

export type ProcessSummary = {
  __typename?: 'ProcessSummary';
  categoryManager: ProcessPerson;
  code: Scalars['String'];
  createdAt: Scalars['DateTime'];
  id: Scalars['String'];
  processDescription: Scalars['String'];
  processType: ProcessType;
  status: ProcessStatus;
  title: Scalars['String'];
};

/** A supplier invited to a process, as the process shows it (the master's values while it can change) */
export type ProcessSupplier = {
  __typename?: 'ProcessSupplier';
  associatedParty: Scalars['Boolean'];
  blockReason?: Maybe<Scalars['String']>;
  countryId: Scalars['String'];
  financialRisk?: Maybe<Scalars['String']>;
  id: Scalars['String'];
  litigant: Scalars['Boolean'];
  name: Scalars['String'];
  sapCode: Scalars['String'];
  /** the master record; null once it was deleted */
  supplierId?: Maybe<Scalars['String']>;
  technicalApproval: Scalars['Boolean'];
  vat: Scalars['String'];
};

export type ProcessSupplierInput = {
  /** an existing row keeps its quotations */
  id?: InputMaybe<Scalars['String']>;
  /** the master record; an existing row whose master was deleted comes without it */
  supplierId?: InputMaybe<Scalars['String']>;
};

export type ProcessType =
  | 'EXTENSION_LENGTH'
  | 'EXTENSION_LENGTH_VALUE'
  | 'EXTENSION_VALUE'
  | 'NEW'
  | 'SPOT_PURCHASE';

export type ProfileInput = {
  firstName: Scalars['String'];
  lastName: Scalars['String'];
  /** the account's language (en or pt): its emails and notifications, and the screen at sign-in */
  locale: Scalars['String'];
  userName: Scalars['String'];
};

/** About the Redwood queries. */
export type Query = {
  __typename?: 'Query';
  /** the bidder's page: the portal link is the whole authority */
  auctionBidder: AuctionBidderPage;
  /** null when the round is no auction */
  auctionConsole?: Maybe<AuctionConsole>;
  /** the logs of the process's auction rounds, for its report */
  auctionLogs: Array<AuctionRoundLog>;
  companySettings: CompanySettings;
  contract: Contract;
  /** a contract's spend month by month, oldest first */
  contractConsumption: Array<ContractConsumptionMonth>;
  contractDashboard: ContractDashboard;
  contractEdits: Array<ContractEdit>;
  contractFilterOptions: ContractFilterOptions;
  /** the contract's lines paid above its agreed price, the largest excess first */
  contractLinesPaidAbove: Array<LinePaidAbove>;
  contractProposals: Array<ContractProposal>;
  contracts: ContractPage;
  exchangeRates: Array<ExchangeRate>;
  /** the lines paid above their contracts' prices over the months from–to, of one supplier when given (100 from offset) */
  linesPaidAbove: LinesPaidAbove;
  /** the spend of these materials (item codes), those with any */
  materialSpend: Array<MaterialSpend>;
  /** the off-contract lines of the months from–to, of one value of a dimension when given (its group's key; 100 from offset) */
  offContractLines: OffContractLines;
  /** what buyers changed of a round's portal answers, newest first */
  portalAnswerHistory: Array<QuotationChange>;
  portalRound: PortalRound;
  /** what contracts were paid beyond their agreed prices over the months from–to (YYYY-MM, both included) */
  priceCompliance: PriceCompliance;
  process: Process;
  processCandidates: Array<ProcessCandidate>;
  /** the company's deleted processes, newest first: for its highest-ranked role */
  processDeletionLog: ProcessDeletionLog;
  processFlow: Array<WorkflowReview>;
  /** every round's quotations, for the comparative map */
  processQuotations: Array<Quotation>;
  processRealization: ProcessRealization;
  processScenarios: ProcessScenarios;
  processes: ProcessPage;
  quotationRound: Array<Quotation>;
  /** Fetches the Redwood root schema. */
  redwood?: Maybe<Redwood>;
  referenceData: ReferenceData;
  roles: RolePage;
  savingsDashboard: SavingsDashboard;
  savingsFilterOptions: SavingsFilterOptions;
  savingsTargets: SavingsTargets;
  sourcingFromSpend: SourcingFromSpend;
  /** labels follow locale (en or pt), else the user's language */
  spendAnalysis: SpendAnalysis;
  /** the company's compliance over the months from–to (YYYY-MM, both included; every month when not given) */
  spendCompliance: SpendCompliance;
  spendFilterOptions: SpendFilterOptions;
  spendImport: SpendImport;
  spendImportProfiles: Array<SpendImportProfile>;
  spendImports: Array<SpendImport>;
  supplier: Supplier;
  /** the first ten suppliers whose name, VAT or SAP code contains the text */
  supplierMatches: Array<Supplier>;
  supplierScorecard: SupplierScorecard;
  suppliers: SupplierPage;
  users: UserPage;
};


/** About the Redwood queries. */
export type QueryauctionBidderArgs = {
  token: Scalars['String'];
};


/** About the Redwood queries. */
export type QueryauctionConsoleArgs = {
  processId: Scalars['String'];
  round: Scalars['Int'];
};


/** About the Redwood queries. */
export type QueryauctionLogsArgs = {
  processId: Scalars['String'];
};


/** About the Redwood queries. */
export type QuerycontractArgs = {
  id: Scalars['String'];
};


/** About the Redwood queries. */
export type QuerycontractConsumptionArgs = {
  id: Scalars['String'];
};


/** About the Redwood queries. */
export type QuerycontractDashboardArgs = {
  filter?: InputMaybe<ContractFilter>;
};


/** About the Redwood queries. */
export type QuerycontractEditsArgs = {
  id: Scalars['String'];
};


/** About the Redwood queries. */
export type QuerycontractLinesPaidAboveArgs = {
  id: Scalars['String'];
};


/** About the Redwood queries. */
export type QuerycontractProposalsArgs = {
  processId: Scalars['String'];
};


/** About the Redwood queries. */
export type QuerycontractsArgs = {
  filter?: InputMaybe<ContractFilter>;
  page: PageInput;
};


/** About the Redwood queries. */
export type QuerylinesPaidAboveArgs = {
  fromMonth?: InputMaybe<Scalars['String']>;
  offset?: InputMaybe<Scalars['Int']>;
  supplier?: InputMaybe<Scalars['String']>;
  toMonth?: InputMaybe<Scalars['String']>;
};


/** About the Redwood queries. */
export type QuerymaterialSpendArgs = {
  materials: Array<Scalars['String']>;
};


/** About the Redwood queries. */
export type QueryoffContractLinesArgs = {
  dimension?: InputMaybe<LeakageDimension>;
  fromMonth?: InputMaybe<Scalars['String']>;
  offset?: InputMaybe<Scalars['Int']>;
  toMonth?: InputMaybe<Scalars['String']>;
  value?: InputMaybe<Scalars['String']>;
};


/** About the Redwood queries. */
export type QueryportalAnswerHistoryArgs = {
  processId: Scalars['String'];
  round: Scalars['Int'];
};


/** About the Redwood queries. */
export type QueryportalRoundArgs = {
  processId: Scalars['String'];
  round: Scalars['Int'];
};


/** About the Redwood queries. */
export type QuerypriceComplianceArgs = {
  fromMonth?: InputMaybe<Scalars['String']>;
  toMonth?: InputMaybe<Scalars['String']>;
};


/** About the Redwood queries. */
export type QueryprocessArgs = {
  id: Scalars['String'];
};


/** About the Redwood queries. */
export type QueryprocessFlowArgs = {
  id: Scalars['String'];
};


/** About the Redwood queries. */
export type QueryprocessQuotationsArgs = {
  processId: Scalars['String'];
};


/** About the Redwood queries. */
export type QueryprocessRealizationArgs = {
  id: Scalars['String'];
};


/** About the Redwood queries. */
export type QueryprocessScenariosArgs = {
  processId: Scalars['String'];
};


/** About the Redwood queries. */
export type QueryprocessesArgs = {
  filter?: InputMaybe<ProcessFilter>;
  page: PageInput;
};


/** About the Redwood queries. */
export type QueryquotationRoundArgs = {
  processId: Scalars['String'];
  round: Scalars['Int'];
};


/** About the Redwood queries. */
export type QueryrolesArgs = {
  page: PageInput;
};


/** About the Redwood queries. */
export type QuerysavingsDashboardArgs = {
  filter?: InputMaybe<SavingsFilter>;
};


/** About the Redwood queries. */
export type QuerysavingsFilterOptionsArgs = {
  locale?: InputMaybe<Scalars['String']>;
};


/** About the Redwood queries. */
export type QuerysourcingFromSpendArgs = {
  selection: SpendSelection;
};


/** About the Redwood queries. */
export type QueryspendAnalysisArgs = {
  dimension: SpendDimension;
  filter?: InputMaybe<SpendFilter>;
  limit?: InputMaybe<Scalars['Int']>;
  locale?: InputMaybe<Scalars['String']>;
  measure: SpendMeasure;
};


/** About the Redwood queries. */
export type QueryspendComplianceArgs = {
  fromMonth?: InputMaybe<Scalars['String']>;
  toMonth?: InputMaybe<Scalars['String']>;
};


/** About the Redwood queries. */
export type QueryspendFilterOptionsArgs = {
  locale?: InputMaybe<Scalars['String']>;
};


/** About the Redwood queries. */
export type QueryspendImportArgs = {
  id: Scalars['String'];
};


/** About the Redwood queries. */
export type QuerysupplierArgs = {
  id: Scalars['String'];
};


/** About the Redwood queries. */
export type QuerysupplierMatchesArgs = {
  search: Scalars['String'];
};


/** About the Redwood queries. */
export type QuerysupplierScorecardArgs = {
  id: Scalars['String'];
};


/** About the Redwood queries. */
export type QuerysuppliersArgs = {
  filter?: InputMaybe<SupplierFilter>;
  page: PageInput;
};


/** About the Redwood queries. */
export type QueryusersArgs = {
  page: PageInput;
};

export type Quotation = {
  __typename?: 'Quotation';
  additionalInformation?: Maybe<Scalars['String']>;
  agreementLength?: Maybe<Scalars['Int']>;
  agreementPeriod: AgreementPeriod;
  annualVolume: Scalars['Decimal'];
  awarded: Scalars['Boolean'];
  /** unit price */
  awardedProposal?: Maybe<Scalars['Decimal']>;
  /** annual */
  awardedVolume?: Maybe<Scalars['Decimal']>;
  equalizedProposal?: Maybe<Scalars['Decimal']>;
  id: Scalars['String'];
  incotermId?: Maybe<Scalars['String']>;
  initialProposal?: Maybe<Scalars['Decimal']>;
  itemCode?: Maybe<Scalars['String']>;
  itemId: Scalars['String'];
  negotiatedProposal?: Maybe<Scalars['Decimal']>;
  paymentTerms: Scalars['Int'];
  portalAnsweredAt?: Maybe<Scalars['DateTime']>;
  /** who answered it on the supplier portal, and when */
  portalAnsweredBy?: Maybe<Scalars['String']>;
  proposalDate: Scalars['Date'];
  responseStatus: QuotationResponseStatus;
  round: Scalars['Int'];
  supplierId: Scalars['String'];
  supplyOriginId?: Maybe<Scalars['String']>;
  unitOfMeasureId?: Maybe<Scalars['String']>;
  vendorCode?: Maybe<Scalars['String']>;
};

/** the buyer's change to a quotation that its supplier answered on the portal */
export type QuotationChange = {
  __typename?: 'QuotationChange';
  createdAt: Scalars['DateTime'];
  fields: Array<QuotationFieldChange>;
  id: Scalars['String'];
  itemId: Scalars['String'];
  portalAnsweredAt?: Maybe<Scalars['DateTime']>;
  portalAnsweredBy?: Maybe<Scalars['String']>;
  quotationId: Scalars['String'];
  supplierId: Scalars['String'];
  userName: Scalars['String'];
};

export type QuotationFieldChange = {
  __typename?: 'QuotationFieldChange';
  after?: Maybe<Scalars['String']>;
  before?: Maybe<Scalars['String']>;
  field: Scalars['String'];
};

/** One supplier's proposal for one item; the round comes with the mutation */
export type QuotationInput = {
  additionalInformation?: InputMaybe<Scalars['String']>;
  agreementLength?: InputMaybe<Scalars['Int']>;
  agreementPeriod: AgreementPeriod;
  annualVolume: Scalars['Decimal'];
  awarded: Scalars['Boolean'];
  awardedProposal?: InputMaybe<Scalars['Decimal']>;
  awardedVolume?: InputMaybe<Scalars['Decimal']>;
  equalizedProposal?: InputMaybe<Scalars['Decimal']>;
  incotermId?: InputMaybe<Scalars['String']>;
  initialProposal?: InputMaybe<Scalars['Decimal']>;
  itemCode?: InputMaybe<Scalars['String']>;
  itemId: Scalars['String'];
  negotiatedProposal?: InputMaybe<Scalars['Decimal']>;
  paymentTerms: Scalars['Int'];
  proposalDate: Scalars['Date'];
  responseStatus: QuotationResponseStatus;
  supplierId: Scalars['String'];
  supplyOriginId?: InputMaybe<Scalars['String']>;
  unitOfMeasureId?: InputMaybe<Scalars['String']>;
  vendorCode?: InputMaybe<Scalars['String']>;
};

export type QuotationResponseStatus =
  | 'ANSWERED'
  | 'DECLINED'
  | 'PENDING';

/** A month of the spend an approved process's awards cover */
export type RealizationMonth = {
  __typename?: 'RealizationMonth';
  /** the month's first day */
  month: Scalars['Date'];
  /** spend in another unit than the award's: neither saving nor variance counts it */
  notComparableSpend: Scalars['Decimal'];
  /** paid beyond the awarded prices */
  priceVariance: Scalars['Decimal'];
  /** (baseline − paid unit price) × volume, over the lines in the agreed unit */
  saving: Scalars['Decimal'];
  /** in the company's currency */
  spend: Scalars['Decimal'];
};

/**
 * The RedwoodJS Root Schema
 *
 * Defines details about RedwoodJS such as the current user and version information.
 */
export type Redwood = {
  __typename?: 'Redwood';
  /** The current user. */
  currentUser?: Maybe<Scalars['JSON']>;
  /** The version of Prisma. */
  prismaVersion?: Maybe<Scalars['String']>;
  /** The version of Redwood. */
  version?: Maybe<Scalars['String']>;
};

export type ReferenceData = {
  __typename?: 'ReferenceData';
  businessDivisions: Array<ReferenceEntry>;
  categories: Array<ReferenceEntry>;
  countries: Array<ReferenceEntry>;
  currencies: Array<ReferenceEntry>;
  incoterms: Array<ReferenceEntry>;
  materialCategories: Array<ReferenceEntry>;
  regions: Array<ReferenceEntry>;
  supplyOrigins: Array<ReferenceEntry>;
  units: Array<ReferenceEntry>;
};

/** A row of a shared reference list (countries, currencies, incoterms…) */
export type ReferenceEntry = {
  __typename?: 'ReferenceEntry';
  code: Scalars['String'];
  id: Scalars['String'];
  nameEn: Scalars['String'];
  namePt: Scalars['String'];
};

export type ResetPasswordInput = {
  confirmPassword: Scalars['String'];
  oobCode: Scalars['String'];
  password: Scalars['String'];
};

export type ReviewSpendImportInput = {
  newSuppliers?: InputMaybe<Array<SpendSupplierToCreate>>;
  suppliers: Array<SupplierDecision>;
  /** unknown values mapped: { field: { value: code } } */
  values: Scalars['JSON'];
};

export type ReviewStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED'
  /** the approver was deleted before deciding: the turn passed on */
  | 'REMOVED'
  | 'WAITING';

export type RoleInput = {
  description: Scalars['String'];
  name: Scalars['String'];
  priority: Scalars['Int'];
};

export type RolePage = {
  __typename?: 'RolePage';
  items: Array<TeamRole>;
  total: Scalars['Int'];
};

export type RoundFormat =
  | 'AUCTION'
  | 'SEALED';

/** a quotation round answered by suppliers on the portal */
export type RoundSchedule = {
  __typename?: 'RoundSchedule';
  closedAt?: Maybe<Scalars['DateTime']>;
  /** the buyer who closed it before its deadline */
  closedByName?: Maybe<Scalars['String']>;
  deadline: Scalars['DateTime'];
  /** the deadline in the company's time zone, as a datetime-local input writes it */
  deadlineWallTime: Scalars['String'];
  fields: Array<Scalars['String']>;
  /** AUCTION: a live reverse auction (auctions.sdl.ts), SEALED: answers until the deadline */
  format: RoundFormat;
  id: Scalars['String'];
  instructions: Scalars['String'];
  /** false while a sealed round's deadline is ahead */
  pricesVisible: Scalars['Boolean'];
  round: Scalars['Int'];
  sealed: Scalars['Boolean'];
};

export type RoundScheduleInput = {
  /** a wall-clock time in the company's time zone: 2026-12-01T18:00 */
  deadline: Scalars['String'];
  fields: Array<Scalars['String']>;
  instructions?: InputMaybe<Scalars['String']>;
  sealed: Scalars['Boolean'];
};

/** cost saving = cost reduction + cost avoidance - cost increase; processes include those left unconverted */
export type SavingTotals = {
  __typename?: 'SavingTotals';
  costAvoidance: Scalars['Decimal'];
  costIncrease: Scalars['Decimal'];
  costReduction: Scalars['Decimal'];
  costSaving: Scalars['Decimal'];
  processes: Scalars['Int'];
};

export type SavingsBreakdown = {
  __typename?: 'SavingsBreakdown';
  group: SavingsGroup;
  rows: Array<SavingsGroupRow>;
};

export type SavingsCounts = {
  __typename?: 'SavingsCounts';
  approved: Scalars['Int'];
  averageDaysToApproval?: Maybe<Scalars['Float']>;
  inReview: Scalars['Int'];
  open: Scalars['Int'];
  /** the yearly targets the period covers, prorated by month; null: none set */
  target?: Maybe<Scalars['Decimal']>;
  /** realized cost saving / target */
  targetShare?: Maybe<Scalars['Float']>;
};

export type SavingsDashboard = {
  __typename?: 'SavingsDashboard';
  /** whether the company has any process at all (a new company sees where to start) */
  anyProcess: Scalars['Boolean'];
  /** whether amounts in other currencies were converted with the exchange rates */
  converted: Scalars['Boolean'];
  convertedFrom: Array<Scalars['String']>;
  counts: SavingsCounts;
  /** every amount is in this currency */
  currencyCode: Scalars['String'];
  groups: Array<SavingsBreakdown>;
  months: Array<SavingsMonth>;
  pipeline: SavingTotals;
  realized: SavingTotals;
  /** what the approved processes counted in realized have realized in spend */
  realizedInSpend: SpendRealization;
  unconverted: Array<UnconvertedSavings>;
};

/** Months are YYYY-MM, both included; no currency: every process, converted to the company's */
export type SavingsFilter = {
  categoryId?: InputMaybe<Scalars['String']>;
  categoryManagerId?: InputMaybe<Scalars['String']>;
  currencyCode?: InputMaybe<Scalars['String']>;
  fromMonth?: InputMaybe<Scalars['String']>;
  processProfile?: InputMaybe<ProcessProfile>;
  processType?: InputMaybe<ProcessType>;
  toMonth?: InputMaybe<Scalars['String']>;
};

export type SavingsFilterOptions = {
  __typename?: 'SavingsFilterOptions';
  categories: Array<SavingsOption>;
  categoryManagers: Array<SavingsOption>;
  companyCurrency: Scalars['String'];
  currencies: Array<Scalars['String']>;
};

export type SavingsGroup =
  | 'category'
  | 'categoryManager'
  | 'processProfile'
  | 'processType';

export type SavingsGroupRow = {
  __typename?: 'SavingsGroupRow';
  /** the manager's or category's id, the type or profile; null: items with no category */
  key?: Maybe<Scalars['String']>;
  pipeline: SavingTotals;
  realized: SavingTotals;
};

export type SavingsMonth = {
  __typename?: 'SavingsMonth';
  month: Scalars['String'];
  pipeline: SavingTotals;
  realized: SavingTotals;
};

export type SavingsOption = {
  __typename?: 'SavingsOption';
  id: Scalars['String'];
  label: Scalars['String'];
};

/** The processes behind a number of the sourcing dashboard */
export type SavingsSelection = {
  filter?: InputMaybe<SavingsFilter>;
  stage?: InputMaybe<SavingsStage>;
};

export type SavingsStage =
  | 'APPROVED'
  | 'IN_REVIEW'
  /** draft, or rejected and back with its owner */
  | 'OPEN'
  /** not approved yet: open or in review */
  | 'PIPELINE';

export type SavingsTarget = {
  __typename?: 'SavingsTarget';
  /** in the company currency */
  amount: Scalars['Decimal'];
  year: Scalars['Int'];
};

export type SavingsTargetInput = {
  amount: Scalars['Decimal'];
  year: Scalars['Int'];
};

export type SavingsTargets = {
  __typename?: 'SavingsTargets';
  canEdit: Scalars['Boolean'];
  targets: Array<SavingsTarget>;
};

/** a supplier's part of an item: its final offer's price and the annual volume it gets */
export type ScenarioAllocation = {
  __typename?: 'ScenarioAllocation';
  annualVolume: Scalars['Decimal'];
  itemId: Scalars['String'];
  quotationId: Scalars['String'];
  supplierId: Scalars['String'];
  unitPrice: Scalars['Decimal'];
  value: Scalars['Decimal'];
};

export type ScenarioApplied = {
  __typename?: 'ScenarioApplied';
  changes: Array<AwardChange>;
  createdAt: Scalars['DateTime'];
  id: Scalars['String'];
  /** the scenario applied (it may have been deleted since) */
  scenarioId: Scalars['String'];
  scenarioName: Scalars['String'];
  userName: Scalars['String'];
};

export type ScenarioInput = {
  dualItemIds?: InputMaybe<Array<Scalars['String']>>;
  dualMinimumPercent?: InputMaybe<Scalars['Int']>;
  exclude?: InputMaybe<Array<Scalars['String']>>;
  keep?: InputMaybe<Array<ScenarioKeepInput>>;
  kind: ScenarioKind;
  maxSharePercent?: InputMaybe<Scalars['Int']>;
  maxSuppliers?: InputMaybe<Scalars['Int']>;
  name: Scalars['String'];
  tieRule?: InputMaybe<TieRule>;
};

export type ScenarioKeep = {
  __typename?: 'ScenarioKeep';
  itemId: Scalars['String'];
  supplierId: Scalars['String'];
};

export type ScenarioKeepInput = {
  itemId: Scalars['String'];
  supplierId: Scalars['String'];
};

export type ScenarioKind =
  | 'AT_MOST'
  | 'CHEAPEST'
  | 'SINGLE';

export type ScenarioProblem = {
  __typename?: 'ScenarioProblem';
  key: Scalars['String'];
  values?: Maybe<Scalars['JSON']>;
};

/** a scenario's solve: computed off the api's event loop, its state stored as it goes */
export type ScenarioState =
  | 'CANCELLED'
  | 'COMPUTING'
  | 'FAILED'
  | 'READY'
  /** the offers changed since its answer: computed again in the background while the process may change */
  | 'STALE'
  /** the solver's time limit ended before any award was found */
  | 'TIMED_OUT';

export type ScenarioSupplierShare = {
  __typename?: 'ScenarioSupplierShare';
  name: Scalars['String'];
  sharePercent: Scalars['Decimal'];
  supplierId: Scalars['String'];
  value: Scalars['Decimal'];
};

export type ScenarioTotals = {
  __typename?: 'ScenarioTotals';
  costAvoidance: Scalars['Decimal'];
  costIncrease: Scalars['Decimal'];
  costReduction: Scalars['Decimal'];
  /** what the scenario pays over the cheapest offer of each item it awards */
  differenceToCheapest: Scalars['Decimal'];
  result: Scalars['Decimal'];
  /** the annual value of the scenario's awards */
  totalValue: Scalars['Decimal'];
};

export type SessionCompany = {
  __typename?: 'SessionCompany';
  /** the currency the company's amounts are kept in */
  currencyCode: Scalars['String'];
  id: Scalars['String'];
  name: Scalars['String'];
};

export type SessionRole = {
  __typename?: 'SessionRole';
  /** one of the product's own roles (owner...): the client shows its name and description in the reader's language; null for a role the company named */
  builtIn?: Maybe<Scalars['String']>;
  description: Scalars['String'];
  id: Scalars['String'];
  name: Scalars['String'];
  priority: Scalars['Int'];
};

/** The signed-in user as the client may see it. */
export type SessionUser = {
  __typename?: 'SessionUser';
  avatarId?: Maybe<Scalars['String']>;
  company: SessionCompany;
  email: Scalars['String'];
  firstName: Scalars['String'];
  id: Scalars['String'];
  lastName: Scalars['String'];
  locale: Scalars['String'];
  role: SessionRole;
  uid: Scalars['String'];
  userName: Scalars['String'];
};

export type SignUpInput = {
  acceptTerms: Scalars['Boolean'];
  confirmPassword: Scalars['String'];
  email: Scalars['String'];
  firstName: Scalars['String'];
  lastName: Scalars['String'];
  locale?: InputMaybe<Scalars['String']>;
  password: Scalars['String'];
  userName: Scalars['String'];
};

/** A new process's first values from the selection's spend of the last 12 whole months */
export type SourcingFromSpend = {
  __typename?: 'SourcingFromSpend';
  categoryManagerId?: Maybe<Scalars['String']>;
  /** whether a running contract already buys these materials, and from whom */
  currentContractStatus: CurrentContractStatus;
  /** the most spent materials, at most 10 */
  items: Array<SourcingItem>;
  /** the selection's supplier, else its most spent one */
  supplier?: Maybe<Scalars['String']>;
  title: Scalars['String'];
};

export type SourcingItem = {
  __typename?: 'SourcingItem';
  code: Scalars['String'];
  description: Scalars['String'];
};

export type SpendAnalysis = {
  __typename?: 'SpendAnalysis';
  classCounts: AbcCounts;
  /** the company's currency: every amount is converted to it at import */
  currency: Scalars['String'];
  /** how many values of the dimension have spend under the filter */
  groupCount: Scalars['Int'];
  /** the largest first, at most the limit asked */
  groups: Array<SpendGroup>;
  lineCount: Scalars['Float'];
  months: Array<SpendMonth>;
  total: Scalars['Decimal'];
  /** the unit of the whole volume; null when it mixes units */
  unit?: Maybe<Scalars['String']>;
};

/** Spend under contract beside the spend that escaped a contract (leakage), over a period */
export type SpendCompliance = {
  __typename?: 'SpendCompliance';
  /** the 50 largest of each dimension */
  byCategory: Array<LeakageGroup>;
  byCategoryManager: Array<LeakageGroup>;
  byPlant: Array<LeakageGroup>;
  bySupplier: Array<LeakageGroup>;
  /** the share of spend under contract among the spend a contract covered or should have (0–100); null with neither */
  compliance?: Maybe<Scalars['Float']>;
  /** the company's, which every amount is in */
  currencyCode: Scalars['String'];
  offContract: Scalars['Decimal'];
  underContract: Scalars['Decimal'];
};

/** Spec §2 spending analysis: what the dashboard groups by */
export type SpendDimension =
  | 'businessDivision'
  | 'categoryManager'
  | 'material'
  | 'materialCategory'
  | 'plant'
  | 'region'
  | 'supplier';

export type SpendDimensionOptions = {
  __typename?: 'SpendDimensionOptions';
  dimension: SpendDimension;
  entries: Array<SpendFilterEntry>;
};

export type SpendFilter = {
  businessDivisionId?: InputMaybe<Scalars['String']>;
  /** '' for the lines without a category manager */
  categoryManagerId?: InputMaybe<Scalars['String']>;
  /** YYYY-MM, included */
  fromMonth?: InputMaybe<Scalars['String']>;
  material?: InputMaybe<Scalars['String']>;
  materialCategoryId?: InputMaybe<Scalars['String']>;
  plant?: InputMaybe<Scalars['String']>;
  regionId?: InputMaybe<Scalars['String']>;
  supplier?: InputMaybe<Scalars['String']>;
  /** a supplier of the master: its spend, however each line names it */
  supplierId?: InputMaybe<Scalars['String']>;
  /** YYYY-MM, included */
  toMonth?: InputMaybe<Scalars['String']>;
};

export type SpendFilterEntry = {
  __typename?: 'SpendFilterEntry';
  key: Scalars['String'];
  label: Scalars['String'];
};

export type SpendFilterOptions = {
  __typename?: 'SpendFilterOptions';
  dimensions: Array<SpendDimensionOptions>;
  firstMonth?: Maybe<Scalars['String']>;
  lastMonth?: Maybe<Scalars['String']>;
};

export type SpendGroup = {
  __typename?: 'SpendGroup';
  abc: AbcClass;
  cumulativeShare: Scalars['Float'];
  /** the id or the value the filter takes */
  key: Scalars['String'];
  label: Scalars['String'];
  share: Scalars['Float'];
  /** the unit of the group's volume; null when it mixes units */
  unit?: Maybe<Scalars['String']>;
  value: Scalars['Decimal'];
};

/** An ERP extract uploaded from the screen, from its mapping to its outcome */
export type SpendImport = {
  __typename?: 'SpendImport';
  bytesRead: Scalars['Int'];
  /** whether the signed-in user ranks high enough to roll it back */
  canRollBack: Scalars['Boolean'];
  createdAt: Scalars['DateTime'];
  createdByName: Scalars['String'];
  /** the company's currency, the total's */
  currency: Scalars['String'];
  delimiter?: Maybe<Scalars['String']>;
  duplicates: Scalars['Int'];
  encoding?: Maybe<Scalars['String']>;
  failure?: Maybe<Scalars['String']>;
  fileName: Scalars['String'];
  finishedAt?: Maybe<Scalars['DateTime']>;
  /** csv or xlsx */
  format: Scalars['String'];
  headerRow: Scalars['Int'];
  headers: Array<Scalars['String']>;
  id: Scalars['String'];
  lines: Scalars['Int'];
  /** the lines with a problem: left out when the valid lines were imported */
  linesLeftOut: Scalars['Int'];
  /** SpendImportMapping (@procura/shared): columns, locale, defaults, values */
  mapping?: Maybe<Scalars['JSON']>;
  /** the first rows under the header, as text */
  preview: Array<Array<Scalars['String']>>;
  problemCount: Scalars['Int'];
  /** the first problems */
  problems: Array<SpendImportProblem>;
  profileName?: Maybe<Scalars['String']>;
  rolledBackAt?: Maybe<Scalars['DateTime']>;
  rolledBackByName?: Maybe<Scalars['String']>;
  rowsRead: Scalars['Int'];
  sheet?: Maybe<Scalars['String']>;
  sheets: Array<Scalars['String']>;
  size: Scalars['Int'];
  startedAt?: Maybe<Scalars['DateTime']>;
  status: SpendImportStatus;
  total: Scalars['Decimal'];
  unknownValues: Array<SpendUnknownValue>;
  /** the most spent first */
  unmatchedSuppliers: Array<SpendUnmatchedSupplier>;
  updatedAt: Scalars['DateTime'];
};

export type SpendImportProblem = {
  __typename?: 'SpendImportProblem';
  /** the file's header of the field's column */
  column: Scalars['String'];
  field: Scalars['String'];
  /** the file's line, its first being 1 */
  line: Scalars['Int'];
  /** a translation key, and its values */
  messageKey: Scalars['String'];
  messageValues?: Maybe<Scalars['JSON']>;
  value: Scalars['String'];
};

export type SpendImportProfile = {
  __typename?: 'SpendImportProfile';
  id: Scalars['String'];
  name: Scalars['String'];
  updatedAt: Scalars['DateTime'];
};

export type SpendImportStatus =
  | 'CANCELLED'
  | 'DONE'
  | 'FAILED'
  | 'MAPPING'
  | 'QUEUED'
  | 'REVIEW'
  | 'ROLLED_BACK'
  | 'RUNNING';

export type SpendMeasure =
  | 'spend'
  | 'volume';

export type SpendMonth = {
  __typename?: 'SpendMonth';
  /** YYYY-MM */
  month: Scalars['String'];
  value: Scalars['Decimal'];
};

/** What approved processes' awards realized in the spend matched to them since their effective dates */
export type SpendRealization = {
  __typename?: 'SpendRealization';
  /** the company's: spend is converted at import */
  currencyCode: Scalars['String'];
  /** approved processes with spend matched to their awards */
  processes: Scalars['Int'];
  /** realized ÷ approved (negotiated) cost saving of the same processes; null when they are in another currency or none was negotiated */
  rate?: Maybe<Scalars['Float']>;
  /** (baseline − paid unit price) × volume bought, over the lines in the awarded unit */
  saving: Scalars['Decimal'];
  spend: Scalars['Decimal'];
};

/** A row, bar or slice of the dashboard to start a sourcing process from */
export type SpendSelection = {
  material?: InputMaybe<Scalars['String']>;
  materialCategoryId?: InputMaybe<Scalars['String']>;
  supplier?: InputMaybe<Scalars['String']>;
};

/** A supplier the file names, created in the master (its VAT a Brazilian CNPJ or CPF) */
export type SpendSupplierToCreate = {
  /** its ERP code, the master's SAP code */
  code?: InputMaybe<Scalars['String']>;
  name: Scalars['String'];
  vat: Scalars['String'];
};

export type SpendUnknownValue = {
  __typename?: 'SpendUnknownValue';
  count: Scalars['Int'];
  field: Scalars['String'];
  value: Scalars['String'];
};

/** A supplier the master does not know: one per code, else VAT, else spelling */
export type SpendUnmatchedSupplier = {
  __typename?: 'SpendUnmatchedSupplier';
  code?: Maybe<Scalars['String']>;
  lines: Scalars['Int'];
  /** the file's first spelling */
  name: Scalars['String'];
  /** in the company's currency */
  spend: Scalars['Decimal'];
  vat?: Maybe<Scalars['String']>;
};

export type StartSpendImportInput = {
  /** SpendImportMapping */
  mapping: Scalars['JSON'];
  /** saves the mapping under this name, chosen again for files with the same headers */
  profileName?: InputMaybe<Scalars['String']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** a bidder's page, live: each change to the clock or to their place on an item (the link is the authority) */
  auctionBidderUpdates: AuctionBidderUpdate;
  /** the buyer's console, live: every event of the auction with the ranking it left */
  auctionConsoleUpdates: AuctionConsoleUpdate;
};


export type SubscriptionauctionBidderUpdatesArgs = {
  token: Scalars['String'];
};


export type SubscriptionauctionConsoleUpdatesArgs = {
  processId: Scalars['String'];
  round: Scalars['Int'];
};

/** A supplier of the company's master: entered once, picked by every process */
export type Supplier = {
  __typename?: 'Supplier';
  associatedParty: Scalars['Boolean'];
  blockReason?: Maybe<Scalars['String']>;
  contacts: Array<SupplierContact>;
  countryId: Scalars['String'];
  financialRisk?: Maybe<Scalars['String']>;
  id: Scalars['String'];
  litigant: Scalars['Boolean'];
  name: Scalars['String'];
  sapCode?: Maybe<Scalars['String']>;
  technicalApproval: Scalars['Boolean'];
  updatedAt: Scalars['DateTime'];
  /** upper-case letters and digits */
  vat: Scalars['String'];
};

/** Awarded value and savings delivered in one currency (approved processes only) */
export type SupplierAwarded = {
  __typename?: 'SupplierAwarded';
  awardedValue: Scalars['Decimal'];
  costAvoidance: Scalars['Decimal'];
  costIncrease: Scalars['Decimal'];
  costReduction: Scalars['Decimal'];
  currencyCode: Scalars['String'];
};

/** Someone at the supplier who receives the buyer's requests, in their language (en or pt) */
export type SupplierContact = {
  __typename?: 'SupplierContact';
  email: Scalars['String'];
  id: Scalars['String'];
  language: Scalars['String'];
  name: Scalars['String'];
};

export type SupplierContactInput = {
  email: Scalars['String'];
  language: Scalars['String'];
  name: Scalars['String'];
};

export type SupplierDecision = {
  /** as the file writes it */
  name: Scalars['String'];
  /** makes the name an alias of this supplier of the master */
  supplierId: Scalars['String'];
};

export type SupplierExpiringContract = {
  __typename?: 'SupplierExpiringContract';
  contractId: Scalars['String'];
  endDate: Scalars['Date'];
  id: Scalars['String'];
  light: TermBucket;
  material: Scalars['String'];
  remainingDaysForLength: Scalars['Int'];
};

export type SupplierFilter = {
  associatedParty?: InputMaybe<Scalars['Boolean']>;
  /** a block reason is given */
  blocked?: InputMaybe<Scalars['Boolean']>;
  litigant?: InputMaybe<Scalars['Boolean']>;
  /** part of the name, the VAT (with or without punctuation) or the SAP code */
  search?: InputMaybe<Scalars['String']>;
  technicalApproval?: InputMaybe<Scalars['Boolean']>;
};

export type SupplierInput = {
  associatedParty: Scalars['Boolean'];
  blockReason?: InputMaybe<Scalars['String']>;
  contacts: Array<SupplierContactInput>;
  countryId: Scalars['String'];
  financialRisk?: InputMaybe<Scalars['String']>;
  litigant: Scalars['Boolean'];
  name: Scalars['String'];
  sapCode?: InputMaybe<Scalars['String']>;
  technicalApproval: Scalars['Boolean'];
  vat: Scalars['String'];
};

export type SupplierPage = {
  __typename?: 'SupplierPage';
  items: Array<Supplier>;
  total: Scalars['Int'];
};

/** A supplier's record of work with the company; each figure has a list behind it */
export type SupplierScorecard = {
  __typename?: 'SupplierScorecard';
  awarded: Array<SupplierAwarded>;
  /** contracts in force ending within expiringDays (by expiringUntil), soonest first */
  contractsExpiring: Array<SupplierExpiringContract>;
  /** in force today (on going or to be started, started and not ended), matched by name: the contract list's inForce */
  contractsRunning: Scalars['Int'];
  expiringDays: Scalars['Int'];
  /** YYYY-MM-DD: the last end day counted as expiring (the list's endDateTo) */
  expiringUntil: Scalars['String'];
  /** items awarded to it in approved processes */
  itemsAwarded: Scalars['Int'];
  /** items it answered in approved processes */
  itemsQuoted: Scalars['Int'];
  processesInvited: Scalars['Int'];
  /** answered / invited; null when never invited */
  responseRate?: Maybe<Scalars['Float']>;
  /** rounds with at least one price */
  roundsAnswered: Scalars['Int'];
  /** rounds with every item declined */
  roundsDeclined: Scalars['Int'];
  /** rounds it was asked to quote in */
  roundsInvited: Scalars['Int'];
  roundsNotAnswered: Scalars['Int'];
  /** spend of the last 12 whole months, in the company's currency: the spend analysis of supplierId over spendFromMonth to spendToMonth */
  spend12Months: Scalars['Decimal'];
  /** YYYY-MM, the first of the 12 months */
  spendFromMonth: Scalars['String'];
  spendLines: Scalars['Int'];
  /** how the spend names it, most spent first */
  spendNames: Array<Scalars['String']>;
  /** YYYY-MM, the last of the 12 months */
  spendToMonth: Scalars['String'];
  supplierId: Scalars['String'];
  winRate?: Maybe<Scalars['Float']>;
};

export type TeamMember = {
  __typename?: 'TeamMember';
  avatarId?: Maybe<Scalars['String']>;
  /** receives every contract's expiry notices */
  contractNotices: Scalars['Boolean'];
  /** can neither sign in nor use an open session */
  disabled: Scalars['Boolean'];
  email: Scalars['String'];
  firstName: Scalars['String'];
  id: Scalars['String'];
  lastName: Scalars['String'];
  role: TeamMemberRole;
  userName: Scalars['String'];
};

export type TeamMemberRole = {
  __typename?: 'TeamMemberRole';
  /** one of the product's own roles (owner...): the client shows its name and description in the reader's language; null for a role the company named */
  builtIn?: Maybe<Scalars['String']>;
  id: Scalars['String'];
  name: Scalars['String'];
  priority: Scalars['Int'];
};

export type TeamRole = {
  __typename?: 'TeamRole';
  /** one of the product's own roles (owner...): the client shows its name and description in the reader's language; null for a role the company named */
  builtIn?: Maybe<Scalars['String']>;
  description: Scalars['String'];
  id: Scalars['String'];
  name: Scalars['String'];
  priority: Scalars['Int'];
  userCount?: Maybe<Scalars['Int']>;
};

/** Remaining days: EXPIRED < 0 ≤ LESS_THAN_30 < 30 ≤ LESS_THAN_120 < 120 ≤ MORE_THAN_120 */
export type TermBucket =
  | 'EXPIRED'
  | 'LESS_THAN_30'
  | 'LESS_THAN_120'
  | 'MORE_THAN_120';

export type TieRule =
  | 'INCUMBENT'
  | 'SPLIT';

/** Savings in a currency with no exchange rate at all, left out of the converted totals */
export type UnconvertedSavings = {
  __typename?: 'UnconvertedSavings';
  costSaving: Scalars['Decimal'];
  currencyCode: Scalars['String'];
  processes: Scalars['Int'];
};

export type UncoveredItem = {
  __typename?: 'UncoveredItem';
  itemId: Scalars['String'];
  /** noOffer, declined or excluded */
  reason: Scalars['String'];
};

export type UpdateUserInput = {
  contractNotices?: InputMaybe<Scalars['Boolean']>;
  disabled?: InputMaybe<Scalars['Boolean']>;
  firstName: Scalars['String'];
  lastName: Scalars['String'];
  roleId: Scalars['String'];
  userName: Scalars['String'];
};

export type UserPage = {
  __typename?: 'UserPage';
  items: Array<TeamMember>;
  total: Scalars['Int'];
};

/** One approver's part in one sending for approval */
export type WorkflowReview = {
  __typename?: 'WorkflowReview';
  cycle: Scalars['Int'];
  /** the approver's comment */
  description?: Maybe<Scalars['String']>;
  /** the workflow step as it was when the process was sent */
  entry: WorkflowReviewStep;
  id: Scalars['String'];
  pendingSince?: Maybe<Scalars['DateTime']>;
  requestDate: Scalars['DateTime'];
  reviewedAt?: Maybe<Scalars['DateTime']>;
  /** the approver's name when the process was sent */
  reviewerName: Scalars['String'];
  role?: Maybe<WorkflowReviewRole>;
  status: ReviewStatus;
  /** the approver, while still a user */
  user?: Maybe<ProcessPerson>;
};

export type WorkflowReviewRole = {
  __typename?: 'WorkflowReviewRole';
  /** The product's own role it is (owner, buyer…), to be named in the reader's language */
  builtIn?: Maybe<Scalars['String']>;
  name: Scalars['String'];
};

export type WorkflowReviewStep = {
  __typename?: 'WorkflowReviewStep';
  priority: Scalars['Int'];
  title: Scalars['String'];
};

export type AuctionBidderUpdatesSubscriptionVariables = Exact<{
  token: Scalars['String'];
}>;


export type AuctionBidderUpdatesSubscription = { __typename?: 'Subscription', auctionBidderUpdates: { __typename?: 'AuctionBidderUpdate', clock: { __typename?: 'AuctionClock', startsAt: import('types/scalars').DateTime, closesAt: import('types/scalars').DateTime, pausedAt?: import('types/scalars').DateTime | null, closedAt?: import('types/scalars').DateTime | null, serverTime: import('types/scalars').DateTime, phase: AuctionPhase }, standing?: { __typename?: 'AuctionBidderStanding', itemId: string, ceiling: import('types/scalars').Decimal, ownPrice?: import('types/scalars').Decimal | null, rank?: number | null, bestPrice?: import('types/scalars').Decimal | null, highestBid: import('types/scalars').Decimal } | null } };

export type AuctionBidderQueryVariables = Exact<{
  token: Scalars['String'];
}>;


export type AuctionBidderQuery = { __typename?: 'Query', auctionBidder: { __typename?: 'AuctionBidderPage', supplierName: string, round: number, instructions: string, company: { __typename?: 'AuctionBidderCompany', name: string, timeZone: string }, process: { __typename?: 'AuctionBidderProcess', code: string, title: string, currency: string }, rules: { __typename?: 'AuctionRules', durationMinutes: number, extensionMinutes: number, triggerMinutes: number, decrementKind: AuctionDecrement, decrement: import('types/scalars').Decimal, visibility: AuctionVisibility }, clock: { __typename?: 'AuctionClock', startsAt: import('types/scalars').DateTime, closesAt: import('types/scalars').DateTime, pausedAt?: import('types/scalars').DateTime | null, closedAt?: import('types/scalars').DateTime | null, serverTime: import('types/scalars').DateTime, phase: AuctionPhase }, items: Array<{ __typename?: 'AuctionBidderItem', itemId: string, code: string, description: string, unit?: string | null, annualVolume?: import('types/scalars').Decimal | null, standing: { __typename?: 'AuctionBidderStanding', itemId: string, ceiling: import('types/scalars').Decimal, ownPrice?: import('types/scalars').Decimal | null, rank?: number | null, bestPrice?: import('types/scalars').Decimal | null, highestBid: import('types/scalars').Decimal } }>, bids: Array<{ __typename?: 'AuctionOwnBid', itemId: string, price: import('types/scalars').Decimal, at: import('types/scalars').DateTime }> } };

export type AuctionConsoleUpdatesSubscriptionVariables = Exact<{
  processId: Scalars['String'];
  round: Scalars['Int'];
}>;


export type AuctionConsoleUpdatesSubscription = { __typename?: 'Subscription', auctionConsoleUpdates: { __typename?: 'AuctionConsoleUpdate', clock: { __typename?: 'AuctionClock', startsAt: import('types/scalars').DateTime, closesAt: import('types/scalars').DateTime, pausedAt?: import('types/scalars').DateTime | null, closedAt?: import('types/scalars').DateTime | null, serverTime: import('types/scalars').DateTime, phase: AuctionPhase }, events: Array<{ __typename?: 'AuctionEvent', id: string, kind: AuctionEventKind, at: import('types/scalars').DateTime, itemId?: string | null, supplierId?: string | null, supplierName?: string | null, price?: import('types/scalars').Decimal | null, reason?: string | null, byName?: string | null, closesAt?: import('types/scalars').DateTime | null }>, item?: { __typename?: 'AuctionConsoleRanking', itemId: string, ranking: Array<{ __typename?: 'AuctionRank', supplierId: string, supplierName: string, price: import('types/scalars').Decimal, eventId: string, bids: number }> } | null } };

export type AuctionConsoleFields = { __typename?: 'AuctionConsole', scheduleId: string, round: number, durationMinutes: number, extensionMinutes: number, triggerMinutes: number, decrementKind: AuctionDecrement, decrement: import('types/scalars').Decimal, visibility: AuctionVisibility, clock: { __typename?: 'AuctionClock', startsAt: import('types/scalars').DateTime, closesAt: import('types/scalars').DateTime, pausedAt?: import('types/scalars').DateTime | null, closedAt?: import('types/scalars').DateTime | null, serverTime: import('types/scalars').DateTime, phase: AuctionPhase }, items: Array<{ __typename?: 'AuctionConsoleItem', itemId: string, code: string, description: string, unit?: string | null, annualVolume?: import('types/scalars').Decimal | null, ceiling: import('types/scalars').Decimal, baseline?: import('types/scalars').Decimal | null, ranking: Array<{ __typename?: 'AuctionRank', supplierId: string, supplierName: string, price: import('types/scalars').Decimal, eventId: string, bids: number }> }>, participants: Array<{ __typename?: 'AuctionParticipant', supplierId: string, name: string, invited: boolean, connected: boolean, bids: number }>, events: Array<{ __typename?: 'AuctionEvent', id: string, kind: AuctionEventKind, at: import('types/scalars').DateTime, itemId?: string | null, supplierId?: string | null, supplierName?: string | null, price?: import('types/scalars').Decimal | null, reason?: string | null, byName?: string | null, closesAt?: import('types/scalars').DateTime | null }> };

export type AuctionConsoleQueryVariables = Exact<{
  processId: Scalars['String'];
  round: Scalars['Int'];
}>;


export type AuctionConsoleQuery = { __typename?: 'Query', auctionConsole?: { __typename?: 'AuctionConsole', scheduleId: string, round: number, durationMinutes: number, extensionMinutes: number, triggerMinutes: number, decrementKind: AuctionDecrement, decrement: import('types/scalars').Decimal, visibility: AuctionVisibility, clock: { __typename?: 'AuctionClock', startsAt: import('types/scalars').DateTime, closesAt: import('types/scalars').DateTime, pausedAt?: import('types/scalars').DateTime | null, closedAt?: import('types/scalars').DateTime | null, serverTime: import('types/scalars').DateTime, phase: AuctionPhase }, items: Array<{ __typename?: 'AuctionConsoleItem', itemId: string, code: string, description: string, unit?: string | null, annualVolume?: import('types/scalars').Decimal | null, ceiling: import('types/scalars').Decimal, baseline?: import('types/scalars').Decimal | null, ranking: Array<{ __typename?: 'AuctionRank', supplierId: string, supplierName: string, price: import('types/scalars').Decimal, eventId: string, bids: number }> }>, participants: Array<{ __typename?: 'AuctionParticipant', supplierId: string, name: string, invited: boolean, connected: boolean, bids: number }>, events: Array<{ __typename?: 'AuctionEvent', id: string, kind: AuctionEventKind, at: import('types/scalars').DateTime, itemId?: string | null, supplierId?: string | null, supplierName?: string | null, price?: import('types/scalars').Decimal | null, reason?: string | null, byName?: string | null, closesAt?: import('types/scalars').DateTime | null }> } | null };

export type PauseAuctionMutationVariables = Exact<{
  processId: Scalars['String'];
  round: Scalars['Int'];
}>;


export type PauseAuctionMutation = { __typename?: 'Mutation', pauseAuction: { __typename?: 'AuctionConsole', scheduleId: string } };

export type ResumeAuctionMutationVariables = Exact<{
  processId: Scalars['String'];
  round: Scalars['Int'];
}>;


export type ResumeAuctionMutation = { __typename?: 'Mutation', resumeAuction: { __typename?: 'AuctionConsole', scheduleId: string } };

export type ExtendAuctionMutationVariables = Exact<{
  processId: Scalars['String'];
  round: Scalars['Int'];
  minutes: Scalars['Int'];
}>;


export type ExtendAuctionMutation = { __typename?: 'Mutation', extendAuction: { __typename?: 'AuctionConsole', scheduleId: string } };

export type EndAuctionMutationVariables = Exact<{
  processId: Scalars['String'];
  round: Scalars['Int'];
}>;


export type EndAuctionMutation = { __typename?: 'Mutation', endAuction: { __typename?: 'AuctionConsole', scheduleId: string } };

export type ScheduleAuctionMutationVariables = Exact<{
  processId: Scalars['String'];
  round: Scalars['Int'];
  input: AuctionInput;
}>;


export type ScheduleAuctionMutation = { __typename?: 'Mutation', scheduleAuction: { __typename?: 'AuctionConsole', scheduleId: string } };

export type AuctionLogsQueryVariables = Exact<{
  processId: Scalars['String'];
}>;


export type AuctionLogsQuery = { __typename?: 'Query', auctionLogs: Array<{ __typename?: 'AuctionRoundLog', round: number, timeZone: string, events: Array<{ __typename?: 'AuctionEvent', id: string, kind: AuctionEventKind, at: import('types/scalars').DateTime, itemId?: string | null, supplierId?: string | null, supplierName?: string | null, price?: import('types/scalars').Decimal | null, reason?: string | null, byName?: string | null, closesAt?: import('types/scalars').DateTime | null }> }>, process: { __typename?: 'Process', id: string, items: Array<{ __typename?: 'ProcessItem', id: string, code: string }> } };

export type PlaceAuctionBidMutationVariables = Exact<{
  token: Scalars['String'];
  itemId: Scalars['String'];
  price: Scalars['String'];
}>;


export type PlaceAuctionBidMutation = { __typename?: 'Mutation', placeAuctionBid: { __typename?: 'AuctionBidResult', accepted: boolean, refusal?: string | null, at: import('types/scalars').DateTime, price: import('types/scalars').Decimal, clock: { __typename?: 'AuctionClock', startsAt: import('types/scalars').DateTime, closesAt: import('types/scalars').DateTime, pausedAt?: import('types/scalars').DateTime | null, closedAt?: import('types/scalars').DateTime | null, serverTime: import('types/scalars').DateTime, phase: AuctionPhase }, standing?: { __typename?: 'AuctionBidderStanding', itemId: string, ceiling: import('types/scalars').Decimal, ownPrice?: import('types/scalars').Decimal | null, rank?: number | null, bestPrice?: import('types/scalars').Decimal | null, highestBid: import('types/scalars').Decimal } | null } };

export type AuctionClockFields = { __typename?: 'AuctionClock', startsAt: import('types/scalars').DateTime, closesAt: import('types/scalars').DateTime, pausedAt?: import('types/scalars').DateTime | null, closedAt?: import('types/scalars').DateTime | null, serverTime: import('types/scalars').DateTime, phase: AuctionPhase };

export type BidderStandingFields = { __typename?: 'AuctionBidderStanding', itemId: string, ceiling: import('types/scalars').Decimal, ownPrice?: import('types/scalars').Decimal | null, rank?: number | null, bestPrice?: import('types/scalars').Decimal | null, highestBid: import('types/scalars').Decimal };

export type AuctionRankFields = { __typename?: 'AuctionRank', supplierId: string, supplierName: string, price: import('types/scalars').Decimal, eventId: string, bids: number };

export type AuctionEventFields = { __typename?: 'AuctionEvent', id: string, kind: AuctionEventKind, at: import('types/scalars').DateTime, itemId?: string | null, supplierId?: string | null, supplierName?: string | null, price?: import('types/scalars').Decimal | null, reason?: string | null, byName?: string | null, closesAt?: import('types/scalars').DateTime | null };

export type RequestPasswordResetMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { __typename?: 'Mutation', signUp: { __typename?: 'SessionUser', id: string } };

export type CompanySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanySettingsQuery = { __typename?: 'Query', companySettings: { __typename?: 'CompanySettings', name: string, currencyCode: string, timeZone: string, allowSelfApproval: boolean, portalGraceHours: number, priceVarianceThreshold?: import('types/scalars').Decimal | null, canEdit: boolean, currencyLocked: boolean }, referenceData: { __typename?: 'ReferenceData', currencies: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }> } };

export type UpdateCompanySettingsMutationVariables = Exact<{
  input: CompanySettingsInput;
}>;


export type UpdateCompanySettingsMutation = { __typename?: 'Mutation', updateCompanySettings: { __typename?: 'CompanySettings', name: string } };

export type ContractConsumptionQueryVariables = Exact<{
  id: Scalars['String'];
}>;


export type ContractConsumptionQuery = { __typename?: 'Query', contractConsumption: Array<{ __typename?: 'ContractConsumptionMonth', month: import('types/scalars').Date, amount: import('types/scalars').Decimal, volume: import('types/scalars').Decimal, unitOfMeasureCode: string, lines: number, priceVariance?: import('types/scalars').Decimal | null }> };

export type ContractDashboardQueryVariables = Exact<{
  filter?: InputMaybe<ContractFilter>;
}>;


export type ContractDashboardQuery = { __typename?: 'Query', contractDashboard: { __typename?: 'ContractDashboard', totalContracts: number, averagePaymentTerm?: number | null, weightedPaymentTerm?: number | null, buckets: Array<{ __typename?: 'ContractBucketCount', bucket: TermBucket, byTerm: number, byBalance: number }> } };

export type ContractEditsQueryVariables = Exact<{
  id: Scalars['String'];
}>;


export type ContractEditsQuery = { __typename?: 'Query', contractEdits: Array<{ __typename?: 'ContractEdit', id: string, changes: Prisma.JsonValue, createdAt: import('types/scalars').DateTime, user?: { __typename?: 'ContractEditor', id: string, firstName: string, lastName: string } | null }> };

export type ContractFilterOptionsFields = { __typename?: 'ContractFilterOptions', materials: Array<string>, suppliers: Array<string>, materialCategories: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, businessDivisions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, regions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, categoryManagers: Array<{ __typename?: 'ContractPerson', id: string, firstName: string, lastName: string }> };

export type ContractNewQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractNewQuery = { __typename?: 'Query', referenceData: { __typename?: 'ReferenceData', materialCategories: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, businessDivisions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, regions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }> }, processCandidates: Array<{ __typename?: 'ProcessCandidate', id: string, firstName: string, lastName: string, roleName: string, roleBuiltIn?: string | null }> };

export type CreateContractMutationVariables = Exact<{
  input: ContractInput;
}>;


export type CreateContractMutation = { __typename?: 'Mutation', createContract: { __typename?: 'Contract', id: string, contractId: string } };

export type ContractsQueryVariables = Exact<{
  page: PageInput;
  filter?: InputMaybe<ContractFilter>;
}>;


export type ContractsQuery = { __typename?: 'Query', contracts: { __typename?: 'ContractPage', total: number, items: Array<{ __typename?: 'Contract', id: string, contractId: string, material: string, supplier: string, materialCategoryId: string, materialCategoryNameEn: string, materialCategoryNamePt: string, categoryManagerId?: string | null, categoryManagerName: string, businessDivisionId: string, businessDivisionNameEn: string, businessDivisionNamePt: string, regionId: string, regionNameEn: string, regionNamePt: string, startDate: import('types/scalars').Date, endDate: import('types/scalars').Date, currentBalance: import('types/scalars').Decimal, totalBalance: import('types/scalars').Decimal, balanceSource: ContractBalanceSource, paymentTerm: number, actionNeed: boolean, actionDescription: ContractActionDescription, status: ContractStatus, estimatedConclusionDate: import('types/scalars').Date, comment: string, length: number, amountRealizedPerMonth?: import('types/scalars').Decimal | null, estimatedEndingDate?: import('types/scalars').Date | null, remainingDaysForLength: number, remainingDaysForBalance?: number | null, termBucket: TermBucket, balanceBucket?: TermBucket | null, light: TermBucket, sourceProcess?: { __typename?: 'ContractSource', id: string, code: string } | null }> }, referenceData: { __typename?: 'ReferenceData', materialCategories: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, businessDivisions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, regions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }> }, processCandidates: Array<{ __typename?: 'ProcessCandidate', id: string, firstName: string, lastName: string, roleName: string, roleBuiltIn?: string | null }> };

export type UpdateContractMutationVariables = Exact<{
  id: Scalars['String'];
  input: ContractInput;
}>;


export type UpdateContractMutation = { __typename?: 'Mutation', updateContract: { __typename?: 'Contract', id: string, contractId: string, material: string, supplier: string, materialCategoryId: string, materialCategoryNameEn: string, materialCategoryNamePt: string, categoryManagerId?: string | null, categoryManagerName: string, businessDivisionId: string, businessDivisionNameEn: string, businessDivisionNamePt: string, regionId: string, regionNameEn: string, regionNamePt: string, startDate: import('types/scalars').Date, endDate: import('types/scalars').Date, currentBalance: import('types/scalars').Decimal, totalBalance: import('types/scalars').Decimal, balanceSource: ContractBalanceSource, paymentTerm: number, actionNeed: boolean, actionDescription: ContractActionDescription, status: ContractStatus, estimatedConclusionDate: import('types/scalars').Date, comment: string, length: number, amountRealizedPerMonth?: import('types/scalars').Decimal | null, estimatedEndingDate?: import('types/scalars').Date | null, remainingDaysForLength: number, remainingDaysForBalance?: number | null, termBucket: TermBucket, balanceBucket?: TermBucket | null, light: TermBucket, sourceProcess?: { __typename?: 'ContractSource', id: string, code: string } | null } };

export type ContractProposalFields = { __typename?: 'ContractProposal', awardId: string, itemCode: string, itemDescription: string, supplierName: string, awardCurrency: string, awardValue: import('types/scalars').Decimal, contract?: { __typename?: 'MadeContract', id: string, contractId: string } | null, draft: { __typename?: 'ContractDraft', contractId: string, material: string, supplier: string, materialCategoryId?: string | null, categoryManagerId: string, businessDivisionId?: string | null, regionId?: string | null, startDate: import('types/scalars').Date, endDate: import('types/scalars').Date, currentBalance?: import('types/scalars').Decimal | null, totalBalance?: import('types/scalars').Decimal | null, paymentTerm: number, actionNeed: boolean, actionDescription: ContractActionDescription, status: ContractStatus, estimatedConclusionDate: import('types/scalars').Date, comment: string } };

export type CreateContractsFromAwardsMutationVariables = Exact<{
  processId: Scalars['String'];
  input: Array<ContractFromAwardInput> | ContractFromAwardInput;
}>;


export type CreateContractsFromAwardsMutation = { __typename?: 'Mutation', createContractsFromAwards: Array<{ __typename?: 'ContractProposal', awardId: string, itemCode: string, itemDescription: string, supplierName: string, awardCurrency: string, awardValue: import('types/scalars').Decimal, contract?: { __typename?: 'MadeContract', id: string, contractId: string } | null, draft: { __typename?: 'ContractDraft', contractId: string, material: string, supplier: string, materialCategoryId?: string | null, categoryManagerId: string, businessDivisionId?: string | null, regionId?: string | null, startDate: import('types/scalars').Date, endDate: import('types/scalars').Date, currentBalance?: import('types/scalars').Decimal | null, totalBalance?: import('types/scalars').Decimal | null, paymentTerm: number, actionNeed: boolean, actionDescription: ContractActionDescription, status: ContractStatus, estimatedConclusionDate: import('types/scalars').Date, comment: string } }> };

export type ProcessContractsQueryVariables = Exact<{
  processId: Scalars['String'];
}>;


export type ProcessContractsQuery = { __typename?: 'Query', contractProposals: Array<{ __typename?: 'ContractProposal', awardId: string, itemCode: string, itemDescription: string, supplierName: string, awardCurrency: string, awardValue: import('types/scalars').Decimal, contract?: { __typename?: 'MadeContract', id: string, contractId: string } | null, draft: { __typename?: 'ContractDraft', contractId: string, material: string, supplier: string, materialCategoryId?: string | null, categoryManagerId: string, businessDivisionId?: string | null, regionId?: string | null, startDate: import('types/scalars').Date, endDate: import('types/scalars').Date, currentBalance?: import('types/scalars').Decimal | null, totalBalance?: import('types/scalars').Decimal | null, paymentTerm: number, actionNeed: boolean, actionDescription: ContractActionDescription, status: ContractStatus, estimatedConclusionDate: import('types/scalars').Date, comment: string } }>, referenceData: { __typename?: 'ReferenceData', materialCategories: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, businessDivisions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, regions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }> } };

export type ContractReferenceFields = { __typename?: 'ReferenceData', materialCategories: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, businessDivisions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, regions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }> };

export type ContractFields = { __typename?: 'Contract', id: string, contractId: string, material: string, supplier: string, materialCategoryId: string, materialCategoryNameEn: string, materialCategoryNamePt: string, categoryManagerId?: string | null, categoryManagerName: string, businessDivisionId: string, businessDivisionNameEn: string, businessDivisionNamePt: string, regionId: string, regionNameEn: string, regionNamePt: string, startDate: import('types/scalars').Date, endDate: import('types/scalars').Date, currentBalance: import('types/scalars').Decimal, totalBalance: import('types/scalars').Decimal, balanceSource: ContractBalanceSource, paymentTerm: number, actionNeed: boolean, actionDescription: ContractActionDescription, status: ContractStatus, estimatedConclusionDate: import('types/scalars').Date, comment: string, length: number, amountRealizedPerMonth?: import('types/scalars').Decimal | null, estimatedEndingDate?: import('types/scalars').Date | null, remainingDaysForLength: number, remainingDaysForBalance?: number | null, termBucket: TermBucket, balanceBucket?: TermBucket | null, light: TermBucket, sourceProcess?: { __typename?: 'ContractSource', id: string, code: string } | null };

export type ContractFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractFilterOptionsQuery = { __typename?: 'Query', contractFilterOptions: { __typename?: 'ContractFilterOptions', materials: Array<string>, suppliers: Array<string>, materialCategories: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, businessDivisions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, regions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, categoryManagers: Array<{ __typename?: 'ContractPerson', id: string, firstName: string, lastName: string }> } };

export type PortalRoundQueryVariables = Exact<{
  processId: Scalars['String'];
  round: Scalars['Int'];
}>;


export type PortalRoundQuery = { __typename?: 'Query', portalRound: { __typename?: 'PortalRound', timeZone: string, schedule?: { __typename?: 'RoundSchedule', id: string, round: number, deadline: import('types/scalars').DateTime, deadlineWallTime: string, instructions: string, format: RoundFormat, sealed: boolean, fields: Array<string>, closedAt?: import('types/scalars').DateTime | null, closedByName?: string | null, pricesVisible: boolean } | null, suppliers: Array<{ __typename?: 'PortalSupplier', supplierId: string, name: string, status?: PortalStatus | null, submittedAt?: import('types/scalars').DateTime | null, submittedBy?: string | null, remindedAt?: import('types/scalars').DateTime | null, contacts: Array<{ __typename?: 'PortalContact', id: string, name: string, email: string, language: string }>, invitations: Array<{ __typename?: 'PortalInvitation', id: string, name: string, email: string, language: string, sentAt?: import('types/scalars').DateTime | null, openedAt?: import('types/scalars').DateTime | null, bouncedAt?: import('types/scalars').DateTime | null, revokedAt?: import('types/scalars').DateTime | null, revokedByName?: string | null }>, offers?: Array<{ __typename?: 'PortalOfferView', itemId: string, unitPrice?: import('types/scalars').Decimal | null, declined?: boolean | null }> | null }> }, portalAnswerHistory: Array<{ __typename?: 'QuotationChange', id: string, supplierId: string, itemId: string, userName: string, createdAt: import('types/scalars').DateTime, portalAnsweredBy?: string | null, fields: Array<{ __typename?: 'QuotationFieldChange', field: string, before?: string | null, after?: string | null }> }> };

export type ClosePortalRoundMutationVariables = Exact<{
  processId: Scalars['String'];
  round: Scalars['Int'];
}>;


export type ClosePortalRoundMutation = { __typename?: 'Mutation', closePortalRound: boolean };

export type InviteToRoundMutationVariables = Exact<{
  processId: Scalars['String'];
  round: Scalars['Int'];
  contactIds: Array<Scalars['String']> | Scalars['String'];
}>;


export type InviteToRoundMutation = { __typename?: 'Mutation', inviteToRound: number };

export type RevokePortalInvitationMutationVariables = Exact<{
  id: Scalars['String'];
}>;


export type RevokePortalInvitationMutation = { __typename?: 'Mutation', revokePortalInvitation: { __typename?: 'PortalInvitation', id: string } };

export type ResendPortalInvitationMutationVariables = Exact<{
  id: Scalars['String'];
}>;


export type ResendPortalInvitationMutation = { __typename?: 'Mutation', resendPortalInvitation: { __typename?: 'PortalInvitation', id: string } };

export type ScheduleRoundMutationVariables = Exact<{
  processId: Scalars['String'];
  round: Scalars['Int'];
  input: RoundScheduleInput;
}>;


export type ScheduleRoundMutation = { __typename?: 'Mutation', scheduleRound: { __typename?: 'RoundSchedule', id: string } };

export type ProcessQueryVariables = Exact<{
  uid: Scalars['String'];
}>;


export type ProcessQuery = { __typename?: 'Query', process: { __typename?: 'Process', id: string, code: string, status: ProcessStatus, title: string, categoryManagerId: string, processDescription: string, executiveSummary: string, processType: ProcessType, processProfile: ProcessProfile, processNumber: string, parentProcessDescription: string, effectiveDate: import('types/scalars').Date, endingDate: import('types/scalars').Date, currentContractStatus: CurrentContractStatus, currencyId: string, finalExecutiveSummary?: string | null, keyStakeholders?: string | null, stakeholdersRequirementsShort?: string | null, stakeholdersRequirementsLong?: string | null, competitorsAdvantages?: string | null, supplierFeedbackRelationship?: string | null, rounds: Array<number>, awaitsMyReview: boolean, selfApprovalBarred: boolean, canDelete: boolean, ownedByMe: boolean, currency: { __typename?: 'ReferenceEntry', id: string, code: string }, items: Array<{ __typename?: 'ProcessItem', id: string, code: string, description: string, detail?: { __typename?: 'ItemDetail', categoryId: string, unitOfMeasureId: string, incotermId: string, supplyOriginId: string, annualVolume: import('types/scalars').Decimal, paymentTerms: number, historicalPrice: import('types/scalars').Decimal, historicalValue: import('types/scalars').Decimal, baselinePrice: import('types/scalars').Decimal, totalValue: import('types/scalars').Decimal, existingContractLength: number, existingContractTakeOrPay: boolean, existingContractGhgClause: boolean, existingRebate: boolean, existingContractMeetOrRelease: boolean, existingContractAnnualValue: import('types/scalars').Decimal, existingContractAnnualVolume: import('types/scalars').Decimal } | null, pipeline?: { __typename?: 'PipelineItem', contractLength: number, baselineUnit: import('types/scalars').Decimal, expectedResultUnit: import('types/scalars').Decimal, historicalPricingUnit: import('types/scalars').Decimal, annualVolume: import('types/scalars').Decimal } | null }>, plants: Array<{ __typename?: 'Plant', id: string, plant: string, description: string, regionId: string, countryId: string }>, approvalWorkflow: Array<{ __typename?: 'ApprovalStep', id: string, userId: string, title: string, priority: number }>, suppliers: Array<{ __typename?: 'ProcessSupplier', id: string, supplierId?: string | null, name: string, vat: string, sapCode: string, countryId: string, technicalApproval: boolean, financialRisk?: string | null, associatedParty: boolean, blockReason?: string | null, litigant: boolean }>, awardedQuotations: Array<{ __typename?: 'Quotation', id: string, round: number, supplierId: string, itemId: string, annualVolume: import('types/scalars').Decimal, paymentTerms: number, incotermId?: string | null, negotiatedProposal?: import('types/scalars').Decimal | null, agreementLength?: number | null, agreementPeriod: AgreementPeriod, awardedProposal?: import('types/scalars').Decimal | null, awardedVolume?: import('types/scalars').Decimal | null }>, awards: Array<{ __typename?: 'Award', quotationId: string, contractLength: number, contractPeriod: AgreementPeriod, unitPrice: import('types/scalars').Decimal, annualVolume: import('types/scalars').Decimal, volume: import('types/scalars').Decimal, totalContractVolume: import('types/scalars').Decimal, totalContractValue: import('types/scalars').Decimal, priceMechanism: string, takeOrPay: boolean, ghgClause: boolean, terminationClause: boolean, paymentTerms: number, incotermId?: string | null, meetOrReleaseClause: boolean, rebate: boolean, rebateDetail: string, otherKeyTerms?: string | null }>, sourceContract?: { __typename?: 'ProcessSourceContract', id: string, contractId: string, supplier: string } | null }, referenceData: { __typename?: 'ReferenceData', categories: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, units: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, incoterms: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, supplyOrigins: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, countries: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, regions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, currencies: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }> }, processCandidates: Array<{ __typename?: 'ProcessCandidate', id: string, firstName: string, lastName: string, roleName: string, roleBuiltIn?: string | null }> };

export type ProcessDeletionLogAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type ProcessDeletionLogAccessQuery = { __typename?: 'Query', processDeletionLog: { __typename?: 'ProcessDeletionLog', canRead: boolean } };

export type ProcessDeletionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProcessDeletionsQuery = { __typename?: 'Query', processDeletionLog: { __typename?: 'ProcessDeletionLog', canRead: boolean, deletions: Array<{ __typename?: 'ProcessDeletion', id: string, code: string, title: string, status: ProcessStatus, deletedByName: string, deletedAt: import('types/scalars').DateTime }> } };

export type ProcessFlowQueryVariables = Exact<{
  id: Scalars['String'];
}>;


export type ProcessFlowQuery = { __typename?: 'Query', processFlow: Array<{ __typename?: 'WorkflowReview', id: string, cycle: number, status: ReviewStatus, requestDate: import('types/scalars').DateTime, pendingSince?: import('types/scalars').DateTime | null, reviewedAt?: import('types/scalars').DateTime | null, description?: string | null, reviewerName: string, entry: { __typename?: 'WorkflowReviewStep', title: string, priority: number }, role?: { __typename?: 'WorkflowReviewRole', name: string, builtIn?: string | null } | null }> };

export type ProcessNewQueryVariables = Exact<{ [key: string]: never; }>;


export type ProcessNewQuery = { __typename?: 'Query', referenceData: { __typename?: 'ReferenceData', categories: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, units: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, incoterms: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, supplyOrigins: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, countries: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, regions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, currencies: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }> }, processCandidates: Array<{ __typename?: 'ProcessCandidate', id: string, firstName: string, lastName: string, roleName: string, roleBuiltIn?: string | null }> };

export type CreateProcessMutationVariables = Exact<{
  input: ProcessInput;
  fromContractId?: InputMaybe<Scalars['String']>;
}>;


export type CreateProcessMutation = { __typename?: 'Mutation', createProcess: { __typename?: 'Process', id: string } };

export type ProcessRealizationQueryVariables = Exact<{
  processId: Scalars['String'];
}>;


export type ProcessRealizationQuery = { __typename?: 'Query', processRealization: { __typename?: 'ProcessRealization', currencyCode: string, negotiated?: import('types/scalars').Decimal | null, rate?: number | null, months: Array<{ __typename?: 'RealizationMonth', month: import('types/scalars').Date, spend: import('types/scalars').Decimal, saving: import('types/scalars').Decimal, priceVariance: import('types/scalars').Decimal, notComparableSpend: import('types/scalars').Decimal }> } };

export type ProcessesQueryVariables = Exact<{
  page: PageInput;
  filter?: InputMaybe<ProcessFilter>;
}>;


export type ProcessesQuery = { __typename?: 'Query', processes: { __typename?: 'ProcessPage', total: number, items: Array<{ __typename?: 'ProcessSummary', id: string, code: string, title: string, processDescription: string, processType: ProcessType, status: ProcessStatus, createdAt: import('types/scalars').DateTime, categoryManager: { __typename?: 'ProcessPerson', id: string, firstName: string, lastName: string } }> } };

export type QuotationFields = { __typename?: 'Quotation', id: string, round: number, proposalDate: import('types/scalars').Date, supplierId: string, itemId: string, vendorCode?: string | null, itemCode?: string | null, unitOfMeasureId?: string | null, annualVolume: import('types/scalars').Decimal, paymentTerms: number, incotermId?: string | null, supplyOriginId?: string | null, responseStatus: QuotationResponseStatus, initialProposal?: import('types/scalars').Decimal | null, equalizedProposal?: import('types/scalars').Decimal | null, negotiatedProposal?: import('types/scalars').Decimal | null, additionalInformation?: string | null, awarded: boolean, agreementLength?: number | null, agreementPeriod: AgreementPeriod, awardedProposal?: import('types/scalars').Decimal | null, awardedVolume?: import('types/scalars').Decimal | null, portalAnsweredAt?: import('types/scalars').DateTime | null };

export type QuotationRoundQueryVariables = Exact<{
  processId: Scalars['String'];
  round: Scalars['Int'];
  previousRound: Scalars['Int'];
  hasPrevious: Scalars['Boolean'];
}>;


export type QuotationRoundQuery = { __typename?: 'Query', quotationRound: Array<{ __typename?: 'Quotation', id: string, round: number, proposalDate: import('types/scalars').Date, supplierId: string, itemId: string, vendorCode?: string | null, itemCode?: string | null, unitOfMeasureId?: string | null, annualVolume: import('types/scalars').Decimal, paymentTerms: number, incotermId?: string | null, supplyOriginId?: string | null, responseStatus: QuotationResponseStatus, initialProposal?: import('types/scalars').Decimal | null, equalizedProposal?: import('types/scalars').Decimal | null, negotiatedProposal?: import('types/scalars').Decimal | null, additionalInformation?: string | null, awarded: boolean, agreementLength?: number | null, agreementPeriod: AgreementPeriod, awardedProposal?: import('types/scalars').Decimal | null, awardedVolume?: import('types/scalars').Decimal | null, portalAnsweredAt?: import('types/scalars').DateTime | null }>, previousRound: Array<{ __typename?: 'Quotation', id: string, round: number, proposalDate: import('types/scalars').Date, supplierId: string, itemId: string, vendorCode?: string | null, itemCode?: string | null, unitOfMeasureId?: string | null, annualVolume: import('types/scalars').Decimal, paymentTerms: number, incotermId?: string | null, supplyOriginId?: string | null, responseStatus: QuotationResponseStatus, initialProposal?: import('types/scalars').Decimal | null, equalizedProposal?: import('types/scalars').Decimal | null, negotiatedProposal?: import('types/scalars').Decimal | null, additionalInformation?: string | null, awarded: boolean, agreementLength?: number | null, agreementPeriod: AgreementPeriod, awardedProposal?: import('types/scalars').Decimal | null, awardedVolume?: import('types/scalars').Decimal | null, portalAnsweredAt?: import('types/scalars').DateTime | null }> };

export type SaveQuotationRoundMutationVariables = Exact<{
  processId: Scalars['String'];
  round: Scalars['Int'];
  input: Array<QuotationInput> | QuotationInput;
}>;


export type SaveQuotationRoundMutation = { __typename?: 'Mutation', saveQuotationRound: number };

export type DeleteQuotationRoundMutationVariables = Exact<{
  processId: Scalars['String'];
  round: Scalars['Int'];
}>;


export type DeleteQuotationRoundMutation = { __typename?: 'Mutation', deleteQuotationRound: number };

export type ProcessReportQueryVariables = Exact<{
  uid: Scalars['String'];
}>;


export type ProcessReportQuery = { __typename?: 'Query', process: { __typename?: 'Process', id: string, code: string, status: ProcessStatus, title: string, categoryManagerId: string, processDescription: string, executiveSummary: string, processType: ProcessType, processProfile: ProcessProfile, processNumber: string, parentProcessDescription: string, effectiveDate: import('types/scalars').Date, endingDate: import('types/scalars').Date, currentContractStatus: CurrentContractStatus, currencyId: string, finalExecutiveSummary?: string | null, keyStakeholders?: string | null, stakeholdersRequirementsShort?: string | null, stakeholdersRequirementsLong?: string | null, competitorsAdvantages?: string | null, supplierFeedbackRelationship?: string | null, rounds: Array<number>, awaitsMyReview: boolean, selfApprovalBarred: boolean, canDelete: boolean, ownedByMe: boolean, currency: { __typename?: 'ReferenceEntry', id: string, code: string }, items: Array<{ __typename?: 'ProcessItem', id: string, code: string, description: string, detail?: { __typename?: 'ItemDetail', categoryId: string, unitOfMeasureId: string, incotermId: string, supplyOriginId: string, annualVolume: import('types/scalars').Decimal, paymentTerms: number, historicalPrice: import('types/scalars').Decimal, historicalValue: import('types/scalars').Decimal, baselinePrice: import('types/scalars').Decimal, totalValue: import('types/scalars').Decimal, existingContractLength: number, existingContractTakeOrPay: boolean, existingContractGhgClause: boolean, existingRebate: boolean, existingContractMeetOrRelease: boolean, existingContractAnnualValue: import('types/scalars').Decimal, existingContractAnnualVolume: import('types/scalars').Decimal } | null, pipeline?: { __typename?: 'PipelineItem', contractLength: number, baselineUnit: import('types/scalars').Decimal, expectedResultUnit: import('types/scalars').Decimal, historicalPricingUnit: import('types/scalars').Decimal, annualVolume: import('types/scalars').Decimal } | null }>, plants: Array<{ __typename?: 'Plant', id: string, plant: string, description: string, regionId: string, countryId: string }>, approvalWorkflow: Array<{ __typename?: 'ApprovalStep', id: string, userId: string, title: string, priority: number }>, suppliers: Array<{ __typename?: 'ProcessSupplier', id: string, supplierId?: string | null, name: string, vat: string, sapCode: string, countryId: string, technicalApproval: boolean, financialRisk?: string | null, associatedParty: boolean, blockReason?: string | null, litigant: boolean }>, awardedQuotations: Array<{ __typename?: 'Quotation', id: string, round: number, supplierId: string, itemId: string, annualVolume: import('types/scalars').Decimal, paymentTerms: number, incotermId?: string | null, negotiatedProposal?: import('types/scalars').Decimal | null, agreementLength?: number | null, agreementPeriod: AgreementPeriod, awardedProposal?: import('types/scalars').Decimal | null, awardedVolume?: import('types/scalars').Decimal | null }>, awards: Array<{ __typename?: 'Award', quotationId: string, contractLength: number, contractPeriod: AgreementPeriod, unitPrice: import('types/scalars').Decimal, annualVolume: import('types/scalars').Decimal, volume: import('types/scalars').Decimal, totalContractVolume: import('types/scalars').Decimal, totalContractValue: import('types/scalars').Decimal, priceMechanism: string, takeOrPay: boolean, ghgClause: boolean, terminationClause: boolean, paymentTerms: number, incotermId?: string | null, meetOrReleaseClause: boolean, rebate: boolean, rebateDetail: string, otherKeyTerms?: string | null }>, sourceContract?: { __typename?: 'ProcessSourceContract', id: string, contractId: string, supplier: string } | null }, referenceData: { __typename?: 'ReferenceData', categories: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, units: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, incoterms: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, supplyOrigins: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, countries: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, regions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, currencies: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }> }, processCandidates: Array<{ __typename?: 'ProcessCandidate', id: string, firstName: string, lastName: string, roleName: string, roleBuiltIn?: string | null }> };

export type ProcessComparisonQueryVariables = Exact<{
  processId: Scalars['String'];
}>;


export type ProcessComparisonQuery = { __typename?: 'Query', processQuotations: Array<{ __typename?: 'Quotation', id: string, round: number, supplierId: string, itemId: string, responseStatus: QuotationResponseStatus, initialProposal?: import('types/scalars').Decimal | null, equalizedProposal?: import('types/scalars').Decimal | null, negotiatedProposal?: import('types/scalars').Decimal | null, awarded: boolean }> };

export type ProcessScenariosQueryVariables = Exact<{
  processId: Scalars['String'];
}>;


export type ProcessScenariosQuery = { __typename?: 'Query', processScenarios: { __typename?: 'ProcessScenarios', scenarios: Array<{ __typename?: 'AwardScenario', id: string, name: string, kind: ScenarioKind, maxSuppliers?: number | null, tieRule: TieRule, exclude: Array<string>, maxSharePercent?: number | null, dualItemIds: Array<string>, dualMinimumPercent: number, createdByName: string, createdAt: import('types/scalars').DateTime, computedAt?: import('types/scalars').DateTime | null, state: ScenarioState, progress?: number | null, solveSeconds: number, stale: boolean, optimal: boolean, gapPercent?: import('types/scalars').Decimal | null, keep: Array<{ __typename?: 'ScenarioKeep', itemId: string, supplierId: string }>, problem?: { __typename?: 'ScenarioProblem', key: string, values?: Prisma.JsonValue | null } | null, uncovered: Array<{ __typename?: 'UncoveredItem', itemId: string, reason: string }>, totals: { __typename?: 'ScenarioTotals', totalValue: import('types/scalars').Decimal, costReduction: import('types/scalars').Decimal, costAvoidance: import('types/scalars').Decimal, costIncrease: import('types/scalars').Decimal, result: import('types/scalars').Decimal, differenceToCheapest: import('types/scalars').Decimal }, suppliers: Array<{ __typename?: 'ScenarioSupplierShare', supplierId: string, name: string, value: import('types/scalars').Decimal, sharePercent: import('types/scalars').Decimal }>, changes: Array<{ __typename?: 'AwardChange', itemId: string, supplierId: string, currentVolume: import('types/scalars').Decimal, scenarioVolume: import('types/scalars').Decimal }> }>, incumbents: Array<{ __typename?: 'ScenarioKeep', itemId: string, supplierId: string }>, history: Array<{ __typename?: 'ScenarioApplied', id: string, scenarioId: string, userName: string, createdAt: import('types/scalars').DateTime, scenarioName: string, changes: Array<{ __typename?: 'AwardChange', itemId: string }> }> } };

export type ApplyScenarioMutationVariables = Exact<{
  id: Scalars['String'];
}>;


export type ApplyScenarioMutation = { __typename?: 'Mutation', applyScenario: { __typename?: 'Process', id: string } };

export type DeleteScenarioMutationVariables = Exact<{
  id: Scalars['String'];
}>;


export type DeleteScenarioMutation = { __typename?: 'Mutation', deleteScenario: { __typename?: 'DeletedScenario', id: string } };

export type CancelScenarioMutationVariables = Exact<{
  id: Scalars['String'];
}>;


export type CancelScenarioMutation = { __typename?: 'Mutation', cancelScenario: { __typename?: 'AwardScenario', id: string, state: ScenarioState } };

export type RecomputeScenarioMutationVariables = Exact<{
  id: Scalars['String'];
}>;


export type RecomputeScenarioMutation = { __typename?: 'Mutation', recomputeScenario: { __typename?: 'AwardScenario', id: string, state: ScenarioState } };

export type SaveScenarioMutationVariables = Exact<{
  processId: Scalars['String'];
  input: ScenarioInput;
}>;


export type SaveScenarioMutation = { __typename?: 'Mutation', saveScenario: { __typename?: 'AwardScenario', id: string } };

export type ReferenceEntryFields = { __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string };

export type ReferenceFields = { __typename?: 'ReferenceData', categories: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, units: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, incoterms: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, supplyOrigins: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, countries: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, regions: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }>, currencies: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }> };

export type CandidateFields = { __typename?: 'ProcessCandidate', id: string, firstName: string, lastName: string, roleName: string, roleBuiltIn?: string | null };

export type ProcessFields = { __typename?: 'Process', id: string, code: string, status: ProcessStatus, title: string, categoryManagerId: string, processDescription: string, executiveSummary: string, processType: ProcessType, processProfile: ProcessProfile, processNumber: string, parentProcessDescription: string, effectiveDate: import('types/scalars').Date, endingDate: import('types/scalars').Date, currentContractStatus: CurrentContractStatus, currencyId: string, finalExecutiveSummary?: string | null, keyStakeholders?: string | null, stakeholdersRequirementsShort?: string | null, stakeholdersRequirementsLong?: string | null, competitorsAdvantages?: string | null, supplierFeedbackRelationship?: string | null, rounds: Array<number>, awaitsMyReview: boolean, selfApprovalBarred: boolean, canDelete: boolean, ownedByMe: boolean, currency: { __typename?: 'ReferenceEntry', id: string, code: string }, items: Array<{ __typename?: 'ProcessItem', id: string, code: string, description: string, detail?: { __typename?: 'ItemDetail', categoryId: string, unitOfMeasureId: string, incotermId: string, supplyOriginId: string, annualVolume: import('types/scalars').Decimal, paymentTerms: number, historicalPrice: import('types/scalars').Decimal, historicalValue: import('types/scalars').Decimal, baselinePrice: import('types/scalars').Decimal, totalValue: import('types/scalars').Decimal, existingContractLength: number, existingContractTakeOrPay: boolean, existingContractGhgClause: boolean, existingRebate: boolean, existingContractMeetOrRelease: boolean, existingContractAnnualValue: import('types/scalars').Decimal, existingContractAnnualVolume: import('types/scalars').Decimal } | null, pipeline?: { __typename?: 'PipelineItem', contractLength: number, baselineUnit: import('types/scalars').Decimal, expectedResultUnit: import('types/scalars').Decimal, historicalPricingUnit: import('types/scalars').Decimal, annualVolume: import('types/scalars').Decimal } | null }>, plants: Array<{ __typename?: 'Plant', id: string, plant: string, description: string, regionId: string, countryId: string }>, approvalWorkflow: Array<{ __typename?: 'ApprovalStep', id: string, userId: string, title: string, priority: number }>, suppliers: Array<{ __typename?: 'ProcessSupplier', id: string, supplierId?: string | null, name: string, vat: string, sapCode: string, countryId: string, technicalApproval: boolean, financialRisk?: string | null, associatedParty: boolean, blockReason?: string | null, litigant: boolean }>, awardedQuotations: Array<{ __typename?: 'Quotation', id: string, round: number, supplierId: string, itemId: string, annualVolume: import('types/scalars').Decimal, paymentTerms: number, incotermId?: string | null, negotiatedProposal?: import('types/scalars').Decimal | null, agreementLength?: number | null, agreementPeriod: AgreementPeriod, awardedProposal?: import('types/scalars').Decimal | null, awardedVolume?: import('types/scalars').Decimal | null }>, awards: Array<{ __typename?: 'Award', quotationId: string, contractLength: number, contractPeriod: AgreementPeriod, unitPrice: import('types/scalars').Decimal, annualVolume: import('types/scalars').Decimal, volume: import('types/scalars').Decimal, totalContractVolume: import('types/scalars').Decimal, totalContractValue: import('types/scalars').Decimal, priceMechanism: string, takeOrPay: boolean, ghgClause: boolean, terminationClause: boolean, paymentTerms: number, incotermId?: string | null, meetOrReleaseClause: boolean, rebate: boolean, rebateDetail: string, otherKeyTerms?: string | null }>, sourceContract?: { __typename?: 'ProcessSourceContract', id: string, contractId: string, supplier: string } | null };

export type ContractToSourceQueryVariables = Exact<{
  id: Scalars['String'];
}>;


export type ContractToSourceQuery = { __typename?: 'Query', contract: { __typename?: 'Contract', id: string, contractId: string, material: string, supplier: string, categoryManagerId?: string | null, endDate: import('types/scalars').Date, actionDescription: ContractActionDescription } };

export type SourcingFromSpendQueryVariables = Exact<{
  selection: SpendSelection;
}>;


export type SourcingFromSpendQuery = { __typename?: 'Query', sourcingFromSpend: { __typename?: 'SourcingFromSpend', title: string, supplier?: string | null, categoryManagerId?: string | null, currentContractStatus: CurrentContractStatus, items: Array<{ __typename?: 'SourcingItem', code: string, description: string }> } };

export type MaterialSpendQueryVariables = Exact<{
  materials: Array<Scalars['String']> | Scalars['String'];
}>;


export type MaterialSpendQuery = { __typename?: 'Query', materialSpend: Array<{ __typename?: 'MaterialSpend', material: string, unitOfMeasureId: string, annualSpend: import('types/scalars').Decimal, annualVolume: import('types/scalars').Decimal, historicalPrice?: import('types/scalars').Decimal | null, months: Array<{ __typename?: 'MaterialSpendMonth', month: string, spend: import('types/scalars').Decimal, volume: import('types/scalars').Decimal }> }> };

export type SaveAwardsMutationVariables = Exact<{
  processId: Scalars['String'];
  input: Array<AwardInput> | AwardInput;
}>;


export type SaveAwardsMutation = { __typename?: 'Mutation', saveAwards: { __typename?: 'Process', id: string } };

export type UpdateProcessMutationVariables = Exact<{
  processId: Scalars['String'];
  input: ProcessInput;
}>;


export type UpdateProcessMutation = { __typename?: 'Mutation', updateProcess: { __typename?: 'Process', id: string } };

export type SaveItemDetailsMutationVariables = Exact<{
  processId: Scalars['String'];
  input: Array<ItemDetailInput> | ItemDetailInput;
}>;


export type SaveItemDetailsMutation = { __typename?: 'Mutation', saveItemDetails: { __typename?: 'Process', id: string } };

export type SavePipelineMutationVariables = Exact<{
  processId: Scalars['String'];
  input: Array<PipelineItemInput> | PipelineItemInput;
}>;


export type SavePipelineMutation = { __typename?: 'Mutation', savePipeline: { __typename?: 'Process', id: string } };

export type SaveFinalSummaryMutationVariables = Exact<{
  id: Scalars['String'];
  input: FinalSummaryInput;
}>;


export type SaveFinalSummaryMutation = { __typename?: 'Mutation', saveFinalSummary: { __typename?: 'Process', id: string } };

export type SendProcessForApprovalMutationVariables = Exact<{
  id: Scalars['String'];
  input: FinalSummaryInput;
}>;


export type SendProcessForApprovalMutation = { __typename?: 'Mutation', sendProcessForApproval: { __typename?: 'Process', id: string } };

export type SaveSuppliersMutationVariables = Exact<{
  processId: Scalars['String'];
  input: Array<ProcessSupplierInput> | ProcessSupplierInput;
}>;


export type SaveSuppliersMutation = { __typename?: 'Mutation', saveSuppliers: { __typename?: 'Process', id: string } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: boolean };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'SessionUser', id: string } };

export type SavingTotalsFields = { __typename?: 'SavingTotals', costReduction: import('types/scalars').Decimal, costAvoidance: import('types/scalars').Decimal, costIncrease: import('types/scalars').Decimal, costSaving: import('types/scalars').Decimal, processes: number };

export type SavingsDashboardQueryVariables = Exact<{
  filter?: InputMaybe<SavingsFilter>;
}>;


export type SavingsDashboardQuery = { __typename?: 'Query', savingsDashboard: { __typename?: 'SavingsDashboard', currencyCode: string, converted: boolean, convertedFrom: Array<string>, anyProcess: boolean, unconverted: Array<{ __typename?: 'UnconvertedSavings', currencyCode: string, costSaving: import('types/scalars').Decimal, processes: number }>, counts: { __typename?: 'SavingsCounts', open: number, inReview: number, approved: number, averageDaysToApproval?: number | null, target?: import('types/scalars').Decimal | null, targetShare?: number | null }, realized: { __typename?: 'SavingTotals', costReduction: import('types/scalars').Decimal, costAvoidance: import('types/scalars').Decimal, costIncrease: import('types/scalars').Decimal, costSaving: import('types/scalars').Decimal, processes: number }, realizedInSpend: { __typename?: 'SpendRealization', currencyCode: string, saving: import('types/scalars').Decimal, spend: import('types/scalars').Decimal, processes: number, rate?: number | null }, pipeline: { __typename?: 'SavingTotals', costReduction: import('types/scalars').Decimal, costAvoidance: import('types/scalars').Decimal, costIncrease: import('types/scalars').Decimal, costSaving: import('types/scalars').Decimal, processes: number }, months: Array<{ __typename?: 'SavingsMonth', month: string, realized: { __typename?: 'SavingTotals', costReduction: import('types/scalars').Decimal, costAvoidance: import('types/scalars').Decimal, costIncrease: import('types/scalars').Decimal, costSaving: import('types/scalars').Decimal, processes: number }, pipeline: { __typename?: 'SavingTotals', costReduction: import('types/scalars').Decimal, costAvoidance: import('types/scalars').Decimal, costIncrease: import('types/scalars').Decimal, costSaving: import('types/scalars').Decimal, processes: number } }>, groups: Array<{ __typename?: 'SavingsBreakdown', group: SavingsGroup, rows: Array<{ __typename?: 'SavingsGroupRow', key?: string | null, realized: { __typename?: 'SavingTotals', costReduction: import('types/scalars').Decimal, costAvoidance: import('types/scalars').Decimal, costIncrease: import('types/scalars').Decimal, costSaving: import('types/scalars').Decimal, processes: number }, pipeline: { __typename?: 'SavingTotals', costReduction: import('types/scalars').Decimal, costAvoidance: import('types/scalars').Decimal, costIncrease: import('types/scalars').Decimal, costSaving: import('types/scalars').Decimal, processes: number } }> }> } };

export type SavingsFilterOptionsQueryVariables = Exact<{
  locale?: InputMaybe<Scalars['String']>;
}>;


export type SavingsFilterOptionsQuery = { __typename?: 'Query', savingsFilterOptions: { __typename?: 'SavingsFilterOptions', companyCurrency: string, currencies: Array<string>, categoryManagers: Array<{ __typename?: 'SavingsOption', id: string, label: string }>, categories: Array<{ __typename?: 'SavingsOption', id: string, label: string }> } };

export type SavingsTargetsQueryVariables = Exact<{ [key: string]: never; }>;


export type SavingsTargetsQuery = { __typename?: 'Query', savingsTargets: { __typename?: 'SavingsTargets', canEdit: boolean, targets: Array<{ __typename?: 'SavingsTarget', year: number, amount: import('types/scalars').Decimal }> } };

export type SaveSavingsTargetMutationVariables = Exact<{
  input: SavingsTargetInput;
}>;


export type SaveSavingsTargetMutation = { __typename?: 'Mutation', saveSavingsTarget: { __typename?: 'SavingsTarget', year: number, amount: import('types/scalars').Decimal } };

export type LinesPaidAboveQueryVariables = Exact<{
  fromMonth?: InputMaybe<Scalars['String']>;
  toMonth?: InputMaybe<Scalars['String']>;
  supplier?: InputMaybe<Scalars['String']>;
  offset?: InputMaybe<Scalars['Int']>;
}>;


export type LinesPaidAboveQuery = { __typename?: 'Query', linesPaidAbove: { __typename?: 'LinesPaidAbove', total: number, lines: Array<{ __typename?: 'LinePaidAbove', contractId: string, date: import('types/scalars').Date, plant: string, supplier: string, amount: import('types/scalars').Decimal, volume: import('types/scalars').Decimal, unitOfMeasureCode: string, priceVariance: import('types/scalars').Decimal }> } };

export type OffContractLinesQueryVariables = Exact<{
  fromMonth?: InputMaybe<Scalars['String']>;
  toMonth?: InputMaybe<Scalars['String']>;
  dimension?: InputMaybe<LeakageDimension>;
  value?: InputMaybe<Scalars['String']>;
  offset?: InputMaybe<Scalars['Int']>;
}>;


export type OffContractLinesQuery = { __typename?: 'Query', offContractLines: { __typename?: 'OffContractLines', total: number, lines: Array<{ __typename?: 'OffContractLine', date: import('types/scalars').Date, supplier: string, material: string, plant: string, amount: import('types/scalars').Decimal, reason: OffContractReason, contractId: string, contractSupplier: string }> } };

export type PriceComplianceQueryVariables = Exact<{
  fromMonth?: InputMaybe<Scalars['String']>;
  toMonth?: InputMaybe<Scalars['String']>;
}>;


export type PriceComplianceQuery = { __typename?: 'Query', priceCompliance: { __typename?: 'PriceCompliance', currencyCode: string, variance: import('types/scalars').Decimal, above: import('types/scalars').Decimal, linesAbove: number, byMonth: Array<{ __typename?: 'PriceVarianceGroup', key: string, variance: import('types/scalars').Decimal, above: import('types/scalars').Decimal, linesAbove: number, lines: number }>, bySupplier: Array<{ __typename?: 'PriceVarianceGroup', key: string, variance: import('types/scalars').Decimal, above: import('types/scalars').Decimal, linesAbove: number, lines: number }> } };

export type PriceVarianceFields = { __typename?: 'PriceVarianceGroup', key: string, variance: import('types/scalars').Decimal, above: import('types/scalars').Decimal, linesAbove: number, lines: number };

export type SpendComplianceQueryVariables = Exact<{
  fromMonth?: InputMaybe<Scalars['String']>;
  toMonth?: InputMaybe<Scalars['String']>;
}>;


export type SpendComplianceQuery = { __typename?: 'Query', spendCompliance: { __typename?: 'SpendCompliance', currencyCode: string, underContract: import('types/scalars').Decimal, offContract: import('types/scalars').Decimal, compliance?: number | null, byCategory: Array<{ __typename?: 'LeakageGroup', key: string, name: string, amount: import('types/scalars').Decimal, lines: number }>, byCategoryManager: Array<{ __typename?: 'LeakageGroup', key: string, name: string, amount: import('types/scalars').Decimal, lines: number }>, byPlant: Array<{ __typename?: 'LeakageGroup', key: string, name: string, amount: import('types/scalars').Decimal, lines: number }>, bySupplier: Array<{ __typename?: 'LeakageGroup', key: string, name: string, amount: import('types/scalars').Decimal, lines: number }> } };

export type LeakageGroupFields = { __typename?: 'LeakageGroup', key: string, name: string, amount: import('types/scalars').Decimal, lines: number };

export type SpendAnalysisQueryVariables = Exact<{
  dimension: SpendDimension;
  measure: SpendMeasure;
  filter?: InputMaybe<SpendFilter>;
  locale?: InputMaybe<Scalars['String']>;
}>;


export type SpendAnalysisQuery = { __typename?: 'Query', spendAnalysis: { __typename?: 'SpendAnalysis', currency: string, total: import('types/scalars').Decimal, lineCount: number, unit?: string | null, groupCount: number, classCounts: { __typename?: 'AbcCounts', A: number }, groups: Array<{ __typename?: 'SpendGroup', key: string, label: string, value: import('types/scalars').Decimal, share: number, cumulativeShare: number, abc: AbcClass, unit?: string | null }>, months: Array<{ __typename?: 'SpendMonth', month: string, value: import('types/scalars').Decimal }> } };

export type SpendFilterOptionsQueryVariables = Exact<{
  locale?: InputMaybe<Scalars['String']>;
}>;


export type SpendFilterOptionsQuery = { __typename?: 'Query', spendFilterOptions: { __typename?: 'SpendFilterOptions', firstMonth?: string | null, lastMonth?: string | null, dimensions: Array<{ __typename?: 'SpendDimensionOptions', dimension: SpendDimension, entries: Array<{ __typename?: 'SpendFilterEntry', key: string, label: string }> }> } };

export type SpendMasterSupplierQueryVariables = Exact<{
  id: Scalars['String'];
}>;


export type SpendMasterSupplierQuery = { __typename?: 'Query', supplier: { __typename?: 'Supplier', id: string, name: string } };

export type ExchangeRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ExchangeRatesQuery = { __typename?: 'Query', exchangeRates: Array<{ __typename?: 'ExchangeRate', currencyCode: string, month: string, rate: import('types/scalars').Decimal }>, referenceData: { __typename?: 'ReferenceData', currencies: Array<{ __typename?: 'ReferenceEntry', id: string, code: string }> } };

export type SaveExchangeRateMutationVariables = Exact<{
  input: ExchangeRateInput;
}>;


export type SaveExchangeRateMutation = { __typename?: 'Mutation', saveExchangeRate: { __typename?: 'ExchangeRate', currencyCode: string, month: string, rate: import('types/scalars').Decimal } };

export type DeleteExchangeRateMutationVariables = Exact<{
  input: ExchangeRateKey;
}>;


export type DeleteExchangeRateMutation = { __typename?: 'Mutation', deleteExchangeRate: boolean };

export type SpendImportQueryVariables = Exact<{
  id: Scalars['String'];
}>;


export type SpendImportQuery = { __typename?: 'Query', spendImport: { __typename?: 'SpendImport', format: string, size: number, encoding?: string | null, delimiter?: string | null, sheets: Array<string>, sheet?: string | null, headerRow: number, headers: Array<string>, preview: Array<Array<string>>, mapping?: Prisma.JsonValue | null, profileName?: string | null, startedAt?: import('types/scalars').DateTime | null, finishedAt?: import('types/scalars').DateTime | null, updatedAt: import('types/scalars').DateTime, rowsRead: number, bytesRead: number, duplicates: number, problemCount: number, failure?: string | null, rolledBackAt?: import('types/scalars').DateTime | null, rolledBackByName?: string | null, canRollBack: boolean, id: string, fileName: string, status: SpendImportStatus, createdByName: string, createdAt: import('types/scalars').DateTime, lines: number, linesLeftOut: number, total: import('types/scalars').Decimal, currency: string, problems: Array<{ __typename?: 'SpendImportProblem', line: number, field: string, column: string, value: string, messageKey: string, messageValues?: Prisma.JsonValue | null }>, unknownValues: Array<{ __typename?: 'SpendUnknownValue', field: string, value: string, count: number }>, unmatchedSuppliers: Array<{ __typename?: 'SpendUnmatchedSupplier', name: string, vat?: string | null, code?: string | null, lines: number, spend: import('types/scalars').Decimal }> }, referenceData: { __typename?: 'ReferenceData', businessDivisions: Array<{ __typename?: 'ReferenceEntry', code: string, nameEn: string, namePt: string }>, regions: Array<{ __typename?: 'ReferenceEntry', code: string, nameEn: string, namePt: string }>, materialCategories: Array<{ __typename?: 'ReferenceEntry', code: string, nameEn: string, namePt: string }>, currencies: Array<{ __typename?: 'ReferenceEntry', code: string, nameEn: string, namePt: string }>, units: Array<{ __typename?: 'ReferenceEntry', code: string, nameEn: string, namePt: string }> } };

export type RereadSpendImportMutationVariables = Exact<{
  id: Scalars['String'];
  sheet?: InputMaybe<Scalars['String']>;
  headerRow?: InputMaybe<Scalars['Int']>;
  encoding?: InputMaybe<Scalars['String']>;
  delimiter?: InputMaybe<Scalars['String']>;
}>;


export type RereadSpendImportMutation = { __typename?: 'Mutation', rereadSpendImport: { __typename?: 'SpendImport', format: string, size: number, encoding?: string | null, delimiter?: string | null, sheets: Array<string>, sheet?: string | null, headerRow: number, headers: Array<string>, preview: Array<Array<string>>, mapping?: Prisma.JsonValue | null, profileName?: string | null, startedAt?: import('types/scalars').DateTime | null, finishedAt?: import('types/scalars').DateTime | null, updatedAt: import('types/scalars').DateTime, rowsRead: number, bytesRead: number, duplicates: number, problemCount: number, failure?: string | null, rolledBackAt?: import('types/scalars').DateTime | null, rolledBackByName?: string | null, canRollBack: boolean, id: string, fileName: string, status: SpendImportStatus, createdByName: string, createdAt: import('types/scalars').DateTime, lines: number, linesLeftOut: number, total: import('types/scalars').Decimal, currency: string, problems: Array<{ __typename?: 'SpendImportProblem', line: number, field: string, column: string, value: string, messageKey: string, messageValues?: Prisma.JsonValue | null }>, unknownValues: Array<{ __typename?: 'SpendUnknownValue', field: string, value: string, count: number }>, unmatchedSuppliers: Array<{ __typename?: 'SpendUnmatchedSupplier', name: string, vat?: string | null, code?: string | null, lines: number, spend: import('types/scalars').Decimal }> } };

export type StartSpendImportMutationVariables = Exact<{
  id: Scalars['String'];
  input: StartSpendImportInput;
}>;


export type StartSpendImportMutation = { __typename?: 'Mutation', startSpendImport: { __typename?: 'SpendImport', format: string, size: number, encoding?: string | null, delimiter?: string | null, sheets: Array<string>, sheet?: string | null, headerRow: number, headers: Array<string>, preview: Array<Array<string>>, mapping?: Prisma.JsonValue | null, profileName?: string | null, startedAt?: import('types/scalars').DateTime | null, finishedAt?: import('types/scalars').DateTime | null, updatedAt: import('types/scalars').DateTime, rowsRead: number, bytesRead: number, duplicates: number, problemCount: number, failure?: string | null, rolledBackAt?: import('types/scalars').DateTime | null, rolledBackByName?: string | null, canRollBack: boolean, id: string, fileName: string, status: SpendImportStatus, createdByName: string, createdAt: import('types/scalars').DateTime, lines: number, linesLeftOut: number, total: import('types/scalars').Decimal, currency: string, problems: Array<{ __typename?: 'SpendImportProblem', line: number, field: string, column: string, value: string, messageKey: string, messageValues?: Prisma.JsonValue | null }>, unknownValues: Array<{ __typename?: 'SpendUnknownValue', field: string, value: string, count: number }>, unmatchedSuppliers: Array<{ __typename?: 'SpendUnmatchedSupplier', name: string, vat?: string | null, code?: string | null, lines: number, spend: import('types/scalars').Decimal }> } };

export type ReviewSpendImportMutationVariables = Exact<{
  id: Scalars['String'];
  input: ReviewSpendImportInput;
}>;


export type ReviewSpendImportMutation = { __typename?: 'Mutation', reviewSpendImport: { __typename?: 'SpendImport', format: string, size: number, encoding?: string | null, delimiter?: string | null, sheets: Array<string>, sheet?: string | null, headerRow: number, headers: Array<string>, preview: Array<Array<string>>, mapping?: Prisma.JsonValue | null, profileName?: string | null, startedAt?: import('types/scalars').DateTime | null, finishedAt?: import('types/scalars').DateTime | null, updatedAt: import('types/scalars').DateTime, rowsRead: number, bytesRead: number, duplicates: number, problemCount: number, failure?: string | null, rolledBackAt?: import('types/scalars').DateTime | null, rolledBackByName?: string | null, canRollBack: boolean, id: string, fileName: string, status: SpendImportStatus, createdByName: string, createdAt: import('types/scalars').DateTime, lines: number, linesLeftOut: number, total: import('types/scalars').Decimal, currency: string, problems: Array<{ __typename?: 'SpendImportProblem', line: number, field: string, column: string, value: string, messageKey: string, messageValues?: Prisma.JsonValue | null }>, unknownValues: Array<{ __typename?: 'SpendUnknownValue', field: string, value: string, count: number }>, unmatchedSuppliers: Array<{ __typename?: 'SpendUnmatchedSupplier', name: string, vat?: string | null, code?: string | null, lines: number, spend: import('types/scalars').Decimal }> } };

export type ImportSpendDuplicatesMutationVariables = Exact<{
  id: Scalars['String'];
}>;


export type ImportSpendDuplicatesMutation = { __typename?: 'Mutation', importSpendDuplicates: { __typename?: 'SpendImport', format: string, size: number, encoding?: string | null, delimiter?: string | null, sheets: Array<string>, sheet?: string | null, headerRow: number, headers: Array<string>, preview: Array<Array<string>>, mapping?: Prisma.JsonValue | null, profileName?: string | null, startedAt?: import('types/scalars').DateTime | null, finishedAt?: import('types/scalars').DateTime | null, updatedAt: import('types/scalars').DateTime, rowsRead: number, bytesRead: number, duplicates: number, problemCount: number, failure?: string | null, rolledBackAt?: import('types/scalars').DateTime | null, rolledBackByName?: string | null, canRollBack: boolean, id: string, fileName: string, status: SpendImportStatus, createdByName: string, createdAt: import('types/scalars').DateTime, lines: number, linesLeftOut: number, total: import('types/scalars').Decimal, currency: string, problems: Array<{ __typename?: 'SpendImportProblem', line: number, field: string, column: string, value: string, messageKey: string, messageValues?: Prisma.JsonValue | null }>, unknownValues: Array<{ __typename?: 'SpendUnknownValue', field: string, value: string, count: number }>, unmatchedSuppliers: Array<{ __typename?: 'SpendUnmatchedSupplier', name: string, vat?: string | null, code?: string | null, lines: number, spend: import('types/scalars').Decimal }> } };

export type ImportValidSpendLinesMutationVariables = Exact<{
  id: Scalars['String'];
}>;


export type ImportValidSpendLinesMutation = { __typename?: 'Mutation', importValidSpendLines: { __typename?: 'SpendImport', format: string, size: number, encoding?: string | null, delimiter?: string | null, sheets: Array<string>, sheet?: string | null, headerRow: number, headers: Array<string>, preview: Array<Array<string>>, mapping?: Prisma.JsonValue | null, profileName?: string | null, startedAt?: import('types/scalars').DateTime | null, finishedAt?: import('types/scalars').DateTime | null, updatedAt: import('types/scalars').DateTime, rowsRead: number, bytesRead: number, duplicates: number, problemCount: number, failure?: string | null, rolledBackAt?: import('types/scalars').DateTime | null, rolledBackByName?: string | null, canRollBack: boolean, id: string, fileName: string, status: SpendImportStatus, createdByName: string, createdAt: import('types/scalars').DateTime, lines: number, linesLeftOut: number, total: import('types/scalars').Decimal, currency: string, problems: Array<{ __typename?: 'SpendImportProblem', line: number, field: string, column: string, value: string, messageKey: string, messageValues?: Prisma.JsonValue | null }>, unknownValues: Array<{ __typename?: 'SpendUnknownValue', field: string, value: string, count: number }>, unmatchedSuppliers: Array<{ __typename?: 'SpendUnmatchedSupplier', name: string, vat?: string | null, code?: string | null, lines: number, spend: import('types/scalars').Decimal }> } };

export type CancelSpendImportMutationVariables = Exact<{
  id: Scalars['String'];
}>;


export type CancelSpendImportMutation = { __typename?: 'Mutation', cancelSpendImport: { __typename?: 'SpendImport', format: string, size: number, encoding?: string | null, delimiter?: string | null, sheets: Array<string>, sheet?: string | null, headerRow: number, headers: Array<string>, preview: Array<Array<string>>, mapping?: Prisma.JsonValue | null, profileName?: string | null, startedAt?: import('types/scalars').DateTime | null, finishedAt?: import('types/scalars').DateTime | null, updatedAt: import('types/scalars').DateTime, rowsRead: number, bytesRead: number, duplicates: number, problemCount: number, failure?: string | null, rolledBackAt?: import('types/scalars').DateTime | null, rolledBackByName?: string | null, canRollBack: boolean, id: string, fileName: string, status: SpendImportStatus, createdByName: string, createdAt: import('types/scalars').DateTime, lines: number, linesLeftOut: number, total: import('types/scalars').Decimal, currency: string, problems: Array<{ __typename?: 'SpendImportProblem', line: number, field: string, column: string, value: string, messageKey: string, messageValues?: Prisma.JsonValue | null }>, unknownValues: Array<{ __typename?: 'SpendUnknownValue', field: string, value: string, count: number }>, unmatchedSuppliers: Array<{ __typename?: 'SpendUnmatchedSupplier', name: string, vat?: string | null, code?: string | null, lines: number, spend: import('types/scalars').Decimal }> } };

export type RollBackSpendImportMutationVariables = Exact<{
  id: Scalars['String'];
}>;


export type RollBackSpendImportMutation = { __typename?: 'Mutation', rollBackSpendImport: { __typename?: 'SpendImport', format: string, size: number, encoding?: string | null, delimiter?: string | null, sheets: Array<string>, sheet?: string | null, headerRow: number, headers: Array<string>, preview: Array<Array<string>>, mapping?: Prisma.JsonValue | null, profileName?: string | null, startedAt?: import('types/scalars').DateTime | null, finishedAt?: import('types/scalars').DateTime | null, updatedAt: import('types/scalars').DateTime, rowsRead: number, bytesRead: number, duplicates: number, problemCount: number, failure?: string | null, rolledBackAt?: import('types/scalars').DateTime | null, rolledBackByName?: string | null, canRollBack: boolean, id: string, fileName: string, status: SpendImportStatus, createdByName: string, createdAt: import('types/scalars').DateTime, lines: number, linesLeftOut: number, total: import('types/scalars').Decimal, currency: string, problems: Array<{ __typename?: 'SpendImportProblem', line: number, field: string, column: string, value: string, messageKey: string, messageValues?: Prisma.JsonValue | null }>, unknownValues: Array<{ __typename?: 'SpendUnknownValue', field: string, value: string, count: number }>, unmatchedSuppliers: Array<{ __typename?: 'SpendUnmatchedSupplier', name: string, vat?: string | null, code?: string | null, lines: number, spend: import('types/scalars').Decimal }> } };

export type SpendImportsQueryVariables = Exact<{ [key: string]: never; }>;


export type SpendImportsQuery = { __typename?: 'Query', spendImports: Array<{ __typename?: 'SpendImport', id: string, fileName: string, status: SpendImportStatus, createdByName: string, createdAt: import('types/scalars').DateTime, lines: number, linesLeftOut: number, total: import('types/scalars').Decimal, currency: string }> };

export type SpendReferenceLists = { __typename?: 'ReferenceData', businessDivisions: Array<{ __typename?: 'ReferenceEntry', code: string, nameEn: string, namePt: string }>, regions: Array<{ __typename?: 'ReferenceEntry', code: string, nameEn: string, namePt: string }>, materialCategories: Array<{ __typename?: 'ReferenceEntry', code: string, nameEn: string, namePt: string }>, currencies: Array<{ __typename?: 'ReferenceEntry', code: string, nameEn: string, namePt: string }>, units: Array<{ __typename?: 'ReferenceEntry', code: string, nameEn: string, namePt: string }> };

export type SpendImportSummaryFields = { __typename?: 'SpendImport', id: string, fileName: string, status: SpendImportStatus, createdByName: string, createdAt: import('types/scalars').DateTime, lines: number, linesLeftOut: number, total: import('types/scalars').Decimal, currency: string };

export type SpendImportFields = { __typename?: 'SpendImport', format: string, size: number, encoding?: string | null, delimiter?: string | null, sheets: Array<string>, sheet?: string | null, headerRow: number, headers: Array<string>, preview: Array<Array<string>>, mapping?: Prisma.JsonValue | null, profileName?: string | null, startedAt?: import('types/scalars').DateTime | null, finishedAt?: import('types/scalars').DateTime | null, updatedAt: import('types/scalars').DateTime, rowsRead: number, bytesRead: number, duplicates: number, problemCount: number, failure?: string | null, rolledBackAt?: import('types/scalars').DateTime | null, rolledBackByName?: string | null, canRollBack: boolean, id: string, fileName: string, status: SpendImportStatus, createdByName: string, createdAt: import('types/scalars').DateTime, lines: number, linesLeftOut: number, total: import('types/scalars').Decimal, currency: string, problems: Array<{ __typename?: 'SpendImportProblem', line: number, field: string, column: string, value: string, messageKey: string, messageValues?: Prisma.JsonValue | null }>, unknownValues: Array<{ __typename?: 'SpendUnknownValue', field: string, value: string, count: number }>, unmatchedSuppliers: Array<{ __typename?: 'SpendUnmatchedSupplier', name: string, vat?: string | null, code?: string | null, lines: number, spend: import('types/scalars').Decimal }> };

export type SupplierQueryVariables = Exact<{
  id: Scalars['String'];
}>;


export type SupplierQuery = { __typename?: 'Query', supplier: { __typename?: 'Supplier', id: string, name: string, vat: string, sapCode?: string | null, countryId: string, technicalApproval: boolean, financialRisk?: string | null, associatedParty: boolean, blockReason?: string | null, litigant: boolean, updatedAt: import('types/scalars').DateTime, contacts: Array<{ __typename?: 'SupplierContact', id: string, name: string, email: string, language: string }> }, supplierScorecard: { __typename?: 'SupplierScorecard', supplierId: string, processesInvited: number, roundsInvited: number, roundsAnswered: number, roundsDeclined: number, roundsNotAnswered: number, responseRate?: number | null, itemsQuoted: number, itemsAwarded: number, winRate?: number | null, contractsRunning: number, expiringDays: number, expiringUntil: string, spend12Months: import('types/scalars').Decimal, spendFromMonth: string, spendToMonth: string, spendLines: number, spendNames: Array<string>, awarded: Array<{ __typename?: 'SupplierAwarded', currencyCode: string, awardedValue: import('types/scalars').Decimal, costReduction: import('types/scalars').Decimal, costAvoidance: import('types/scalars').Decimal, costIncrease: import('types/scalars').Decimal }>, contractsExpiring: Array<{ __typename?: 'SupplierExpiringContract', id: string, contractId: string, material: string, endDate: import('types/scalars').Date, remainingDaysForLength: number, light: TermBucket }> }, referenceData: { __typename?: 'ReferenceData', countries: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }> } };

export type SupplierCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplierCountriesQuery = { __typename?: 'Query', referenceData: { __typename?: 'ReferenceData', countries: Array<{ __typename?: 'ReferenceEntry', id: string, code: string, nameEn: string, namePt: string }> } };

export type CreateSupplierMutationVariables = Exact<{
  input: SupplierInput;
}>;


export type CreateSupplierMutation = { __typename?: 'Mutation', createSupplier: { __typename?: 'Supplier', id: string, name: string, vat: string, sapCode?: string | null, countryId: string, technicalApproval: boolean, financialRisk?: string | null, associatedParty: boolean, blockReason?: string | null, litigant: boolean, updatedAt: import('types/scalars').DateTime, contacts: Array<{ __typename?: 'SupplierContact', id: string, name: string, email: string, language: string }> } };

export type UpdateSupplierMutationVariables = Exact<{
  id: Scalars['String'];
  input: SupplierInput;
}>;


export type UpdateSupplierMutation = { __typename?: 'Mutation', updateSupplier: { __typename?: 'Supplier', id: string, name: string, vat: string, sapCode?: string | null, countryId: string, technicalApproval: boolean, financialRisk?: string | null, associatedParty: boolean, blockReason?: string | null, litigant: boolean, updatedAt: import('types/scalars').DateTime, contacts: Array<{ __typename?: 'SupplierContact', id: string, name: string, email: string, language: string }> } };

export type SupplierMatchesQueryVariables = Exact<{
  search: Scalars['String'];
}>;


export type SupplierMatchesQuery = { __typename?: 'Query', supplierMatches: Array<{ __typename?: 'Supplier', id: string, name: string, vat: string, sapCode?: string | null, countryId: string, technicalApproval: boolean, financialRisk?: string | null, associatedParty: boolean, blockReason?: string | null, litigant: boolean, updatedAt: import('types/scalars').DateTime, contacts: Array<{ __typename?: 'SupplierContact', id: string, name: string, email: string, language: string }> }> };

export type SuppliersQueryVariables = Exact<{
  page: PageInput;
  filter?: InputMaybe<SupplierFilter>;
}>;


export type SuppliersQuery = { __typename?: 'Query', suppliers: { __typename?: 'SupplierPage', total: number, items: Array<{ __typename?: 'Supplier', id: string, name: string, vat: string, sapCode?: string | null, countryId: string, technicalApproval: boolean, financialRisk?: string | null, associatedParty: boolean, blockReason?: string | null, litigant: boolean, updatedAt: import('types/scalars').DateTime, contacts: Array<{ __typename?: 'SupplierContact', id: string, name: string, email: string, language: string }> }> } };

export type DeleteSupplierMutationVariables = Exact<{
  id: Scalars['String'];
}>;


export type DeleteSupplierMutation = { __typename?: 'Mutation', deleteSupplier: { __typename?: 'Supplier', id: string } };

export type SupplierFields = { __typename?: 'Supplier', id: string, name: string, vat: string, sapCode?: string | null, countryId: string, technicalApproval: boolean, financialRisk?: string | null, associatedParty: boolean, blockReason?: string | null, litigant: boolean, updatedAt: import('types/scalars').DateTime, contacts: Array<{ __typename?: 'SupplierContact', id: string, name: string, email: string, language: string }> };

export type CreateRoleMutationVariables = Exact<{
  input: RoleInput;
}>;


export type CreateRoleMutation = { __typename?: 'Mutation', createRole: { __typename?: 'TeamRole', id: string } };

export type UpdateRoleMutationVariables = Exact<{
  id: Scalars['String'];
  input: RoleInput;
}>;


export type UpdateRoleMutation = { __typename?: 'Mutation', updateRole: { __typename?: 'TeamRole', id: string } };

export type RolesQueryVariables = Exact<{
  page: PageInput;
}>;


export type RolesQuery = { __typename?: 'Query', roles: { __typename?: 'RolePage', total: number, items: Array<{ __typename?: 'TeamRole', id: string, name: string, description: string, priority: number, builtIn?: string | null, userCount?: number | null }> } };

export type DeleteRoleMutationVariables = Exact<{
  id: Scalars['String'];
}>;


export type DeleteRoleMutation = { __typename?: 'Mutation', deleteRole: { __typename?: 'TeamRole', id: string } };

export type RoleOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RoleOptionsQuery = { __typename?: 'Query', roles: { __typename?: 'RolePage', items: Array<{ __typename?: 'TeamRole', id: string, name: string, priority: number, builtIn?: string | null }> } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { __typename?: 'Mutation', createUser: { __typename?: 'TeamMember', id: string } };

export type UpdateUserMutationVariables = Exact<{
  id: Scalars['String'];
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'TeamMember', id: string } };

export type UsersQueryVariables = Exact<{
  page: PageInput;
}>;


export type UsersQuery = { __typename?: 'Query', users: { __typename?: 'UserPage', total: number, items: Array<{ __typename?: 'TeamMember', id: string, firstName: string, lastName: string, userName: string, email: string, contractNotices: boolean, disabled: boolean, role: { __typename?: 'TeamMemberRole', id: string, name: string, priority: number, builtIn?: string | null } }> } };

export type DeleteUserMutationVariables = Exact<{
  id: Scalars['String'];
}>;


export type DeleteUserMutation = { __typename?: 'Mutation', deleteUser: { __typename?: 'TeamMember', id: string } };

export type ProcessListsVariables = Exact<{ [key: string]: never; }>;


export type ProcessLists = { __typename?: 'Query', referenceData: { __typename?: 'ReferenceData', incoterms: Array<{ __typename?: 'ReferenceEntry', id: string, code: string }> } };

export type SupplierCountriesVariables = Exact<{ [key: string]: never; }>;


export type SupplierCountries = { __typename?: 'Query', referenceData: { __typename?: 'ReferenceData', countries: Array<{ __typename?: 'ReferenceEntry', id: string, code: string }> } };
