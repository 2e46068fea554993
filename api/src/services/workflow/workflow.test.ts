import { SendNotificationEmailJob } from 'src/jobs/SendNotificationEmailJob/SendNotificationEmailJob'
import { db } from 'src/lib/db'
import { testInbox } from 'src/lib/testing/inbox'
import { makeAcmeProcessReady } from 'src/lib/testing/readyProcess'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'
import { Process, updateProcess } from 'src/services/processes/processes'
import { deleteRole } from 'src/services/roles/roles'
import { deleteUser } from 'src/services/users/users'

import {
  decideProcess,
  processFlow,
  saveFinalSummary,
  sendProcessForApproval,
} from './workflow'

const summary = { finalExecutiveSummary: 'Award steel to Alpha at 95' }
const send = () =>
  sendProcessForApproval({ id: ids.acmeProcess, input: summary })
const approve = (description?: string) =>
  decideProcess({ id: ids.acmeProcess, approve: true, input: { description } })
const reject = (description?: string) =>
  decideProcess({ id: ids.acmeProcess, approve: false, input: { description } })

const notificationsOf = (uid: string) =>
  db.notification.findMany({
    where: { userId: `user-${uid}` },
    orderBy: { createdAt: 'asc' },
  })
/** The Process type's field, as GraphQL resolves it for the signed-in user. */
const awaitsMyReview = async () =>
  Process.awaitsMyReview(undefined, {
    root: await db.process.findUnique({ where: { id: ids.acmeProcess } }),
  })

/** Acme's process as the general step sends it back, with its workflow or another. */
const generalInput = async (
  approvalWorkflow?: { userId: string; title: string; priority: number }[]
) => {
  const process = await db.process.findUnique({
    where: { id: ids.acmeProcess },
    include: { items: true, plants: true, approvalWorkflow: true },
  })
  return {
    ...process,
    items: process.items.map(({ id, code, description }) => ({
      id,
      code,
      description,
    })),
    plants: process.plants.map(
      ({ id, plant, description, regionId, countryId }) => ({
        id,
        plant,
        description,
        regionId,
        countryId,
      })
    ),
    approvalWorkflow:
      approvalWorkflow ??
      process.approvalWorkflow.map(({ userId, title, priority }) => ({
        userId,
        title,
        priority,
      })),
  } as never
}

const reviews = () =>
  db.workflowReview.findMany({
    where: { processId: ids.acmeProcess },
    orderBy: [{ cycle: 'asc' }, { priority: 'asc' }],
  })

describe('approval workflow', () => {
  describe('send for approval', () => {
    scenario(
      'refuses a process missing details, quotations or awards',
      async () => {
        await signInAs('buyer')

        await expect(send()).rejects.toThrow('process.errors.notReady')
        expect(
          (await db.process.findUnique({ where: { id: ids.acmeProcess } }))
            .status
        ).toBe('DRAFT')
      }
    )

    scenario(
      'the review step saves the final executive summary while the process is prepared',
      async () => {
        await signInAs('buyer')
        await saveFinalSummary({ id: ids.acmeProcess, input: summary })
        expect(
          (await db.process.findUnique({ where: { id: ids.acmeProcess } }))
            .finalExecutiveSummary
        ).toBe(summary.finalExecutiveSummary)
        await expect(
          saveFinalSummary({
            id: ids.acmeProcess,
            input: { finalExecutiveSummary: ' ' },
          })
        ).rejects.toThrow('validation.required')

        await makeAcmeProcessReady()
        await send()
        await expect(
          saveFinalSummary({ id: ids.acmeProcess, input: summary })
        ).rejects.toThrow('process.errors.alreadyInReview')
        await signInAs('stranger')
        await expect(
          saveFinalSummary({ id: ids.acmeProcess, input: summary })
        ).rejects.toThrow('process.errors.companyNotAllowed')
      }
    )

    scenario(
      'refuses a process whose supplier portal round is still open, and sends it once closed',
      async () => {
        await signInAs('buyer')
        await makeAcmeProcessReady()
        const schedule = await db.roundSchedule.create({
          data: {
            processId: ids.acmeProcess,
            round: 2,
            deadline: new Date(Date.now() + 86_400_000),
            sealed: true,
            fields: [],
          },
        })

        await expect(send()).rejects.toMatchObject({
          message: 'process.errors.portalRoundOpen',
          extensions: { properties: { values: { rounds: '2' } } },
        })
        expect(
          (await db.process.findUnique({ where: { id: ids.acmeProcess } }))
            .status
        ).toBe('DRAFT')
        expect(await reviews()).toEqual([])

        await db.roundSchedule.update({
          where: { id: schedule.id },
          data: { closedAt: new Date() },
        })
        expect((await send()).status).toBe('IN_REVIEW')
      }
    )

    scenario('requires the final executive summary', async () => {
      await signInAs('buyer')
      await makeAcmeProcessReady()

      await expect(
        sendProcessForApproval({
          id: ids.acmeProcess,
          input: { finalExecutiveSummary: ' ' },
        })
      ).rejects.toThrow('validation.required')
    })

    scenario(
      'asks the first approver by priority and tells the owner',
      async () => {
        await signInAs('buyer')
        await makeAcmeProcessReady()

        await send()

        expect(
          await db.process.findUnique({ where: { id: ids.acmeProcess } })
        ).toMatchObject({
          status: 'IN_REVIEW',
          reviewCycle: 1,
          finalExecutiveSummary: summary.finalExecutiveSummary,
        })
        expect((await reviews()).map((r) => [r.userId, r.status])).toEqual([
          ['user-manager', 'PENDING'],
          ['user-owner', 'WAITING'],
        ])
        expect(
          (await notificationsOf('manager')).map((n) => [n.messageCode, n.link])
        ).toEqual([
          [
            'PROCESS_ASK_REVIEW',
            `/app/process/${ids.acmeProcess}/review?mode=approve`,
          ],
        ])
        expect(
          (await notificationsOf('buyer')).map((n) => n.messageCode)
        ).toEqual(['PROCESS_START'])
        expect((await notificationsOf('owner')).length).toBe(0)
      }
    )

    scenario(
      'emails each notification in its recipient language, through the job queue',
      async () => {
        await db.user.update({
          where: { id: 'user-buyer' },
          data: { locale: 'pt' },
        })
        await signInAs('buyer')
        await makeAcmeProcessReady()
        testInbox().clearInbox()

        await send()

        const queued = await db.backgroundJob.findMany({
          where: { queue: 'email' },
        })
        expect(queued.map((job) => JSON.parse(job.handler).name)).toEqual([
          'SendNotificationEmailJob',
          'SendNotificationEmailJob',
        ])
        for (const job of queued)
          await SendNotificationEmailJob.perform(
            JSON.parse(job.handler).args[0]
          )
        const code = `PRC-${new Date().getUTCFullYear()}-0007`
        const mails = Object.fromEntries(
          testInbox().inbox.map((mail) => [mail.to[0], mail])
        )
        expect(mails['manager@team.example.com'].subject).toBe(
          `Process ${code} · Steel coils 7 is waiting for your review`
        )
        expect(mails['buyer@team.example.com'].subject).toBe(
          `O processo ${code} · Steel coils 7 foi enviado para aprovação`
        )
        const { textContent } = mails['manager@team.example.com']
        expect(textContent).toContain('Open in Procura')
        expect(textContent).toContain(
          `http://localhost:8910/app/process/${ids.acmeProcess}/review?mode=approve`
        )
      }
    )

    scenario(
      "refuses a process already in review, and another company's",
      async () => {
        await signInAs('buyer')
        await makeAcmeProcessReady()
        await send()

        await expect(send()).rejects.toThrow('process.errors.alreadyInReview')
        await signInAs('stranger')
        await expect(send()).rejects.toThrow('process.errors.companyNotAllowed')
        expect(await db.workflowReview.count()).toBe(2)
      }
    )
  })

  describe('approve and reject', () => {
    scenario(
      'approvers act in priority order; the last approval approves the process',
      async () => {
        await signInAs('buyer')
        await makeAcmeProcessReady()
        await send()

        await signInAs('owner')
        expect(await awaitsMyReview()).toBe(false)
        await expect(approve()).rejects.toThrow('process.errors.notInWorkflow')
        await signInAs('buyer')
        await expect(approve()).rejects.toThrow('process.errors.notInWorkflow')

        await signInAs('manager')
        expect(await awaitsMyReview()).toBe(true)
        await approve()
        expect(await awaitsMyReview()).toBe(false)
        expect((await reviews()).map((r) => r.status)).toEqual([
          'APPROVED',
          'PENDING',
        ])
        expect(
          (await notificationsOf('owner')).map((n) => n.messageCode)
        ).toEqual(['PROCESS_APPROVE'])

        await signInAs('owner')
        expect(await awaitsMyReview()).toBe(true)
        await approve('Good negotiation')
        expect(await awaitsMyReview()).toBe(false)
        const [first, last] = await reviews()
        expect(first).toMatchObject({ status: 'APPROVED', description: null })
        expect(last).toMatchObject({
          status: 'APPROVED',
          description: 'Good negotiation',
          roleId: 'role-owner',
        })
        expect(last.reviewedAt).toBeInstanceOf(Date)
        const approved = await db.process.findUnique({
          where: { id: ids.acmeProcess },
        })
        expect(approved.status).toBe('APPROVED')
        // the dashboard counts its savings as realized in this month
        expect(approved.approvedAt).toEqual(last.reviewedAt)
        expect(
          (await notificationsOf('buyer')).map((n) => n.messageCode)
        ).toEqual(['PROCESS_START', 'PROCESS_APPROVED'])
      }
    )

    scenario(
      'the first of two approvals is recorded: the process still awaits the other approver',
      async () => {
        await signInAs('buyer')
        await makeAcmeProcessReady()
        await send()

        await signInAs('manager')
        expect(await approve()).toEqual({ status: 'IN_REVIEW' })
        await signInAs('owner')
        expect(await approve()).toEqual({ status: 'APPROVED' })
      }
    )

    scenario(
      "approval mails say what the approver needs: the process, who sent it, its award and saving, each decision and its comment, in the recipient's language",
      async () => {
        await db.user.update({
          where: { id: 'user-owner' },
          data: { locale: 'pt' },
        })
        await signInAs('buyer')
        await makeAcmeProcessReady()
        testInbox().clearInbox()
        await send()
        await signInAs('manager')
        await approve('Best price of the round')
        await signInAs('owner')
        await approve('De acordo')

        const queued = await db.backgroundJob.findMany({
          where: { queue: 'email' },
          orderBy: { createdAt: 'asc' },
        })
        for (const job of queued)
          await SendNotificationEmailJob.perform(
            JSON.parse(job.handler).args[0]
          )
        const code = `PRC-${new Date().getUTCFullYear()}-0007`
        const mailTo = (address: string, subject: string) =>
          testInbox().inbox.find(
            (mail) => mail.to[0] === address && mail.subject.includes(subject)
          ).textContent
        const askReview = mailTo(
          'manager@team.example.com',
          'is waiting for your review'
        )
        expect(askReview).toContain(`Process: ${code} · Steel coils 7`)
        expect(askReview).toContain('Sent for approval by Buyer Test')
        // two items of 1,000 kg a year at 95 for 12 months; historical 100, baseline 110
        expect(askReview).toContain('Amount awarded: R$190,000.00')
        expect(askReview).toContain('Saving: R$30,000.00')
        expect(askReview).toContain(
          `http://localhost:8910/app/process/${ids.acmeProcess}/review?mode=approve`
        )
        expect(askReview).not.toContain('Open Procura to see it.')

        const nextApprover = mailTo('owner@team.example.com', 'aguarda você')
        expect(nextApprover).toContain(`Processo: ${code} · Steel coils 7`)
        expect(nextApprover).toContain('Enviado para aprovação por Buyer Test')
        expect(nextApprover).toMatch(/Valor adjudicado: R\$\s190\.000,00/)
        expect(nextApprover).toMatch(/Saving: R\$\s30\.000,00/)
        expect(nextApprover).toContain('Aprovado por Manager Test')
        expect(nextApprover).toContain('Comentário: Best price of the round')

        const approved = mailTo('buyer@team.example.com', 'was approved')
        expect(approved).toContain('Approved by Owner Test')
        expect(approved).toContain('Comment: De acordo')
        expect(approved).toContain(
          `http://localhost:8910/app/process/${ids.acmeProcess}/review?mode=approved`
        )
      }
    )

    scenario(
      'a rejection needs a comment, returns the process for changes, and it can be sent again',
      async () => {
        await signInAs('buyer')
        await makeAcmeProcessReady()
        await send()

        await signInAs('manager')
        await expect(reject('  ')).rejects.toThrow(
          'process.flow.commentRequired'
        )
        await reject('Negotiate resin further')

        expect(
          (await db.process.findUnique({ where: { id: ids.acmeProcess } }))
            .status
        ).toBe('REJECTED')
        expect(
          (await notificationsOf('buyer')).map((n) => [n.messageCode, n.values])
        ).toEqual([
          ['PROCESS_START', expect.anything()],
          [
            'PROCESS_REJECTED',
            expect.objectContaining({ title: 'Steel coils 7' }),
          ],
        ])

        await signInAs('buyer')
        await send()
        expect(
          (await reviews()).map((r) => [r.cycle, r.status, r.description])
        ).toEqual([
          [1, 'REJECTED', 'Negotiate resin further'],
          [1, 'WAITING', null],
          [2, 'PENDING', null],
          [2, 'WAITING', null],
        ])
        const flow = await processFlow({ id: ids.acmeProcess })
        expect(flow.map((r) => r.cycle)).toEqual([2, 2, 1, 1])
      }
    )

    scenario(
      'a process in review cannot be edited, a rejected one can',
      async () => {
        await signInAs('buyer')
        await makeAcmeProcessReady()
        await send()
        const input = await generalInput()
        await expect(
          updateProcess({ id: ids.acmeProcess, input })
        ).rejects.toThrow('process.errors.alreadyInReview')
        await signInAs('manager')
        await reject('Fix it')
        await signInAs('buyer')
        await expect(
          updateProcess({ id: ids.acmeProcess, input })
        ).resolves.toMatchObject({
          id: ids.acmeProcess,
        })
        // the rejected sending stays on record when the workflow did not change
        expect((await reviews()).map((r) => r.status)).toEqual([
          'REJECTED',
          'WAITING',
        ])
      }
    )

    scenario(
      'many approvals of one step at once advance the flow once',
      async () => {
        await signInAs('buyer')
        await makeAcmeProcessReady()
        await send()
        await signInAs('manager')

        const results = await Promise.allSettled(
          Array.from({ length: 6 }, () => approve())
        )

        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
        for (const result of results.filter((r) => r.status === 'rejected'))
          expect(String((result as PromiseRejectedResult).reason)).toContain(
            'process.errors.notInWorkflow'
          )
        expect((await reviews()).map((r) => r.status)).toEqual([
          'APPROVED',
          'PENDING',
        ])
        expect(
          await db.notification.count({ where: { userId: 'user-owner' } })
        ).toBe(1)
      }
    )

    scenario("refuses another company's user", async () => {
      await signInAs('buyer')
      await makeAcmeProcessReady()
      await send()

      await signInAs('stranger')
      await expect(approve()).rejects.toThrow(
        'process.errors.companyNotAllowed'
      )
      await expect(processFlow({ id: ids.acmeProcess })).rejects.toThrow(
        'process.errors.companyNotAllowed'
      )
      expect((await reviews()).map((r) => r.status)).toEqual([
        'PENDING',
        'WAITING',
      ])
    })
  })

  describe('approvals that never get stuck, history that is never lost', () => {
    scenario(
      'the sender cannot approve their own process, unless the company allows it',
      async () => {
        await makeAcmeProcessReady()
        // the owner sends; the owner is also the workflow's second approver
        await signInAs('owner')
        await send()
        await signInAs('manager')
        await approve()
        await signInAs('owner')
        expect(
          await Process.selfApprovalBarred(undefined, {
            root: await db.process.findUnique({
              where: { id: ids.acmeProcess },
            }),
          })
        ).toBe(true)

        await expect(approve()).rejects.toThrow('process.errors.selfApproval')
        await expect(reject('Mine')).rejects.toThrow(
          'process.errors.selfApproval'
        )
        expect((await reviews()).map((r) => r.status)).toEqual([
          'APPROVED',
          'PENDING',
        ])

        // a small team may allow it
        await db.company.update({
          where: { id: 'company-acme' },
          data: { allowSelfApproval: true },
        })
        await approve()
        expect(
          (await db.process.findUnique({ where: { id: ids.acmeProcess } }))
            .status
        ).toBe('APPROVED')
      }
    )

    scenario(
      'sending with an empty workflow is refused with a message',
      async () => {
        await signInAs('buyer')
        await makeAcmeProcessReady()
        await db.approvalWorkflowEntry.deleteMany({
          where: { processId: ids.acmeProcess },
        })

        await expect(send()).rejects.toThrow('process.errors.noApprovers')
        expect(
          (await db.process.findUnique({ where: { id: ids.acmeProcess } }))
            .status
        ).toBe('DRAFT')
      }
    )

    scenario(
      "editing a rejected process's workflow keeps the earlier sending's decisions",
      async () => {
        await signInAs('buyer')
        await makeAcmeProcessReady()
        await send()
        await signInAs('manager')
        await reject('Renegotiate the price')

        // the buyer renames the steps and puts the deputy manager first
        await signInAs('buyer')
        await updateProcess({
          id: ids.acmeProcess,
          input: await generalInput([
            { userId: 'user-manager2', title: 'Deputy manager', priority: 1 },
            { userId: 'user-manager', title: 'Category lead', priority: 2 },
            { userId: 'user-owner', title: 'Director', priority: 3 },
          ]),
        })
        await send()

        const flow = await processFlow({ id: ids.acmeProcess })
        expect(
          flow.map((r) => [
            r.cycle,
            r.entry.title,
            r.reviewerName,
            r.status,
            r.description,
          ])
        ).toEqual([
          [2, 'Deputy manager', 'Manager2 Test', 'PENDING', null],
          [2, 'Category lead', 'Manager Test', 'WAITING', null],
          [2, 'Director', 'Owner Test', 'WAITING', null],
          [
            1,
            'Category manager',
            'Manager Test',
            'REJECTED',
            'Renegotiate the price',
          ],
          [1, 'Director', 'Owner Test', 'WAITING', null],
        ])
      }
    )

    scenario(
      'a pending approver deleted: the next approver is asked; with none left the owner gets it back, told why',
      async () => {
        await signInAs('buyer')
        await makeAcmeProcessReady()
        // the second approver is the deputy manager
        await db.approvalWorkflowEntry.updateMany({
          where: { processId: ids.acmeProcess, priority: 2 },
          data: { userId: 'user-manager2', title: 'Deputy manager' },
        })
        await send()

        await signInAs('owner')
        await deleteUser({ id: 'user-manager' })

        expect(
          (await reviews()).map((r) => [r.reviewerName, r.status, r.userId])
        ).toEqual([
          ['Manager Test', 'REMOVED', null],
          ['Manager2 Test', 'PENDING', 'user-manager2'],
        ])
        expect(
          (await notificationsOf('manager2')).map((n) => n.messageCode)
        ).toEqual(['PROCESS_ASK_REVIEW'])

        // the deputy's role is deleted too: nobody is left, so the owner gets the process back
        await deleteRole({ id: 'role-manager' })

        expect(
          (await db.process.findUnique({ where: { id: ids.acmeProcess } }))
            .status
        ).toBe('REJECTED')
        const returned = (await notificationsOf('buyer')).filter(
          (n) => n.messageCode === 'PROCESS_RETURNED'
        )
        expect(returned.map((n) => n.values)).toEqual([
          expect.objectContaining({ approver: 'Manager2 Test' }),
        ])
        expect(
          (await processFlow({ id: ids.acmeProcess })).map((r) => r.status)
        ).toEqual(['REMOVED', 'REMOVED'])
      }
    )
  })
})
