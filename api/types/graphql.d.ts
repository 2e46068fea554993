import { Prisma } from "@prisma/client"
import { MergePrismaWithSdlTypes, MakeRelationsOptional } from '@redwoodjs/api'
import { Company as PrismaCompany, Role as PrismaRole, User as PrismaUser, Category as PrismaCategory, UnitOfMeasure as PrismaUnitOfMeasure, Incoterm as PrismaIncoterm, SupplyOrigin as PrismaSupplyOrigin, Country as PrismaCountry, Region as PrismaRegion, Currency as PrismaCurrency, BusinessDivision as PrismaBusinessDivision, MaterialCategory as PrismaMaterialCategory, Process as PrismaProcess, ProcessSaving as PrismaProcessSaving, ProcessSavingStale as PrismaProcessSavingStale, SavingsCell as PrismaSavingsCell, ProcessItem as PrismaProcessItem, ItemDetail as PrismaItemDetail, PipelineItem as PrismaPipelineItem, Plant as PrismaPlant, ApprovalWorkflowEntry as PrismaApprovalWorkflowEntry, WorkflowReview as PrismaWorkflowReview, Supplier as PrismaSupplier, SupplierContact as PrismaSupplierContact, ProcessSupplier as PrismaProcessSupplier, Quotation as PrismaQuotation, Award as PrismaAward, ProcessDeletion as PrismaProcessDeletion, Attachment as PrismaAttachment, Contract as PrismaContract, ContractEdit as PrismaContractEdit, SpendLine as PrismaSpendLine, ContractSpend as PrismaContractSpend, OffContractSpend as PrismaOffContractSpend, ContractVarianceNotice as PrismaContractVarianceNotice, AwardRealization as PrismaAwardRealization, ContractRealization as PrismaContractRealization, PriceVarianceMonth as PrismaPriceVarianceMonth, ComplianceMonth as PrismaComplianceMonth, LeakageMonth as PrismaLeakageMonth, AwardSpend as PrismaAwardSpend, SpendImport as PrismaSpendImport, SpendImportProfile as PrismaSpendImportProfile, SupplierAlias as PrismaSupplierAlias, SpendRollup as PrismaSpendRollup, SpendSupplierName as PrismaSpendSupplierName, ExchangeRate as PrismaExchangeRate, SavingsTarget as PrismaSavingsTarget, Notification as PrismaNotification, ChatCompletion as PrismaChatCompletion, ChatMessage as PrismaChatMessage, BackgroundJob as PrismaBackgroundJob, ScheduledRun as PrismaScheduledRun, RateLimitBucket as PrismaRateLimitBucket, AwardScenario as PrismaAwardScenario, ProcessEvent as PrismaProcessEvent, RoundSchedule as PrismaRoundSchedule, PortalResponse as PrismaPortalResponse, PortalInvitation as PrismaPortalInvitation, PortalLink as PrismaPortalLink, PortalReceipt as PrismaPortalReceipt, QuotationChange as PrismaQuotationChange, Auction as PrismaAuction, AuctionItem as PrismaAuctionItem, AuctionStanding as PrismaAuctionStanding, AuctionEvent as PrismaAuctionEvent } from '@prisma/client'
import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { RedwoodGraphQLContext } from '@redwoodjs/graphql-server/dist/types';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type ResolverFn<TResult, TParent, TContext, TArgs> = (
      args?: TArgs,
      obj?: { root: TParent; context: TContext; info: GraphQLResolveInfo }
    ) => TResult | Promise<TResult>
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
export type OptArgsResolverFn<TResult, TParent = {}, TContext = {}, TArgs = {}> = (
      args?: TArgs,
      obj?: { root: TParent; context: TContext; info: GraphQLResolveInfo }
    ) => TResult | Promise<TResult>

    export type RequiredResolverFn<TResult, TParent = {}, TContext = {}, TArgs = {}> = (
      args: TArgs,
      obj: { root: TParent; context: TContext; info: GraphQLResolveInfo }
    ) => TResult | Promise<TResult>
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

type MaybeOrArrayOfMaybe<T> = T | Maybe<T> | Maybe<T>[];
type AllMappedModels = MaybeOrArrayOfMaybe<AuctionEvent | Award | AwardScenario | Contract | ContractEdit | ExchangeRate | ItemDetail | PipelineItem | Plant | PortalInvitation | Process | ProcessDeletion | ProcessItem | ProcessSupplier | Quotation | QuotationChange | RoundSchedule | SavingsTarget | SpendImport | SpendImportProfile | Supplier | SupplierContact | WorkflowReview>


export type ResolverTypeWrapper<T> = Promise<T> | T;

export type Resolver<TResult, TParent = {}, TContext = {}, TArgs = {}> = ResolverFn<TResult, TParent, TContext, TArgs>;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = {}, TContext = {}, TArgs = {}> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = {}, TContext = {}> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = {}, TContext = {}> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = {}, TParent = {}, TContext = {}, TArgs = {}> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AbcClass: AbcClass;
  AbcCounts: ResolverTypeWrapper<AbcCounts>;
  AgreementPeriod: AgreementPeriod;
  ApprovalStep: ResolverTypeWrapper<ApprovalStep>;
  ApprovalStepInput: ApprovalStepInput;
  AuctionBidResult: ResolverTypeWrapper<AuctionBidResult>;
  AuctionBidderCompany: ResolverTypeWrapper<AuctionBidderCompany>;
  AuctionBidderContact: ResolverTypeWrapper<AuctionBidderContact>;
  AuctionBidderItem: ResolverTypeWrapper<AuctionBidderItem>;
  AuctionBidderPage: ResolverTypeWrapper<AuctionBidderPage>;
  AuctionBidderProcess: ResolverTypeWrapper<AuctionBidderProcess>;
  AuctionBidderStanding: ResolverTypeWrapper<AuctionBidderStanding>;
  AuctionBidderUpdate: ResolverTypeWrapper<AuctionBidderUpdate>;
  AuctionClock: ResolverTypeWrapper<AuctionClock>;
  AuctionConsole: ResolverTypeWrapper<Omit<AuctionConsole, 'events'> & { events: Array<ResolversTypes['AuctionEvent']> }>;
  AuctionConsoleItem: ResolverTypeWrapper<AuctionConsoleItem>;
  AuctionConsoleRanking: ResolverTypeWrapper<AuctionConsoleRanking>;
  AuctionConsoleUpdate: ResolverTypeWrapper<Omit<AuctionConsoleUpdate, 'events'> & { events: Array<ResolversTypes['AuctionEvent']> }>;
  AuctionDecrement: AuctionDecrement;
  AuctionEvent: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaAuctionEvent, MakeRelationsOptional<AuctionEvent, AllMappedModels>, AllMappedModels>>;
  AuctionEventKind: AuctionEventKind;
  AuctionInput: AuctionInput;
  AuctionItemInput: AuctionItemInput;
  AuctionOwnBid: ResolverTypeWrapper<AuctionOwnBid>;
  AuctionParticipant: ResolverTypeWrapper<AuctionParticipant>;
  AuctionPhase: AuctionPhase;
  AuctionRank: ResolverTypeWrapper<AuctionRank>;
  AuctionRoundLog: ResolverTypeWrapper<Omit<AuctionRoundLog, 'events'> & { events: Array<ResolversTypes['AuctionEvent']> }>;
  AuctionRules: ResolverTypeWrapper<AuctionRules>;
  AuctionVisibility: AuctionVisibility;
  Award: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaAward, MakeRelationsOptional<Award, AllMappedModels>, AllMappedModels>>;
  AwardChange: ResolverTypeWrapper<AwardChange>;
  AwardInput: AwardInput;
  AwardScenario: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaAwardScenario, MakeRelationsOptional<AwardScenario, AllMappedModels>, AllMappedModels>>;
  BigInt: ResolverTypeWrapper<Scalars['BigInt']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']>;
  Byte: ResolverTypeWrapper<Scalars['Byte']>;
  ChangePasswordInput: ChangePasswordInput;
  CompanySettings: ResolverTypeWrapper<CompanySettings>;
  CompanySettingsInput: CompanySettingsInput;
  Contract: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaContract, MakeRelationsOptional<Contract, AllMappedModels>, AllMappedModels>>;
  ContractActionDescription: ContractActionDescription;
  ContractBalanceSource: ContractBalanceSource;
  ContractBucketCount: ResolverTypeWrapper<ContractBucketCount>;
  ContractConsumptionMonth: ResolverTypeWrapper<ContractConsumptionMonth>;
  ContractDashboard: ResolverTypeWrapper<ContractDashboard>;
  ContractDraft: ResolverTypeWrapper<ContractDraft>;
  ContractEdit: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaContractEdit, MakeRelationsOptional<ContractEdit, AllMappedModels>, AllMappedModels>>;
  ContractEditor: ResolverTypeWrapper<ContractEditor>;
  ContractFilter: ContractFilter;
  ContractFilterOptions: ResolverTypeWrapper<ContractFilterOptions>;
  ContractFromAwardInput: ContractFromAwardInput;
  ContractInput: ContractInput;
  ContractPage: ResolverTypeWrapper<Omit<ContractPage, 'items'> & { items: Array<ResolversTypes['Contract']> }>;
  ContractPerson: ResolverTypeWrapper<ContractPerson>;
  ContractProposal: ResolverTypeWrapper<ContractProposal>;
  ContractSource: ResolverTypeWrapper<ContractSource>;
  ContractStatus: ContractStatus;
  CreateUserInput: CreateUserInput;
  CurrentContractStatus: CurrentContractStatus;
  Date: ResolverTypeWrapper<Scalars['Date']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']>;
  DeletedScenario: ResolverTypeWrapper<DeletedScenario>;
  ExchangeRate: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaExchangeRate, MakeRelationsOptional<ExchangeRate, AllMappedModels>, AllMappedModels>>;
  ExchangeRateInput: ExchangeRateInput;
  ExchangeRateKey: ExchangeRateKey;
  File: ResolverTypeWrapper<Scalars['File']>;
  FinalSummaryInput: FinalSummaryInput;
  Float: ResolverTypeWrapper<Scalars['Float']>;
  ForgotPasswordInput: ForgotPasswordInput;
  Int: ResolverTypeWrapper<Scalars['Int']>;
  ItemDetail: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaItemDetail, MakeRelationsOptional<ItemDetail, AllMappedModels>, AllMappedModels>>;
  ItemDetailInput: ItemDetailInput;
  JSON: ResolverTypeWrapper<Scalars['JSON']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']>;
  LeakageDimension: LeakageDimension;
  LeakageGroup: ResolverTypeWrapper<LeakageGroup>;
  LinePaidAbove: ResolverTypeWrapper<LinePaidAbove>;
  LinesPaidAbove: ResolverTypeWrapper<LinesPaidAbove>;
  MadeContract: ResolverTypeWrapper<MadeContract>;
  MaterialSpend: ResolverTypeWrapper<MaterialSpend>;
  MaterialSpendMonth: ResolverTypeWrapper<MaterialSpendMonth>;
  Mutation: ResolverTypeWrapper<{}>;
  OffContractLine: ResolverTypeWrapper<OffContractLine>;
  OffContractLines: ResolverTypeWrapper<OffContractLines>;
  OffContractReason: OffContractReason;
  PageInput: PageInput;
  PipelineItem: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaPipelineItem, MakeRelationsOptional<PipelineItem, AllMappedModels>, AllMappedModels>>;
  PipelineItemInput: PipelineItemInput;
  Plant: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaPlant, MakeRelationsOptional<Plant, AllMappedModels>, AllMappedModels>>;
  PlantInput: PlantInput;
  PortalContact: ResolverTypeWrapper<PortalContact>;
  PortalInvitation: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaPortalInvitation, MakeRelationsOptional<PortalInvitation, AllMappedModels>, AllMappedModels>>;
  PortalOfferView: ResolverTypeWrapper<PortalOfferView>;
  PortalRound: ResolverTypeWrapper<Omit<PortalRound, 'schedule' | 'suppliers'> & { schedule: Maybe<ResolversTypes['RoundSchedule']>, suppliers: Array<ResolversTypes['PortalSupplier']> }>;
  PortalStatus: PortalStatus;
  PortalSupplier: ResolverTypeWrapper<Omit<PortalSupplier, 'invitations'> & { invitations: Array<ResolversTypes['PortalInvitation']> }>;
  PriceCompliance: ResolverTypeWrapper<PriceCompliance>;
  PriceVarianceGroup: ResolverTypeWrapper<PriceVarianceGroup>;
  Process: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaProcess, MakeRelationsOptional<Process, AllMappedModels>, AllMappedModels>>;
  ProcessCandidate: ResolverTypeWrapper<ProcessCandidate>;
  ProcessDeletion: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaProcessDeletion, MakeRelationsOptional<ProcessDeletion, AllMappedModels>, AllMappedModels>>;
  ProcessDeletionLog: ResolverTypeWrapper<Omit<ProcessDeletionLog, 'deletions'> & { deletions: Array<ResolversTypes['ProcessDeletion']> }>;
  ProcessFilter: ProcessFilter;
  ProcessInput: ProcessInput;
  ProcessItem: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaProcessItem, MakeRelationsOptional<ProcessItem, AllMappedModels>, AllMappedModels>>;
  ProcessItemInput: ProcessItemInput;
  ProcessPage: ResolverTypeWrapper<ProcessPage>;
  ProcessPerson: ResolverTypeWrapper<ProcessPerson>;
  ProcessProfile: ProcessProfile;
  ProcessRealization: ResolverTypeWrapper<ProcessRealization>;
  ProcessScenarios: ResolverTypeWrapper<Omit<ProcessScenarios, 'scenarios'> & { scenarios: Array<ResolversTypes['AwardScenario']> }>;
  ProcessSourceContract: ResolverTypeWrapper<ProcessSourceContract>;
  ProcessStatus: ProcessStatus;
  ProcessSummary: ResolverTypeWrapper<ProcessSummary>;
  ProcessSupplier: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaProcessSupplier, MakeRelationsOptional<ProcessSupplier, AllMappedModels>, AllMappedModels>>;
  ProcessSupplierInput: ProcessSupplierInput;
  ProcessType: ProcessType;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<{}>;
  Quotation: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaQuotation, MakeRelationsOptional<Quotation, AllMappedModels>, AllMappedModels>>;
  QuotationChange: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaQuotationChange, MakeRelationsOptional<QuotationChange, AllMappedModels>, AllMappedModels>>;
  QuotationFieldChange: ResolverTypeWrapper<QuotationFieldChange>;
  QuotationInput: QuotationInput;
  QuotationResponseStatus: QuotationResponseStatus;
  RealizationMonth: ResolverTypeWrapper<RealizationMonth>;
  Redwood: ResolverTypeWrapper<Redwood>;
  ReferenceData: ResolverTypeWrapper<ReferenceData>;
  ReferenceEntry: ResolverTypeWrapper<ReferenceEntry>;
  ResetPasswordInput: ResetPasswordInput;
  ReviewSpendImportInput: ReviewSpendImportInput;
  ReviewStatus: ReviewStatus;
  RoleInput: RoleInput;
  RolePage: ResolverTypeWrapper<RolePage>;
  RoundFormat: RoundFormat;
  RoundSchedule: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaRoundSchedule, MakeRelationsOptional<RoundSchedule, AllMappedModels>, AllMappedModels>>;
  RoundScheduleInput: RoundScheduleInput;
  SavingTotals: ResolverTypeWrapper<SavingTotals>;
  SavingsBreakdown: ResolverTypeWrapper<SavingsBreakdown>;
  SavingsCounts: ResolverTypeWrapper<SavingsCounts>;
  SavingsDashboard: ResolverTypeWrapper<SavingsDashboard>;
  SavingsFilter: SavingsFilter;
  SavingsFilterOptions: ResolverTypeWrapper<SavingsFilterOptions>;
  SavingsGroup: SavingsGroup;
  SavingsGroupRow: ResolverTypeWrapper<SavingsGroupRow>;
  SavingsMonth: ResolverTypeWrapper<SavingsMonth>;
  SavingsOption: ResolverTypeWrapper<SavingsOption>;
  SavingsSelection: SavingsSelection;
  SavingsStage: SavingsStage;
  SavingsTarget: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaSavingsTarget, MakeRelationsOptional<SavingsTarget, AllMappedModels>, AllMappedModels>>;
  SavingsTargetInput: SavingsTargetInput;
  SavingsTargets: ResolverTypeWrapper<Omit<SavingsTargets, 'targets'> & { targets: Array<ResolversTypes['SavingsTarget']> }>;
  ScenarioAllocation: ResolverTypeWrapper<ScenarioAllocation>;
  ScenarioApplied: ResolverTypeWrapper<ScenarioApplied>;
  ScenarioInput: ScenarioInput;
  ScenarioKeep: ResolverTypeWrapper<ScenarioKeep>;
  ScenarioKeepInput: ScenarioKeepInput;
  ScenarioKind: ScenarioKind;
  ScenarioProblem: ResolverTypeWrapper<ScenarioProblem>;
  ScenarioState: ScenarioState;
  ScenarioSupplierShare: ResolverTypeWrapper<ScenarioSupplierShare>;
  ScenarioTotals: ResolverTypeWrapper<ScenarioTotals>;
  SessionCompany: ResolverTypeWrapper<SessionCompany>;
  SessionRole: ResolverTypeWrapper<SessionRole>;
  SessionUser: ResolverTypeWrapper<SessionUser>;
  SignUpInput: SignUpInput;
  SourcingFromSpend: ResolverTypeWrapper<SourcingFromSpend>;
  SourcingItem: ResolverTypeWrapper<SourcingItem>;
  SpendAnalysis: ResolverTypeWrapper<SpendAnalysis>;
  SpendCompliance: ResolverTypeWrapper<SpendCompliance>;
  SpendDimension: SpendDimension;
  SpendDimensionOptions: ResolverTypeWrapper<SpendDimensionOptions>;
  SpendFilter: SpendFilter;
  SpendFilterEntry: ResolverTypeWrapper<SpendFilterEntry>;
  SpendFilterOptions: ResolverTypeWrapper<SpendFilterOptions>;
  SpendGroup: ResolverTypeWrapper<SpendGroup>;
  SpendImport: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaSpendImport, MakeRelationsOptional<SpendImport, AllMappedModels>, AllMappedModels>>;
  SpendImportProblem: ResolverTypeWrapper<SpendImportProblem>;
  SpendImportProfile: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaSpendImportProfile, MakeRelationsOptional<SpendImportProfile, AllMappedModels>, AllMappedModels>>;
  SpendImportStatus: SpendImportStatus;
  SpendMeasure: SpendMeasure;
  SpendMonth: ResolverTypeWrapper<SpendMonth>;
  SpendRealization: ResolverTypeWrapper<SpendRealization>;
  SpendSelection: SpendSelection;
  SpendSupplierToCreate: SpendSupplierToCreate;
  SpendUnknownValue: ResolverTypeWrapper<SpendUnknownValue>;
  SpendUnmatchedSupplier: ResolverTypeWrapper<SpendUnmatchedSupplier>;
  StartSpendImportInput: StartSpendImportInput;
  String: ResolverTypeWrapper<Scalars['String']>;
  Subscription: ResolverTypeWrapper<{}>;
  Supplier: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaSupplier, MakeRelationsOptional<Supplier, AllMappedModels>, AllMappedModels>>;
  SupplierAwarded: ResolverTypeWrapper<SupplierAwarded>;
  SupplierContact: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaSupplierContact, MakeRelationsOptional<SupplierContact, AllMappedModels>, AllMappedModels>>;
  SupplierContactInput: SupplierContactInput;
  SupplierDecision: SupplierDecision;
  SupplierExpiringContract: ResolverTypeWrapper<SupplierExpiringContract>;
  SupplierFilter: SupplierFilter;
  SupplierInput: SupplierInput;
  SupplierPage: ResolverTypeWrapper<Omit<SupplierPage, 'items'> & { items: Array<ResolversTypes['Supplier']> }>;
  SupplierScorecard: ResolverTypeWrapper<SupplierScorecard>;
  TeamMember: ResolverTypeWrapper<TeamMember>;
  TeamMemberRole: ResolverTypeWrapper<TeamMemberRole>;
  TeamRole: ResolverTypeWrapper<TeamRole>;
  TermBucket: TermBucket;
  TieRule: TieRule;
  Time: ResolverTypeWrapper<Scalars['Time']>;
  UnconvertedSavings: ResolverTypeWrapper<UnconvertedSavings>;
  UncoveredItem: ResolverTypeWrapper<UncoveredItem>;
  UpdateUserInput: UpdateUserInput;
  UserPage: ResolverTypeWrapper<UserPage>;
  WorkflowReview: ResolverTypeWrapper<MergePrismaWithSdlTypes<PrismaWorkflowReview, MakeRelationsOptional<WorkflowReview, AllMappedModels>, AllMappedModels>>;
  WorkflowReviewRole: ResolverTypeWrapper<WorkflowReviewRole>;
  WorkflowReviewStep: ResolverTypeWrapper<WorkflowReviewStep>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AbcCounts: AbcCounts;
  ApprovalStep: ApprovalStep;
  ApprovalStepInput: ApprovalStepInput;
  AuctionBidResult: AuctionBidResult;
  AuctionBidderCompany: AuctionBidderCompany;
  AuctionBidderContact: AuctionBidderContact;
  AuctionBidderItem: AuctionBidderItem;
  AuctionBidderPage: AuctionBidderPage;
  AuctionBidderProcess: AuctionBidderProcess;
  AuctionBidderStanding: AuctionBidderStanding;
  AuctionBidderUpdate: AuctionBidderUpdate;
  AuctionClock: AuctionClock;
  AuctionConsole: Omit<AuctionConsole, 'events'> & { events: Array<ResolversParentTypes['AuctionEvent']> };
  AuctionConsoleItem: AuctionConsoleItem;
  AuctionConsoleRanking: AuctionConsoleRanking;
  AuctionConsoleUpdate: Omit<AuctionConsoleUpdate, 'events'> & { events: Array<ResolversParentTypes['AuctionEvent']> };
  AuctionEvent: MergePrismaWithSdlTypes<PrismaAuctionEvent, MakeRelationsOptional<AuctionEvent, AllMappedModels>, AllMappedModels>;
  AuctionInput: AuctionInput;
  AuctionItemInput: AuctionItemInput;
  AuctionOwnBid: AuctionOwnBid;
  AuctionParticipant: AuctionParticipant;
  AuctionRank: AuctionRank;
  AuctionRoundLog: Omit<AuctionRoundLog, 'events'> & { events: Array<ResolversParentTypes['AuctionEvent']> };
  AuctionRules: AuctionRules;
  Award: MergePrismaWithSdlTypes<PrismaAward, MakeRelationsOptional<Award, AllMappedModels>, AllMappedModels>;
  AwardChange: AwardChange;
  AwardInput: AwardInput;
  AwardScenario: MergePrismaWithSdlTypes<PrismaAwardScenario, MakeRelationsOptional<AwardScenario, AllMappedModels>, AllMappedModels>;
  BigInt: Scalars['BigInt'];
  Boolean: Scalars['Boolean'];
  Byte: Scalars['Byte'];
  ChangePasswordInput: ChangePasswordInput;
  CompanySettings: CompanySettings;
  CompanySettingsInput: CompanySettingsInput;
  Contract: MergePrismaWithSdlTypes<PrismaContract, MakeRelationsOptional<Contract, AllMappedModels>, AllMappedModels>;
  ContractBucketCount: ContractBucketCount;
  ContractConsumptionMonth: ContractConsumptionMonth;
  ContractDashboard: ContractDashboard;
  ContractDraft: ContractDraft;
  ContractEdit: MergePrismaWithSdlTypes<PrismaContractEdit, MakeRelationsOptional<ContractEdit, AllMappedModels>, AllMappedModels>;
  ContractEditor: ContractEditor;
  ContractFilter: ContractFilter;
  ContractFilterOptions: ContractFilterOptions;
  ContractFromAwardInput: ContractFromAwardInput;
  ContractInput: ContractInput;
  ContractPage: Omit<ContractPage, 'items'> & { items: Array<ResolversParentTypes['Contract']> };
  ContractPerson: ContractPerson;
  ContractProposal: ContractProposal;
  ContractSource: ContractSource;
  CreateUserInput: CreateUserInput;
  Date: Scalars['Date'];
  DateTime: Scalars['DateTime'];
  Decimal: Scalars['Decimal'];
  DeletedScenario: DeletedScenario;
  ExchangeRate: MergePrismaWithSdlTypes<PrismaExchangeRate, MakeRelationsOptional<ExchangeRate, AllMappedModels>, AllMappedModels>;
  ExchangeRateInput: ExchangeRateInput;
  ExchangeRateKey: ExchangeRateKey;
  File: Scalars['File'];
  FinalSummaryInput: FinalSummaryInput;
  Float: Scalars['Float'];
  ForgotPasswordInput: ForgotPasswordInput;
  Int: Scalars['Int'];
  ItemDetail: MergePrismaWithSdlTypes<PrismaItemDetail, MakeRelationsOptional<ItemDetail, AllMappedModels>, AllMappedModels>;
  ItemDetailInput: ItemDetailInput;
  JSON: Scalars['JSON'];
  JSONObject: Scalars['JSONObject'];
  LeakageGroup: LeakageGroup;
  LinePaidAbove: LinePaidAbove;
  LinesPaidAbove: LinesPaidAbove;
  MadeContract: MadeContract;
  MaterialSpend: MaterialSpend;
  MaterialSpendMonth: MaterialSpendMonth;
  Mutation: {};
  OffContractLine: OffContractLine;
  OffContractLines: OffContractLines;
  PageInput: PageInput;
  PipelineItem: MergePrismaWithSdlTypes<PrismaPipelineItem, MakeRelationsOptional<PipelineItem, AllMappedModels>, AllMappedModels>;
  PipelineItemInput: PipelineItemInput;
  Plant: MergePrismaWithSdlTypes<PrismaPlant, MakeRelationsOptional<Plant, AllMappedModels>, AllMappedModels>;
  PlantInput: PlantInput;
  PortalContact: PortalContact;
  PortalInvitation: MergePrismaWithSdlTypes<PrismaPortalInvitation, MakeRelationsOptional<PortalInvitation, AllMappedModels>, AllMappedModels>;
  PortalOfferView: PortalOfferView;
  PortalRound: Omit<PortalRound, 'schedule' | 'suppliers'> & { schedule: Maybe<ResolversParentTypes['RoundSchedule']>, suppliers: Array<ResolversParentTypes['PortalSupplier']> };
  PortalSupplier: Omit<PortalSupplier, 'invitations'> & { invitations: Array<ResolversParentTypes['PortalInvitation']> };
  PriceCompliance: PriceCompliance;
  PriceVarianceGroup: PriceVarianceGroup;
  Process: MergePrismaWithSdlTypes<PrismaProcess, MakeRelationsOptional<Process, AllMappedModels>, AllMappedModels>;
  ProcessCandidate: ProcessCandidate;
  ProcessDeletion: MergePrismaWithSdlTypes<PrismaProcessDeletion, MakeRelationsOptional<ProcessDeletion, AllMappedModels>, AllMappedModels>;
  ProcessDeletionLog: Omit<ProcessDeletionLog, 'deletions'> & { deletions: Array<ResolversParentTypes['ProcessDeletion']> };
  ProcessFilter: ProcessFilter;
  ProcessInput: ProcessInput;
  ProcessItem: MergePrismaWithSdlTypes<PrismaProcessItem, MakeRelationsOptional<ProcessItem, AllMappedModels>, AllMappedModels>;
  ProcessItemInput: ProcessItemInput;
  ProcessPage: ProcessPage;
  ProcessPerson: ProcessPerson;
  ProcessRealization: ProcessRealization;
  ProcessScenarios: Omit<ProcessScenarios, 'scenarios'> & { scenarios: Array<ResolversParentTypes['AwardScenario']> };
  ProcessSourceContract: ProcessSourceContract;
  ProcessSummary: ProcessSummary;
  ProcessSupplier: MergePrismaWithSdlTypes<PrismaProcessSupplier, MakeRelationsOptional<ProcessSupplier, AllMappedModels>, AllMappedModels>;
  ProcessSupplierInput: ProcessSupplierInput;
  ProfileInput: ProfileInput;
  Query: {};
  Quotation: MergePrismaWithSdlTypes<PrismaQuotation, MakeRelationsOptional<Quotation, AllMappedModels>, AllMappedModels>;
  QuotationChange: MergePrismaWithSdlTypes<PrismaQuotationChange, MakeRelationsOptional<QuotationChange, AllMappedModels>, AllMappedModels>;
  QuotationFieldChange: QuotationFieldChange;
  QuotationInput: QuotationInput;
  RealizationMonth: RealizationMonth;
  Redwood: Redwood;
  ReferenceData: ReferenceData;
  ReferenceEntry: ReferenceEntry;
  ResetPasswordInput: ResetPasswordInput;
  ReviewSpendImportInput: ReviewSpendImportInput;
  RoleInput: RoleInput;
  RolePage: RolePage;
  RoundSchedule: MergePrismaWithSdlTypes<PrismaRoundSchedule, MakeRelationsOptional<RoundSchedule, AllMappedModels>, AllMappedModels>;
  RoundScheduleInput: RoundScheduleInput;
  SavingTotals: SavingTotals;
  SavingsBreakdown: SavingsBreakdown;
  SavingsCounts: SavingsCounts;
  SavingsDashboard: SavingsDashboard;
  SavingsFilter: SavingsFilter;
  SavingsFilterOptions: SavingsFilterOptions;
  SavingsGroupRow: SavingsGroupRow;
  SavingsMonth: SavingsMonth;
  SavingsOption: SavingsOption;
  SavingsSelection: SavingsSelection;
  SavingsTarget: MergePrismaWithSdlTypes<PrismaSavingsTarget, MakeRelationsOptional<SavingsTarget, AllMappedModels>, AllMappedModels>;
  SavingsTargetInput: SavingsTargetInput;
  SavingsTargets: Omit<SavingsTargets, 'targets'> & { targets: Array<ResolversParentTypes['SavingsTarget']> };
  ScenarioAllocation: ScenarioAllocation;
  ScenarioApplied: ScenarioApplied;
  ScenarioInput: ScenarioInput;
  ScenarioKeep: ScenarioKeep;
  ScenarioKeepInput: ScenarioKeepInput;
  ScenarioProblem: ScenarioProblem;
  ScenarioSupplierShare: ScenarioSupplierShare;
  ScenarioTotals: ScenarioTotals;
  SessionCompany: SessionCompany;
  SessionRole: SessionRole;
  SessionUser: SessionUser;
  SignUpInput: SignUpInput;
  SourcingFromSpend: SourcingFromSpend;
  SourcingItem: SourcingItem;
  SpendAnalysis: SpendAnalysis;
  SpendCompliance: SpendCompliance;
  SpendDimensionOptions: SpendDimensionOptions;
  SpendFilter: SpendFilter;
  SpendFilterEntry: SpendFilterEntry;
  SpendFilterOptions: SpendFilterOptions;
  SpendGroup: SpendGroup;
  SpendImport: MergePrismaWithSdlTypes<PrismaSpendImport, MakeRelationsOptional<SpendImport, AllMappedModels>, AllMappedModels>;
  SpendImportProblem: SpendImportProblem;
  SpendImportProfile: MergePrismaWithSdlTypes<PrismaSpendImportProfile, MakeRelationsOptional<SpendImportProfile, AllMappedModels>, AllMappedModels>;
  SpendMonth: SpendMonth;
  SpendRealization: SpendRealization;
  SpendSelection: SpendSelection;
  SpendSupplierToCreate: SpendSupplierToCreate;
  SpendUnknownValue: SpendUnknownValue;
  SpendUnmatchedSupplier: SpendUnmatchedSupplier;
  StartSpendImportInput: StartSpendImportInput;
  String: Scalars['String'];
  Subscription: {};
  Supplier: MergePrismaWithSdlTypes<PrismaSupplier, MakeRelationsOptional<Supplier, AllMappedModels>, AllMappedModels>;
  SupplierAwarded: SupplierAwarded;
  SupplierContact: MergePrismaWithSdlTypes<PrismaSupplierContact, MakeRelationsOptional<SupplierContact, AllMappedModels>, AllMappedModels>;
  SupplierContactInput: SupplierContactInput;
  SupplierDecision: SupplierDecision;
  SupplierExpiringContract: SupplierExpiringContract;
  SupplierFilter: SupplierFilter;
  SupplierInput: SupplierInput;
  SupplierPage: Omit<SupplierPage, 'items'> & { items: Array<ResolversParentTypes['Supplier']> };
  SupplierScorecard: SupplierScorecard;
  TeamMember: TeamMember;
  TeamMemberRole: TeamMemberRole;
  TeamRole: TeamRole;
  Time: Scalars['Time'];
  UnconvertedSavings: UnconvertedSavings;
  UncoveredItem: UncoveredItem;
  UpdateUserInput: UpdateUserInput;
  UserPage: UserPage;
  WorkflowReview: MergePrismaWithSdlTypes<PrismaWorkflowReview, MakeRelationsOptional<WorkflowReview, AllMappedModels>, AllMappedModels>;
  WorkflowReviewRole: WorkflowReviewRole;
  WorkflowReviewStep: WorkflowReviewStep;
};

export type liveDirectiveArgs = {
  if?: Maybe<Scalars['Boolean']>;
  throttle?: Maybe<Scalars['Int']>;
};

export type liveDirectiveResolver<Result, Parent, ContextType = RedwoodGraphQLContext, Args = liveDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type requireAuthDirectiveArgs = {
  roles?: Maybe<Array<Maybe<Scalars['String']>>>;
};

export type requireAuthDirectiveResolver<Result, Parent, ContextType = RedwoodGraphQLContext, Args = requireAuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type skipAuthDirectiveArgs = { };

export type skipAuthDirectiveResolver<Result, Parent, ContextType = RedwoodGraphQLContext, Args = skipAuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AbcCountsResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AbcCounts'] = ResolversParentTypes['AbcCounts']> = {
  A: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  B: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  C: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AbcCountsRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AbcCounts'] = ResolversParentTypes['AbcCounts']> = {
  A?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  B?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  C?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ApprovalStepResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ApprovalStep'] = ResolversParentTypes['ApprovalStep']> = {
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  priority: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  title: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  user: OptArgsResolverFn<ResolversTypes['ProcessPerson'], ParentType, ContextType>;
  userId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ApprovalStepRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ApprovalStep'] = ResolversParentTypes['ApprovalStep']> = {
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  priority?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  title?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  user?: RequiredResolverFn<ResolversTypes['ProcessPerson'], ParentType, ContextType>;
  userId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidResultResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidResult'] = ResolversParentTypes['AuctionBidResult']> = {
  accepted: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  at: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  clock: OptArgsResolverFn<ResolversTypes['AuctionClock'], ParentType, ContextType>;
  price: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  refusal: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  standing: OptArgsResolverFn<Maybe<ResolversTypes['AuctionBidderStanding']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidResultRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidResult'] = ResolversParentTypes['AuctionBidResult']> = {
  accepted?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  at?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  clock?: RequiredResolverFn<ResolversTypes['AuctionClock'], ParentType, ContextType>;
  price?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  refusal?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  standing?: RequiredResolverFn<Maybe<ResolversTypes['AuctionBidderStanding']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidderCompanyResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidderCompany'] = ResolversParentTypes['AuctionBidderCompany']> = {
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  timeZone: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidderCompanyRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidderCompany'] = ResolversParentTypes['AuctionBidderCompany']> = {
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidderContactResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidderContact'] = ResolversParentTypes['AuctionBidderContact']> = {
  language: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidderContactRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidderContact'] = ResolversParentTypes['AuctionBidderContact']> = {
  language?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidderItemResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidderItem'] = ResolversParentTypes['AuctionBidderItem']> = {
  annualVolume: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  code: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  description: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  standing: OptArgsResolverFn<ResolversTypes['AuctionBidderStanding'], ParentType, ContextType>;
  unit: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidderItemRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidderItem'] = ResolversParentTypes['AuctionBidderItem']> = {
  annualVolume?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  code?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  description?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  standing?: RequiredResolverFn<ResolversTypes['AuctionBidderStanding'], ParentType, ContextType>;
  unit?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidderPageResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidderPage'] = ResolversParentTypes['AuctionBidderPage']> = {
  bids: OptArgsResolverFn<Array<ResolversTypes['AuctionOwnBid']>, ParentType, ContextType>;
  clock: OptArgsResolverFn<ResolversTypes['AuctionClock'], ParentType, ContextType>;
  company: OptArgsResolverFn<ResolversTypes['AuctionBidderCompany'], ParentType, ContextType>;
  contact: OptArgsResolverFn<ResolversTypes['AuctionBidderContact'], ParentType, ContextType>;
  instructions: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  items: OptArgsResolverFn<Array<ResolversTypes['AuctionBidderItem']>, ParentType, ContextType>;
  process: OptArgsResolverFn<ResolversTypes['AuctionBidderProcess'], ParentType, ContextType>;
  round: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  rules: OptArgsResolverFn<ResolversTypes['AuctionRules'], ParentType, ContextType>;
  supplierName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidderPageRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidderPage'] = ResolversParentTypes['AuctionBidderPage']> = {
  bids?: RequiredResolverFn<Array<ResolversTypes['AuctionOwnBid']>, ParentType, ContextType>;
  clock?: RequiredResolverFn<ResolversTypes['AuctionClock'], ParentType, ContextType>;
  company?: RequiredResolverFn<ResolversTypes['AuctionBidderCompany'], ParentType, ContextType>;
  contact?: RequiredResolverFn<ResolversTypes['AuctionBidderContact'], ParentType, ContextType>;
  instructions?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  items?: RequiredResolverFn<Array<ResolversTypes['AuctionBidderItem']>, ParentType, ContextType>;
  process?: RequiredResolverFn<ResolversTypes['AuctionBidderProcess'], ParentType, ContextType>;
  round?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  rules?: RequiredResolverFn<ResolversTypes['AuctionRules'], ParentType, ContextType>;
  supplierName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidderProcessResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidderProcess'] = ResolversParentTypes['AuctionBidderProcess']> = {
  code: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  currency: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  title: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidderProcessRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidderProcess'] = ResolversParentTypes['AuctionBidderProcess']> = {
  code?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  currency?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  title?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidderStandingResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidderStanding'] = ResolversParentTypes['AuctionBidderStanding']> = {
  bestPrice: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  ceiling: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  highestBid: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  itemId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  ownBids: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  ownPrice: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  rank: OptArgsResolverFn<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidderStandingRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidderStanding'] = ResolversParentTypes['AuctionBidderStanding']> = {
  bestPrice?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  ceiling?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  highestBid?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  itemId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  ownBids?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  ownPrice?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  rank?: RequiredResolverFn<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidderUpdateResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidderUpdate'] = ResolversParentTypes['AuctionBidderUpdate']> = {
  clock: OptArgsResolverFn<ResolversTypes['AuctionClock'], ParentType, ContextType>;
  standing: OptArgsResolverFn<Maybe<ResolversTypes['AuctionBidderStanding']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionBidderUpdateRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionBidderUpdate'] = ResolversParentTypes['AuctionBidderUpdate']> = {
  clock?: RequiredResolverFn<ResolversTypes['AuctionClock'], ParentType, ContextType>;
  standing?: RequiredResolverFn<Maybe<ResolversTypes['AuctionBidderStanding']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionClockResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionClock'] = ResolversParentTypes['AuctionClock']> = {
  closedAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  closesAt: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  pausedAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  phase: OptArgsResolverFn<ResolversTypes['AuctionPhase'], ParentType, ContextType>;
  serverTime: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  startsAt: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionClockRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionClock'] = ResolversParentTypes['AuctionClock']> = {
  closedAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  closesAt?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  pausedAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  phase?: RequiredResolverFn<ResolversTypes['AuctionPhase'], ParentType, ContextType>;
  serverTime?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  startsAt?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionConsoleResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionConsole'] = ResolversParentTypes['AuctionConsole']> = {
  clock: OptArgsResolverFn<ResolversTypes['AuctionClock'], ParentType, ContextType>;
  closedByName: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decrement: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  decrementKind: OptArgsResolverFn<ResolversTypes['AuctionDecrement'], ParentType, ContextType>;
  durationMinutes: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  events: OptArgsResolverFn<Array<ResolversTypes['AuctionEvent']>, ParentType, ContextType>;
  extensionMinutes: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  items: OptArgsResolverFn<Array<ResolversTypes['AuctionConsoleItem']>, ParentType, ContextType>;
  participants: OptArgsResolverFn<Array<ResolversTypes['AuctionParticipant']>, ParentType, ContextType>;
  round: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  scheduleId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  triggerMinutes: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  visibility: OptArgsResolverFn<ResolversTypes['AuctionVisibility'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionConsoleRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionConsole'] = ResolversParentTypes['AuctionConsole']> = {
  clock?: RequiredResolverFn<ResolversTypes['AuctionClock'], ParentType, ContextType>;
  closedByName?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decrement?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  decrementKind?: RequiredResolverFn<ResolversTypes['AuctionDecrement'], ParentType, ContextType>;
  durationMinutes?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  events?: RequiredResolverFn<Array<ResolversTypes['AuctionEvent']>, ParentType, ContextType>;
  extensionMinutes?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  items?: RequiredResolverFn<Array<ResolversTypes['AuctionConsoleItem']>, ParentType, ContextType>;
  participants?: RequiredResolverFn<Array<ResolversTypes['AuctionParticipant']>, ParentType, ContextType>;
  round?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  scheduleId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  triggerMinutes?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  visibility?: RequiredResolverFn<ResolversTypes['AuctionVisibility'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionConsoleItemResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionConsoleItem'] = ResolversParentTypes['AuctionConsoleItem']> = {
  annualVolume: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  baseline: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  ceiling: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  code: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  description: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  ranking: OptArgsResolverFn<Array<ResolversTypes['AuctionRank']>, ParentType, ContextType>;
  unit: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionConsoleItemRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionConsoleItem'] = ResolversParentTypes['AuctionConsoleItem']> = {
  annualVolume?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  baseline?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  ceiling?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  code?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  description?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  ranking?: RequiredResolverFn<Array<ResolversTypes['AuctionRank']>, ParentType, ContextType>;
  unit?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionConsoleRankingResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionConsoleRanking'] = ResolversParentTypes['AuctionConsoleRanking']> = {
  itemId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  ranking: OptArgsResolverFn<Array<ResolversTypes['AuctionRank']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionConsoleRankingRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionConsoleRanking'] = ResolversParentTypes['AuctionConsoleRanking']> = {
  itemId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  ranking?: RequiredResolverFn<Array<ResolversTypes['AuctionRank']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionConsoleUpdateResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionConsoleUpdate'] = ResolversParentTypes['AuctionConsoleUpdate']> = {
  clock: OptArgsResolverFn<ResolversTypes['AuctionClock'], ParentType, ContextType>;
  events: OptArgsResolverFn<Array<ResolversTypes['AuctionEvent']>, ParentType, ContextType>;
  item: OptArgsResolverFn<Maybe<ResolversTypes['AuctionConsoleRanking']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionConsoleUpdateRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionConsoleUpdate'] = ResolversParentTypes['AuctionConsoleUpdate']> = {
  clock?: RequiredResolverFn<ResolversTypes['AuctionClock'], ParentType, ContextType>;
  events?: RequiredResolverFn<Array<ResolversTypes['AuctionEvent']>, ParentType, ContextType>;
  item?: RequiredResolverFn<Maybe<ResolversTypes['AuctionConsoleRanking']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionEventResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionEvent'] = ResolversParentTypes['AuctionEvent']> = {
  at: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  byName: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closesAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemId: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind: OptArgsResolverFn<ResolversTypes['AuctionEventKind'], ParentType, ContextType>;
  price: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  reason: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierId: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierName: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionEventRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionEvent'] = ResolversParentTypes['AuctionEvent']> = {
  at?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  byName?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closesAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: RequiredResolverFn<ResolversTypes['AuctionEventKind'], ParentType, ContextType>;
  price?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  reason?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierId?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierName?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionOwnBidResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionOwnBid'] = ResolversParentTypes['AuctionOwnBid']> = {
  at: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  itemId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  price: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionOwnBidRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionOwnBid'] = ResolversParentTypes['AuctionOwnBid']> = {
  at?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  itemId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  price?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionParticipantResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionParticipant'] = ResolversParentTypes['AuctionParticipant']> = {
  bids: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  connected: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  invited: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionParticipantRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionParticipant'] = ResolversParentTypes['AuctionParticipant']> = {
  bids?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  connected?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  invited?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionRankResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionRank'] = ResolversParentTypes['AuctionRank']> = {
  bids: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  eventId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  price: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  supplierId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionRankRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionRank'] = ResolversParentTypes['AuctionRank']> = {
  bids?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  eventId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  price?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  supplierId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionRoundLogResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionRoundLog'] = ResolversParentTypes['AuctionRoundLog']> = {
  events: OptArgsResolverFn<Array<ResolversTypes['AuctionEvent']>, ParentType, ContextType>;
  round: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  timeZone: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionRoundLogRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionRoundLog'] = ResolversParentTypes['AuctionRoundLog']> = {
  events?: RequiredResolverFn<Array<ResolversTypes['AuctionEvent']>, ParentType, ContextType>;
  round?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  timeZone?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionRulesResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionRules'] = ResolversParentTypes['AuctionRules']> = {
  decrement: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  decrementKind: OptArgsResolverFn<ResolversTypes['AuctionDecrement'], ParentType, ContextType>;
  durationMinutes: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  extensionMinutes: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  triggerMinutes: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  visibility: OptArgsResolverFn<ResolversTypes['AuctionVisibility'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuctionRulesRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AuctionRules'] = ResolversParentTypes['AuctionRules']> = {
  decrement?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  decrementKind?: RequiredResolverFn<ResolversTypes['AuctionDecrement'], ParentType, ContextType>;
  durationMinutes?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  extensionMinutes?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  triggerMinutes?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  visibility?: RequiredResolverFn<ResolversTypes['AuctionVisibility'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AwardResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Award'] = ResolversParentTypes['Award']> = {
  annualVolume: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  contractLength: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  contractPeriod: OptArgsResolverFn<ResolversTypes['AgreementPeriod'], ParentType, ContextType>;
  ghgClause: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  incotermId: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meetOrReleaseClause: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  otherKeyTerms: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentTerms: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  priceMechanism: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  quotationId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  rebate: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  rebateDetail: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  takeOrPay: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  terminationClause: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalContractValue: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalContractVolume: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  unitPrice: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  volume: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AwardRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Award'] = ResolversParentTypes['Award']> = {
  annualVolume?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  contractLength?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  contractPeriod?: RequiredResolverFn<ResolversTypes['AgreementPeriod'], ParentType, ContextType>;
  ghgClause?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  incotermId?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meetOrReleaseClause?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  otherKeyTerms?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentTerms?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  priceMechanism?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  quotationId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  rebate?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  rebateDetail?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  takeOrPay?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  terminationClause?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalContractValue?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalContractVolume?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  unitPrice?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  volume?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AwardChangeResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AwardChange'] = ResolversParentTypes['AwardChange']> = {
  currentVolume: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  itemId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  scenarioVolume: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  supplierId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AwardChangeRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AwardChange'] = ResolversParentTypes['AwardChange']> = {
  currentVolume?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  itemId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  scenarioVolume?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  supplierId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AwardScenarioResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AwardScenario'] = ResolversParentTypes['AwardScenario']> = {
  allocations: OptArgsResolverFn<Array<ResolversTypes['ScenarioAllocation']>, ParentType, ContextType>;
  changes: OptArgsResolverFn<Array<ResolversTypes['AwardChange']>, ParentType, ContextType>;
  computedAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  dualItemIds: OptArgsResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dualMinimumPercent: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  exclude: OptArgsResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  gapPercent: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  keep: OptArgsResolverFn<Array<ResolversTypes['ScenarioKeep']>, ParentType, ContextType>;
  kind: OptArgsResolverFn<ResolversTypes['ScenarioKind'], ParentType, ContextType>;
  maxSharePercent: OptArgsResolverFn<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxSuppliers: OptArgsResolverFn<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  optimal: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  problem: OptArgsResolverFn<Maybe<ResolversTypes['ScenarioProblem']>, ParentType, ContextType>;
  progress: OptArgsResolverFn<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  solveSeconds: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  stale: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  state: OptArgsResolverFn<ResolversTypes['ScenarioState'], ParentType, ContextType>;
  suppliers: OptArgsResolverFn<Array<ResolversTypes['ScenarioSupplierShare']>, ParentType, ContextType>;
  tieRule: OptArgsResolverFn<ResolversTypes['TieRule'], ParentType, ContextType>;
  totals: OptArgsResolverFn<ResolversTypes['ScenarioTotals'], ParentType, ContextType>;
  uncovered: OptArgsResolverFn<Array<ResolversTypes['UncoveredItem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AwardScenarioRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['AwardScenario'] = ResolversParentTypes['AwardScenario']> = {
  allocations?: RequiredResolverFn<Array<ResolversTypes['ScenarioAllocation']>, ParentType, ContextType>;
  changes?: RequiredResolverFn<Array<ResolversTypes['AwardChange']>, ParentType, ContextType>;
  computedAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  dualItemIds?: RequiredResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dualMinimumPercent?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  exclude?: RequiredResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  gapPercent?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  keep?: RequiredResolverFn<Array<ResolversTypes['ScenarioKeep']>, ParentType, ContextType>;
  kind?: RequiredResolverFn<ResolversTypes['ScenarioKind'], ParentType, ContextType>;
  maxSharePercent?: RequiredResolverFn<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxSuppliers?: RequiredResolverFn<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  optimal?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  problem?: RequiredResolverFn<Maybe<ResolversTypes['ScenarioProblem']>, ParentType, ContextType>;
  progress?: RequiredResolverFn<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  solveSeconds?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  stale?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: RequiredResolverFn<ResolversTypes['ScenarioState'], ParentType, ContextType>;
  suppliers?: RequiredResolverFn<Array<ResolversTypes['ScenarioSupplierShare']>, ParentType, ContextType>;
  tieRule?: RequiredResolverFn<ResolversTypes['TieRule'], ParentType, ContextType>;
  totals?: RequiredResolverFn<ResolversTypes['ScenarioTotals'], ParentType, ContextType>;
  uncovered?: RequiredResolverFn<Array<ResolversTypes['UncoveredItem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface BigIntScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['BigInt'], any> {
  name: 'BigInt';
}

export interface ByteScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Byte'], any> {
  name: 'Byte';
}

export type CompanySettingsResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['CompanySettings'] = ResolversParentTypes['CompanySettings']> = {
  allowSelfApproval: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  currencyCode: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  currencyLocked: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  portalGraceHours: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  priceVarianceThreshold: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  timeZone: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CompanySettingsRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['CompanySettings'] = ResolversParentTypes['CompanySettings']> = {
  allowSelfApproval?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  currencyCode?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  currencyLocked?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  portalGraceHours?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  priceVarianceThreshold?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  timeZone?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Contract'] = ResolversParentTypes['Contract']> = {
  actionDescription: OptArgsResolverFn<ResolversTypes['ContractActionDescription'], ParentType, ContextType>;
  actionNeed: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  amountRealizedPerMonth: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  balanceBucket: OptArgsResolverFn<Maybe<ResolversTypes['TermBucket']>, ParentType, ContextType>;
  balanceSource: OptArgsResolverFn<ResolversTypes['ContractBalanceSource'], ParentType, ContextType>;
  businessDivisionId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  businessDivisionNameEn: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  businessDivisionNamePt: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  categoryManagerId: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryManagerName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  comment: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  contractId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  currentBalance: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  endDate: OptArgsResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  estimatedConclusionDate: OptArgsResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  estimatedEndingDate: OptArgsResolverFn<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  length: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  light: OptArgsResolverFn<ResolversTypes['TermBucket'], ParentType, ContextType>;
  material: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  materialCategoryId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  materialCategoryNameEn: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  materialCategoryNamePt: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  paymentTerm: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  regionId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  regionNameEn: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  regionNamePt: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  remainingDaysForBalance: OptArgsResolverFn<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  remainingDaysForLength: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  sourceProcess: OptArgsResolverFn<Maybe<ResolversTypes['ContractSource']>, ParentType, ContextType>;
  startDate: OptArgsResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  status: OptArgsResolverFn<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  supplier: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  termBucket: OptArgsResolverFn<ResolversTypes['TermBucket'], ParentType, ContextType>;
  totalBalance: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Contract'] = ResolversParentTypes['Contract']> = {
  actionDescription?: RequiredResolverFn<ResolversTypes['ContractActionDescription'], ParentType, ContextType>;
  actionNeed?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  amountRealizedPerMonth?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  balanceBucket?: RequiredResolverFn<Maybe<ResolversTypes['TermBucket']>, ParentType, ContextType>;
  balanceSource?: RequiredResolverFn<ResolversTypes['ContractBalanceSource'], ParentType, ContextType>;
  businessDivisionId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  businessDivisionNameEn?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  businessDivisionNamePt?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  categoryManagerId?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryManagerName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  comment?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  contractId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  currentBalance?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  endDate?: RequiredResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  estimatedConclusionDate?: RequiredResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  estimatedEndingDate?: RequiredResolverFn<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  length?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  light?: RequiredResolverFn<ResolversTypes['TermBucket'], ParentType, ContextType>;
  material?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  materialCategoryId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  materialCategoryNameEn?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  materialCategoryNamePt?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  paymentTerm?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  regionId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  regionNameEn?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  regionNamePt?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  remainingDaysForBalance?: RequiredResolverFn<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  remainingDaysForLength?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  sourceProcess?: RequiredResolverFn<Maybe<ResolversTypes['ContractSource']>, ParentType, ContextType>;
  startDate?: RequiredResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  status?: RequiredResolverFn<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  supplier?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  termBucket?: RequiredResolverFn<ResolversTypes['TermBucket'], ParentType, ContextType>;
  totalBalance?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractBucketCountResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractBucketCount'] = ResolversParentTypes['ContractBucketCount']> = {
  bucket: OptArgsResolverFn<ResolversTypes['TermBucket'], ParentType, ContextType>;
  byBalance: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  byTerm: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractBucketCountRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractBucketCount'] = ResolversParentTypes['ContractBucketCount']> = {
  bucket?: RequiredResolverFn<ResolversTypes['TermBucket'], ParentType, ContextType>;
  byBalance?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  byTerm?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractConsumptionMonthResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractConsumptionMonth'] = ResolversParentTypes['ContractConsumptionMonth']> = {
  amount: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  lines: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  month: OptArgsResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  priceVariance: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  unitOfMeasureCode: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  volume: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractConsumptionMonthRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractConsumptionMonth'] = ResolversParentTypes['ContractConsumptionMonth']> = {
  amount?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  lines?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  month?: RequiredResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  priceVariance?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  unitOfMeasureCode?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  volume?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractDashboardResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractDashboard'] = ResolversParentTypes['ContractDashboard']> = {
  averagePaymentTerm: OptArgsResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  buckets: OptArgsResolverFn<Array<ResolversTypes['ContractBucketCount']>, ParentType, ContextType>;
  totalContracts: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  weightedPaymentTerm: OptArgsResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractDashboardRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractDashboard'] = ResolversParentTypes['ContractDashboard']> = {
  averagePaymentTerm?: RequiredResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  buckets?: RequiredResolverFn<Array<ResolversTypes['ContractBucketCount']>, ParentType, ContextType>;
  totalContracts?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  weightedPaymentTerm?: RequiredResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractDraftResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractDraft'] = ResolversParentTypes['ContractDraft']> = {
  actionDescription: OptArgsResolverFn<ResolversTypes['ContractActionDescription'], ParentType, ContextType>;
  actionNeed: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  businessDivisionId: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryManagerId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  comment: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  contractId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  currentBalance: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  endDate: OptArgsResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  estimatedConclusionDate: OptArgsResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  material: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  materialCategoryId: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentTerm: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  regionId: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate: OptArgsResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  status: OptArgsResolverFn<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  supplier: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  totalBalance: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractDraftRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractDraft'] = ResolversParentTypes['ContractDraft']> = {
  actionDescription?: RequiredResolverFn<ResolversTypes['ContractActionDescription'], ParentType, ContextType>;
  actionNeed?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  businessDivisionId?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryManagerId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  comment?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  contractId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  currentBalance?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  endDate?: RequiredResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  estimatedConclusionDate?: RequiredResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  material?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  materialCategoryId?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentTerm?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  regionId?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: RequiredResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  status?: RequiredResolverFn<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  supplier?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  totalBalance?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractEditResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractEdit'] = ResolversParentTypes['ContractEdit']> = {
  changes: OptArgsResolverFn<ResolversTypes['JSON'], ParentType, ContextType>;
  createdAt: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  user: OptArgsResolverFn<Maybe<ResolversTypes['ContractEditor']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractEditRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractEdit'] = ResolversParentTypes['ContractEdit']> = {
  changes?: RequiredResolverFn<ResolversTypes['JSON'], ParentType, ContextType>;
  createdAt?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  user?: RequiredResolverFn<Maybe<ResolversTypes['ContractEditor']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractEditorResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractEditor'] = ResolversParentTypes['ContractEditor']> = {
  firstName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lastName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractEditorRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractEditor'] = ResolversParentTypes['ContractEditor']> = {
  firstName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractFilterOptionsResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractFilterOptions'] = ResolversParentTypes['ContractFilterOptions']> = {
  businessDivisions: OptArgsResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  categoryManagers: OptArgsResolverFn<Array<ResolversTypes['ContractPerson']>, ParentType, ContextType>;
  materialCategories: OptArgsResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  materials: OptArgsResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  regions: OptArgsResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  suppliers: OptArgsResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractFilterOptionsRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractFilterOptions'] = ResolversParentTypes['ContractFilterOptions']> = {
  businessDivisions?: RequiredResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  categoryManagers?: RequiredResolverFn<Array<ResolversTypes['ContractPerson']>, ParentType, ContextType>;
  materialCategories?: RequiredResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  materials?: RequiredResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  regions?: RequiredResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  suppliers?: RequiredResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractPageResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractPage'] = ResolversParentTypes['ContractPage']> = {
  items: OptArgsResolverFn<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
  total: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractPageRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractPage'] = ResolversParentTypes['ContractPage']> = {
  items?: RequiredResolverFn<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
  total?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractPersonResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractPerson'] = ResolversParentTypes['ContractPerson']> = {
  firstName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lastName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractPersonRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractPerson'] = ResolversParentTypes['ContractPerson']> = {
  firstName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractProposalResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractProposal'] = ResolversParentTypes['ContractProposal']> = {
  awardCurrency: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  awardId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  awardValue: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  contract: OptArgsResolverFn<Maybe<ResolversTypes['MadeContract']>, ParentType, ContextType>;
  draft: OptArgsResolverFn<ResolversTypes['ContractDraft'], ParentType, ContextType>;
  itemCode: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemDescription: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractProposalRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractProposal'] = ResolversParentTypes['ContractProposal']> = {
  awardCurrency?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  awardId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  awardValue?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  contract?: RequiredResolverFn<Maybe<ResolversTypes['MadeContract']>, ParentType, ContextType>;
  draft?: RequiredResolverFn<ResolversTypes['ContractDraft'], ParentType, ContextType>;
  itemCode?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemDescription?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractSourceResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractSource'] = ResolversParentTypes['ContractSource']> = {
  code: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractSourceRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ContractSource'] = ResolversParentTypes['ContractSource']> = {
  code?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DeletedScenarioResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['DeletedScenario'] = ResolversParentTypes['DeletedScenario']> = {
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeletedScenarioRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['DeletedScenario'] = ResolversParentTypes['DeletedScenario']> = {
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ExchangeRateResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ExchangeRate'] = ResolversParentTypes['ExchangeRate']> = {
  currencyCode: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  month: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  rate: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ExchangeRateRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ExchangeRate'] = ResolversParentTypes['ExchangeRate']> = {
  currencyCode?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  month?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  rate?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type ItemDetailResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ItemDetail'] = ResolversParentTypes['ItemDetail']> = {
  annualVolume: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  baselinePrice: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  categoryId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  existingContractAnnualValue: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  existingContractAnnualVolume: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  existingContractGhgClause: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  existingContractLength: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  existingContractMeetOrRelease: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  existingContractTakeOrPay: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  existingContractTermValue: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  existingContractTermVolume: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  existingRebate: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  historicalPrice: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  historicalValue: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  incotermId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  paymentTerms: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  supplyOriginId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  totalValue: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  unitOfMeasureId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ItemDetailRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ItemDetail'] = ResolversParentTypes['ItemDetail']> = {
  annualVolume?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  baselinePrice?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  categoryId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  existingContractAnnualValue?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  existingContractAnnualVolume?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  existingContractGhgClause?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  existingContractLength?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  existingContractMeetOrRelease?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  existingContractTakeOrPay?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  existingContractTermValue?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  existingContractTermVolume?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  existingRebate?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  historicalPrice?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  historicalValue?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  incotermId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  paymentTerms?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  supplyOriginId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  totalValue?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  unitOfMeasureId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface JSONScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export interface JSONObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type LeakageGroupResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['LeakageGroup'] = ResolversParentTypes['LeakageGroup']> = {
  amount: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  key: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lines: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LeakageGroupRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['LeakageGroup'] = ResolversParentTypes['LeakageGroup']> = {
  amount?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  key?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lines?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LinePaidAboveResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['LinePaidAbove'] = ResolversParentTypes['LinePaidAbove']> = {
  amount: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  contractId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  date: OptArgsResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  plant: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  priceVariance: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  supplier: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  unitOfMeasureCode: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  volume: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LinePaidAboveRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['LinePaidAbove'] = ResolversParentTypes['LinePaidAbove']> = {
  amount?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  contractId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  date?: RequiredResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  plant?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  priceVariance?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  supplier?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  unitOfMeasureCode?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  volume?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LinesPaidAboveResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['LinesPaidAbove'] = ResolversParentTypes['LinesPaidAbove']> = {
  lines: OptArgsResolverFn<Array<ResolversTypes['LinePaidAbove']>, ParentType, ContextType>;
  total: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LinesPaidAboveRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['LinesPaidAbove'] = ResolversParentTypes['LinesPaidAbove']> = {
  lines?: RequiredResolverFn<Array<ResolversTypes['LinePaidAbove']>, ParentType, ContextType>;
  total?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MadeContractResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['MadeContract'] = ResolversParentTypes['MadeContract']> = {
  contractId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MadeContractRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['MadeContract'] = ResolversParentTypes['MadeContract']> = {
  contractId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MaterialSpendResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['MaterialSpend'] = ResolversParentTypes['MaterialSpend']> = {
  annualSpend: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  annualVolume: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  historicalPrice: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  material: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  months: OptArgsResolverFn<Array<ResolversTypes['MaterialSpendMonth']>, ParentType, ContextType>;
  unitOfMeasureId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MaterialSpendRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['MaterialSpend'] = ResolversParentTypes['MaterialSpend']> = {
  annualSpend?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  annualVolume?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  historicalPrice?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  material?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  months?: RequiredResolverFn<Array<ResolversTypes['MaterialSpendMonth']>, ParentType, ContextType>;
  unitOfMeasureId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MaterialSpendMonthResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['MaterialSpendMonth'] = ResolversParentTypes['MaterialSpendMonth']> = {
  month: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  spend: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  volume: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MaterialSpendMonthRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['MaterialSpendMonth'] = ResolversParentTypes['MaterialSpendMonth']> = {
  month?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  spend?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  volume?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  applyScenario: Resolver<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationapplyScenarioArgs, 'id'>>;
  cancelScenario: Resolver<ResolversTypes['AwardScenario'], ParentType, ContextType, RequireFields<MutationcancelScenarioArgs, 'id'>>;
  cancelSpendImport: Resolver<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<MutationcancelSpendImportArgs, 'id'>>;
  changePassword: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationchangePasswordArgs, 'input'>>;
  closePortalRound: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationclosePortalRoundArgs, 'processId' | 'round'>>;
  createContract: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationcreateContractArgs, 'input'>>;
  createContractsFromAwards: Resolver<Array<ResolversTypes['ContractProposal']>, ParentType, ContextType, RequireFields<MutationcreateContractsFromAwardsArgs, 'input' | 'processId'>>;
  createProcess: Resolver<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationcreateProcessArgs, 'input'>>;
  createRole: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType, RequireFields<MutationcreateRoleArgs, 'input'>>;
  createSupplier: Resolver<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<MutationcreateSupplierArgs, 'input'>>;
  createUser: Resolver<ResolversTypes['TeamMember'], ParentType, ContextType, RequireFields<MutationcreateUserArgs, 'input'>>;
  deleteExchangeRate: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationdeleteExchangeRateArgs, 'input'>>;
  deleteProcess: Resolver<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationdeleteProcessArgs, 'id'>>;
  deleteQuotationRound: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationdeleteQuotationRoundArgs, 'processId' | 'round'>>;
  deleteRole: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType, RequireFields<MutationdeleteRoleArgs, 'id'>>;
  deleteScenario: Resolver<ResolversTypes['DeletedScenario'], ParentType, ContextType, RequireFields<MutationdeleteScenarioArgs, 'id'>>;
  deleteSpendImportProfile: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationdeleteSpendImportProfileArgs, 'id'>>;
  deleteSupplier: Resolver<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<MutationdeleteSupplierArgs, 'id'>>;
  deleteUser: Resolver<ResolversTypes['TeamMember'], ParentType, ContextType, RequireFields<MutationdeleteUserArgs, 'id'>>;
  endAuction: Resolver<ResolversTypes['AuctionConsole'], ParentType, ContextType, RequireFields<MutationendAuctionArgs, 'processId' | 'round'>>;
  extendAuction: Resolver<ResolversTypes['AuctionConsole'], ParentType, ContextType, RequireFields<MutationextendAuctionArgs, 'minutes' | 'processId' | 'round'>>;
  importSpendDuplicates: Resolver<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<MutationimportSpendDuplicatesArgs, 'id'>>;
  importValidSpendLines: Resolver<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<MutationimportValidSpendLinesArgs, 'id'>>;
  inviteToRound: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationinviteToRoundArgs, 'contactIds' | 'processId' | 'round'>>;
  pauseAuction: Resolver<ResolversTypes['AuctionConsole'], ParentType, ContextType, RequireFields<MutationpauseAuctionArgs, 'processId' | 'round'>>;
  placeAuctionBid: Resolver<ResolversTypes['AuctionBidResult'], ParentType, ContextType, RequireFields<MutationplaceAuctionBidArgs, 'itemId' | 'price' | 'token'>>;
  recomputeScenario: Resolver<ResolversTypes['AwardScenario'], ParentType, ContextType, RequireFields<MutationrecomputeScenarioArgs, 'id'>>;
  requestPasswordReset: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationrequestPasswordResetArgs, 'input'>>;
  rereadSpendImport: Resolver<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<MutationrereadSpendImportArgs, 'id'>>;
  resendPortalInvitation: Resolver<ResolversTypes['PortalInvitation'], ParentType, ContextType, RequireFields<MutationresendPortalInvitationArgs, 'id'>>;
  resetPassword: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationresetPasswordArgs, 'input'>>;
  resumeAuction: Resolver<ResolversTypes['AuctionConsole'], ParentType, ContextType, RequireFields<MutationresumeAuctionArgs, 'processId' | 'round'>>;
  reviewSpendImport: Resolver<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<MutationreviewSpendImportArgs, 'id' | 'input'>>;
  revokePortalInvitation: Resolver<ResolversTypes['PortalInvitation'], ParentType, ContextType, RequireFields<MutationrevokePortalInvitationArgs, 'id'>>;
  rollBackSpendImport: Resolver<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<MutationrollBackSpendImportArgs, 'id'>>;
  saveAwards: Resolver<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationsaveAwardsArgs, 'input' | 'processId'>>;
  saveExchangeRate: Resolver<ResolversTypes['ExchangeRate'], ParentType, ContextType, RequireFields<MutationsaveExchangeRateArgs, 'input'>>;
  saveFinalSummary: Resolver<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationsaveFinalSummaryArgs, 'id' | 'input'>>;
  saveItemDetails: Resolver<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationsaveItemDetailsArgs, 'input' | 'processId'>>;
  savePipeline: Resolver<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationsavePipelineArgs, 'input' | 'processId'>>;
  saveQuotationRound: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationsaveQuotationRoundArgs, 'input' | 'processId' | 'round'>>;
  saveSavingsTarget: Resolver<ResolversTypes['SavingsTarget'], ParentType, ContextType, RequireFields<MutationsaveSavingsTargetArgs, 'input'>>;
  saveScenario: Resolver<ResolversTypes['AwardScenario'], ParentType, ContextType, RequireFields<MutationsaveScenarioArgs, 'input' | 'processId'>>;
  saveSuppliers: Resolver<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationsaveSuppliersArgs, 'input' | 'processId'>>;
  scheduleAuction: Resolver<ResolversTypes['AuctionConsole'], ParentType, ContextType, RequireFields<MutationscheduleAuctionArgs, 'input' | 'processId' | 'round'>>;
  scheduleRound: Resolver<ResolversTypes['RoundSchedule'], ParentType, ContextType, RequireFields<MutationscheduleRoundArgs, 'input' | 'processId' | 'round'>>;
  sendProcessForApproval: Resolver<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationsendProcessForApprovalArgs, 'id' | 'input'>>;
  signUp: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType, RequireFields<MutationsignUpArgs, 'input'>>;
  startSpendImport: Resolver<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<MutationstartSpendImportArgs, 'id' | 'input'>>;
  updateCompanySettings: Resolver<ResolversTypes['CompanySettings'], ParentType, ContextType, RequireFields<MutationupdateCompanySettingsArgs, 'input'>>;
  updateContract: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationupdateContractArgs, 'id' | 'input'>>;
  updateMyLocale: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType, RequireFields<MutationupdateMyLocaleArgs, 'locale'>>;
  updateProcess: Resolver<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationupdateProcessArgs, 'id' | 'input'>>;
  updateProfile: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType, RequireFields<MutationupdateProfileArgs, 'input'>>;
  updateRole: Resolver<ResolversTypes['TeamRole'], ParentType, ContextType, RequireFields<MutationupdateRoleArgs, 'id' | 'input'>>;
  updateSupplier: Resolver<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<MutationupdateSupplierArgs, 'id' | 'input'>>;
  updateUser: Resolver<ResolversTypes['TeamMember'], ParentType, ContextType, RequireFields<MutationupdateUserArgs, 'id' | 'input'>>;
};

export type MutationRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  applyScenario?: RequiredResolverFn<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationapplyScenarioArgs, 'id'>>;
  cancelScenario?: RequiredResolverFn<ResolversTypes['AwardScenario'], ParentType, ContextType, RequireFields<MutationcancelScenarioArgs, 'id'>>;
  cancelSpendImport?: RequiredResolverFn<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<MutationcancelSpendImportArgs, 'id'>>;
  changePassword?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationchangePasswordArgs, 'input'>>;
  closePortalRound?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationclosePortalRoundArgs, 'processId' | 'round'>>;
  createContract?: RequiredResolverFn<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationcreateContractArgs, 'input'>>;
  createContractsFromAwards?: RequiredResolverFn<Array<ResolversTypes['ContractProposal']>, ParentType, ContextType, RequireFields<MutationcreateContractsFromAwardsArgs, 'input' | 'processId'>>;
  createProcess?: RequiredResolverFn<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationcreateProcessArgs, 'input'>>;
  createRole?: RequiredResolverFn<ResolversTypes['TeamRole'], ParentType, ContextType, RequireFields<MutationcreateRoleArgs, 'input'>>;
  createSupplier?: RequiredResolverFn<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<MutationcreateSupplierArgs, 'input'>>;
  createUser?: RequiredResolverFn<ResolversTypes['TeamMember'], ParentType, ContextType, RequireFields<MutationcreateUserArgs, 'input'>>;
  deleteExchangeRate?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationdeleteExchangeRateArgs, 'input'>>;
  deleteProcess?: RequiredResolverFn<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationdeleteProcessArgs, 'id'>>;
  deleteQuotationRound?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationdeleteQuotationRoundArgs, 'processId' | 'round'>>;
  deleteRole?: RequiredResolverFn<ResolversTypes['TeamRole'], ParentType, ContextType, RequireFields<MutationdeleteRoleArgs, 'id'>>;
  deleteScenario?: RequiredResolverFn<ResolversTypes['DeletedScenario'], ParentType, ContextType, RequireFields<MutationdeleteScenarioArgs, 'id'>>;
  deleteSpendImportProfile?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationdeleteSpendImportProfileArgs, 'id'>>;
  deleteSupplier?: RequiredResolverFn<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<MutationdeleteSupplierArgs, 'id'>>;
  deleteUser?: RequiredResolverFn<ResolversTypes['TeamMember'], ParentType, ContextType, RequireFields<MutationdeleteUserArgs, 'id'>>;
  endAuction?: RequiredResolverFn<ResolversTypes['AuctionConsole'], ParentType, ContextType, RequireFields<MutationendAuctionArgs, 'processId' | 'round'>>;
  extendAuction?: RequiredResolverFn<ResolversTypes['AuctionConsole'], ParentType, ContextType, RequireFields<MutationextendAuctionArgs, 'minutes' | 'processId' | 'round'>>;
  importSpendDuplicates?: RequiredResolverFn<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<MutationimportSpendDuplicatesArgs, 'id'>>;
  importValidSpendLines?: RequiredResolverFn<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<MutationimportValidSpendLinesArgs, 'id'>>;
  inviteToRound?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationinviteToRoundArgs, 'contactIds' | 'processId' | 'round'>>;
  pauseAuction?: RequiredResolverFn<ResolversTypes['AuctionConsole'], ParentType, ContextType, RequireFields<MutationpauseAuctionArgs, 'processId' | 'round'>>;
  placeAuctionBid?: RequiredResolverFn<ResolversTypes['AuctionBidResult'], ParentType, ContextType, RequireFields<MutationplaceAuctionBidArgs, 'itemId' | 'price' | 'token'>>;
  recomputeScenario?: RequiredResolverFn<ResolversTypes['AwardScenario'], ParentType, ContextType, RequireFields<MutationrecomputeScenarioArgs, 'id'>>;
  requestPasswordReset?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationrequestPasswordResetArgs, 'input'>>;
  rereadSpendImport?: RequiredResolverFn<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<MutationrereadSpendImportArgs, 'id'>>;
  resendPortalInvitation?: RequiredResolverFn<ResolversTypes['PortalInvitation'], ParentType, ContextType, RequireFields<MutationresendPortalInvitationArgs, 'id'>>;
  resetPassword?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationresetPasswordArgs, 'input'>>;
  resumeAuction?: RequiredResolverFn<ResolversTypes['AuctionConsole'], ParentType, ContextType, RequireFields<MutationresumeAuctionArgs, 'processId' | 'round'>>;
  reviewSpendImport?: RequiredResolverFn<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<MutationreviewSpendImportArgs, 'id' | 'input'>>;
  revokePortalInvitation?: RequiredResolverFn<ResolversTypes['PortalInvitation'], ParentType, ContextType, RequireFields<MutationrevokePortalInvitationArgs, 'id'>>;
  rollBackSpendImport?: RequiredResolverFn<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<MutationrollBackSpendImportArgs, 'id'>>;
  saveAwards?: RequiredResolverFn<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationsaveAwardsArgs, 'input' | 'processId'>>;
  saveExchangeRate?: RequiredResolverFn<ResolversTypes['ExchangeRate'], ParentType, ContextType, RequireFields<MutationsaveExchangeRateArgs, 'input'>>;
  saveFinalSummary?: RequiredResolverFn<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationsaveFinalSummaryArgs, 'id' | 'input'>>;
  saveItemDetails?: RequiredResolverFn<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationsaveItemDetailsArgs, 'input' | 'processId'>>;
  savePipeline?: RequiredResolverFn<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationsavePipelineArgs, 'input' | 'processId'>>;
  saveQuotationRound?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationsaveQuotationRoundArgs, 'input' | 'processId' | 'round'>>;
  saveSavingsTarget?: RequiredResolverFn<ResolversTypes['SavingsTarget'], ParentType, ContextType, RequireFields<MutationsaveSavingsTargetArgs, 'input'>>;
  saveScenario?: RequiredResolverFn<ResolversTypes['AwardScenario'], ParentType, ContextType, RequireFields<MutationsaveScenarioArgs, 'input' | 'processId'>>;
  saveSuppliers?: RequiredResolverFn<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationsaveSuppliersArgs, 'input' | 'processId'>>;
  scheduleAuction?: RequiredResolverFn<ResolversTypes['AuctionConsole'], ParentType, ContextType, RequireFields<MutationscheduleAuctionArgs, 'input' | 'processId' | 'round'>>;
  scheduleRound?: RequiredResolverFn<ResolversTypes['RoundSchedule'], ParentType, ContextType, RequireFields<MutationscheduleRoundArgs, 'input' | 'processId' | 'round'>>;
  sendProcessForApproval?: RequiredResolverFn<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationsendProcessForApprovalArgs, 'id' | 'input'>>;
  signUp?: RequiredResolverFn<ResolversTypes['SessionUser'], ParentType, ContextType, RequireFields<MutationsignUpArgs, 'input'>>;
  startSpendImport?: RequiredResolverFn<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<MutationstartSpendImportArgs, 'id' | 'input'>>;
  updateCompanySettings?: RequiredResolverFn<ResolversTypes['CompanySettings'], ParentType, ContextType, RequireFields<MutationupdateCompanySettingsArgs, 'input'>>;
  updateContract?: RequiredResolverFn<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<MutationupdateContractArgs, 'id' | 'input'>>;
  updateMyLocale?: RequiredResolverFn<ResolversTypes['SessionUser'], ParentType, ContextType, RequireFields<MutationupdateMyLocaleArgs, 'locale'>>;
  updateProcess?: RequiredResolverFn<ResolversTypes['Process'], ParentType, ContextType, RequireFields<MutationupdateProcessArgs, 'id' | 'input'>>;
  updateProfile?: RequiredResolverFn<ResolversTypes['SessionUser'], ParentType, ContextType, RequireFields<MutationupdateProfileArgs, 'input'>>;
  updateRole?: RequiredResolverFn<ResolversTypes['TeamRole'], ParentType, ContextType, RequireFields<MutationupdateRoleArgs, 'id' | 'input'>>;
  updateSupplier?: RequiredResolverFn<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<MutationupdateSupplierArgs, 'id' | 'input'>>;
  updateUser?: RequiredResolverFn<ResolversTypes['TeamMember'], ParentType, ContextType, RequireFields<MutationupdateUserArgs, 'id' | 'input'>>;
};

export type OffContractLineResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['OffContractLine'] = ResolversParentTypes['OffContractLine']> = {
  amount: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  contractId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  contractSupplier: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  date: OptArgsResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  material: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  plant: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  reason: OptArgsResolverFn<ResolversTypes['OffContractReason'], ParentType, ContextType>;
  supplier: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OffContractLineRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['OffContractLine'] = ResolversParentTypes['OffContractLine']> = {
  amount?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  contractId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  contractSupplier?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  date?: RequiredResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  material?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  plant?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  reason?: RequiredResolverFn<ResolversTypes['OffContractReason'], ParentType, ContextType>;
  supplier?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OffContractLinesResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['OffContractLines'] = ResolversParentTypes['OffContractLines']> = {
  lines: OptArgsResolverFn<Array<ResolversTypes['OffContractLine']>, ParentType, ContextType>;
  total: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OffContractLinesRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['OffContractLines'] = ResolversParentTypes['OffContractLines']> = {
  lines?: RequiredResolverFn<Array<ResolversTypes['OffContractLine']>, ParentType, ContextType>;
  total?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PipelineItemResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PipelineItem'] = ResolversParentTypes['PipelineItem']> = {
  annualVolume: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  baselineUnit: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  contractLength: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  expectedResultUnit: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  historicalPricingUnit: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PipelineItemRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PipelineItem'] = ResolversParentTypes['PipelineItem']> = {
  annualVolume?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  baselineUnit?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  contractLength?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  expectedResultUnit?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  historicalPricingUnit?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PlantResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Plant'] = ResolversParentTypes['Plant']> = {
  countryId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  description: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  plant: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  regionId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PlantRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Plant'] = ResolversParentTypes['Plant']> = {
  countryId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  description?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  plant?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  regionId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PortalContactResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PortalContact'] = ResolversParentTypes['PortalContact']> = {
  email: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  language: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PortalContactRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PortalContact'] = ResolversParentTypes['PortalContact']> = {
  email?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  language?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PortalInvitationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PortalInvitation'] = ResolversParentTypes['PortalInvitation']> = {
  bouncedAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  language: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  openedAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  revokedAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  revokedByName: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PortalInvitationRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PortalInvitation'] = ResolversParentTypes['PortalInvitation']> = {
  bouncedAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  language?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  openedAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  revokedAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  revokedByName?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PortalOfferViewResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PortalOfferView'] = ResolversParentTypes['PortalOfferView']> = {
  declined: OptArgsResolverFn<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  itemId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PortalOfferViewRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PortalOfferView'] = ResolversParentTypes['PortalOfferView']> = {
  declined?: RequiredResolverFn<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  itemId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PortalRoundResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PortalRound'] = ResolversParentTypes['PortalRound']> = {
  schedule: OptArgsResolverFn<Maybe<ResolversTypes['RoundSchedule']>, ParentType, ContextType>;
  suppliers: OptArgsResolverFn<Array<ResolversTypes['PortalSupplier']>, ParentType, ContextType>;
  timeZone: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PortalRoundRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PortalRound'] = ResolversParentTypes['PortalRound']> = {
  schedule?: RequiredResolverFn<Maybe<ResolversTypes['RoundSchedule']>, ParentType, ContextType>;
  suppliers?: RequiredResolverFn<Array<ResolversTypes['PortalSupplier']>, ParentType, ContextType>;
  timeZone?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PortalSupplierResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PortalSupplier'] = ResolversParentTypes['PortalSupplier']> = {
  contacts: OptArgsResolverFn<Array<ResolversTypes['PortalContact']>, ParentType, ContextType>;
  invitations: OptArgsResolverFn<Array<ResolversTypes['PortalInvitation']>, ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  offers: OptArgsResolverFn<Maybe<Array<ResolversTypes['PortalOfferView']>>, ParentType, ContextType>;
  remindedAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status: OptArgsResolverFn<Maybe<ResolversTypes['PortalStatus']>, ParentType, ContextType>;
  submittedAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  submittedBy: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PortalSupplierRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PortalSupplier'] = ResolversParentTypes['PortalSupplier']> = {
  contacts?: RequiredResolverFn<Array<ResolversTypes['PortalContact']>, ParentType, ContextType>;
  invitations?: RequiredResolverFn<Array<ResolversTypes['PortalInvitation']>, ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  offers?: RequiredResolverFn<Maybe<Array<ResolversTypes['PortalOfferView']>>, ParentType, ContextType>;
  remindedAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: RequiredResolverFn<Maybe<ResolversTypes['PortalStatus']>, ParentType, ContextType>;
  submittedAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  submittedBy?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PriceComplianceResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PriceCompliance'] = ResolversParentTypes['PriceCompliance']> = {
  above: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  byMonth: OptArgsResolverFn<Array<ResolversTypes['PriceVarianceGroup']>, ParentType, ContextType>;
  bySupplier: OptArgsResolverFn<Array<ResolversTypes['PriceVarianceGroup']>, ParentType, ContextType>;
  currencyCode: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  linesAbove: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  variance: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PriceComplianceRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PriceCompliance'] = ResolversParentTypes['PriceCompliance']> = {
  above?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  byMonth?: RequiredResolverFn<Array<ResolversTypes['PriceVarianceGroup']>, ParentType, ContextType>;
  bySupplier?: RequiredResolverFn<Array<ResolversTypes['PriceVarianceGroup']>, ParentType, ContextType>;
  currencyCode?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  linesAbove?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  variance?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PriceVarianceGroupResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PriceVarianceGroup'] = ResolversParentTypes['PriceVarianceGroup']> = {
  above: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  key: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lines: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  linesAbove: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  variance: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PriceVarianceGroupRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['PriceVarianceGroup'] = ResolversParentTypes['PriceVarianceGroup']> = {
  above?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  key?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lines?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  linesAbove?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  variance?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Process'] = ResolversParentTypes['Process']> = {
  approvalWorkflow: OptArgsResolverFn<Array<ResolversTypes['ApprovalStep']>, ParentType, ContextType>;
  awaitsMyReview: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  awardedQuotations: OptArgsResolverFn<Array<ResolversTypes['Quotation']>, ParentType, ContextType>;
  awards: OptArgsResolverFn<Array<ResolversTypes['Award']>, ParentType, ContextType>;
  canDelete: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  categoryManager: OptArgsResolverFn<ResolversTypes['ProcessPerson'], ParentType, ContextType>;
  categoryManagerId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  code: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  competitorsAdvantages: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency: OptArgsResolverFn<ResolversTypes['ReferenceEntry'], ParentType, ContextType>;
  currencyId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  currentContractStatus: OptArgsResolverFn<ResolversTypes['CurrentContractStatus'], ParentType, ContextType>;
  effectiveDate: OptArgsResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  endingDate: OptArgsResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  executiveSummary: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  finalExecutiveSummary: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  items: OptArgsResolverFn<Array<ResolversTypes['ProcessItem']>, ParentType, ContextType>;
  keyStakeholders: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownedByMe: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  parentProcessDescription: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  plants: OptArgsResolverFn<Array<ResolversTypes['Plant']>, ParentType, ContextType>;
  processDescription: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  processNumber: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  processProfile: OptArgsResolverFn<ResolversTypes['ProcessProfile'], ParentType, ContextType>;
  processType: OptArgsResolverFn<ResolversTypes['ProcessType'], ParentType, ContextType>;
  rounds: OptArgsResolverFn<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  selfApprovalBarred: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  sourceContract: OptArgsResolverFn<Maybe<ResolversTypes['ProcessSourceContract']>, ParentType, ContextType>;
  stakeholdersRequirementsLong: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stakeholdersRequirementsShort: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status: OptArgsResolverFn<ResolversTypes['ProcessStatus'], ParentType, ContextType>;
  supplierFeedbackRelationship: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suppliers: OptArgsResolverFn<Array<ResolversTypes['ProcessSupplier']>, ParentType, ContextType>;
  title: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Process'] = ResolversParentTypes['Process']> = {
  approvalWorkflow?: RequiredResolverFn<Array<ResolversTypes['ApprovalStep']>, ParentType, ContextType>;
  awaitsMyReview?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  awardedQuotations?: RequiredResolverFn<Array<ResolversTypes['Quotation']>, ParentType, ContextType>;
  awards?: RequiredResolverFn<Array<ResolversTypes['Award']>, ParentType, ContextType>;
  canDelete?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  categoryManager?: RequiredResolverFn<ResolversTypes['ProcessPerson'], ParentType, ContextType>;
  categoryManagerId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  code?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  competitorsAdvantages?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: RequiredResolverFn<ResolversTypes['ReferenceEntry'], ParentType, ContextType>;
  currencyId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  currentContractStatus?: RequiredResolverFn<ResolversTypes['CurrentContractStatus'], ParentType, ContextType>;
  effectiveDate?: RequiredResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  endingDate?: RequiredResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  executiveSummary?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  finalExecutiveSummary?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  items?: RequiredResolverFn<Array<ResolversTypes['ProcessItem']>, ParentType, ContextType>;
  keyStakeholders?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownedByMe?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  parentProcessDescription?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  plants?: RequiredResolverFn<Array<ResolversTypes['Plant']>, ParentType, ContextType>;
  processDescription?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  processNumber?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  processProfile?: RequiredResolverFn<ResolversTypes['ProcessProfile'], ParentType, ContextType>;
  processType?: RequiredResolverFn<ResolversTypes['ProcessType'], ParentType, ContextType>;
  rounds?: RequiredResolverFn<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  selfApprovalBarred?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  sourceContract?: RequiredResolverFn<Maybe<ResolversTypes['ProcessSourceContract']>, ParentType, ContextType>;
  stakeholdersRequirementsLong?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stakeholdersRequirementsShort?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: RequiredResolverFn<ResolversTypes['ProcessStatus'], ParentType, ContextType>;
  supplierFeedbackRelationship?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suppliers?: RequiredResolverFn<Array<ResolversTypes['ProcessSupplier']>, ParentType, ContextType>;
  title?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessCandidateResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessCandidate'] = ResolversParentTypes['ProcessCandidate']> = {
  firstName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lastName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  roleBuiltIn: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roleName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessCandidateRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessCandidate'] = ResolversParentTypes['ProcessCandidate']> = {
  firstName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  roleBuiltIn?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roleName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessDeletionResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessDeletion'] = ResolversParentTypes['ProcessDeletion']> = {
  code: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  deletedAt: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedByName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  number: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  status: OptArgsResolverFn<ResolversTypes['ProcessStatus'], ParentType, ContextType>;
  title: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessDeletionRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessDeletion'] = ResolversParentTypes['ProcessDeletion']> = {
  code?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  deletedAt?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedByName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  number?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  status?: RequiredResolverFn<ResolversTypes['ProcessStatus'], ParentType, ContextType>;
  title?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessDeletionLogResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessDeletionLog'] = ResolversParentTypes['ProcessDeletionLog']> = {
  canRead: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  deletions: OptArgsResolverFn<Array<ResolversTypes['ProcessDeletion']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessDeletionLogRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessDeletionLog'] = ResolversParentTypes['ProcessDeletionLog']> = {
  canRead?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  deletions?: RequiredResolverFn<Array<ResolversTypes['ProcessDeletion']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessItemResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessItem'] = ResolversParentTypes['ProcessItem']> = {
  code: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  description: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  detail: OptArgsResolverFn<Maybe<ResolversTypes['ItemDetail']>, ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  pipeline: OptArgsResolverFn<Maybe<ResolversTypes['PipelineItem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessItemRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessItem'] = ResolversParentTypes['ProcessItem']> = {
  code?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  description?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  detail?: RequiredResolverFn<Maybe<ResolversTypes['ItemDetail']>, ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  pipeline?: RequiredResolverFn<Maybe<ResolversTypes['PipelineItem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessPageResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessPage'] = ResolversParentTypes['ProcessPage']> = {
  items: OptArgsResolverFn<Array<ResolversTypes['ProcessSummary']>, ParentType, ContextType>;
  total: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessPageRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessPage'] = ResolversParentTypes['ProcessPage']> = {
  items?: RequiredResolverFn<Array<ResolversTypes['ProcessSummary']>, ParentType, ContextType>;
  total?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessPersonResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessPerson'] = ResolversParentTypes['ProcessPerson']> = {
  firstName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lastName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessPersonRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessPerson'] = ResolversParentTypes['ProcessPerson']> = {
  firstName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessRealizationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessRealization'] = ResolversParentTypes['ProcessRealization']> = {
  currencyCode: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  months: OptArgsResolverFn<Array<ResolversTypes['RealizationMonth']>, ParentType, ContextType>;
  negotiated: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  rate: OptArgsResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessRealizationRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessRealization'] = ResolversParentTypes['ProcessRealization']> = {
  currencyCode?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  months?: RequiredResolverFn<Array<ResolversTypes['RealizationMonth']>, ParentType, ContextType>;
  negotiated?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  rate?: RequiredResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessScenariosResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessScenarios'] = ResolversParentTypes['ProcessScenarios']> = {
  history: OptArgsResolverFn<Array<ResolversTypes['ScenarioApplied']>, ParentType, ContextType>;
  incumbents: OptArgsResolverFn<Array<ResolversTypes['ScenarioKeep']>, ParentType, ContextType>;
  scenarios: OptArgsResolverFn<Array<ResolversTypes['AwardScenario']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessScenariosRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessScenarios'] = ResolversParentTypes['ProcessScenarios']> = {
  history?: RequiredResolverFn<Array<ResolversTypes['ScenarioApplied']>, ParentType, ContextType>;
  incumbents?: RequiredResolverFn<Array<ResolversTypes['ScenarioKeep']>, ParentType, ContextType>;
  scenarios?: RequiredResolverFn<Array<ResolversTypes['AwardScenario']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessSourceContractResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessSourceContract'] = ResolversParentTypes['ProcessSourceContract']> = {
  contractId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplier: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessSourceContractRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessSourceContract'] = ResolversParentTypes['ProcessSourceContract']> = {
  contractId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplier?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessSummaryResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessSummary'] = ResolversParentTypes['ProcessSummary']> = {
  categoryManager: OptArgsResolverFn<ResolversTypes['ProcessPerson'], ParentType, ContextType>;
  code: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  createdAt: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  processDescription: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  processType: OptArgsResolverFn<ResolversTypes['ProcessType'], ParentType, ContextType>;
  status: OptArgsResolverFn<ResolversTypes['ProcessStatus'], ParentType, ContextType>;
  title: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessSummaryRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessSummary'] = ResolversParentTypes['ProcessSummary']> = {
  categoryManager?: RequiredResolverFn<ResolversTypes['ProcessPerson'], ParentType, ContextType>;
  code?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  processDescription?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  processType?: RequiredResolverFn<ResolversTypes['ProcessType'], ParentType, ContextType>;
  status?: RequiredResolverFn<ResolversTypes['ProcessStatus'], ParentType, ContextType>;
  title?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessSupplierResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessSupplier'] = ResolversParentTypes['ProcessSupplier']> = {
  associatedParty: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  blockReason: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  financialRisk: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  litigant: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  sapCode: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierId: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  technicalApproval: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  vat: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProcessSupplierRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ProcessSupplier'] = ResolversParentTypes['ProcessSupplier']> = {
  associatedParty?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  blockReason?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  financialRisk?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  litigant?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  sapCode?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierId?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  technicalApproval?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  vat?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auctionBidder: Resolver<ResolversTypes['AuctionBidderPage'], ParentType, ContextType, RequireFields<QueryauctionBidderArgs, 'token'>>;
  auctionConsole: Resolver<Maybe<ResolversTypes['AuctionConsole']>, ParentType, ContextType, RequireFields<QueryauctionConsoleArgs, 'processId' | 'round'>>;
  auctionLogs: Resolver<Array<ResolversTypes['AuctionRoundLog']>, ParentType, ContextType, RequireFields<QueryauctionLogsArgs, 'processId'>>;
  companySettings: OptArgsResolverFn<ResolversTypes['CompanySettings'], ParentType, ContextType>;
  contract: Resolver<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<QuerycontractArgs, 'id'>>;
  contractConsumption: Resolver<Array<ResolversTypes['ContractConsumptionMonth']>, ParentType, ContextType, RequireFields<QuerycontractConsumptionArgs, 'id'>>;
  contractDashboard: Resolver<ResolversTypes['ContractDashboard'], ParentType, ContextType, Partial<QuerycontractDashboardArgs>>;
  contractEdits: Resolver<Array<ResolversTypes['ContractEdit']>, ParentType, ContextType, RequireFields<QuerycontractEditsArgs, 'id'>>;
  contractFilterOptions: OptArgsResolverFn<ResolversTypes['ContractFilterOptions'], ParentType, ContextType>;
  contractLinesPaidAbove: Resolver<Array<ResolversTypes['LinePaidAbove']>, ParentType, ContextType, RequireFields<QuerycontractLinesPaidAboveArgs, 'id'>>;
  contractProposals: Resolver<Array<ResolversTypes['ContractProposal']>, ParentType, ContextType, RequireFields<QuerycontractProposalsArgs, 'processId'>>;
  contracts: Resolver<ResolversTypes['ContractPage'], ParentType, ContextType, RequireFields<QuerycontractsArgs, 'page'>>;
  exchangeRates: OptArgsResolverFn<Array<ResolversTypes['ExchangeRate']>, ParentType, ContextType>;
  linesPaidAbove: Resolver<ResolversTypes['LinesPaidAbove'], ParentType, ContextType, Partial<QuerylinesPaidAboveArgs>>;
  materialSpend: Resolver<Array<ResolversTypes['MaterialSpend']>, ParentType, ContextType, RequireFields<QuerymaterialSpendArgs, 'materials'>>;
  offContractLines: Resolver<ResolversTypes['OffContractLines'], ParentType, ContextType, Partial<QueryoffContractLinesArgs>>;
  portalAnswerHistory: Resolver<Array<ResolversTypes['QuotationChange']>, ParentType, ContextType, RequireFields<QueryportalAnswerHistoryArgs, 'processId' | 'round'>>;
  portalRound: Resolver<ResolversTypes['PortalRound'], ParentType, ContextType, RequireFields<QueryportalRoundArgs, 'processId' | 'round'>>;
  priceCompliance: Resolver<ResolversTypes['PriceCompliance'], ParentType, ContextType, Partial<QuerypriceComplianceArgs>>;
  process: Resolver<ResolversTypes['Process'], ParentType, ContextType, RequireFields<QueryprocessArgs, 'id'>>;
  processCandidates: OptArgsResolverFn<Array<ResolversTypes['ProcessCandidate']>, ParentType, ContextType>;
  processDeletionLog: OptArgsResolverFn<ResolversTypes['ProcessDeletionLog'], ParentType, ContextType>;
  processFlow: Resolver<Array<ResolversTypes['WorkflowReview']>, ParentType, ContextType, RequireFields<QueryprocessFlowArgs, 'id'>>;
  processQuotations: Resolver<Array<ResolversTypes['Quotation']>, ParentType, ContextType, RequireFields<QueryprocessQuotationsArgs, 'processId'>>;
  processRealization: Resolver<ResolversTypes['ProcessRealization'], ParentType, ContextType, RequireFields<QueryprocessRealizationArgs, 'id'>>;
  processScenarios: Resolver<ResolversTypes['ProcessScenarios'], ParentType, ContextType, RequireFields<QueryprocessScenariosArgs, 'processId'>>;
  processes: Resolver<ResolversTypes['ProcessPage'], ParentType, ContextType, RequireFields<QueryprocessesArgs, 'page'>>;
  quotationRound: Resolver<Array<ResolversTypes['Quotation']>, ParentType, ContextType, RequireFields<QueryquotationRoundArgs, 'processId' | 'round'>>;
  redwood: OptArgsResolverFn<Maybe<ResolversTypes['Redwood']>, ParentType, ContextType>;
  referenceData: OptArgsResolverFn<ResolversTypes['ReferenceData'], ParentType, ContextType>;
  roles: Resolver<ResolversTypes['RolePage'], ParentType, ContextType, RequireFields<QueryrolesArgs, 'page'>>;
  savingsDashboard: Resolver<ResolversTypes['SavingsDashboard'], ParentType, ContextType, Partial<QuerysavingsDashboardArgs>>;
  savingsFilterOptions: Resolver<ResolversTypes['SavingsFilterOptions'], ParentType, ContextType, Partial<QuerysavingsFilterOptionsArgs>>;
  savingsTargets: OptArgsResolverFn<ResolversTypes['SavingsTargets'], ParentType, ContextType>;
  sourcingFromSpend: Resolver<ResolversTypes['SourcingFromSpend'], ParentType, ContextType, RequireFields<QuerysourcingFromSpendArgs, 'selection'>>;
  spendAnalysis: Resolver<ResolversTypes['SpendAnalysis'], ParentType, ContextType, RequireFields<QueryspendAnalysisArgs, 'dimension' | 'measure'>>;
  spendCompliance: Resolver<ResolversTypes['SpendCompliance'], ParentType, ContextType, Partial<QueryspendComplianceArgs>>;
  spendFilterOptions: Resolver<ResolversTypes['SpendFilterOptions'], ParentType, ContextType, Partial<QueryspendFilterOptionsArgs>>;
  spendImport: Resolver<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<QueryspendImportArgs, 'id'>>;
  spendImportProfiles: OptArgsResolverFn<Array<ResolversTypes['SpendImportProfile']>, ParentType, ContextType>;
  spendImports: OptArgsResolverFn<Array<ResolversTypes['SpendImport']>, ParentType, ContextType>;
  supplier: Resolver<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<QuerysupplierArgs, 'id'>>;
  supplierMatches: Resolver<Array<ResolversTypes['Supplier']>, ParentType, ContextType, RequireFields<QuerysupplierMatchesArgs, 'search'>>;
  supplierScorecard: Resolver<ResolversTypes['SupplierScorecard'], ParentType, ContextType, RequireFields<QuerysupplierScorecardArgs, 'id'>>;
  suppliers: Resolver<ResolversTypes['SupplierPage'], ParentType, ContextType, RequireFields<QuerysuppliersArgs, 'page'>>;
  users: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryusersArgs, 'page'>>;
};

export type QueryRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  auctionBidder?: RequiredResolverFn<ResolversTypes['AuctionBidderPage'], ParentType, ContextType, RequireFields<QueryauctionBidderArgs, 'token'>>;
  auctionConsole?: RequiredResolverFn<Maybe<ResolversTypes['AuctionConsole']>, ParentType, ContextType, RequireFields<QueryauctionConsoleArgs, 'processId' | 'round'>>;
  auctionLogs?: RequiredResolverFn<Array<ResolversTypes['AuctionRoundLog']>, ParentType, ContextType, RequireFields<QueryauctionLogsArgs, 'processId'>>;
  companySettings?: RequiredResolverFn<ResolversTypes['CompanySettings'], ParentType, ContextType>;
  contract?: RequiredResolverFn<ResolversTypes['Contract'], ParentType, ContextType, RequireFields<QuerycontractArgs, 'id'>>;
  contractConsumption?: RequiredResolverFn<Array<ResolversTypes['ContractConsumptionMonth']>, ParentType, ContextType, RequireFields<QuerycontractConsumptionArgs, 'id'>>;
  contractDashboard?: RequiredResolverFn<ResolversTypes['ContractDashboard'], ParentType, ContextType, Partial<QuerycontractDashboardArgs>>;
  contractEdits?: RequiredResolverFn<Array<ResolversTypes['ContractEdit']>, ParentType, ContextType, RequireFields<QuerycontractEditsArgs, 'id'>>;
  contractFilterOptions?: RequiredResolverFn<ResolversTypes['ContractFilterOptions'], ParentType, ContextType>;
  contractLinesPaidAbove?: RequiredResolverFn<Array<ResolversTypes['LinePaidAbove']>, ParentType, ContextType, RequireFields<QuerycontractLinesPaidAboveArgs, 'id'>>;
  contractProposals?: RequiredResolverFn<Array<ResolversTypes['ContractProposal']>, ParentType, ContextType, RequireFields<QuerycontractProposalsArgs, 'processId'>>;
  contracts?: RequiredResolverFn<ResolversTypes['ContractPage'], ParentType, ContextType, RequireFields<QuerycontractsArgs, 'page'>>;
  exchangeRates?: RequiredResolverFn<Array<ResolversTypes['ExchangeRate']>, ParentType, ContextType>;
  linesPaidAbove?: RequiredResolverFn<ResolversTypes['LinesPaidAbove'], ParentType, ContextType, Partial<QuerylinesPaidAboveArgs>>;
  materialSpend?: RequiredResolverFn<Array<ResolversTypes['MaterialSpend']>, ParentType, ContextType, RequireFields<QuerymaterialSpendArgs, 'materials'>>;
  offContractLines?: RequiredResolverFn<ResolversTypes['OffContractLines'], ParentType, ContextType, Partial<QueryoffContractLinesArgs>>;
  portalAnswerHistory?: RequiredResolverFn<Array<ResolversTypes['QuotationChange']>, ParentType, ContextType, RequireFields<QueryportalAnswerHistoryArgs, 'processId' | 'round'>>;
  portalRound?: RequiredResolverFn<ResolversTypes['PortalRound'], ParentType, ContextType, RequireFields<QueryportalRoundArgs, 'processId' | 'round'>>;
  priceCompliance?: RequiredResolverFn<ResolversTypes['PriceCompliance'], ParentType, ContextType, Partial<QuerypriceComplianceArgs>>;
  process?: RequiredResolverFn<ResolversTypes['Process'], ParentType, ContextType, RequireFields<QueryprocessArgs, 'id'>>;
  processCandidates?: RequiredResolverFn<Array<ResolversTypes['ProcessCandidate']>, ParentType, ContextType>;
  processDeletionLog?: RequiredResolverFn<ResolversTypes['ProcessDeletionLog'], ParentType, ContextType>;
  processFlow?: RequiredResolverFn<Array<ResolversTypes['WorkflowReview']>, ParentType, ContextType, RequireFields<QueryprocessFlowArgs, 'id'>>;
  processQuotations?: RequiredResolverFn<Array<ResolversTypes['Quotation']>, ParentType, ContextType, RequireFields<QueryprocessQuotationsArgs, 'processId'>>;
  processRealization?: RequiredResolverFn<ResolversTypes['ProcessRealization'], ParentType, ContextType, RequireFields<QueryprocessRealizationArgs, 'id'>>;
  processScenarios?: RequiredResolverFn<ResolversTypes['ProcessScenarios'], ParentType, ContextType, RequireFields<QueryprocessScenariosArgs, 'processId'>>;
  processes?: RequiredResolverFn<ResolversTypes['ProcessPage'], ParentType, ContextType, RequireFields<QueryprocessesArgs, 'page'>>;
  quotationRound?: RequiredResolverFn<Array<ResolversTypes['Quotation']>, ParentType, ContextType, RequireFields<QueryquotationRoundArgs, 'processId' | 'round'>>;
  redwood?: RequiredResolverFn<Maybe<ResolversTypes['Redwood']>, ParentType, ContextType>;
  referenceData?: RequiredResolverFn<ResolversTypes['ReferenceData'], ParentType, ContextType>;
  roles?: RequiredResolverFn<ResolversTypes['RolePage'], ParentType, ContextType, RequireFields<QueryrolesArgs, 'page'>>;
  savingsDashboard?: RequiredResolverFn<ResolversTypes['SavingsDashboard'], ParentType, ContextType, Partial<QuerysavingsDashboardArgs>>;
  savingsFilterOptions?: RequiredResolverFn<ResolversTypes['SavingsFilterOptions'], ParentType, ContextType, Partial<QuerysavingsFilterOptionsArgs>>;
  savingsTargets?: RequiredResolverFn<ResolversTypes['SavingsTargets'], ParentType, ContextType>;
  sourcingFromSpend?: RequiredResolverFn<ResolversTypes['SourcingFromSpend'], ParentType, ContextType, RequireFields<QuerysourcingFromSpendArgs, 'selection'>>;
  spendAnalysis?: RequiredResolverFn<ResolversTypes['SpendAnalysis'], ParentType, ContextType, RequireFields<QueryspendAnalysisArgs, 'dimension' | 'measure'>>;
  spendCompliance?: RequiredResolverFn<ResolversTypes['SpendCompliance'], ParentType, ContextType, Partial<QueryspendComplianceArgs>>;
  spendFilterOptions?: RequiredResolverFn<ResolversTypes['SpendFilterOptions'], ParentType, ContextType, Partial<QueryspendFilterOptionsArgs>>;
  spendImport?: RequiredResolverFn<ResolversTypes['SpendImport'], ParentType, ContextType, RequireFields<QueryspendImportArgs, 'id'>>;
  spendImportProfiles?: RequiredResolverFn<Array<ResolversTypes['SpendImportProfile']>, ParentType, ContextType>;
  spendImports?: RequiredResolverFn<Array<ResolversTypes['SpendImport']>, ParentType, ContextType>;
  supplier?: RequiredResolverFn<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<QuerysupplierArgs, 'id'>>;
  supplierMatches?: RequiredResolverFn<Array<ResolversTypes['Supplier']>, ParentType, ContextType, RequireFields<QuerysupplierMatchesArgs, 'search'>>;
  supplierScorecard?: RequiredResolverFn<ResolversTypes['SupplierScorecard'], ParentType, ContextType, RequireFields<QuerysupplierScorecardArgs, 'id'>>;
  suppliers?: RequiredResolverFn<ResolversTypes['SupplierPage'], ParentType, ContextType, RequireFields<QuerysuppliersArgs, 'page'>>;
  users?: RequiredResolverFn<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryusersArgs, 'page'>>;
};

export type QuotationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Quotation'] = ResolversParentTypes['Quotation']> = {
  additionalInformation: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agreementLength: OptArgsResolverFn<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  agreementPeriod: OptArgsResolverFn<ResolversTypes['AgreementPeriod'], ParentType, ContextType>;
  annualVolume: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  awarded: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  awardedProposal: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  awardedVolume: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  equalizedProposal: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  incotermId: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  initialProposal: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  itemCode: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  negotiatedProposal: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  paymentTerms: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  portalAnsweredAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  portalAnsweredBy: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proposalDate: OptArgsResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  responseStatus: OptArgsResolverFn<ResolversTypes['QuotationResponseStatus'], ParentType, ContextType>;
  round: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  supplierId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplyOriginId: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitOfMeasureId: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendorCode: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuotationRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Quotation'] = ResolversParentTypes['Quotation']> = {
  additionalInformation?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agreementLength?: RequiredResolverFn<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  agreementPeriod?: RequiredResolverFn<ResolversTypes['AgreementPeriod'], ParentType, ContextType>;
  annualVolume?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  awarded?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  awardedProposal?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  awardedVolume?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  equalizedProposal?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  incotermId?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  initialProposal?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  itemCode?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  negotiatedProposal?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  paymentTerms?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  portalAnsweredAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  portalAnsweredBy?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proposalDate?: RequiredResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  responseStatus?: RequiredResolverFn<ResolversTypes['QuotationResponseStatus'], ParentType, ContextType>;
  round?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  supplierId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplyOriginId?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitOfMeasureId?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendorCode?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuotationChangeResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['QuotationChange'] = ResolversParentTypes['QuotationChange']> = {
  createdAt: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  fields: OptArgsResolverFn<Array<ResolversTypes['QuotationFieldChange']>, ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  portalAnsweredAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  portalAnsweredBy: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quotationId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  userName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuotationChangeRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['QuotationChange'] = ResolversParentTypes['QuotationChange']> = {
  createdAt?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  fields?: RequiredResolverFn<Array<ResolversTypes['QuotationFieldChange']>, ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  portalAnsweredAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  portalAnsweredBy?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quotationId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  userName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuotationFieldChangeResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['QuotationFieldChange'] = ResolversParentTypes['QuotationFieldChange']> = {
  after: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuotationFieldChangeRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['QuotationFieldChange'] = ResolversParentTypes['QuotationFieldChange']> = {
  after?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RealizationMonthResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['RealizationMonth'] = ResolversParentTypes['RealizationMonth']> = {
  month: OptArgsResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  notComparableSpend: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  priceVariance: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  saving: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  spend: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RealizationMonthRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['RealizationMonth'] = ResolversParentTypes['RealizationMonth']> = {
  month?: RequiredResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  notComparableSpend?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  priceVariance?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  saving?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  spend?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RedwoodResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Redwood'] = ResolversParentTypes['Redwood']> = {
  currentUser: OptArgsResolverFn<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  prismaVersion: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RedwoodRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Redwood'] = ResolversParentTypes['Redwood']> = {
  currentUser?: RequiredResolverFn<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  prismaVersion?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReferenceDataResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ReferenceData'] = ResolversParentTypes['ReferenceData']> = {
  businessDivisions: OptArgsResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  categories: OptArgsResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  countries: OptArgsResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  currencies: OptArgsResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  incoterms: OptArgsResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  materialCategories: OptArgsResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  regions: OptArgsResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  supplyOrigins: OptArgsResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  units: OptArgsResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReferenceDataRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ReferenceData'] = ResolversParentTypes['ReferenceData']> = {
  businessDivisions?: RequiredResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  categories?: RequiredResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  countries?: RequiredResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  currencies?: RequiredResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  incoterms?: RequiredResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  materialCategories?: RequiredResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  regions?: RequiredResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  supplyOrigins?: RequiredResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  units?: RequiredResolverFn<Array<ResolversTypes['ReferenceEntry']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReferenceEntryResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ReferenceEntry'] = ResolversParentTypes['ReferenceEntry']> = {
  code: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  nameEn: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  namePt: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReferenceEntryRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ReferenceEntry'] = ResolversParentTypes['ReferenceEntry']> = {
  code?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  namePt?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RolePageResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['RolePage'] = ResolversParentTypes['RolePage']> = {
  items: OptArgsResolverFn<Array<ResolversTypes['TeamRole']>, ParentType, ContextType>;
  total: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RolePageRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['RolePage'] = ResolversParentTypes['RolePage']> = {
  items?: RequiredResolverFn<Array<ResolversTypes['TeamRole']>, ParentType, ContextType>;
  total?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RoundScheduleResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['RoundSchedule'] = ResolversParentTypes['RoundSchedule']> = {
  closedAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  closedByName: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deadline: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  deadlineWallTime: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  fields: OptArgsResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  format: OptArgsResolverFn<ResolversTypes['RoundFormat'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  instructions: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  pricesVisible: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  round: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  sealed: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RoundScheduleRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['RoundSchedule'] = ResolversParentTypes['RoundSchedule']> = {
  closedAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  closedByName?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deadline?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  deadlineWallTime?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  fields?: RequiredResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  format?: RequiredResolverFn<ResolversTypes['RoundFormat'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  instructions?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  pricesVisible?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  round?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  sealed?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingTotalsResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingTotals'] = ResolversParentTypes['SavingTotals']> = {
  costAvoidance: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costIncrease: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costReduction: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costSaving: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  processes: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingTotalsRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingTotals'] = ResolversParentTypes['SavingTotals']> = {
  costAvoidance?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costIncrease?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costReduction?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costSaving?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  processes?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsBreakdownResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsBreakdown'] = ResolversParentTypes['SavingsBreakdown']> = {
  group: OptArgsResolverFn<ResolversTypes['SavingsGroup'], ParentType, ContextType>;
  rows: OptArgsResolverFn<Array<ResolversTypes['SavingsGroupRow']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsBreakdownRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsBreakdown'] = ResolversParentTypes['SavingsBreakdown']> = {
  group?: RequiredResolverFn<ResolversTypes['SavingsGroup'], ParentType, ContextType>;
  rows?: RequiredResolverFn<Array<ResolversTypes['SavingsGroupRow']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsCountsResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsCounts'] = ResolversParentTypes['SavingsCounts']> = {
  approved: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  averageDaysToApproval: OptArgsResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  inReview: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  open: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  target: OptArgsResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  targetShare: OptArgsResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsCountsRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsCounts'] = ResolversParentTypes['SavingsCounts']> = {
  approved?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  averageDaysToApproval?: RequiredResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  inReview?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  open?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  target?: RequiredResolverFn<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  targetShare?: RequiredResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsDashboardResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsDashboard'] = ResolversParentTypes['SavingsDashboard']> = {
  anyProcess: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  converted: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  convertedFrom: OptArgsResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  counts: OptArgsResolverFn<ResolversTypes['SavingsCounts'], ParentType, ContextType>;
  currencyCode: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  groups: OptArgsResolverFn<Array<ResolversTypes['SavingsBreakdown']>, ParentType, ContextType>;
  months: OptArgsResolverFn<Array<ResolversTypes['SavingsMonth']>, ParentType, ContextType>;
  pipeline: OptArgsResolverFn<ResolversTypes['SavingTotals'], ParentType, ContextType>;
  realized: OptArgsResolverFn<ResolversTypes['SavingTotals'], ParentType, ContextType>;
  realizedInSpend: OptArgsResolverFn<ResolversTypes['SpendRealization'], ParentType, ContextType>;
  unconverted: OptArgsResolverFn<Array<ResolversTypes['UnconvertedSavings']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsDashboardRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsDashboard'] = ResolversParentTypes['SavingsDashboard']> = {
  anyProcess?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  converted?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  convertedFrom?: RequiredResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  counts?: RequiredResolverFn<ResolversTypes['SavingsCounts'], ParentType, ContextType>;
  currencyCode?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  groups?: RequiredResolverFn<Array<ResolversTypes['SavingsBreakdown']>, ParentType, ContextType>;
  months?: RequiredResolverFn<Array<ResolversTypes['SavingsMonth']>, ParentType, ContextType>;
  pipeline?: RequiredResolverFn<ResolversTypes['SavingTotals'], ParentType, ContextType>;
  realized?: RequiredResolverFn<ResolversTypes['SavingTotals'], ParentType, ContextType>;
  realizedInSpend?: RequiredResolverFn<ResolversTypes['SpendRealization'], ParentType, ContextType>;
  unconverted?: RequiredResolverFn<Array<ResolversTypes['UnconvertedSavings']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsFilterOptionsResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsFilterOptions'] = ResolversParentTypes['SavingsFilterOptions']> = {
  categories: OptArgsResolverFn<Array<ResolversTypes['SavingsOption']>, ParentType, ContextType>;
  categoryManagers: OptArgsResolverFn<Array<ResolversTypes['SavingsOption']>, ParentType, ContextType>;
  companyCurrency: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  currencies: OptArgsResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsFilterOptionsRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsFilterOptions'] = ResolversParentTypes['SavingsFilterOptions']> = {
  categories?: RequiredResolverFn<Array<ResolversTypes['SavingsOption']>, ParentType, ContextType>;
  categoryManagers?: RequiredResolverFn<Array<ResolversTypes['SavingsOption']>, ParentType, ContextType>;
  companyCurrency?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  currencies?: RequiredResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsGroupRowResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsGroupRow'] = ResolversParentTypes['SavingsGroupRow']> = {
  key: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pipeline: OptArgsResolverFn<ResolversTypes['SavingTotals'], ParentType, ContextType>;
  realized: OptArgsResolverFn<ResolversTypes['SavingTotals'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsGroupRowRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsGroupRow'] = ResolversParentTypes['SavingsGroupRow']> = {
  key?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pipeline?: RequiredResolverFn<ResolversTypes['SavingTotals'], ParentType, ContextType>;
  realized?: RequiredResolverFn<ResolversTypes['SavingTotals'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsMonthResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsMonth'] = ResolversParentTypes['SavingsMonth']> = {
  month: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  pipeline: OptArgsResolverFn<ResolversTypes['SavingTotals'], ParentType, ContextType>;
  realized: OptArgsResolverFn<ResolversTypes['SavingTotals'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsMonthRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsMonth'] = ResolversParentTypes['SavingsMonth']> = {
  month?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  pipeline?: RequiredResolverFn<ResolversTypes['SavingTotals'], ParentType, ContextType>;
  realized?: RequiredResolverFn<ResolversTypes['SavingTotals'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsOptionResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsOption'] = ResolversParentTypes['SavingsOption']> = {
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  label: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsOptionRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsOption'] = ResolversParentTypes['SavingsOption']> = {
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  label?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsTargetResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsTarget'] = ResolversParentTypes['SavingsTarget']> = {
  amount: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  year: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsTargetRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsTarget'] = ResolversParentTypes['SavingsTarget']> = {
  amount?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  year?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsTargetsResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsTargets'] = ResolversParentTypes['SavingsTargets']> = {
  canEdit: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  targets: OptArgsResolverFn<Array<ResolversTypes['SavingsTarget']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SavingsTargetsRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SavingsTargets'] = ResolversParentTypes['SavingsTargets']> = {
  canEdit?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  targets?: RequiredResolverFn<Array<ResolversTypes['SavingsTarget']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScenarioAllocationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ScenarioAllocation'] = ResolversParentTypes['ScenarioAllocation']> = {
  annualVolume: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  itemId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  quotationId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  value: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScenarioAllocationRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ScenarioAllocation'] = ResolversParentTypes['ScenarioAllocation']> = {
  annualVolume?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  itemId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  quotationId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  value?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScenarioAppliedResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ScenarioApplied'] = ResolversParentTypes['ScenarioApplied']> = {
  changes: OptArgsResolverFn<Array<ResolversTypes['AwardChange']>, ParentType, ContextType>;
  createdAt: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  scenarioId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  scenarioName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  userName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScenarioAppliedRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ScenarioApplied'] = ResolversParentTypes['ScenarioApplied']> = {
  changes?: RequiredResolverFn<Array<ResolversTypes['AwardChange']>, ParentType, ContextType>;
  createdAt?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  scenarioId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  scenarioName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  userName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScenarioKeepResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ScenarioKeep'] = ResolversParentTypes['ScenarioKeep']> = {
  itemId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScenarioKeepRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ScenarioKeep'] = ResolversParentTypes['ScenarioKeep']> = {
  itemId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScenarioProblemResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ScenarioProblem'] = ResolversParentTypes['ScenarioProblem']> = {
  key: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  values: OptArgsResolverFn<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScenarioProblemRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ScenarioProblem'] = ResolversParentTypes['ScenarioProblem']> = {
  key?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  values?: RequiredResolverFn<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScenarioSupplierShareResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ScenarioSupplierShare'] = ResolversParentTypes['ScenarioSupplierShare']> = {
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  sharePercent: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  supplierId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  value: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScenarioSupplierShareRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ScenarioSupplierShare'] = ResolversParentTypes['ScenarioSupplierShare']> = {
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  sharePercent?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  supplierId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  value?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScenarioTotalsResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ScenarioTotals'] = ResolversParentTypes['ScenarioTotals']> = {
  costAvoidance: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costIncrease: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costReduction: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  differenceToCheapest: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  result: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalValue: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ScenarioTotalsRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['ScenarioTotals'] = ResolversParentTypes['ScenarioTotals']> = {
  costAvoidance?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costIncrease?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costReduction?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  differenceToCheapest?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  result?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  totalValue?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SessionCompanyResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SessionCompany'] = ResolversParentTypes['SessionCompany']> = {
  currencyCode: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SessionCompanyRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SessionCompany'] = ResolversParentTypes['SessionCompany']> = {
  currencyCode?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SessionRoleResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SessionRole'] = ResolversParentTypes['SessionRole']> = {
  builtIn: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  priority: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SessionRoleRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SessionRole'] = ResolversParentTypes['SessionRole']> = {
  builtIn?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  priority?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SessionUserResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SessionUser'] = ResolversParentTypes['SessionUser']> = {
  avatarId: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company: OptArgsResolverFn<ResolversTypes['SessionCompany'], ParentType, ContextType>;
  email: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  firstName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lastName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  locale: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  role: OptArgsResolverFn<ResolversTypes['SessionRole'], ParentType, ContextType>;
  uid: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  userName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SessionUserRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SessionUser'] = ResolversParentTypes['SessionUser']> = {
  avatarId?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: RequiredResolverFn<ResolversTypes['SessionCompany'], ParentType, ContextType>;
  email?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  locale?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  role?: RequiredResolverFn<ResolversTypes['SessionRole'], ParentType, ContextType>;
  uid?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  userName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SourcingFromSpendResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SourcingFromSpend'] = ResolversParentTypes['SourcingFromSpend']> = {
  categoryManagerId: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentContractStatus: OptArgsResolverFn<ResolversTypes['CurrentContractStatus'], ParentType, ContextType>;
  items: OptArgsResolverFn<Array<ResolversTypes['SourcingItem']>, ParentType, ContextType>;
  supplier: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SourcingFromSpendRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SourcingFromSpend'] = ResolversParentTypes['SourcingFromSpend']> = {
  categoryManagerId?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentContractStatus?: RequiredResolverFn<ResolversTypes['CurrentContractStatus'], ParentType, ContextType>;
  items?: RequiredResolverFn<Array<ResolversTypes['SourcingItem']>, ParentType, ContextType>;
  supplier?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SourcingItemResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SourcingItem'] = ResolversParentTypes['SourcingItem']> = {
  code: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  description: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SourcingItemRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SourcingItem'] = ResolversParentTypes['SourcingItem']> = {
  code?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  description?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendAnalysisResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendAnalysis'] = ResolversParentTypes['SpendAnalysis']> = {
  classCounts: OptArgsResolverFn<ResolversTypes['AbcCounts'], ParentType, ContextType>;
  currency: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  groupCount: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  groups: OptArgsResolverFn<Array<ResolversTypes['SpendGroup']>, ParentType, ContextType>;
  lineCount: OptArgsResolverFn<ResolversTypes['Float'], ParentType, ContextType>;
  months: OptArgsResolverFn<Array<ResolversTypes['SpendMonth']>, ParentType, ContextType>;
  total: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  unit: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendAnalysisRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendAnalysis'] = ResolversParentTypes['SpendAnalysis']> = {
  classCounts?: RequiredResolverFn<ResolversTypes['AbcCounts'], ParentType, ContextType>;
  currency?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  groupCount?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  groups?: RequiredResolverFn<Array<ResolversTypes['SpendGroup']>, ParentType, ContextType>;
  lineCount?: RequiredResolverFn<ResolversTypes['Float'], ParentType, ContextType>;
  months?: RequiredResolverFn<Array<ResolversTypes['SpendMonth']>, ParentType, ContextType>;
  total?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  unit?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendComplianceResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendCompliance'] = ResolversParentTypes['SpendCompliance']> = {
  byCategory: OptArgsResolverFn<Array<ResolversTypes['LeakageGroup']>, ParentType, ContextType>;
  byCategoryManager: OptArgsResolverFn<Array<ResolversTypes['LeakageGroup']>, ParentType, ContextType>;
  byPlant: OptArgsResolverFn<Array<ResolversTypes['LeakageGroup']>, ParentType, ContextType>;
  bySupplier: OptArgsResolverFn<Array<ResolversTypes['LeakageGroup']>, ParentType, ContextType>;
  compliance: OptArgsResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currencyCode: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  offContract: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  underContract: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendComplianceRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendCompliance'] = ResolversParentTypes['SpendCompliance']> = {
  byCategory?: RequiredResolverFn<Array<ResolversTypes['LeakageGroup']>, ParentType, ContextType>;
  byCategoryManager?: RequiredResolverFn<Array<ResolversTypes['LeakageGroup']>, ParentType, ContextType>;
  byPlant?: RequiredResolverFn<Array<ResolversTypes['LeakageGroup']>, ParentType, ContextType>;
  bySupplier?: RequiredResolverFn<Array<ResolversTypes['LeakageGroup']>, ParentType, ContextType>;
  compliance?: RequiredResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currencyCode?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  offContract?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  underContract?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendDimensionOptionsResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendDimensionOptions'] = ResolversParentTypes['SpendDimensionOptions']> = {
  dimension: OptArgsResolverFn<ResolversTypes['SpendDimension'], ParentType, ContextType>;
  entries: OptArgsResolverFn<Array<ResolversTypes['SpendFilterEntry']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendDimensionOptionsRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendDimensionOptions'] = ResolversParentTypes['SpendDimensionOptions']> = {
  dimension?: RequiredResolverFn<ResolversTypes['SpendDimension'], ParentType, ContextType>;
  entries?: RequiredResolverFn<Array<ResolversTypes['SpendFilterEntry']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendFilterEntryResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendFilterEntry'] = ResolversParentTypes['SpendFilterEntry']> = {
  key: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  label: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendFilterEntryRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendFilterEntry'] = ResolversParentTypes['SpendFilterEntry']> = {
  key?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  label?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendFilterOptionsResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendFilterOptions'] = ResolversParentTypes['SpendFilterOptions']> = {
  dimensions: OptArgsResolverFn<Array<ResolversTypes['SpendDimensionOptions']>, ParentType, ContextType>;
  firstMonth: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastMonth: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendFilterOptionsRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendFilterOptions'] = ResolversParentTypes['SpendFilterOptions']> = {
  dimensions?: RequiredResolverFn<Array<ResolversTypes['SpendDimensionOptions']>, ParentType, ContextType>;
  firstMonth?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastMonth?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendGroupResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendGroup'] = ResolversParentTypes['SpendGroup']> = {
  abc: OptArgsResolverFn<ResolversTypes['AbcClass'], ParentType, ContextType>;
  cumulativeShare: OptArgsResolverFn<ResolversTypes['Float'], ParentType, ContextType>;
  key: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  label: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  share: OptArgsResolverFn<ResolversTypes['Float'], ParentType, ContextType>;
  unit: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendGroupRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendGroup'] = ResolversParentTypes['SpendGroup']> = {
  abc?: RequiredResolverFn<ResolversTypes['AbcClass'], ParentType, ContextType>;
  cumulativeShare?: RequiredResolverFn<ResolversTypes['Float'], ParentType, ContextType>;
  key?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  label?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  share?: RequiredResolverFn<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendImportResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendImport'] = ResolversParentTypes['SpendImport']> = {
  bytesRead: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  canRollBack: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  currency: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  delimiter: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duplicates: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  encoding: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failure: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  format: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  headerRow: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  headers: OptArgsResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lines: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  linesLeftOut: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  mapping: OptArgsResolverFn<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  preview: OptArgsResolverFn<Array<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  problemCount: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  problems: OptArgsResolverFn<Array<ResolversTypes['SpendImportProblem']>, ParentType, ContextType>;
  profileName: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rolledBackAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  rolledBackByName: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowsRead: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  sheet: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sheets: OptArgsResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  size: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status: OptArgsResolverFn<ResolversTypes['SpendImportStatus'], ParentType, ContextType>;
  total: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  unknownValues: OptArgsResolverFn<Array<ResolversTypes['SpendUnknownValue']>, ParentType, ContextType>;
  unmatchedSuppliers: OptArgsResolverFn<Array<ResolversTypes['SpendUnmatchedSupplier']>, ParentType, ContextType>;
  updatedAt: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendImportRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendImport'] = ResolversParentTypes['SpendImport']> = {
  bytesRead?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  canRollBack?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  currency?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  delimiter?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duplicates?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  encoding?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failure?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  format?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  headerRow?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  headers?: RequiredResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lines?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  linesLeftOut?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  mapping?: RequiredResolverFn<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  preview?: RequiredResolverFn<Array<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  problemCount?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  problems?: RequiredResolverFn<Array<ResolversTypes['SpendImportProblem']>, ParentType, ContextType>;
  profileName?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rolledBackAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  rolledBackByName?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowsRead?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  sheet?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sheets?: RequiredResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  size?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: RequiredResolverFn<ResolversTypes['SpendImportStatus'], ParentType, ContextType>;
  total?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  unknownValues?: RequiredResolverFn<Array<ResolversTypes['SpendUnknownValue']>, ParentType, ContextType>;
  unmatchedSuppliers?: RequiredResolverFn<Array<ResolversTypes['SpendUnmatchedSupplier']>, ParentType, ContextType>;
  updatedAt?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendImportProblemResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendImportProblem'] = ResolversParentTypes['SpendImportProblem']> = {
  column: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  field: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  line: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  messageKey: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  messageValues: OptArgsResolverFn<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  value: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendImportProblemRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendImportProblem'] = ResolversParentTypes['SpendImportProblem']> = {
  column?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  field?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  line?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  messageKey?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  messageValues?: RequiredResolverFn<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  value?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendImportProfileResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendImportProfile'] = ResolversParentTypes['SpendImportProfile']> = {
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendImportProfileRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendImportProfile'] = ResolversParentTypes['SpendImportProfile']> = {
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendMonthResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendMonth'] = ResolversParentTypes['SpendMonth']> = {
  month: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  value: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendMonthRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendMonth'] = ResolversParentTypes['SpendMonth']> = {
  month?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  value?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendRealizationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendRealization'] = ResolversParentTypes['SpendRealization']> = {
  currencyCode: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  processes: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  rate: OptArgsResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  saving: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  spend: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendRealizationRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendRealization'] = ResolversParentTypes['SpendRealization']> = {
  currencyCode?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  processes?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  rate?: RequiredResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  saving?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  spend?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendUnknownValueResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendUnknownValue'] = ResolversParentTypes['SpendUnknownValue']> = {
  count: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  field: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  value: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendUnknownValueRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendUnknownValue'] = ResolversParentTypes['SpendUnknownValue']> = {
  count?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  field?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  value?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendUnmatchedSupplierResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendUnmatchedSupplier'] = ResolversParentTypes['SpendUnmatchedSupplier']> = {
  code: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  spend: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  vat: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpendUnmatchedSupplierRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SpendUnmatchedSupplier'] = ResolversParentTypes['SpendUnmatchedSupplier']> = {
  code?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  spend?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  vat?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  auctionBidderUpdates: SubscriptionResolver<ResolversTypes['AuctionBidderUpdate'], "auctionBidderUpdates", ParentType, ContextType, RequireFields<SubscriptionauctionBidderUpdatesArgs, 'token'>>;
  auctionConsoleUpdates: SubscriptionResolver<ResolversTypes['AuctionConsoleUpdate'], "auctionConsoleUpdates", ParentType, ContextType, RequireFields<SubscriptionauctionConsoleUpdatesArgs, 'processId' | 'round'>>;
};

export type SubscriptionRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  auctionBidderUpdates: SubscriptionResolver<ResolversTypes['AuctionBidderUpdate'], "auctionBidderUpdates", ParentType, ContextType, RequireFields<SubscriptionauctionBidderUpdatesArgs, 'token'>>;
  auctionConsoleUpdates: SubscriptionResolver<ResolversTypes['AuctionConsoleUpdate'], "auctionConsoleUpdates", ParentType, ContextType, RequireFields<SubscriptionauctionConsoleUpdatesArgs, 'processId' | 'round'>>;
};

export type SupplierResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Supplier'] = ResolversParentTypes['Supplier']> = {
  associatedParty: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  blockReason: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contacts: OptArgsResolverFn<Array<ResolversTypes['SupplierContact']>, ParentType, ContextType>;
  countryId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  financialRisk: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  litigant: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  sapCode: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  technicalApproval: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  vat: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SupplierRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['Supplier'] = ResolversParentTypes['Supplier']> = {
  associatedParty?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  blockReason?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contacts?: RequiredResolverFn<Array<ResolversTypes['SupplierContact']>, ParentType, ContextType>;
  countryId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  financialRisk?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  litigant?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  sapCode?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  technicalApproval?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  vat?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SupplierAwardedResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SupplierAwarded'] = ResolversParentTypes['SupplierAwarded']> = {
  awardedValue: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costAvoidance: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costIncrease: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costReduction: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  currencyCode: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SupplierAwardedRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SupplierAwarded'] = ResolversParentTypes['SupplierAwarded']> = {
  awardedValue?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costAvoidance?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costIncrease?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  costReduction?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  currencyCode?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SupplierContactResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SupplierContact'] = ResolversParentTypes['SupplierContact']> = {
  email: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  language: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SupplierContactRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SupplierContact'] = ResolversParentTypes['SupplierContact']> = {
  email?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  language?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SupplierExpiringContractResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SupplierExpiringContract'] = ResolversParentTypes['SupplierExpiringContract']> = {
  contractId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  endDate: OptArgsResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  light: OptArgsResolverFn<ResolversTypes['TermBucket'], ParentType, ContextType>;
  material: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  remainingDaysForLength: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SupplierExpiringContractRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SupplierExpiringContract'] = ResolversParentTypes['SupplierExpiringContract']> = {
  contractId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: RequiredResolverFn<ResolversTypes['Date'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  light?: RequiredResolverFn<ResolversTypes['TermBucket'], ParentType, ContextType>;
  material?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  remainingDaysForLength?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SupplierPageResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SupplierPage'] = ResolversParentTypes['SupplierPage']> = {
  items: OptArgsResolverFn<Array<ResolversTypes['Supplier']>, ParentType, ContextType>;
  total: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SupplierPageRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SupplierPage'] = ResolversParentTypes['SupplierPage']> = {
  items?: RequiredResolverFn<Array<ResolversTypes['Supplier']>, ParentType, ContextType>;
  total?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SupplierScorecardResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SupplierScorecard'] = ResolversParentTypes['SupplierScorecard']> = {
  awarded: OptArgsResolverFn<Array<ResolversTypes['SupplierAwarded']>, ParentType, ContextType>;
  contractsExpiring: OptArgsResolverFn<Array<ResolversTypes['SupplierExpiringContract']>, ParentType, ContextType>;
  contractsRunning: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  expiringDays: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  expiringUntil: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemsAwarded: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  itemsQuoted: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  processesInvited: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  responseRate: OptArgsResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  roundsAnswered: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  roundsDeclined: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  roundsInvited: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  roundsNotAnswered: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  spend12Months: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  spendFromMonth: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  spendLines: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  spendNames: OptArgsResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  spendToMonth: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  winRate: OptArgsResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SupplierScorecardRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['SupplierScorecard'] = ResolversParentTypes['SupplierScorecard']> = {
  awarded?: RequiredResolverFn<Array<ResolversTypes['SupplierAwarded']>, ParentType, ContextType>;
  contractsExpiring?: RequiredResolverFn<Array<ResolversTypes['SupplierExpiringContract']>, ParentType, ContextType>;
  contractsRunning?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  expiringDays?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  expiringUntil?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  itemsAwarded?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  itemsQuoted?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  processesInvited?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  responseRate?: RequiredResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  roundsAnswered?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  roundsDeclined?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  roundsInvited?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  roundsNotAnswered?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  spend12Months?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  spendFromMonth?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  spendLines?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  spendNames?: RequiredResolverFn<Array<ResolversTypes['String']>, ParentType, ContextType>;
  spendToMonth?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  supplierId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  winRate?: RequiredResolverFn<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeamMemberResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = {
  avatarId: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractNotices: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  disabled: OptArgsResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  email: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  firstName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lastName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  role: OptArgsResolverFn<ResolversTypes['TeamMemberRole'], ParentType, ContextType>;
  userName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeamMemberRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = {
  avatarId?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractNotices?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  disabled?: RequiredResolverFn<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  role?: RequiredResolverFn<ResolversTypes['TeamMemberRole'], ParentType, ContextType>;
  userName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeamMemberRoleResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['TeamMemberRole'] = ResolversParentTypes['TeamMemberRole']> = {
  builtIn: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  priority: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeamMemberRoleRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['TeamMemberRole'] = ResolversParentTypes['TeamMemberRole']> = {
  builtIn?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  priority?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeamRoleResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['TeamRole'] = ResolversParentTypes['TeamRole']> = {
  builtIn: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  priority: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  userCount: OptArgsResolverFn<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TeamRoleRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['TeamRole'] = ResolversParentTypes['TeamRole']> = {
  builtIn?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  priority?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  userCount?: RequiredResolverFn<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface TimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Time'], any> {
  name: 'Time';
}

export type UnconvertedSavingsResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['UnconvertedSavings'] = ResolversParentTypes['UnconvertedSavings']> = {
  costSaving: OptArgsResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  currencyCode: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  processes: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UnconvertedSavingsRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['UnconvertedSavings'] = ResolversParentTypes['UnconvertedSavings']> = {
  costSaving?: RequiredResolverFn<ResolversTypes['Decimal'], ParentType, ContextType>;
  currencyCode?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  processes?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UncoveredItemResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['UncoveredItem'] = ResolversParentTypes['UncoveredItem']> = {
  itemId: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  reason: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UncoveredItemRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['UncoveredItem'] = ResolversParentTypes['UncoveredItem']> = {
  itemId?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  reason?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  items: OptArgsResolverFn<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  total: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserPageRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  items?: RequiredResolverFn<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  total?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WorkflowReviewResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['WorkflowReview'] = ResolversParentTypes['WorkflowReview']> = {
  cycle: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  description: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entry: OptArgsResolverFn<ResolversTypes['WorkflowReviewStep'], ParentType, ContextType>;
  id: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  pendingSince: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  requestDate: OptArgsResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  reviewedAt: OptArgsResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewerName: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  role: OptArgsResolverFn<Maybe<ResolversTypes['WorkflowReviewRole']>, ParentType, ContextType>;
  status: OptArgsResolverFn<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
  user: OptArgsResolverFn<Maybe<ResolversTypes['ProcessPerson']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WorkflowReviewRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['WorkflowReview'] = ResolversParentTypes['WorkflowReview']> = {
  cycle?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  description?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entry?: RequiredResolverFn<ResolversTypes['WorkflowReviewStep'], ParentType, ContextType>;
  id?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  pendingSince?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  requestDate?: RequiredResolverFn<ResolversTypes['DateTime'], ParentType, ContextType>;
  reviewedAt?: RequiredResolverFn<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reviewerName?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  role?: RequiredResolverFn<Maybe<ResolversTypes['WorkflowReviewRole']>, ParentType, ContextType>;
  status?: RequiredResolverFn<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
  user?: RequiredResolverFn<Maybe<ResolversTypes['ProcessPerson']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WorkflowReviewRoleResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['WorkflowReviewRole'] = ResolversParentTypes['WorkflowReviewRole']> = {
  builtIn: OptArgsResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WorkflowReviewRoleRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['WorkflowReviewRole'] = ResolversParentTypes['WorkflowReviewRole']> = {
  builtIn?: RequiredResolverFn<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WorkflowReviewStepResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['WorkflowReviewStep'] = ResolversParentTypes['WorkflowReviewStep']> = {
  priority: OptArgsResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  title: OptArgsResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WorkflowReviewStepRelationResolvers<ContextType = RedwoodGraphQLContext, ParentType extends ResolversParentTypes['WorkflowReviewStep'] = ResolversParentTypes['WorkflowReviewStep']> = {
  priority?: RequiredResolverFn<ResolversTypes['Int'], ParentType, ContextType>;
  title?: RequiredResolverFn<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = RedwoodGraphQLContext> = {
  AbcCounts: AbcCountsResolvers<ContextType>;
  ApprovalStep: ApprovalStepResolvers<ContextType>;
  AuctionBidResult: AuctionBidResultResolvers<ContextType>;
  AuctionBidderCompany: AuctionBidderCompanyResolvers<ContextType>;
  AuctionBidderContact: AuctionBidderContactResolvers<ContextType>;
  AuctionBidderItem: AuctionBidderItemResolvers<ContextType>;
  AuctionBidderPage: AuctionBidderPageResolvers<ContextType>;
  AuctionBidderProcess: AuctionBidderProcessResolvers<ContextType>;
  AuctionBidderStanding: AuctionBidderStandingResolvers<ContextType>;
  AuctionBidderUpdate: AuctionBidderUpdateResolvers<ContextType>;
  AuctionClock: AuctionClockResolvers<ContextType>;
  AuctionConsole: AuctionConsoleResolvers<ContextType>;
  AuctionConsoleItem: AuctionConsoleItemResolvers<ContextType>;
  AuctionConsoleRanking: AuctionConsoleRankingResolvers<ContextType>;
  AuctionConsoleUpdate: AuctionConsoleUpdateResolvers<ContextType>;
  AuctionEvent: AuctionEventResolvers<ContextType>;
  AuctionOwnBid: AuctionOwnBidResolvers<ContextType>;
  AuctionParticipant: AuctionParticipantResolvers<ContextType>;
  AuctionRank: AuctionRankResolvers<ContextType>;
  AuctionRoundLog: AuctionRoundLogResolvers<ContextType>;
  AuctionRules: AuctionRulesResolvers<ContextType>;
  Award: AwardResolvers<ContextType>;
  AwardChange: AwardChangeResolvers<ContextType>;
  AwardScenario: AwardScenarioResolvers<ContextType>;
  BigInt: GraphQLScalarType;
  Byte: GraphQLScalarType;
  CompanySettings: CompanySettingsResolvers<ContextType>;
  Contract: ContractResolvers<ContextType>;
  ContractBucketCount: ContractBucketCountResolvers<ContextType>;
  ContractConsumptionMonth: ContractConsumptionMonthResolvers<ContextType>;
  ContractDashboard: ContractDashboardResolvers<ContextType>;
  ContractDraft: ContractDraftResolvers<ContextType>;
  ContractEdit: ContractEditResolvers<ContextType>;
  ContractEditor: ContractEditorResolvers<ContextType>;
  ContractFilterOptions: ContractFilterOptionsResolvers<ContextType>;
  ContractPage: ContractPageResolvers<ContextType>;
  ContractPerson: ContractPersonResolvers<ContextType>;
  ContractProposal: ContractProposalResolvers<ContextType>;
  ContractSource: ContractSourceResolvers<ContextType>;
  Date: GraphQLScalarType;
  DateTime: GraphQLScalarType;
  Decimal: GraphQLScalarType;
  DeletedScenario: DeletedScenarioResolvers<ContextType>;
  ExchangeRate: ExchangeRateResolvers<ContextType>;
  File: GraphQLScalarType;
  ItemDetail: ItemDetailResolvers<ContextType>;
  JSON: GraphQLScalarType;
  JSONObject: GraphQLScalarType;
  LeakageGroup: LeakageGroupResolvers<ContextType>;
  LinePaidAbove: LinePaidAboveResolvers<ContextType>;
  LinesPaidAbove: LinesPaidAboveResolvers<ContextType>;
  MadeContract: MadeContractResolvers<ContextType>;
  MaterialSpend: MaterialSpendResolvers<ContextType>;
  MaterialSpendMonth: MaterialSpendMonthResolvers<ContextType>;
  Mutation: MutationResolvers<ContextType>;
  OffContractLine: OffContractLineResolvers<ContextType>;
  OffContractLines: OffContractLinesResolvers<ContextType>;
  PipelineItem: PipelineItemResolvers<ContextType>;
  Plant: PlantResolvers<ContextType>;
  PortalContact: PortalContactResolvers<ContextType>;
  PortalInvitation: PortalInvitationResolvers<ContextType>;
  PortalOfferView: PortalOfferViewResolvers<ContextType>;
  PortalRound: PortalRoundResolvers<ContextType>;
  PortalSupplier: PortalSupplierResolvers<ContextType>;
  PriceCompliance: PriceComplianceResolvers<ContextType>;
  PriceVarianceGroup: PriceVarianceGroupResolvers<ContextType>;
  Process: ProcessResolvers<ContextType>;
  ProcessCandidate: ProcessCandidateResolvers<ContextType>;
  ProcessDeletion: ProcessDeletionResolvers<ContextType>;
  ProcessDeletionLog: ProcessDeletionLogResolvers<ContextType>;
  ProcessItem: ProcessItemResolvers<ContextType>;
  ProcessPage: ProcessPageResolvers<ContextType>;
  ProcessPerson: ProcessPersonResolvers<ContextType>;
  ProcessRealization: ProcessRealizationResolvers<ContextType>;
  ProcessScenarios: ProcessScenariosResolvers<ContextType>;
  ProcessSourceContract: ProcessSourceContractResolvers<ContextType>;
  ProcessSummary: ProcessSummaryResolvers<ContextType>;
  ProcessSupplier: ProcessSupplierResolvers<ContextType>;
  Query: QueryResolvers<ContextType>;
  Quotation: QuotationResolvers<ContextType>;
  QuotationChange: QuotationChangeResolvers<ContextType>;
  QuotationFieldChange: QuotationFieldChangeResolvers<ContextType>;
  RealizationMonth: RealizationMonthResolvers<ContextType>;
  Redwood: RedwoodResolvers<ContextType>;
  ReferenceData: ReferenceDataResolvers<ContextType>;
  ReferenceEntry: ReferenceEntryResolvers<ContextType>;
  RolePage: RolePageResolvers<ContextType>;
  RoundSchedule: RoundScheduleResolvers<ContextType>;
  SavingTotals: SavingTotalsResolvers<ContextType>;
  SavingsBreakdown: SavingsBreakdownResolvers<ContextType>;
  SavingsCounts: SavingsCountsResolvers<ContextType>;
  SavingsDashboard: SavingsDashboardResolvers<ContextType>;
  SavingsFilterOptions: SavingsFilterOptionsResolvers<ContextType>;
  SavingsGroupRow: SavingsGroupRowResolvers<ContextType>;
  SavingsMonth: SavingsMonthResolvers<ContextType>;
  SavingsOption: SavingsOptionResolvers<ContextType>;
  SavingsTarget: SavingsTargetResolvers<ContextType>;
  SavingsTargets: SavingsTargetsResolvers<ContextType>;
  ScenarioAllocation: ScenarioAllocationResolvers<ContextType>;
  ScenarioApplied: ScenarioAppliedResolvers<ContextType>;
  ScenarioKeep: ScenarioKeepResolvers<ContextType>;
  ScenarioProblem: ScenarioProblemResolvers<ContextType>;
  ScenarioSupplierShare: ScenarioSupplierShareResolvers<ContextType>;
  ScenarioTotals: ScenarioTotalsResolvers<ContextType>;
  SessionCompany: SessionCompanyResolvers<ContextType>;
  SessionRole: SessionRoleResolvers<ContextType>;
  SessionUser: SessionUserResolvers<ContextType>;
  SourcingFromSpend: SourcingFromSpendResolvers<ContextType>;
  SourcingItem: SourcingItemResolvers<ContextType>;
  SpendAnalysis: SpendAnalysisResolvers<ContextType>;
  SpendCompliance: SpendComplianceResolvers<ContextType>;
  SpendDimensionOptions: SpendDimensionOptionsResolvers<ContextType>;
  SpendFilterEntry: SpendFilterEntryResolvers<ContextType>;
  SpendFilterOptions: SpendFilterOptionsResolvers<ContextType>;
  SpendGroup: SpendGroupResolvers<ContextType>;
  SpendImport: SpendImportResolvers<ContextType>;
  SpendImportProblem: SpendImportProblemResolvers<ContextType>;
  SpendImportProfile: SpendImportProfileResolvers<ContextType>;
  SpendMonth: SpendMonthResolvers<ContextType>;
  SpendRealization: SpendRealizationResolvers<ContextType>;
  SpendUnknownValue: SpendUnknownValueResolvers<ContextType>;
  SpendUnmatchedSupplier: SpendUnmatchedSupplierResolvers<ContextType>;
  Subscription: SubscriptionResolvers<ContextType>;
  Supplier: SupplierResolvers<ContextType>;
  SupplierAwarded: SupplierAwardedResolvers<ContextType>;
  SupplierContact: SupplierContactResolvers<ContextType>;
  SupplierExpiringContract: SupplierExpiringContractResolvers<ContextType>;
  SupplierPage: SupplierPageResolvers<ContextType>;
  SupplierScorecard: SupplierScorecardResolvers<ContextType>;
  TeamMember: TeamMemberResolvers<ContextType>;
  TeamMemberRole: TeamMemberRoleResolvers<ContextType>;
  TeamRole: TeamRoleResolvers<ContextType>;
  Time: GraphQLScalarType;
  UnconvertedSavings: UnconvertedSavingsResolvers<ContextType>;
  UncoveredItem: UncoveredItemResolvers<ContextType>;
  UserPage: UserPageResolvers<ContextType>;
  WorkflowReview: WorkflowReviewResolvers<ContextType>;
  WorkflowReviewRole: WorkflowReviewRoleResolvers<ContextType>;
  WorkflowReviewStep: WorkflowReviewStepResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = RedwoodGraphQLContext> = {
  live: liveDirectiveResolver<any, any, ContextType>;
  requireAuth: requireAuthDirectiveResolver<any, any, ContextType>;
  skipAuth: skipAuthDirectiveResolver<any, any, ContextType>;
};
