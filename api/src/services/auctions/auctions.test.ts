import { dec, stored, type Dec, type Numeric } from '@procura/shared'

import { createPubSub } from '@redwoodjs/realtime'

import { db } from 'src/lib/db'
import type { Channels } from 'src/lib/realtime'
import {
  AUCTION_ROUND,
  auctionInput,
  openAuction,
  startAuction,
} from 'src/lib/testing/auctionScenario'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'
import { closeRound } from 'src/services/portal/closeRound'

import {
  auctionConsole,
  auctionLogs,
  endAuction,
  extendAuction,
  pauseAuction,
  resumeAuction,
  scheduleAuction,
} from './auctions'
import { bidderUpdateOf, bidderUpdates } from './bidderUpdates'
import { auctionBidder, placeAuctionBid } from './bidding'
import { consoleUpdates } from './consoleUpdates'
import { decideBid } from './decideBid'

// Acme's round 2 as a live auction: steel (ceiling 120) and resin (80.50), a decrement of 0.50,
// a soft close of 2 minutes in the last 2; Ana bids for Alpha (supplierA), Bob for Beta (supplierB).

const round = { processId: ids.acmeProcess, round: AUCTION_ROUND }
const MINUTE = 60_000

const bid = (token: string, itemId: string, price: string) =>
  placeAuctionBid({ token, itemId, price })

const standingOf = async (token: string, itemId: string) =>
  (await auctionBidder({ token })).items.find((item) => item.itemId === itemId)
    ?.standing

describe('reverse auctions', () => {
  scenario(
    'a bid must come under the ceiling, then under its own last by the decrement',
    async () => {
      const { scheduleId, ana } = await openAuction()
      await startAuction(scheduleId)

      const above = await bid(ana, ids.steel, '120.01')
      expect(above).toMatchObject({ accepted: false, refusal: 'aboveCeiling' })
      expect(await bid(ana, ids.steel, '120')).toMatchObject({
        accepted: true,
        standing: { ownPrice: '120', rank: 1, highestBid: '119.500000' },
      })
      // 0.49 under the last bid is not the 0.50 asked
      expect(await bid(ana, ids.steel, '119.51')).toMatchObject({
        accepted: false,
        refusal: 'decrement',
      })
      expect(await bid(ana, ids.steel, '119.50')).toMatchObject({
        accepted: true,
      })
      await expect(bid(ana, ids.steel, '1,5')).rejects.toThrow(
        'portal.errors.price'
      )
      await expect(bid(ana, ids.steel, '0')).rejects.toThrow(
        'portal.errors.price'
      )

      const log = await db.auctionEvent.findMany({
        where: { scheduleId },
        orderBy: { id: 'asc' },
      })
      expect(log.map(({ kind, reason }) => [kind, reason])).toEqual([
        ['REFUSED', 'aboveCeiling'],
        ['BID', null],
        ['REFUSED', 'decrement'],
        ['BID', null],
      ])
    }
  )

  scenario(
    'a percent decrement is taken from the bidder’s own last bid',
    async () => {
      const { scheduleId, bob } = await openAuction({
        decrementKind: 'PERCENT',
        decrement: '2.5',
      })
      await startAuction(scheduleId)
      await bid(bob, ids.resin, '80')
      // 2.5 % of 80 is 2: 78.01 is too close, 78 is the most
      expect(await bid(bob, ids.resin, '78.01')).toMatchObject({
        refusal: 'decrement',
        standing: { highestBid: '78.000000' },
      })
      expect(await bid(bob, ids.resin, '78')).toMatchObject({ accepted: true })
    }
  )

  scenario(
    'at the same price the earlier bid leads, by the server’s time',
    async () => {
      const { scheduleId, ana, bob } = await openAuction()
      await startAuction(scheduleId)
      const first = await bid(ana, ids.steel, '100')
      const second = await bid(bob, ids.steel, '100')
      expect(new Date(second.at).getTime()).toBeGreaterThanOrEqual(
        new Date(first.at).getTime()
      )
      expect(await standingOf(ana, ids.steel)).toMatchObject({
        rank: 1,
        bestPrice: '100',
      })
      expect(await standingOf(bob, ids.steel)).toMatchObject({
        rank: 2,
        bestPrice: '100',
      })
      await bid(bob, ids.steel, '99.50')
      expect(await standingOf(ana, ids.steel)).toMatchObject({
        rank: 2,
        bestPrice: '99.5',
      })
    }
  )

  scenario(
    'a bidder reads their own place and never another supplier’s name or bids',
    async () => {
      const { scheduleId, ana, bob } = await openAuction({ visibility: 'RANK' })
      await startAuction(scheduleId)
      await bid(bob, ids.steel, '97.13')
      await bid(ana, ids.steel, '98')
      const page = await auctionBidder({ token: ana })
      expect(page.supplierName).toBe('Alpha')
      expect(page.items[0].standing).toMatchObject({
        ownPrice: '98',
        rank: 2,
        bestPrice: null,
      })
      const text = JSON.stringify(page)
      expect(text).not.toContain('Beta')
      expect(text).not.toContain('97.13')
      expect(text).not.toContain(ids.supplierB)
    }
  )

  scenario(
    'each bidder hears live of their own place, and of nothing else',
    async () => {
      const { scheduleId, ana, bob } = await openAuction()
      await startAuction(scheduleId)
      const pubSub = createPubSub<Channels>()
      Object.assign(context, { pubSub })
      const anaHears = await bidderUpdates(ana, pubSub)
      // what she hears next, listening before the bids are placed (a subscription listens at once)
      const next = () => anaHears.next().then(({ value }) => value)

      // the clock at once, by which her page knows it is live
      expect(await next()).toMatchObject({
        clock: { phase: 'OPEN' },
        standing: null,
      })
      let heard = next()
      await bid(bob, ids.steel, '101.37')
      expect(await heard).toMatchObject({
        clock: { phase: 'OPEN' },
        standing: {
          itemId: ids.steel,
          ownPrice: null,
          rank: null,
          bestPrice: '101.37',
        },
      })
      heard = next()
      await bid(ana, ids.steel, '100')
      expect(await heard).toMatchObject({
        standing: { ownPrice: '100', rank: 1, bestPrice: '100', ownBids: 1 },
      })
      // Bob's bid above Ana's changes nothing she sees: she hears of his next one, which passes her
      heard = next()
      await bid(bob, ids.steel, '100.87')
      await bid(bob, ids.steel, '99.99')
      const passed = await heard
      expect(passed).toMatchObject({
        standing: { rank: 2, bestPrice: '99.99' },
      })
      expect(JSON.stringify(passed)).not.toMatch(/Beta|Bob|100\.87|supplierId/)
      await anaHears.return()
    }
  )

  scenario(
    'a bid in the last two minutes moves the close two minutes; one a millisecond earlier does not',
    async () => {
      const { scheduleId } = await openAuction()
      const closesAt = new Date(Date.now() + 5 * MINUTE)
      await startAuction(scheduleId, closesAt)
      const window = closesAt.getTime() - 2 * MINUTE
      const alpha = {
        scheduleId,
        itemId: ids.steel,
        supplierId: ids.supplierA,
        byName: 'Ana',
      }

      const outside = await decideBid(
        { ...alpha, price: '110' },
        new Date(window - 1)
      )
      expect(outside).toMatchObject({ accepted: true, extended: false })
      expect(outside.signal.clock.closesAt).toBe(closesAt.toISOString())

      const inside = await decideBid(
        { ...alpha, price: '109' },
        new Date(window + 1)
      )
      const extended = new Date(closesAt.getTime() + 2 * MINUTE)
      expect(inside).toMatchObject({ accepted: true, extended: true })
      expect(inside.signal.clock.closesAt).toBe(extended.toISOString())
      const schedule = await db.roundSchedule.findUniqueOrThrow({
        where: { id: scheduleId },
        include: { auction: true },
      })
      expect(schedule.auction?.closesAt).toEqual(extended)
      expect(schedule.deadline).toEqual(extended)
      expect(inside.signal.events.map(({ kind }) => kind)).toEqual([
        'BID',
        'EXTENDED',
      ])

      // the first close has passed, the extended one has not: still open
      const late = await decideBid(
        { ...alpha, price: '108' },
        new Date(closesAt.getTime() + 1)
      )
      expect(late).toMatchObject({ accepted: true })
      const after = await decideBid(
        { ...alpha, price: '107' },
        new Date(extended.getTime() + 3 * MINUTE)
      )
      expect(after).toMatchObject({ accepted: false, refusal: 'closed' })
    }
  )

  scenario(
    'a pause refuses bids and gives the clock back its time when resumed',
    async () => {
      const { scheduleId, ana } = await openAuction()
      const closesAt = new Date(Date.now() + 10 * MINUTE)
      await startAuction(scheduleId, closesAt)
      await signInAs('buyer')
      const paused = await pauseAuction(round)
      expect(paused.clock.phase).toBe('PAUSED')
      expect(await bid(ana, ids.steel, '100')).toMatchObject({
        accepted: false,
        refusal: 'paused',
      })
      await expect(pauseAuction(round)).rejects.toThrow(
        'auction.errors.notOpen'
      )
      // a paused auction's clock stands still: resumed 1.5 s later, it closes 1.5 s later
      await db.auction.update({
        where: { scheduleId },
        data: { pausedAt: new Date(Date.now() - 1500) },
      })
      const resumed = await resumeAuction(round)
      const moved =
        new Date(resumed.clock.closesAt).getTime() - closesAt.getTime()
      expect(moved).toBeGreaterThanOrEqual(1500)
      expect(moved).toBeLessThan(1500 + 5000)
      expect(resumed.clock.phase).toBe('OPEN')
      expect(await bid(ana, ids.steel, '100')).toMatchObject({ accepted: true })
      const extended = await extendAuction({ ...round, minutes: 5 })
      expect(new Date(extended.clock.closesAt).getTime()).toBe(
        new Date(resumed.clock.closesAt).getTime() + 5 * MINUTE
      )
      await expect(extendAuction({ ...round, minutes: 0 })).rejects.toThrow(
        'validation.between'
      )
      expect(extended.events.map(({ kind, byName }) => [kind, byName])).toEqual(
        [
          ['PAUSED', 'Buyer Test'],
          ['REFUSED', 'Ana'],
          ['RESUMED', 'Buyer Test'],
          ['BID', 'Ana'],
          ['EXTENDED', 'Buyer Test'],
        ]
      )
    }
  )

  scenario(
    'ended now, the last bids become the round’s quotations',
    async () => {
      const { scheduleId, ana, bob } = await openAuction()
      await startAuction(scheduleId)
      await bid(ana, ids.steel, '115')
      await bid(bob, ids.steel, '112.25')
      await bid(ana, ids.steel, '110.40')
      await bid(bob, ids.resin, '79')
      // a figure the buyer typed in the round meanwhile gives way to the bids
      await db.quotation.create({
        data: {
          processId: ids.acmeProcess,
          round: AUCTION_ROUND,
          supplierId: ids.supplierA,
          itemId: ids.steel,
          proposalDate: new Date('2026-11-01'),
          annualVolume: '1000',
          paymentTerms: 30,
          responseStatus: 'ANSWERED',
          initialProposal: '130',
          negotiatedProposal: '125',
        },
      })
      await signInAs('buyer')
      const ended = await endAuction(round)
      expect(ended.clock.phase).toBe('CLOSED')
      expect(ended.events.at(-1)).toMatchObject({ kind: 'ENDED' })
      expect(await bid(ana, ids.resin, '70')).toMatchObject({
        accepted: false,
        refusal: 'closed',
      })

      const quotations = await db.quotation.findMany({
        where: { processId: ids.acmeProcess, round: AUCTION_ROUND },
        include: { supplier: true, item: true },
        orderBy: [{ supplier: { name: 'asc' } }, { item: { code: 'asc' } }],
      })
      expect(
        quotations.map((q) => [
          q.supplier.name,
          q.item.id === ids.steel ? 'steel' : 'resin',
          q.responseStatus,
          q.initialProposal?.toString() ?? null,
          q.negotiatedProposal?.toString() ?? null,
          q.portalAnsweredBy,
        ])
      ).toEqual(
        expect.arrayContaining([
          ['Alpha', 'steel', 'ANSWERED', '115', '110.4', 'Ana'],
          ['Alpha', 'resin', 'PENDING', null, null, null],
          ['Beta', 'steel', 'ANSWERED', '112.25', '112.25', 'Bob'],
          ['Beta', 'resin', 'ANSWERED', '79', '79', 'Bob'],
        ])
      )
      expect(quotations).toHaveLength(4)
      await expect(endAuction(round)).rejects.toThrow(
        'portal.errors.roundClosed'
      )
      // the report's log: every event in the order decided, the refusal after the end included
      const [log] = await auctionLogs(round)
      expect(log.round).toBe(AUCTION_ROUND)
      expect(
        log.events.map((event) => [event.kind, event.supplierName, event.price])
      ).toEqual([
        ['BID', 'Alpha', '115'],
        ['BID', 'Beta', '112.25'],
        ['BID', 'Alpha', '110.4'],
        ['BID', 'Beta', '79'],
        ['ENDED', null, null],
        ['REFUSED', 'Alpha', '70'],
      ])
    }
  )

  scenario(
    'the rules are checked, and fixed once the auction starts',
    async () => {
      const { scheduleId } = await openAuction()
      await signInAs('buyer')
      await expect(
        scheduleAuction({
          ...round,
          input: auctionInput({ decrementKind: 'PERCENT', decrement: '100' }),
        })
      ).rejects.toThrow('auction.errors.decrement')
      await expect(
        scheduleAuction({
          ...round,
          input: auctionInput({
            items: [{ itemId: ids.globexItem, ceiling: '10' }],
          }),
        })
      ).rejects.toThrow('portal.item.notFound')
      await expect(
        scheduleAuction({ ...round, input: auctionInput({ items: [] }) })
      ).rejects.toThrow('auction.errors.noItems')
      await expect(
        scheduleAuction({
          ...round,
          input: auctionInput({ startsAt: '2020-01-01T10:00' }),
        })
      ).rejects.toThrow('auction.errors.startPast')
      await startAuction(scheduleId)
      await expect(
        scheduleAuction({ ...round, input: auctionInput() })
      ).rejects.toThrow('auction.errors.started')
    }
  )

  scenario(
    'the close at its time waits for a paused auction, and for one moved later since',
    async () => {
      const { scheduleId, ana } = await openAuction()
      await startAuction(scheduleId)
      await bid(ana, ids.steel, '115')
      await signInAs('buyer')
      await pauseAuction(round)
      // the pause outlasts the time that was left: the job queued for the old close runs
      const past = new Date(Date.now() - 1_000)
      await db.auction.update({
        where: { scheduleId },
        data: { closesAt: past },
      })
      await db.roundSchedule.update({
        where: { id: scheduleId },
        data: { deadline: past },
      })
      expect(await closeRound(scheduleId, null)).toBe(false)
      // resumed, or extended by a last-second bid: the job for the old close waits too
      await db.auction.update({
        where: { scheduleId },
        data: { pausedAt: null, closesAt: new Date(Date.now() + 60_000) },
      })
      expect(await closeRound(scheduleId, null)).toBe(false)
      const open = await db.roundSchedule.findUniqueOrThrow({
        where: { id: scheduleId },
      })
      expect(open.closedAt).toBeNull()
      expect(
        await db.quotation.count({ where: { round: AUCTION_ROUND } })
      ).toBe(0)
      // at its close as it stands, it closes into quotations
      await db.auction.update({
        where: { scheduleId },
        data: { closesAt: past },
      })
      expect(await closeRound(scheduleId, null)).toBe(true)
      expect(
        await db.quotation.count({
          where: { round: AUCTION_ROUND, responseStatus: 'ANSWERED' },
        })
      ).toBe(1)
    }
  )

  it("a signal published late never takes a page's clock back", () => {
    const extended = {
      startsAt: '2026-12-01T10:00:00.000Z',
      closesAt: '2026-12-01T10:32:00.000Z',
      pausedAt: null,
      closedAt: null,
    }
    const sent = {
      clock: extended,
      clockAt: '2026-12-01T10:29:59.000Z',
      items: new Map(),
    }
    const late = {
      scheduleId: 'auction',
      at: '2026-12-01T10:29:58.000Z',
      clock: { ...extended, closesAt: '2026-12-01T10:30:00.000Z' },
      item: null,
      events: [],
    }
    const rules = {
      supplierId: ids.supplierA,
      visibility: 'RANK' as const,
      decrementKind: 'ABSOLUTE' as const,
      decrement: '0.5',
    }
    expect(bidderUpdateOf(rules, sent, late)).toBeNull()
    expect(sent.clock.closesAt).toBe('2026-12-01T10:32:00.000Z')
  })

  scenario('another company reaches nothing of the auction', async () => {
    const { scheduleId, ana } = await openAuction()
    await startAuction(scheduleId)
    await signInAs('stranger')
    for (const call of [
      () => auctionConsole(round),
      () => auctionLogs(round),
      () =>
        consoleUpdates(round.processId, round.round, createPubSub<Channels>()),
      () => pauseAuction(round),
      () => extendAuction({ ...round, minutes: 2 }),
      () => endAuction(round),
      () => scheduleAuction({ ...round, input: auctionInput() }),
    ])
      await expect(call()).rejects.toThrow('process.errors.companyNotAllowed')
    // a link bids on its own auction's items only
    await expect(bid(ana, ids.globexItem, '1')).rejects.toThrow(
      'portal.item.notFound'
    )
    // a link that opens nothing says so, unmasked
    await expect(auctionBidder({ token: 'x'.repeat(43) })).rejects.toThrow(
      'portal.link.unknown'
    )
    await db.portalInvitation.updateMany({ data: { revokedAt: new Date() } })
    await expect(bid(ana, ids.steel, '100')).rejects.toThrow(
      'portal.link.revoked'
    )
    expect(await db.auctionEvent.count({ where: { scheduleId } })).toBe(0)
  })

  scenario(
    '50 bids on one item at once from 10 suppliers are decided in one consistent order',
    async () => {
      const { scheduleId } = await openAuction()
      await startAuction(scheduleId)
      const suppliers = [ids.supplierA, ids.supplierB]
      const names = [
        'Siderúrgica Paraná Ltda.',
        'Açovale Indústria e Comércio S.A.',
        'Metalúrgica São João EIRELI',
        'Aços Finos Itaúna Ltda.',
        'Ferro & Aço Curitiba S/A',
        'Laminação Guaíba Ltda. ME',
        'Steelworks Brasil Participações S.A.',
        'Companhia Mineira de Metais',
      ]
      for (const name of names) {
        const { id } = await db.processSupplier.create({
          data: {
            processId: ids.acmeProcess,
            name,
            vat: '11222333000181',
            sapCode: `SAP-${name.slice(0, 8)}`,
            countryId: 'country-br',
          },
        })
        suppliers.push(id)
      }
      // each supplier sends five bids at once: some repeat a price, some cross the decrement
      const prices = ['119', '118.75', '118.50', '118.50', '117']
      const bids = suppliers.flatMap((supplierId, s) =>
        prices.map((price, p) => ({
          scheduleId,
          itemId: ids.steel,
          supplierId,
          byName: `bidder ${s}`,
          price: stored(dec(price).minus(dec(s).dividedBy(100)), 2),
          p,
        }))
      )
      await Promise.all(bids.map((one) => decideBid(one)))

      const log = await db.auctionEvent.findMany({
        where: { scheduleId, kind: { in: ['BID', 'REFUSED'] } },
        orderBy: { id: 'asc' },
      })
      expect(log).toHaveLength(50)
      // replayed in the server's order, every decision is what the rules say of it at its turn
      const last = new Map<string, Dec>()
      let previousAt = 0
      for (const event of log) {
        expect(event.at.getTime()).toBeGreaterThanOrEqual(previousAt)
        previousAt = event.at.getTime()
        const price = dec(event.price as Numeric)
        const own = last.get(event.supplierId as string)
        const allowed = own === undefined ? dec(120) : own.minus('0.5')
        if (price.lte(allowed)) {
          expect([event.kind, event.reason]).toEqual(['BID', null])
          last.set(event.supplierId as string, price)
        } else
          expect([event.kind, event.reason]).toEqual(['REFUSED', 'decrement'])
      }
      // the standings are each supplier's last accepted bid, ranked by price then order
      const standings = await db.auctionStanding.findMany({
        where: { scheduleId, itemId: ids.steel },
        orderBy: [{ price: 'asc' }, { eventId: 'asc' }],
      })
      expect(standings).toHaveLength(10)
      for (const standing of standings)
        expect(standing.price.toString()).toBe(
          last.get(standing.supplierId)?.toString()
        )
      const accepted = log.filter(({ kind }) => kind === 'BID')
      expect(accepted.length).toBeGreaterThanOrEqual(10)
      expect(accepted.length).toBeLessThan(50)
    }
  )
})
