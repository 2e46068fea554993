import type { ProcessNewQuery } from 'types/graphql'

import {
  processCandidates,
  processReference,
} from '../ProcessCell/ProcessCell.mock'

// What the new process form chooses from: the company's reference lists and its managers.

export const standard = (): ProcessNewQuery => ({
  referenceData: processReference,
  processCandidates,
})

/** A company just signed up: empty reference lists, no one to lead a process. */
export const empty = (): ProcessNewQuery => ({
  referenceData: {
    categories: [],
    units: [],
    incoterms: [],
    supplyOrigins: [],
    countries: [],
    regions: [],
    currencies: [],
  },
  processCandidates: [],
})
