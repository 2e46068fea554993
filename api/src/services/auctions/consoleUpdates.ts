import { UserInputError } from '@redwoodjs/graphql-server'
import { Repeater, type PubSub } from '@redwoodjs/realtime'

import { db } from 'src/lib/db'
import type { Channels } from 'src/lib/realtime'
import { processOfMyCompany } from 'src/services/processes/access'
import { assertRound } from 'src/services/quotations/round'

import { clockNow, clockView, type AuctionSignal } from './auctionSignals'

// The buyer's live console: every signal of the auction, with the suppliers' names the buyer sees,
// and when it opens and every 20 s the clock at the server's time, by which the page knows its line is alive.

const HEARTBEAT_MS = 20_000

const consoleUpdateOf = (names: Map<string, string>, signal: AuctionSignal) => {
  const named = <T extends { supplierId: string | null }>(row: T) => ({
    ...row,
    supplierName: row.supplierId ? (names.get(row.supplierId) ?? null) : null,
  })
  return {
    clock: clockView(signal.clock, signal.at),
    events: signal.events.map(named),
    item: signal.item && {
      itemId: signal.item.itemId,
      ranking: signal.item.ranking.map(named),
    },
  }
}

/** The live console of my company's process's auction round. */
export const consoleUpdates = async (
  processId: string,
  round: number,
  pubSub: PubSub<Channels>
) => {
  await processOfMyCompany(processId)
  assertRound(round)
  const schedule = await db.roundSchedule.findUnique({
    where: { processId_round: { processId, round } },
    select: {
      id: true,
      process: { select: { suppliers: { select: { id: true, name: true } } } },
    },
  })
  if (!schedule) throw new UserInputError('auction.errors.none')
  const names = new Map(
    schedule.process.suppliers.map(({ id, name }) => [id, name])
  )
  return new Repeater<ReturnType<typeof consoleUpdateOf>>(
    async (push, stop) => {
      const signals = pubSub.subscribe('auction', schedule.id)
      const heartbeat = setInterval(async () => {
        const clock = await clockNow(schedule.id).catch(() => null)
        if (clock) push({ clock, events: [], item: null })
      }, HEARTBEAT_MS)
      stop.then(() => {
        clearInterval(heartbeat)
        signals.return?.()
      })
      // the first word comes at once: the console knows its line is live
      push({ clock: await clockNow(schedule.id), events: [], item: null })
      for await (const signal of signals)
        await push(consoleUpdateOf(names, signal))
    }
  )
}
