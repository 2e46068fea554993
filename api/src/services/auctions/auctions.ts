import {
  auctionPhase,
  auctionSchema,
  AUCTION_WINDOW_MAX,
  instantOfWallTime,
  personName,
  type AuctionInput,
} from '@procura/shared'
import type pg from 'pg'

import { UserInputError } from '@redwoodjs/graphql-server'

import { ClosePortalRoundJob } from 'src/jobs/ClosePortalRoundJob/ClosePortalRoundJob'
import { currentUser } from 'src/lib/auth'
import { db, sqlRows, sqlTransaction } from 'src/lib/db'
import { later } from 'src/lib/jobs'
import { inputErrorOf, validateWith } from 'src/lib/validation'
import { closeRound } from 'src/services/portal/closeRound'
import { timeZoneOfMyCompany } from 'src/services/portal/roundSchedules'
import {
  editableProcess,
  processOfMyCompany,
} from 'src/services/processes/access'
import { assertRound } from 'src/services/quotations/round'

import {
  CLOCK_NOW,
  publishSignal,
  readSignal,
  type ClockRow,
} from './auctionSignals'
import { auctionConsoleOf, auctionLogsOf } from './console'
import { lockAuction } from './decideBid'

// The buyer's side of an auction, in the quotations step: its rules, the console that watches it,
// and the buyer's hand on its clock (pause, resume, extend, end now). Every change to the clock is
// decided under the auction's row lock, as bids are, and kept in its log with the buyer's name.

const MINUTE = 60_000

/** The round's schedule, refused when it is another kind of round or closed. */
const auctionScheduleOf = async (processId: string, round: number) => {
  const schedule = await db.roundSchedule.findUnique({
    where: { processId_round: { processId, round } },
  })
  if (!schedule || schedule.format !== 'AUCTION')
    throw new UserInputError('auction.errors.none')
  return schedule
}

/** The items asked for, each of this process. */
const assertItemsOfProcess = async (processId: string, input: AuctionInput) => {
  const known = await db.processItem.count({
    where: { processId, id: { in: input.items.map(({ itemId }) => itemId) } },
  })
  if (known !== input.items.length)
    throw new UserInputError('portal.item.notFound')
}

/** Sets (or changes, until it starts) a round's auction: its rules, items and ceilings. */
export const scheduleAuction = async ({
  processId,
  round,
  input,
}: {
  processId: string
  round: number
  input: AuctionInput
}) => {
  await editableProcess(processId)
  assertRound(round)
  const values = await validateWith(auctionSchema, input)
  await assertItemsOfProcess(processId, values)
  const startsAt = instantOfWallTime(
    values.startsAt,
    await timeZoneOfMyCompany()
  )
  if (startsAt.getTime() <= Date.now())
    throw new UserInputError('auction.errors.startPast', { field: 'startsAt' })
  const closesAt = new Date(
    startsAt.getTime() + values.durationMinutes * MINUTE
  )
  const existing = await db.roundSchedule.findUnique({
    where: { processId_round: { processId, round } },
    include: { auction: true },
  })
  if (existing && existing.format !== 'AUCTION')
    throw new UserInputError('auction.errors.sealedRound')
  if (existing?.auction && existing.auction.startsAt.getTime() <= Date.now())
    throw new UserInputError('auction.errors.started')
  const { items, startsAt: _wallTime, ...rules } = values
  const auction = { ...rules, startsAt, closesAt, pausedAt: null }
  const schedule = await db.roundSchedule.upsert({
    where: { processId_round: { processId, round } },
    create: {
      processId,
      round,
      deadline: closesAt,
      sealed: false,
      fields: [],
      format: 'AUCTION',
      auction: { create: auction },
    },
    update: { deadline: closesAt, auction: { update: auction } },
  })
  await db.$transaction([
    db.auctionItem.deleteMany({ where: { scheduleId: schedule.id } }),
    db.auctionItem.createMany({
      data: items.map(({ itemId, ceiling }) => ({
        scheduleId: schedule.id,
        itemId,
        ceiling: ceiling as string,
      })),
    }),
  ])
  await later(ClosePortalRoundJob, [schedule.id], { waitUntil: closesAt })
  return auctionConsoleOf(schedule.id)
}

/** The console: the auction's rules, clock, items with their leaders, participants, bids and log. */
export const auctionConsole = async ({
  processId,
  round,
}: {
  processId: string
  round: number
}) => {
  await processOfMyCompany(processId)
  assertRound(round)
  const schedule = await db.roundSchedule.findUnique({
    where: { processId_round: { processId, round } },
    select: { id: true, format: true },
  })
  return schedule?.format === 'AUCTION' ? auctionConsoleOf(schedule.id) : null
}

/** The logs of my company's process's auction rounds, for its report. */
export const auctionLogs = async ({ processId }: { processId: string }) => {
  await processOfMyCompany(processId)
  const [logs, timeZone] = await Promise.all([
    auctionLogsOf(processId),
    timeZoneOfMyCompany(),
  ])
  return logs.map((log) => ({ ...log, timeZone }))
}

// the clock a change leaves, and its line in the log ($4: the kind, $5: who)
const MOVE_CLOCK = `
  WITH moved AS (
    UPDATE "Auction" SET "closesAt" = $2::timestamp, "pausedAt" = $3::timestamp
    WHERE "scheduleId" = $1
  ), deadline AS (
    UPDATE "RoundSchedule" SET deadline = $2::timestamp, "updatedAt" = $6::timestamp WHERE id = $1
  )
  INSERT INTO "AuctionEvent" ("scheduleId", kind, at, "byName", "closesAt")
  VALUES ($1, $4::"AuctionEventKind", $6::timestamp, $5, $2::timestamp)
  RETURNING id::text`

type ClockChange = (clock: ClockRow) => {
  kind: 'PAUSED' | 'RESUMED' | 'EXTENDED'
  closesAt: Date
  pausedAt: Date | null
}

/** A change to the auction's clock, decided on the clock the lock finds; published once it commits. */
const changeClock = async (
  processId: string,
  round: number,
  change: ClockChange
) => {
  await editableProcess(processId)
  assertRound(round)
  const schedule = await auctionScheduleOf(processId, round)
  const byName = personName(currentUser())
  const signal = await sqlTransaction(async (client: pg.PoolClient) => {
    await lockAuction(client, schedule.id)
    const {
      rows: [clock],
    } = await client.query<ClockRow>(CLOCK_NOW, [schedule.id])
    const { kind, closesAt, pausedAt } = change(clock)
    const { rows } = await client.query<{ id: string }>(MOVE_CLOCK, [
      schedule.id,
      closesAt.toISOString(),
      pausedAt?.toISOString() ?? null,
      kind,
      byName,
      clock.now.toISOString(),
    ])
    return readSignal(
      schedule.id,
      { itemId: null, eventId: rows[0].id },
      client
    )
  })
  await publishSignal(signal)
  if (!signal.clock.pausedAt)
    await later(ClosePortalRoundJob, [schedule.id], {
      waitUntil: new Date(signal.clock.closesAt),
    })
  return auctionConsoleOf(schedule.id)
}

const assertPhase = (clock: ClockRow, ...phases: string[]) => {
  if (!phases.includes(auctionPhase(clock, clock.now)))
    throw new UserInputError('auction.errors.notOpen')
}

/** Stops the clock: bids are refused until it resumes, with the time it had left. */
export const pauseAuction = (round: { processId: string; round: number }) =>
  changeClock(round.processId, round.round, (clock) => {
    assertPhase(clock, 'OPEN')
    return { kind: 'PAUSED', closesAt: clock.closesAt, pausedAt: clock.now }
  })

export const resumeAuction = (round: { processId: string; round: number }) =>
  changeClock(round.processId, round.round, (clock) => {
    assertPhase(clock, 'PAUSED')
    const paused = clock.now.getTime() - (clock.pausedAt as Date).getTime()
    return {
      kind: 'RESUMED',
      closesAt: new Date(clock.closesAt.getTime() + paused),
      pausedAt: null,
    }
  })

/** Moves the close `minutes` later, open or paused. */
export const extendAuction = async ({
  processId,
  round,
  minutes,
}: {
  processId: string
  round: number
  minutes: number
}) => {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > AUCTION_WINDOW_MAX)
    throw inputErrorOf({
      path: 'minutes',
      message: {
        key: 'validation.between',
        values: { min: 1, max: AUCTION_WINDOW_MAX },
      },
    })
  return changeClock(processId, round, (clock) => {
    assertPhase(clock, 'OPEN', 'PAUSED')
    return {
      kind: 'EXTENDED',
      closesAt: new Date(clock.closesAt.getTime() + minutes * MINUTE),
      pausedAt: clock.pausedAt,
    }
  })
}

const ENDED = `
  SELECT id::text FROM "AuctionEvent" WHERE "scheduleId" = $1 AND kind = 'ENDED'
  ORDER BY id DESC LIMIT 1`

/** Ends the auction now: its last bids become the round's quotations. */
export const endAuction = async ({
  processId,
  round,
}: {
  processId: string
  round: number
}) => {
  await editableProcess(processId)
  assertRound(round)
  const schedule = await auctionScheduleOf(processId, round)
  if (schedule.closedAt) throw new UserInputError('portal.errors.roundClosed')
  await closeRound(schedule.id, personName(currentUser()))
  const [ended] = await sqlRows<{ id: string }>(ENDED, [schedule.id])
  if (ended)
    await publishSignal(
      await readSignal(schedule.id, { itemId: null, eventId: ended.id })
    )
  return auctionConsoleOf(schedule.id)
}
