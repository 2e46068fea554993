// Test-only: Acme's round 2 run as a live auction of steel (ceiling 120) and resin (ceiling
// 80.50), Ana bidding for Alpha and Bob for Beta, and the clock put where a test needs it.
import type { AuctionInput } from '@procura/shared'

import { db } from 'src/lib/db'
import { scheduleAuction } from 'src/services/auctions/auctions'
import { inviteToRound } from 'src/services/portal/roundSchedules'

import { testInbox } from './inbox'
import {
  contacts,
  mailedToken,
  runPortalMails,
  wallTimeIn,
} from './portalScenario'
import { itemDetailRow } from './readyProcess'
import { signInAs } from './signInAs'
import { ids } from './sourcingScenario'

export const AUCTION_ROUND = 2

export const auctionInput = (
  rules: Partial<AuctionInput> = {}
): AuctionInput => ({
  startsAt: wallTimeIn(1),
  durationMinutes: 30,
  extensionMinutes: 2,
  triggerMinutes: 2,
  decrementKind: 'ABSOLUTE',
  decrement: '0.50',
  visibility: 'RANK_AND_BEST',
  items: [
    { itemId: ids.steel, ceiling: '120' },
    { itemId: ids.resin, ceiling: '80.50' },
  ],
  ...rules,
})

/** The auction scheduled for tomorrow and Ana and Bob invited: its schedule id and their links. */
export const openAuction = async (rules: Partial<AuctionInput> = {}) => {
  for (const itemId of [ids.steel, ids.resin])
    await db.itemDetail.create({ data: itemDetailRow(itemId) })
  await signInAs('buyer')
  await scheduleAuction({
    processId: ids.acmeProcess,
    round: AUCTION_ROUND,
    input: auctionInput(rules),
  })
  testInbox().clearInbox()
  await inviteToRound({
    processId: ids.acmeProcess,
    round: AUCTION_ROUND,
    contactIds: [contacts.ana, contacts.bob],
  })
  await runPortalMails()
  const { id } = await db.roundSchedule.findUniqueOrThrow({
    where: {
      processId_round: { processId: ids.acmeProcess, round: AUCTION_ROUND },
    },
  })
  return {
    scheduleId: id,
    ana: mailedToken('ana@alpha.example.com'),
    bob: mailedToken('bob@beta.example.com'),
  }
}

/** Starts the auction a minute ago, closing `closesAt` (by default in ten minutes). */
export const startAuction = async (
  scheduleId: string,
  closesAt = new Date(Date.now() + 10 * 60_000)
) => {
  await db.auction.update({
    where: { scheduleId },
    data: { startsAt: new Date(Date.now() - 60_000), closesAt },
  })
  await db.roundSchedule.update({
    where: { id: scheduleId },
    data: { deadline: closesAt },
  })
}
