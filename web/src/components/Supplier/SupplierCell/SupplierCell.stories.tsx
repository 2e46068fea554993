import type { Meta, StoryObj } from '@storybook/react'

import {
  countries,
  emptyScorecard,
  scorecard,
  supplier,
} from '../Supplier.fixtures'

import { Failure, Loading, Success } from './SupplierCell'

const meta: Meta = { title: 'Cells/SupplierCell' }
export default meta

const page = (card = scorecard, flags = {}) => (
  <Success
    supplier={{ ...supplier, ...flags }}
    supplierScorecard={card}
    referenceData={{ countries }}
  />
)

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
export const yearOfWork: StoryObj = { render: () => page() }
export const neverInvited: StoryObj = { render: () => page(emptyScorecard) }
export const blockedLitigant: StoryObj = {
  render: () =>
    page(scorecard, {
      litigant: true,
      technicalApproval: false,
      blockReason: 'Litigation over the 2025 freight contract',
    }),
}
