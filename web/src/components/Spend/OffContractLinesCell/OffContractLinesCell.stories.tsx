import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './OffContractLinesCell'
import { standard } from './OffContractLinesCell.mock'

const meta: Meta = { title: 'Cells/OffContractLinesCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** A period with no line off contract. */
export const empty: StoryObj = { render: () => <Empty /> }
/** The first page of 2,345 lines behind one number, the largest first. */
export const success: StoryObj = {
  render: () => (
    <Success {...standard()} currencyCode="BRL" offset={0} onPage={() => {}} />
  ),
}
