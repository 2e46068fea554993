import type { Meta, StoryObj } from '@storybook/react'

import { mockLiveUpdates } from 'src/lib/storyApi'

import { Failure, Loading, Success } from './AuctionBidderCell'
import { closed, notStarted, standard } from './AuctionBidderCell.mock'

const meta: Meta = { title: 'Cells/AuctionBidderCell' }
export default meta

const token = 'story-token'

/** The page as it opens: its live line answers the clock, as the api's does at once. */
const live = (page: ReturnType<typeof standard>) => {
  mockLiveUpdates('AuctionBidderUpdatesSubscription', {
    auctionBidderUpdates: { clock: page.auctionBidder.clock, standing: null },
  })
  return page
}

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** Before the start: no bid yet, the clock counting down to it. */
export const empty: StoryObj = {
  render: () => <Success {...live(notStarted())} token={token} />,
}
/** Bidding: the supplier leads one item and trails on two, seeing the best prices. */
export const success: StoryObj = {
  render: () => <Success {...live(standard())} token={token} />,
}
export const closedAuction: StoryObj = {
  render: () => <Success {...live(closed())} token={token} />,
}
