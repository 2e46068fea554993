import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './ProcessFlowCell'
import { standard } from './ProcessFlowCell.mock'

const meta: Meta = { title: 'Cells/ProcessFlowCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const empty: StoryObj = { render: () => <Empty /> }
export const failure: StoryObj = {
  render: () => (
    <Failure error={new Error('process.errors.companyNotAllowed')} />
  ),
}
export const success: StoryObj = {
  render: () => <Success {...standard()} />,
}
