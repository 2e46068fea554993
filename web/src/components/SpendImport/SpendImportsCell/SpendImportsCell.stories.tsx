import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './SpendImportsCell'
import { standard } from './SpendImportsCell.mock'

const meta: Meta = { title: 'Cells/SpendImportsCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const empty: StoryObj = { render: () => <Empty /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** The company's imports, one in each state. */
export const success: StoryObj = {
  render: () => <Success {...standard()} />,
}
