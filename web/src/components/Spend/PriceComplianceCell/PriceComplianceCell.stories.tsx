import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './PriceComplianceCell'
import { standard } from './PriceComplianceCell.mock'

const meta: Meta = { title: 'Cells/PriceComplianceCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** A period with no spend that compares with a contract's price. */
export const empty: StoryObj = { render: () => <Empty /> }
/** A large company's year: twelve suppliers paid above, one month below on the whole. */
export const success: StoryObj = {
  render: () => <Success {...standard()} onOpenLines={() => {}} />,
}
