import type { Meta, StoryObj } from '@storybook/react'

import { Empty, Failure, Loading, Success } from './AuctionConsoleCell'
import { standard } from './AuctionConsoleCell.mock'

const meta: Meta = { title: 'Cells/AuctionConsoleCell' }
export default meta

const context = {
  processId: 'process-1',
  round: 2,
  timeZone: 'America/Sao_Paulo',
  currency: 'BRL',
}

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** A sealed round: no console. */
export const empty: StoryObj = { render: () => <Empty /> }
/** Running, with its controls: the leaders, the first item's bids over time, the log. */
export const success: StoryObj = {
  render: () => <Success {...standard()} {...context} editable />,
}
/** Read only: a user who may not change the process watches. */
export const watching: StoryObj = {
  render: () => <Success {...standard()} {...context} editable={false} />,
}
