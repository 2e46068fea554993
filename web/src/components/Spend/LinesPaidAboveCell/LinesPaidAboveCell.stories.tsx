import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './LinesPaidAboveCell'
import { standard } from './LinesPaidAboveCell.mock'

const meta: Meta = { title: 'Cells/LinesPaidAboveCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** A period with no line paid above its contract's price. */
export const empty: StoryObj = { render: () => <Empty /> }
/** The first page of 1,234 lines paid above, the largest excess first. */
export const success: StoryObj = {
  render: () => (
    <Success {...standard()} currencyCode="BRL" offset={0} onPage={() => {}} />
  ),
}
