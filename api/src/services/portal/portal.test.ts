import { createHash } from 'node:crypto'

import { ClosePortalRoundJob } from 'src/jobs/ClosePortalRoundJob/ClosePortalRoundJob'
import { db } from 'src/lib/db'
import { mailer } from 'src/lib/mailer'
import { testInbox } from 'src/lib/testing/inbox'
import {
  contacts,
  mailedToken,
  openPortalRound,
  runPortalMails,
} from 'src/lib/testing/portalScenario'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'
import { portalAnswerHistory } from 'src/services/quotations/quotationChanges'
import { saveQuotationRound } from 'src/services/quotations/quotations'

import { closeRound } from './closeRound'
import {
  declinePortalRound,
  portalPage,
  savePortalDraft,
  submitPortalAnswer,
} from './portal'
import { remindLateSuppliers } from './reminders'
import {
  closePortalRound,
  inviteToRound,
  portalRound,
  resendPortalInvitation,
  revokePortalInvitation,
} from './roundSchedules'

// Acme's round 1 on the portal: steel and resin (1,000 kg a year each, 60 days), Ana answers for
// Alpha (in Portuguese), Bob for Beta (in English).

const priced = (steel: string, resin: string) => [
  { itemId: ids.steel, unitPrice: steel },
  { itemId: ids.resin, unitPrice: resin },
]

const scheduleOf = () =>
  db.roundSchedule.findUniqueOrThrow({
    where: { processId_round: { processId: ids.acmeProcess, round: 1 } },
  })

/** Moves the round's deadline (and so its links' lifetime) without the service's future-only rule. */
const setDeadline = async (hoursFromNow: number) =>
  db.roundSchedule.update({
    where: { id: (await scheduleOf()).id },
    data: { deadline: new Date(Date.now() + hoursFromNow * 3600_000) },
  })

/** Round 1's quotations as the tests compare them: who, which item, status, price, volume, terms, answered by. */
const roundOneQuotations = async () =>
  (
    await db.quotation.findMany({
      where: { processId: ids.acmeProcess, round: 1 },
      orderBy: [{ supplierId: 'asc' }, { itemId: 'asc' }],
    })
  ).map((q) => [
    q.supplierId,
    q.itemId,
    q.responseStatus,
    q.initialProposal?.toString() ?? null,
    q.annualVolume.toString(),
    q.paymentTerms,
    q.portalAnsweredBy,
  ])

const statusesFor = async (round = 1) => {
  const { suppliers } = await portalRound({ processId: ids.acmeProcess, round })
  return Object.fromEntries(suppliers.map((s) => [s.name, s.status]))
}

describe('supplier portal', () => {
  scenario(
    'invites each contact in their language with a link whose token is kept only as a hash',
    async () => {
      const tokens = await openPortalRound()
      const mails = Object.fromEntries(
        testInbox().inbox.map((mail) => [mail.to[0], mail])
      )
      expect(mails['ana@alpha.example.com'].subject).toMatch(
        /^Acme convida você a cotar: PRC-\d{4}-0007 · Steel coils 7$/
      )
      expect(mails['bob@beta.example.com'].subject).toMatch(
        /^Acme invites you to quote: PRC-\d{4}-0007 · Steel coils 7$/
      )
      const invitation = mails['bob@beta.example.com'].textContent
      expect(invitation).toContain('Prices CIF Campinas, in BRL.')
      // 256 random bits, base64url
      expect(tokens.ana).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(tokens.ana).not.toBe(tokens.bob)
      const links = await db.portalLink.findMany()
      expect(links.map((link) => link.tokenHash).sort()).toEqual(
        [tokens.ana, tokens.bob]
          .map((token) => createHash('sha256').update(token).digest('hex'))
          .sort()
      )
      const everything = JSON.stringify([
        links,
        await db.portalInvitation.findMany(),
        await db.backgroundJob.findMany(),
        await db.rateLimitBucket.findMany(),
      ])
      expect(everything).not.toContain(tokens.ana)
      expect(await statusesFor()).toEqual({ Alpha: 'INVITED', Beta: 'INVITED' })
    }
  )

  scenario(
    "shows a supplier the round, its items and its own earlier answers, never another's",
    async () => {
      await db.quotation.createMany({
        data: [ids.supplierA, ids.supplierB].map((supplierId, index) => ({
          processId: ids.acmeProcess,
          round: 1,
          proposalDate: new Date('2026-11-01'),
          supplierId,
          itemId: ids.steel,
          annualVolume: 1000,
          paymentTerms: 60,
          responseStatus: 'ANSWERED' as const,
          initialProposal: index ? '88.5' : '91.25',
        })),
      })
      const tokens = await openPortalRound({ round: 2 })

      const page = await portalPage(tokens.ana)

      expect(page).toMatchObject({
        company: { name: 'Acme', timeZone: 'America/Sao_Paulo' },
        process: { title: 'Steel coils 7' },
        supplier: { name: 'Alpha' },
        contact: { name: 'Ana', language: 'pt' },
        round: {
          number: 2,
          instructions: 'Prices CIF Campinas, in BRL.',
          fields: ['annualVolume', 'paymentTerms'],
          answering: true,
        },
        items: [
          {
            id: ids.steel,
            code: 'MAT-1',
            description: 'Steel coil',
            unit: 'KG',
            annualVolume: '1000',
          },
          {
            id: ids.resin,
            code: 'MAT-2',
            description: 'Resin',
            unit: 'KG',
            annualVolume: '1000',
          },
        ],
        earlier: [{ round: 1, itemId: ids.steel, unitPrice: '91.25' }],
        answer: { status: 'OPENED', offers: [] },
      })
      const text = JSON.stringify(page)
      expect(text).not.toContain('88.5')
      expect(text).not.toContain('Beta')
      expect(text).not.toContain('110') // the baseline price stays the buyer's
      expect(await statusesFor(2)).toEqual({ Alpha: 'OPENED', Beta: 'INVITED' })
    }
  )

  scenario(
    'the page lists each receipt with the price it sent per item',
    async () => {
      const tokens = await openPortalRound()
      await submitPortalAnswer(tokens.ana, [
        { itemId: ids.steel, unitPrice: '91.5' },
        { itemId: ids.resin, declined: true },
      ])

      const { receipts } = await portalPage(tokens.ana)
      expect(receipts).toEqual([
        expect.objectContaining({
          submittedBy: 'Ana',
          offers: [
            { itemId: ids.steel, unitPrice: '91.5', declined: false },
            { itemId: ids.resin, unitPrice: null, declined: true },
          ],
        }),
      ])
    }
  )

  scenario(
    'keeps drafts, submits with a receipt by mail, tells the buyer, and seals prices until the deadline',
    async () => {
      const tokens = await openPortalRound()
      // the page sends decimals canonical; a comma is what the grid reads, not the api
      await expect(
        savePortalDraft(tokens.ana, [{ itemId: ids.steel, unitPrice: '91,5' }])
      ).rejects.toThrow('portal.errors.price')
      await savePortalDraft(tokens.ana, [
        { itemId: ids.steel, unitPrice: '91.5' },
      ])
      expect(await statusesFor()).toMatchObject({ Alpha: 'DRAFT' })

      testInbox().clearInbox()
      const sent = await submitPortalAnswer(tokens.ana, [
        {
          itemId: ids.steel,
          unitPrice: '91.5',
          annualVolume: '800',
          paymentTerms: 90,
        },
        // a field the round does not ask is dropped
        { itemId: ids.resin, unitPrice: '102.25', incotermId: 'inco-cif' },
      ])
      expect(sent.status).toBe('SUBMITTED')
      await runPortalMails()

      const receipt = testInbox().inbox.find((mail) =>
        mail.to.includes('ana@alpha.example.com')
      )
      expect(receipt?.subject).toMatch(/^Recibo: sua resposta a PRC-\d{4}-0007/)
      expect(receipt?.textContent).toMatch(/MAT-1 · Steel coil: R\$\s91,50/)
      expect(receipt?.textContent).toMatch(/MAT-2 · Resin: R\$\s102,25/)
      const stored = await db.portalResponse.findFirstOrThrow({
        where: { supplierId: ids.supplierA },
      })
      expect(stored.offers).toEqual([
        {
          itemId: ids.steel,
          unitPrice: '91.5',
          annualVolume: '800',
          paymentTerms: 90,
          declined: false,
        },
        { itemId: ids.resin, unitPrice: '102.25', declined: false },
      ])
      const notices = await db.notification.findMany({
        where: { userId: 'user-buyer' },
      })
      expect(
        notices.map((n) => [
          n.messageCode,
          (n.values as { supplier: string }).supplier,
        ])
      ).toEqual([['PORTAL_SUBMITTED', 'Alpha']])

      await signInAs('buyer')
      const sealed = await portalRound({ processId: ids.acmeProcess, round: 1 })
      expect(sealed.schedule?.pricesVisible).toBe(false)
      expect(sealed.suppliers.find((s) => s.name === 'Alpha')).toMatchObject({
        status: 'SUBMITTED',
        submittedBy: 'Ana',
        offers: null,
      })
      // nor are they quotations yet
      expect(await db.quotation.count()).toBe(0)

      await db.roundSchedule.updateMany({ data: { sealed: false } })
      const open = await portalRound({ processId: ids.acmeProcess, round: 1 })
      expect(open.suppliers.find((s) => s.name === 'Alpha')?.offers).toEqual(
        stored.offers
      )
    }
  )

  scenario('refuses what a submit may not hold, changing nothing', async () => {
    const tokens = await openPortalRound()
    const refusal = (offers: unknown) =>
      submitPortalAnswer(tokens.bob, offers).then(
        () => 'accepted',
        (error) => error.message
      )
    expect(await refusal([{ itemId: ids.steel, unitPrice: '90' }])).toBe(
      'portal.errors.itemMissing'
    )
    expect(await refusal(priced('0', '90'))).toBe('portal.errors.price')
    expect(
      await refusal([
        { itemId: ids.steel },
        { itemId: ids.resin, unitPrice: '1' },
      ])
    ).toBe('portal.errors.price')
    expect(await refusal(priced('abc', '90'))).toBe('portal.errors.price')
    expect(await refusal(priced('1.1234567', '90'))).toBe('validation.decimals')
    expect(
      await refusal([
        ...priced('1', '2'),
        { itemId: ids.globexItem, unitPrice: '3' },
      ])
    ).toBe('portal.item.notFound')
    expect(
      await refusal([
        ...priced('1', '2'),
        { itemId: ids.steel, unitPrice: '3' },
      ])
    ).toBe('portal.errors.duplicateItem')
    expect(await refusal({ itemId: ids.steel })).toBe('validation.type')
    expect(
      await refusal([
        { itemId: ids.steel, unitPrice: '1', paymentTerms: 1.5 },
        { itemId: ids.resin, declined: true },
      ])
    ).toBe('validation.integer')
    expect(await db.portalReceipt.count()).toBe(0)
    expect(await statusesFor()).toEqual({ Alpha: 'INVITED', Beta: 'INVITED' })
  })

  scenario('declines items one by one or the whole round', async () => {
    const tokens = await openPortalRound()
    await submitPortalAnswer(tokens.bob, [
      { itemId: ids.steel, unitPrice: '95' },
      { itemId: ids.resin, declined: true, unitPrice: '1' },
    ])
    expect(
      (
        await db.portalResponse.findFirstOrThrow({
          where: { supplierId: ids.supplierB },
        })
      ).offers
    ).toEqual([
      { itemId: ids.steel, unitPrice: '95', declined: false },
      { itemId: ids.resin, declined: true },
    ])
    await declinePortalRound(tokens.ana)
    expect(await statusesFor()).toEqual({
      Alpha: 'DECLINED',
      Beta: 'SUBMITTED',
    })
  })

  scenario(
    'a link stops at revocation, at a resend, and after the deadline plus the grace',
    async () => {
      const tokens = await openPortalRound()
      const reason = (token: string) =>
        portalPage(token).then(
          () => 'opens',
          (error) => error.message
        )
      expect(await reason('not-a-token')).toBe('portal.link.unknown')
      expect(await reason('A'.repeat(43))).toBe('portal.link.unknown')

      await signInAs('buyer')
      const { suppliers } = await portalRound({
        processId: ids.acmeProcess,
        round: 1,
      })
      const bob = suppliers.find((s) => s.name === 'Beta')?.invitations[0]
      const ana = suppliers.find((s) => s.name === 'Alpha')?.invitations[0]
      await revokePortalInvitation({ id: bob?.id as string })
      expect(await reason(tokens.bob)).toBe('portal.link.revoked')
      await expect(
        submitPortalAnswer(tokens.bob, priced('1', '2'))
      ).rejects.toThrow('portal.link.revoked')

      testInbox().clearInbox()
      await resendPortalInvitation({ id: ana?.id as string })
      await runPortalMails()
      const fresh = mailedToken('ana@alpha.example.com')
      expect(fresh).not.toBe(tokens.ana)
      expect(await reason(tokens.ana)).toBe('portal.link.unknown')
      expect(await reason(fresh)).toBe('opens')

      // past the deadline the page still opens (read only) for the company's grace, then expires
      await setDeadline(-1)
      const page = await portalPage(fresh)
      expect(page.round.answering).toBe(false)
      await expect(savePortalDraft(fresh, priced('1', '2'))).rejects.toThrow(
        'portal.errors.closed'
      )
      await db.company.update({
        where: { id: 'company-acme' },
        data: { portalGraceHours: 0 },
      })
      expect(await reason(fresh)).toBe('portal.link.expired')
    }
  )

  scenario(
    'reminds those who have not answered, once, with a new link',
    async () => {
      const tokens = await openPortalRound()
      await submitPortalAnswer(tokens.ana, priced('91', '101'))
      // still more than a day ahead: the run is for a deadline since moved
      expect(await remindLateSuppliers((await scheduleOf()).id)).toBe(0)

      await setDeadline(23)
      await runPortalMails()
      testInbox().clearInbox()
      expect(await remindLateSuppliers((await scheduleOf()).id)).toBe(1)
      expect(await remindLateSuppliers((await scheduleOf()).id)).toBe(0)
      await runPortalMails()

      expect(
        testInbox().inbox.map((mail) => [mail.to[0], mail.subject])
      ).toEqual([
        [
          'bob@beta.example.com',
          expect.stringMatching(
            /^Reminder: PRC-\d{4}-0007 · Steel coils 7 closes on/
          ),
        ],
      ])
      // both of Bob's links work: the invitation's and the reminder's
      const reminded = mailedToken('bob@beta.example.com')
      expect(reminded).not.toBe(tokens.bob)
      await expect(portalPage(tokens.bob)).resolves.toBeTruthy()
      await expect(portalPage(reminded)).resolves.toBeTruthy()
    }
  )

  scenario(
    'closes once with two workers at it: answers become the round quotations',
    async () => {
      const tokens = await openPortalRound()
      await submitPortalAnswer(tokens.ana, [
        {
          itemId: ids.steel,
          unitPrice: '91.5',
          annualVolume: '800',
          paymentTerms: 90,
        },
        { itemId: ids.resin, declined: true },
      ])
      // Ana revises before the deadline: the last submit counts
      await submitPortalAnswer(tokens.ana, [
        {
          itemId: ids.steel,
          unitPrice: '90.25',
          annualVolume: '800',
          paymentTerms: 90,
        },
        { itemId: ids.resin, declined: true },
      ])
      // Bob leaves a draft only: nothing of it is sent
      await savePortalDraft(tokens.bob, priced('80', '81'))
      const { id } = await scheduleOf()

      const closed = await Promise.all([
        closeRound(id, null),
        closeRound(id, null),
      ])

      expect(closed.sort()).toEqual([false, true])
      expect(await roundOneQuotations()).toEqual([
        [ids.supplierA, ids.steel, 'ANSWERED', '90.25', '800', 90, 'Ana'],
        [ids.supplierA, ids.resin, 'DECLINED', null, '1000', 60, 'Ana'],
        [ids.supplierB, ids.steel, 'PENDING', null, '1000', 60, null],
        [ids.supplierB, ids.resin, 'PENDING', null, '1000', 60, null],
      ])
      const closedNotices = await db.notification.findMany({
        where: { messageCode: 'PORTAL_ROUND_CLOSED' },
      })
      expect(closedNotices.map((n) => n.values)).toEqual([
        expect.objectContaining({ round: 1, answered: 1, invited: 2 }),
      ])
      await expect(
        savePortalDraft(tokens.bob, priced('1', '2'))
      ).rejects.toThrow('portal.errors.closed')
      await signInAs('buyer')
      await expect(
        closePortalRound({ processId: ids.acmeProcess, round: 1 })
      ).rejects.toThrow('portal.errors.roundClosed')
    }
  )

  scenario(
    "answers replace what the buyer typed in the round before it closed; no answer leaves the buyer's row",
    async () => {
      const tokens = await openPortalRound()
      // the buyer typed a price for each supplier and item while the round was open
      for (const supplierId of [ids.supplierA, ids.supplierB])
        for (const itemId of [ids.steel, ids.resin])
          await db.quotation.create({
            data: {
              processId: ids.acmeProcess,
              round: 1,
              proposalDate: new Date('2026-11-20'),
              supplierId,
              itemId,
              annualVolume: '500',
              paymentTerms: 30,
              responseStatus: 'ANSWERED',
              initialProposal: '77.7',
            },
          })
      await submitPortalAnswer(tokens.ana, [
        { itemId: ids.steel, unitPrice: '91.5' },
        { itemId: ids.resin, declined: true },
      ])

      expect(await closeRound((await scheduleOf()).id, null)).toBe(true)

      expect(await roundOneQuotations()).toEqual([
        [ids.supplierA, ids.steel, 'ANSWERED', '91.5', '1000', 60, 'Ana'],
        [ids.supplierA, ids.resin, 'DECLINED', null, '1000', 60, 'Ana'],
        [ids.supplierB, ids.steel, 'ANSWERED', '77.7', '500', 30, null],
        [ids.supplierB, ids.resin, 'ANSWERED', '77.7', '500', 30, null],
      ])
    }
  )

  scenario(
    "keeps the buyer's later changes to what a supplier answered, with who and when",
    async () => {
      const tokens = await openPortalRound()
      await submitPortalAnswer(tokens.ana, priced('91.5', '102'))
      await closePortalRound({ processId: ids.acmeProcess, round: 1 })
      const round = await db.quotation.findMany({
        where: { processId: ids.acmeProcess, round: 1 },
      })
      const input = round.map(
        ({
          id: _id,
          processId: _p,
          round: _r,
          portalAnsweredAt: _at,
          portalAnsweredBy: _by,
          ...row
        }) => ({
          ...row,
          annualVolume: row.annualVolume.toString(),
          initialProposal: row.initialProposal?.toString() ?? null,
          equalizedProposal:
            row.supplierId === ids.supplierA && row.itemId === ids.steel
              ? '89.9'
              : null,
          negotiatedProposal: null,
          awardedProposal: null,
          awardedVolume: null,
        })
      )

      await saveQuotationRound({ processId: ids.acmeProcess, round: 1, input })

      const history = await portalAnswerHistory({
        processId: ids.acmeProcess,
        round: 1,
      })
      expect(history).toEqual([
        expect.objectContaining({
          supplierId: ids.supplierA,
          itemId: ids.steel,
          userName: 'Buyer Test',
          portalAnsweredBy: 'Ana',
          fields: [{ field: 'equalizedProposal', before: null, after: '89.9' }],
        }),
      ])
      // saving it again unchanged records nothing more
      await saveQuotationRound({ processId: ids.acmeProcess, round: 1, input })
      expect(await db.quotationChange.count()).toBe(1)
    }
  )

  scenario(
    'the deadline job leaves a round whose deadline moved later',
    async () => {
      await openPortalRound()
      const { id } = await scheduleOf()
      await ClosePortalRoundJob.perform(id)
      expect((await scheduleOf()).closedAt).toBeNull()
      await setDeadline(-0.01)
      await ClosePortalRoundJob.perform(id)
      expect((await scheduleOf()).closedAt).not.toBeNull()
      expect(await db.quotation.count({ where: { round: 1 } })).toBe(4)
    }
  )

  scenario(
    'the deadline job leaves the quotations of a process sent for approval as the approvers see them, and tells the buyer',
    async () => {
      const tokens = await openPortalRound()
      await submitPortalAnswer(tokens.ana, priced('91.5', '102'))
      const before = await db.quotation.findMany({
        where: { processId: ids.acmeProcess },
        orderBy: { id: 'asc' },
      })
      for (const status of ['IN_REVIEW', 'APPROVED'] as const) {
        await db.roundSchedule.updateMany({ data: { closedAt: null } })
        await db.process.update({
          where: { id: ids.acmeProcess },
          data: { status },
        })
        await setDeadline(-0.01)
        await ClosePortalRoundJob.perform((await scheduleOf()).id)

        expect((await scheduleOf()).closedAt).not.toBeNull()
        expect(
          await db.quotation.findMany({
            where: { processId: ids.acmeProcess },
            orderBy: { id: 'asc' },
          })
        ).toEqual(before)
        expect(
          await db.attachment.count({ where: { processId: ids.acmeProcess } })
        ).toBe(0)
      }
      const notices = await db.notification.findMany({
        where: {
          userId: 'user-buyer',
          messageCode: { not: 'PORTAL_SUBMITTED' },
        },
        select: { messageCode: true, values: true },
      })
      expect(notices).toEqual([
        {
          messageCode: 'PORTAL_ROUND_NOT_APPLIED',
          values: expect.objectContaining({ round: 1, answered: 1 }),
        },
        {
          messageCode: 'PORTAL_ROUND_NOT_APPLIED',
          values: expect.objectContaining({ round: 1, answered: 1 }),
        },
      ])
    }
  )

  scenario(
    'marks an address the mail server refuses as bounced, until resent',
    async () => {
      await openPortalRound()
      await signInAs('buyer')
      const refused = Object.assign(
        new Error('550 5.1.1 mailbox unavailable'),
        {
          responseCode: 550,
        }
      )
      // the one double here: an SMTP server that refuses an address for good
      const send = jest.spyOn(mailer, 'send').mockRejectedValueOnce(refused)
      const { suppliers } = await portalRound({
        processId: ids.acmeProcess,
        round: 1,
      })
      const bob = suppliers.find((s) => s.name === 'Beta')?.invitations[0]
      await resendPortalInvitation({ id: bob?.id as string })
      await runPortalMails()
      send.mockRestore()

      expect(await statusesFor()).toMatchObject({ Beta: 'BOUNCED' })
      const bounced = await db.portalInvitation.findUniqueOrThrow({
        where: { id: bob?.id },
      })
      expect(bounced.bouncedAt).not.toBeNull()
      expect(
        await db.portalLink.count({ where: { invitationId: bob?.id } })
      ).toBe(0)

      await resendPortalInvitation({ id: bob?.id as string })
      await runPortalMails()
      expect(await statusesFor()).toMatchObject({ Beta: 'INVITED' })
      expect(
        await db.portalLink.count({ where: { invitationId: bob?.id } })
      ).toBe(1)
    }
  )

  scenario("another company's users reach nothing of the round", async () => {
    await openPortalRound()
    await signInAs('buyer')
    const { suppliers } = await portalRound({
      processId: ids.acmeProcess,
      round: 1,
    })
    const invitationId = suppliers[0].invitations[0].id

    await signInAs('stranger')
    await expect(
      portalRound({ processId: ids.acmeProcess, round: 1 })
    ).rejects.toThrow('process.errors.companyNotAllowed')
    await expect(revokePortalInvitation({ id: invitationId })).rejects.toThrow(
      'process.errors.companyNotAllowed'
    )
    await expect(resendPortalInvitation({ id: invitationId })).rejects.toThrow(
      'process.errors.companyNotAllowed'
    )
    await expect(
      closePortalRound({ processId: ids.acmeProcess, round: 1 })
    ).rejects.toThrow('process.errors.companyNotAllowed')
    // Acme's buyer cannot invite Globex's contact either
    await signInAs('buyer')
    await expect(
      inviteToRound({
        processId: ids.acmeProcess,
        round: 1,
        contactIds: [contacts.gil],
      })
    ).rejects.toThrow('portal.errors.contactUnknown')
    expect(await db.portalInvitation.count()).toBe(2)
  })
})
