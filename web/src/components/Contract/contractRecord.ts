import { decimalOrProblem, type DecimalString } from '@procura/shared'
import type { ContractFields, ContractInput } from 'types/graphql'

import { REFERENCE_ENTRY_FIELDS } from 'src/components/Process/fragments'

// What the contract screens read of a contract, and the input they send back.

/** The lists a contract's fields choose from. */
export const CONTRACT_REFERENCE_FIELDS = gql`
  fragment ContractReferenceFields on ReferenceData {
    materialCategories {
      ...ReferenceEntryFields
    }
    businessDivisions {
      ...ReferenceEntryFields
    }
    regions {
      ...ReferenceEntryFields
    }
  }
  ${REFERENCE_ENTRY_FIELDS}
`

export const CONTRACT_FIELDS = gql`
  fragment ContractFields on Contract {
    id
    contractId
    material
    supplier
    materialCategoryId
    materialCategoryNameEn
    materialCategoryNamePt
    categoryManagerId
    categoryManagerName
    businessDivisionId
    businessDivisionNameEn
    businessDivisionNamePt
    regionId
    regionNameEn
    regionNamePt
    startDate
    endDate
    currentBalance
    totalBalance
    balanceSource
    paymentTerm
    actionNeed
    actionDescription
    status
    estimatedConclusionDate
    comment
    length
    amountRealizedPerMonth
    estimatedEndingDate
    remainingDaysForLength
    remainingDaysForBalance
    termBucket
    balanceBucket
    light
    sourceProcess {
      id
      code
    }
  }
`

/** A contract as the contract screens read it. */
export type ContractRecord = ContractFields

/** The values a contract form holds: dates as 'YYYY-MM-DD' text, numbers as typed. */
export type ContractValues = { [field in keyof ContractInput]?: unknown }

/** Only the fields ContractInput takes (the form also holds the api's derived values). */
export const toContractInput = (values: ContractValues): ContractInput => ({
  contractId: String(values.contractId ?? '').trim(),
  material: String(values.material ?? '').trim(),
  supplier: String(values.supplier ?? '').trim(),
  materialCategoryId: String(values.materialCategoryId ?? ''),
  categoryManagerId: String(values.categoryManagerId ?? ''),
  businessDivisionId: String(values.businessDivisionId ?? ''),
  regionId: String(values.regionId ?? ''),
  // 'YYYY-MM-DD', as the day inputs keep it
  startDate: values.startDate as string,
  endDate: values.endDate as string,
  // exact decimal text, as the number inputs keep it (the schema refused a problem before)
  currentBalance: decimalOrProblem(values.currentBalance) as DecimalString,
  totalBalance: decimalOrProblem(values.totalBalance) as DecimalString,
  paymentTerm: Number(values.paymentTerm),
  actionNeed: Boolean(values.actionNeed),
  actionDescription:
    values.actionDescription as ContractInput['actionDescription'],
  status: values.status as ContractInput['status'],
  estimatedConclusionDate: values.estimatedConclusionDate as string,
  comment: String(values.comment ?? '').trim(),
})

/** A stored contract as its form starts: calendar days as the date inputs write them. */
export const contractValues = (contract: ContractRecord): ContractValues => ({
  ...toContractInput(contract),
  startDate: contract.startDate.slice(0, 10),
  endDate: contract.endDate.slice(0, 10),
  estimatedConclusionDate: contract.estimatedConclusionDate.slice(0, 10),
})
