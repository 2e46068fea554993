import { Prisma } from '@prisma/client'
import type { ContractInput } from '@procura/shared'

import { db } from 'src/lib/db'
import { daysFrom, todayInSaoPaulo } from 'src/lib/testing/companyDays'
import { contractInput } from 'src/lib/testing/contractInput'
import { signInAs } from 'src/lib/testing/signInAs'

import { exportContracts, importContracts } from './contractCsv'
import { storeDerived } from './contractRows'
import {
  contract,
  contractDashboard,
  contractEdits,
  contractFilterOptions,
  contracts,
  createContract,
  updateContract,
} from './contracts'

const monthsBefore = (day: Date, months: number) => {
  const date = new Date(day)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date
}

/** A contract of acme ending `days` from today, started `months` ago, with `realized` of 1,200 spent. */
const ending = async (
  contractId: string,
  days: number,
  { months = 6, realized = 600, paymentTerm = 60, supplier = 'Filmes Sul' } = {}
) => {
  const today = await todayInSaoPaulo()
  return createContract({
    input: contractInput({
      contractId,
      supplier,
      paymentTerm,
      startDate: monthsBefore(today, months),
      endDate: daysFrom(today, days),
      currentBalance: `${1200 - realized}`,
    }),
  })
}

/** Each contract's stored derived values, as the dashboard and the list read them. */
const storedValues = async () =>
  (
    await db.contract.findMany({
      select: {
        contractId: true,
        derivedOn: true,
        balanceDays: true,
        lightDate: true,
        termRank: true,
        balanceRank: true,
      },
      orderBy: { contractId: 'asc' },
    })
  ).map((row) => JSON.stringify(row))

/** What the writes stored equals what the daily job would store today, for every contract. */
const expectStoredToday = async () => {
  const stored = await storedValues()
  await db.$executeRaw(storeDerived(Prisma.sql`TRUE`))
  expect(stored).toEqual(await storedValues())
}

describe('contracts', () => {
  scenario(
    "every write stores the contract's derived values of the day",
    async () => {
      await signInAs('buyer')
      const created = await ending('CT-1', 100)
      await ending('CT-2', 20, { realized: 0 })
      await expectStoredToday()
      expect((await storedValues())[0]).toContain('"termRank":2')

      await updateContract({
        id: created.id,
        input: contractInput({
          contractId: 'CT-1',
          startDate: monthsBefore(await todayInSaoPaulo(), 6),
          endDate: daysFrom(await todayInSaoPaulo(), 10),
          currentBalance: '100',
        }),
      })
      await expectStoredToday()

      // a file that changes one contract and brings a new one
      const csv = await exportContracts({ locale: 'en' })
      const [header, first, second] = csv
        .replace(/^\ufeff/, '')
        .trim()
        .split(/\r?\n/)
      await importContracts({
        csv: [header, first, second, second.replace('CT-2', 'CT-3')].join('\n'),
      })
      expect(await db.contract.count()).toBe(3)
      await expectStoredToday()
    }
  )

  scenario('creates a contract with its derived values', async () => {
    await signInAs('buyer')

    const created = await ending('CT-1', 120)

    expect(created).toMatchObject({
      contractId: 'CT-1',
      materialCategoryNameEn: 'Packaging',
      categoryManagerName: 'Manager Test',
      remainingDaysForLength: 120,
      // 600 left at 100 a month: 6 months of 30.4375 days
      remainingDaysForBalance: 183,
      termBucket: 'MORE_THAN_120',
      balanceBucket: 'MORE_THAN_120',
      light: 'MORE_THAN_120',
    })
    // decimals, exactly: 600 realized over 6 whole months is 100 a month
    expect(
      [
        created.currentBalance,
        created.totalBalance,
        created.amountRealizedPerMonth,
      ].map(String)
    ).toEqual(['600', '1200', '100'])
    expect(created.length).toBeGreaterThanOrEqual(9)
    expect(
      (created.estimatedEndingDate as Date).getTime() -
        (await todayInSaoPaulo()).getTime()
    ).toBe(183 * 24 * 60 * 60 * 1000)
  })

  scenario(
    'puts remaining days in buckets at exactly 120, 30 and 0 days',
    async () => {
      await signInAs('buyer')
      const bucket = async (days: number) =>
        (await ending(`CT-${days}`, days, { realized: 0 })).termBucket

      expect(await bucket(120)).toBe('MORE_THAN_120')
      expect(await bucket(119)).toBe('LESS_THAN_120')
      expect(await bucket(30)).toBe('LESS_THAN_120')
      expect(await bucket(29)).toBe('LESS_THAN_30')
      expect(await bucket(0)).toBe('LESS_THAN_30')
      expect(await bucket(-1)).toBe('EXPIRED')
    }
  )

  scenario(
    'shows no balance estimate while nothing is realized, and the light follows the term',
    async () => {
      await signInAs('buyer')

      const fresh = await ending('CT-1', 200, { realized: 0 })
      // term over 120 days, but the balance runs out in 10 days
      const draining = await ending('CT-2', 200, {
        months: 1,
        realized: 1100,
      })

      expect(String(fresh.amountRealizedPerMonth)).toBe('0')
      expect(fresh).toMatchObject({
        estimatedEndingDate: null,
        remainingDaysForBalance: null,
        balanceBucket: null,
        light: 'MORE_THAN_120',
      })
      expect(draining).toMatchObject({
        balanceBucket: 'LESS_THAN_30',
        light: 'LESS_THAN_30',
      })
    }
  )

  scenario(
    'a term counts its calendar months, its first and its last day included',
    async () => {
      await signInAs('buyer')
      const lengthOf = async (contractId: string, start: string, end: string) =>
        (
          await createContract({
            input: contractInput({
              contractId,
              startDate: new Date(start),
              endDate: new Date(end),
              estimatedConclusionDate: new Date(end),
            }),
          })
        ).length

      expect(await lengthOf('CT-YEAR', '2027-01-01', '2027-12-31')).toBe(12)
      expect(await lengthOf('CT-MID', '2027-01-15', '2027-02-14')).toBe(1)
      expect(await lengthOf('CT-FEB', '2027-02-01', '2027-02-28')).toBe(1)
      // a month from the 31st ends with the shorter month
      expect(await lengthOf('CT-LAST', '2027-01-31', '2027-02-28')).toBe(1)
      expect(await lengthOf('CT-SHORT', '2027-01-01', '2027-12-30')).toBe(11)
      const listed = await contracts({
        page: { page: 0, pageSize: 10, sortBy: 'contractId' },
      })
      expect(listed.items.map((row) => [row.contractId, row.length])).toEqual([
        ['CT-FEB', 1],
        ['CT-LAST', 1],
        ['CT-MID', 1],
        ['CT-SHORT', 11],
        ['CT-YEAR', 12],
      ])
    }
  )

  scenario(
    'a contract not started yet has no amount realized per month, nor a balance estimate',
    async () => {
      await signInAs('buyer')
      const today = await todayInSaoPaulo()
      const contract = (contractId: string, startIn: number) =>
        createContract({
          input: contractInput({
            contractId,
            startDate: daysFrom(today, startIn),
            endDate: daysFrom(today, 400),
            // 600 of 1,200 already spent
            currentBalance: '600',
          }),
        })

      const notStarted = await contract('CT-NEXT', 40)
      const startedToday = await contract('CT-TODAY', 0)

      expect(notStarted).toMatchObject({
        amountRealizedPerMonth: null,
        estimatedEndingDate: null,
        remainingDaysForBalance: null,
        balanceBucket: null,
        light: 'MORE_THAN_120',
      })
      // once started, at least one month: all of it in its first month
      expect(String(startedToday.amountRealizedPerMonth)).toBe('600')
      await expectStoredToday()
    }
  )

  describe('validation (spec §5), on the server', () => {
    const refusals: [string, Partial<ContractInput>, string][] = [
      ['a required field', { material: ' ' }, 'validation.required'],
      [
        'an end date before the start',
        { endDate: new Date('2025-12-31') },
        'contract.validation.endAfterStart',
      ],
      [
        'a current balance over the total',
        { currentBalance: '1201' },
        'contract.validation.balanceExceeded',
      ],
      [
        'a negative payment term',
        { paymentTerm: -1 },
        'validation.nonNegative',
      ],
      [
        'a status from no list',
        { status: 'PAUSED' as never },
        'validation.fromList',
      ],
      [
        'a category manager of another company',
        { categoryManagerId: 'user-stranger' },
        'contract.validation.managerNotInCompany',
      ],
      ['an unknown region', { regionId: 'region-x' }, 'validation.invalidId'],
    ]
    for (const [what, change, message] of refusals)
      scenario(`refuses ${what} and creates nothing`, async () => {
        await signInAs('buyer')

        await expect(
          createContract({ input: contractInput(change) })
        ).rejects.toThrow(message)
        expect(await db.contract.count()).toBe(0)
      })

    scenario('keeps contract ids unique within a company only', async () => {
      await signInAs('buyer')
      await createContract({ input: contractInput() })

      await expect(createContract({ input: contractInput() })).rejects.toThrow(
        'contract.validation.contractIdTaken'
      )
      await signInAs('stranger')
      await expect(
        createContract({
          input: contractInput({ categoryManagerId: 'user-stranger' }),
        })
      ).resolves.toMatchObject({ contractId: 'CT-1' })
    })
  })

  scenario(
    'finds a contract by its supplier written without accents, case or legal suffix, renamed too',
    async () => {
      await signInAs('buyer')
      const { id } = await ending('CT-A', 10, {
        supplier: 'Plásticos Sul Ltda.',
      })
      await ending('CT-B', 20, { supplier: 'Plásticos Norte S.A.' })
      const named = async (supplierName: string) =>
        (
          await contracts({
            page: { page: 0, pageSize: 10, sortBy: 'endDate' },
            filter: { supplierName },
          })
        ).items.map((c) => c.contractId)

      expect(await named('PLASTICOS sul')).toEqual(['CT-A'])
      await updateContract({
        id,
        input: contractInput({
          contractId: 'CT-A',
          supplier: 'Embalagens Oeste Eireli',
        }),
      })
      expect(await named('plásticos sul')).toEqual([])
      expect(await named('embalagens oeste')).toEqual(['CT-A'])
    }
  )

  scenario(
    'lists a page sorted and filtered on the server, derived columns included',
    async () => {
      await signInAs('buyer')
      await ending('CT-A', 10, { supplier: 'Filmes Sul' })
      await ending('CT-B', 300, { supplier: 'Filmes Sul' })
      await ending('CT-C', 50, { supplier: 'Nordeste Films' })

      const page = await contracts({
        page: {
          page: 0,
          pageSize: 1,
          sortBy: 'remainingDaysForLength',
          descending: true,
        },
        filter: { supplier: 'Filmes Sul' },
      })
      const byStatus = await contracts({
        page: { page: 0, pageSize: 10, sortBy: 'status' },
      })

      expect(page.total).toBe(2)
      expect(page.items.map((c) => c.contractId)).toEqual(['CT-B'])
      expect(byStatus.items.map((c) => c.contractId)).toEqual([
        'CT-A',
        'CT-C',
        'CT-B',
      ])
      await expect(
        contracts({ page: { page: 0, pageSize: 1000 } })
      ).rejects.toThrow('validation.page')
    }
  )

  scenario(
    'edits a contract like it creates one, and keeps every edit in its history',
    async () => {
      await signInAs('buyer')
      const { id } = await ending('CT-1', 100)
      await db.contract.update({
        where: { id },
        data: { expiryNoticeDays: 30 },
      })

      await expect(
        updateContract({
          id,
          input: contractInput({ currentBalance: '5000' }),
        })
      ).rejects.toThrow('contract.validation.balanceExceeded')
      const updated = await updateContract({
        id,
        input: contractInput({
          comment: 'Negotiate the extension',
          endDate: new Date('2028-06-30'),
        }),
      })
      await signInAs('manager')
      await updateContract({
        id,
        input: contractInput({
          comment: 'Extension signed',
          endDate: new Date('2028-06-30'),
        }),
      })

      expect(updated.comment).toBe('Negotiate the extension')
      // a new end date starts the expiry notices over
      expect(
        (await db.contract.findUnique({ where: { id } })).expiryNoticeDays
      ).toBeNull()
      const [latest, first] = await contractEdits({ id })
      expect(latest).toMatchObject({
        user: { firstName: 'Manager' },
        changes: {
          comment: { from: 'Negotiate the extension', to: 'Extension signed' },
        },
      })
      expect(first.changes).toMatchObject({
        comment: { from: 'Renew in time', to: 'Negotiate the extension' },
        endDate: { to: '2028-06-30' },
      })
    }
  )

  scenario(
    "refuses another company's contract, and a missing one",
    async () => {
      await signInAs('buyer')
      const { id } = await ending('CT-1', 100)

      await signInAs('stranger')
      for (const call of [
        () => contract({ id }),
        () => contractEdits({ id }),
        () =>
          updateContract({
            id,
            input: contractInput({ categoryManagerId: 'user-stranger' }),
          }),
      ])
        await expect(call()).rejects.toThrow(
          'contract.errors.companyNotAllowed'
        )
      expect((await contracts({ page: { page: 0, pageSize: 10 } })).total).toBe(
        0
      )
      await expect(
        contract({ id: '00000000-0000-4000-8000-000000000999' })
      ).rejects.toThrow('contract.errors.notFound')
    }
  )

  scenario(
    'counts the dashboard by term and by balance, with its payment terms and choices',
    async () => {
      await signInAs('buyer')
      await ending('CT-1', -5, { paymentTerm: 30 })
      await ending('CT-2', 20, { paymentTerm: 60, realized: 0 })
      await ending('CT-3', 200, { paymentTerm: 90, months: 1, realized: 1100 })
      await signInAs('stranger')
      await createContract({
        input: contractInput({
          categoryManagerId: 'user-stranger',
          supplier: 'Globex only',
        }),
      })
      await signInAs('buyer')

      const dashboard = await contractDashboard({})
      const filtered = await contractDashboard({
        filter: { contractId: 'ct-3' },
      })

      expect(dashboard).toMatchObject({
        totalContracts: 3,
        averagePaymentTerm: 60,
        weightedPaymentTerm: 60,
        buckets: [
          { bucket: 'EXPIRED', byTerm: 1, byBalance: 0 },
          { bucket: 'LESS_THAN_30', byTerm: 1, byBalance: 2 },
          { bucket: 'LESS_THAN_120', byTerm: 0, byBalance: 0 },
          { bucket: 'MORE_THAN_120', byTerm: 1, byBalance: 1 },
        ],
      })
      expect(filtered.totalContracts).toBe(1)
      expect(await contractFilterOptions()).toMatchObject({
        materials: ['Stretch film'],
        suppliers: ['Filmes Sul'],
        regions: [{ id: 'region-se' }],
        categoryManagers: [{ id: 'user-manager' }],
      })
    }
  )

  scenario(
    "each of the dashboard's buckets lists exactly the contracts it counts",
    async () => {
      await signInAs('buyer')
      await ending('CT-10', 10)
      await ending('CT-60', 60)
      await ending('CT-200', 200)
      // a balance running out in 10 days, whatever its term
      await ending('CT-DRAIN', 200, { months: 1, realized: 1100 })
      await ending('CT-EXPIRED', -5)

      const dashboard = await contractDashboard({})
      for (const { bucket, byTerm, byBalance } of dashboard.buckets) {
        const listed = async (filter: object) =>
          (
            await contracts({ page: { page: 0, pageSize: 50 }, filter })
          ).items.map((c) => c.contractId)
        const byTermListed = await listed({ termBucket: bucket })
        const byBalanceListed = await listed({ balanceBucket: bucket })
        expect([bucket, byTermListed.length]).toEqual([bucket, byTerm])
        expect([bucket, byBalanceListed.length]).toEqual([bucket, byBalance])
      }
      expect(
        (
          await contracts({
            page: { page: 0, pageSize: 50 },
            filter: { termBucket: 'LESS_THAN_30' },
          })
        ).items.map((c) => c.contractId)
      ).toEqual(['CT-10'])
      expect(
        (
          await contracts({
            page: { page: 0, pageSize: 50 },
            filter: { balanceBucket: 'LESS_THAN_30' },
          })
        ).items.map((c) => c.contractId)
      ).toEqual(['CT-DRAIN'])
    }
  )
})
