import type { ContractNewQuery } from 'types/graphql'

import {
  contractCandidates,
  contractReference,
} from '../ContractsCell/ContractsCell.mock'

// What the new contract form chooses from: the company's categories, divisions, regions and managers.

export const standard = (): ContractNewQuery => ({
  referenceData: contractReference,
  processCandidates: contractCandidates,
})

/** A company just signed up: no category, division or region yet, and no one to manage a contract. */
export const empty = (): ContractNewQuery => ({
  referenceData: { materialCategories: [], businessDivisions: [], regions: [] },
  processCandidates: [],
})
