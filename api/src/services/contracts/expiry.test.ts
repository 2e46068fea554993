import type { ContractStatus } from '@procura/shared'

import { mockHttpEvent } from '@redwoodjs/testing/api'

import { handler as healthCheck } from 'src/functions/health'
import {
  CheckContractExpiryJob,
  scheduleContractExpiryCheck,
} from 'src/jobs/CheckContractExpiryJob/CheckContractExpiryJob'
import { SendNotificationEmailJob } from 'src/jobs/SendNotificationEmailJob/SendNotificationEmailJob'
import { db } from 'src/lib/db'
import { daysFrom, todayInSaoPaulo } from 'src/lib/testing/companyDays'
import { testInbox } from 'src/lib/testing/inbox'

import { checkContractExpiry, expiryThresholds } from './expiry'

const DAY = 24 * 60 * 60 * 1000

/** An acme contract ending `days` from the company's today (America/Sao_Paulo). */
const contractEnding = async (
  contractId: string,
  days: number,
  status: ContractStatus = 'ON_GOING'
) => {
  const day = await todayInSaoPaulo()
  return db.contract.create({
    data: {
      companyId: 'company-acme',
      contractId,
      material: 'Stretch film',
      supplier: 'Filmes Sul',
      materialCategoryId: 'mc-packaging',
      categoryManagerId: 'user-manager',
      businessDivisionId: 'bd-food',
      regionId: 'region-se',
      startDate: daysFrom(day, -365),
      endDate: daysFrom(day, days),
      currentBalance: 100,
      totalBalance: 1000,
      paymentTerm: 30,
      actionNeed: true,
      actionDescription: 'LENGTH',
      status,
      estimatedConclusionDate: daysFrom(day, days),
      comment: 'Watch it',
    },
  })
}

const noticesOf = async (userId: string) =>
  (
    await db.notification.findMany({
      where: { userId, messageCode: 'CONTRACT_EXPIRING' },
    })
  )
    .map((notice) => notice.values as { contractId: string; days: number })
    .sort((a, b) => a.contractId.localeCompare(b.contractId))

describe('contract expiry job', () => {
  scenario(
    "moves every contract's stored derived values to the company's day",
    async () => {
      const today = await todayInSaoPaulo()
      // written around the services (a seed), and one written yesterday
      await contractEnding('CT-NEW', 200)
      const old = await contractEnding('CT-OLD', 1)
      await db.contract.update({
        where: { id: old.id },
        data: { derivedOn: daysFrom(today, -1), termRank: 3, balanceRank: 3 },
      })

      await checkContractExpiry()

      const rows = await db.contract.findMany({
        orderBy: { contractId: 'asc' },
      })
      expect(
        rows.map((row) => [
          row.contractId,
          row.derivedOn.getTime() === today.getTime(),
          row.termRank,
        ])
      ).toEqual([
        ['CT-NEW', true, 3],
        ['CT-OLD', true, 1],
      ])
    }
  )

  scenario(
    'reads its thresholds from the environment, else 120, 30, 7 and 0 days',
    async () => {
      expect(expiryThresholds(undefined)).toEqual([120, 30, 7, 0])
      expect(expiryThresholds('60, 15,0')).toEqual([60, 15, 0])
      expect(expiryThresholds('soon')).toEqual([120, 30, 7, 0])
    }
  )

  scenario(
    'notifies the category manager and the subscribers once per threshold, never a finished contract',
    async () => {
      await db.user.update({
        where: { id: 'user-owner' },
        data: { contractNotices: true },
      })
      for (const [id, days] of [
        ['CT-120', 120],
        ['CT-121', 121],
        ['CT-35', 35],
        ['CT-30', 30],
        ['CT-7', 7],
        ['CT-0', 0],
        ['CT-EXPIRED', -1],
      ] as const)
        await contractEnding(id, days)
      await contractEnding('CT-DONE', 7, 'COMPLETED')

      const first = await checkContractExpiry()
      const again = await checkContractExpiry()

      const expected = [
        { contractId: 'CT-0', days: 0 },
        { contractId: 'CT-120', days: 120 },
        { contractId: 'CT-30', days: 30 },
        { contractId: 'CT-35', days: 35 },
        { contractId: 'CT-7', days: 7 },
      ]
      expect(first).toEqual({ contracts: 5, notifications: 10 })
      expect(again).toEqual({ contracts: 0, notifications: 0 })
      expect(await noticesOf('user-manager')).toEqual(expected)
      expect(await noticesOf('user-owner')).toEqual(expected)
      expect(await noticesOf('user-buyer')).toEqual([])
      expect(
        (await db.contract.findFirst({ where: { contractId: 'CT-35' } }))
          .expiryNoticeDays
      ).toBe(120)
    }
  )

  scenario(
    'sends the next threshold once the contract reaches it',
    async () => {
      const contract = await contractEnding('CT-1', 40)
      await checkContractExpiry()
      await db.contract.update({
        where: { id: contract.id },
        data: { endDate: daysFrom(contract.endDate, -12) },
      })

      await checkContractExpiry()

      expect(await noticesOf('user-manager')).toEqual([
        { contractId: 'CT-1', days: 40 },
        { contractId: 'CT-1', days: 28 },
      ])
    }
  )

  scenario('two runs at once notify each contract once', async () => {
    for (let index = 0; index < 20; index++)
      await contractEnding(`CT-${index}`, index)

    const runs = await Promise.all([
      checkContractExpiry(),
      checkContractExpiry(),
      checkContractExpiry(),
    ])

    expect(runs.reduce((sum, run) => sum + run.contracts, 0)).toBe(20)
    expect(await noticesOf('user-manager')).toHaveLength(20)
  })

  scenario(
    "emails each notice in the recipient's language, and keeps itself scheduled daily",
    async () => {
      await db.user.update({
        where: { id: 'user-manager' },
        data: { locale: 'pt' },
      })
      await contractEnding('CT-7', 7)
      testInbox().clearInbox()

      await CheckContractExpiryJob.perform()
      await scheduleContractExpiryCheck()

      const jobs = await db.backgroundJob.findMany()
      const names = jobs.map((job) => JSON.parse(job.handler).name).sort()
      expect(names).toEqual([
        'CheckContractExpiryJob',
        'SendNotificationEmailJob',
      ])
      const next = jobs.find((job) => job.handler.includes('CheckContract'))
      expect(next.runAt.getTime()).toBeGreaterThan(Date.now())
      expect(next.runAt.getTime() - Date.now()).toBeLessThanOrEqual(
        DAY + 6 * 3_600_000
      )
      const email = jobs.find((job) => job.queue === 'email')
      await SendNotificationEmailJob.perform(JSON.parse(email.handler).args[0])
      const [{ to, subject, textContent }] = testInbox().inbox
      expect(to).toEqual(['manager@team.example.com'])
      expect(subject).toBe('Contrato CT-7 está expirando em 7 dias')
      expect(textContent).toMatch(
        /http:\/\/localhost:8910\/app\/traffic\-light\/contract\?contractId=CT\-7/
      )
    }
  )

  scenario(
    'the daily check cannot stop silently: a failed run keeps the next one queued, persisting failures reach the Owners, health tells when it last finished',
    async () => {
      const queuedChecks = () =>
        db.backgroundJob.count({
          where: { handler: { contains: '"name":"CheckContractExpiryJob"' } },
        })
      const health = async () =>
        JSON.parse(
          (
            await healthCheck(
              mockHttpEvent({ httpMethod: 'GET', path: '/health' })
            )
          ).body
        ).expiryCheck

      // two processes starting at once queue one run
      await Promise.all([
        scheduleContractExpiryCheck(),
        scheduleContractExpiryCheck(),
        scheduleContractExpiryCheck(),
      ])
      expect(await queuedChecks()).toBe(1)

      // the database refuses the check three times: each attempt fails (the worker retries it),
      // the next day's run stays queued, and the third failure tells each company's Owner (the
      // check's writes are its run's first transaction)
      const refused = jest.spyOn(db, '$transaction')
      for (let attempt = 1; attempt <= 3; attempt++) {
        refused.mockRejectedValueOnce(new Error('connection reset'))
        await expect(CheckContractExpiryJob.perform()).rejects.toThrow(
          'connection reset'
        )
      }
      refused.mockRestore()
      expect(await queuedChecks()).toBe(1)
      const notices = await db.notification.findMany({
        where: { messageCode: 'EXPIRY_CHECK_FAILING' },
        select: { userId: true, values: true },
        orderBy: { userId: 'asc' },
      })
      expect(notices).toEqual([
        { userId: 'user-owner', values: { failures: 3 } },
        { userId: 'user-stranger', values: { failures: 3 } },
      ])
      expect(await health()).toEqual({ lastFinishedAt: null, failing: true })

      // it runs again: failures forgotten, the run's end reported
      await CheckContractExpiryJob.perform()
      const { lastFinishedAt, failing } = await health()
      expect(failing).toBe(false)
      expect(Date.now() - new Date(lastFinishedAt).getTime()).toBeLessThan(
        60_000
      )
      expect(await queuedChecks()).toBe(1)
    }
  )
})
