import type { Meta, StoryObj } from '@storybook/react'

import { processRecord } from 'src/components/Process/Process.fixtures'
import { mockLiveUpdates } from 'src/lib/storyApi'

import { Empty, Failure, Loading, Success } from './AuctionConsoleCell'
import { standard } from './AuctionConsoleCell.mock'

const meta: Meta = { title: 'Cells/AuctionConsoleCell' }
export default meta

const context = {
  processId: processRecord.id,
  process: processRecord,
  round: 2,
  timeZone: 'America/Sao_Paulo',
}

/** The console as it opens: its live line answers the clock, as the api's does at once. */
const live = (running: ReturnType<typeof standard>) => {
  mockLiveUpdates('AuctionConsoleUpdatesSubscription', {
    auctionConsoleUpdates: {
      clock: running.auctionConsole.clock,
      events: [],
      item: null,
    },
  })
  return running
}

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** A sealed round: no console. */
export const empty: StoryObj = { render: () => <Empty /> }
/** Running, with its controls: the leaders, the first item's bids over time, the log. */
export const success: StoryObj = {
  render: () => <Success {...live(standard())} {...context} editable />,
}
/** Read only: a user who may not change the process watches. */
export const watching: StoryObj = {
  render: () => <Success {...live(standard())} {...context} editable={false} />,
}
