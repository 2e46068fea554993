import type {
  AwardInput,
  ItemDetailInput,
  PipelineItemInput,
  ProcessInput,
  QuotationInput,
} from '@procura/shared'

/** A supplier as the process lists it: the master's values while the process can change. */
export interface ProcessSupplierRow {
  /** null until the step is saved */
  id: string | null
  /** the master record; null once it was deleted */
  supplierId: string | null
  name: string
  vat: string
  sapCode: string
  countryId: string
  technicalApproval: boolean
  financialRisk?: string | null
  associatedParty: boolean
  blockReason?: string | null
  litigant: boolean
}

/** A process as ProcessCell loads it for its steps. */
export type ProcessRecord = Omit<
  ProcessInput,
  'items' | 'plants' | 'approvalWorkflow'
> & {
  id: string
  code: string
  status: 'DRAFT' | 'IN_REVIEW' | 'APPROVED' | 'REJECTED'
  currency: { id: string; code: string }
  finalExecutiveSummary?: string | null
  items: {
    id: string
    code: string
    description: string
    detail:
      | (Omit<ItemDetailInput, 'itemId'> & {
          historicalValue?: string
          totalValue?: string
        })
      | null
    pipeline: Omit<PipelineItemInput, 'itemId'> | null
  }[]
  plants: (ProcessInput['plants'][number] & { id: string })[]
  approvalWorkflow: ProcessInput['approvalWorkflow']
  suppliers: (ProcessSupplierRow & { id: string })[]
  awardedQuotations: (Pick<
    QuotationInput,
    | 'round'
    | 'supplierId'
    | 'itemId'
    | 'annualVolume'
    | 'paymentTerms'
    | 'incotermId'
    | 'negotiatedProposal'
    | 'agreementLength'
    | 'agreementPeriod'
    | 'awardedProposal'
    | 'awardedVolume'
  > & { id: string })[]
  /** with the totals the api computed and stored */
  awards: (AwardInput & {
    volume?: string
    totalContractVolume?: string
    totalContractValue?: string
  })[]
  rounds: number[]
  awaitsMyReview: boolean
  /** I sent it: segregation of duties keeps me from deciding it */
  selfApprovalBarred: boolean
  canDelete: boolean
  ownedByMe: boolean
  sourceContract?: { id: string; contractId: string; supplier: string } | null
}

/** Steps may change only while the process is prepared (spec §4: not once sent for approval). */
export const isEditable = (process: Pick<ProcessRecord, 'status'>) =>
  process.status === 'DRAFT' || process.status === 'REJECTED'
