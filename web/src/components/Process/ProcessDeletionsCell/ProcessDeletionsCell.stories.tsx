import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './ProcessDeletionsCell'
import { standard } from './ProcessDeletionsCell.mock'

const meta: Meta = { title: 'Cells/ProcessDeletionsCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const empty: StoryObj = { render: () => <Empty /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Internal server error')} />,
}
export const success: StoryObj = {
  render: () => <Success {...standard()} />,
}
