import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './ContractConsumptionCell'
import { standard } from './ContractConsumptionCell.mock'

const meta: Meta = { title: 'Cells/ContractConsumptionCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
/** A contract whose balance is still the typed one. */
export const empty: StoryObj = { render: () => <Empty /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** A year of spend, one month in two units. */
export const success: StoryObj = { render: () => <Success {...standard()} /> }
