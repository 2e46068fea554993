import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './AuctionLogsCell'
import { standard } from './AuctionLogsCell.mock'

const meta: Meta = { title: 'Cells/AuctionLogsCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** No round of the process ran as an auction: the report prints no log. */
export const empty: StoryObj = { render: () => <Empty /> }
export const success: StoryObj = {
  render: () => (
    <Success {...standard()} processId="process-1" currency="BRL" />
  ),
}
