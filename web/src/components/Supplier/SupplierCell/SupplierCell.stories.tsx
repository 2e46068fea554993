import type { Meta, StoryObj } from '@storybook/react'

import {
  countries,
  emptyScorecard,
  scorecard,
  supplier,
} from '../Supplier.fixtures'

import { Failure, Loading, Success } from './SupplierCell'
import { empty as newSupplier, standard } from './SupplierCell.mock'

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
/** The cell has no Empty (one supplier, asked by id): a supplier just added is its emptiest. */
export const empty: StoryObj = { render: () => <Success {...newSupplier()} /> }
/** Years of work: awards in three currencies, fourteen contracts ending soon. */
export const success: StoryObj = { render: () => <Success {...standard()} /> }
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
