import { dec, savingsOf } from '@procura/shared'

import { db } from 'src/lib/db'
import { daysFrom, todayInSaoPaulo } from 'src/lib/testing/companyDays'
import { contractInput } from 'src/lib/testing/contractInput'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'
import { contracts, createContract } from 'src/services/contracts/contracts'
import { processes } from 'src/services/processes/processes'
import { spendAnalysis } from 'src/services/spend/spend'

import { supplierScorecard } from './scorecard'

type Status = 'ANSWERED' | 'DECLINED' | 'PENDING'

/** Alpha's answers in Acme's process: [round, item, status, price]. */
const ANSWERS: [number, string, Status, string | null][] = [
  [1, ids.steel, 'ANSWERED', '9.000000'],
  [1, ids.resin, 'DECLINED', null],
  [2, ids.steel, 'DECLINED', null],
  [2, ids.resin, 'DECLINED', null],
  [3, ids.steel, 'PENDING', null],
]

const quote = (
  round: number,
  itemId: string,
  status: Status,
  price: string | null
) =>
  db.quotation.create({
    data: {
      processId: ids.acmeProcess,
      round,
      proposalDate: new Date('2026-10-01'),
      supplierId: ids.supplierA,
      itemId,
      annualVolume: '1000',
      paymentTerms: 30,
      responseStatus: status,
      negotiatedProposal: price,
    },
  })

/** Steel (historical 10, baseline 11) awarded to Alpha at 9 for 1,000 a year over two years. */
const awardSteel = async (quotationId: string) => {
  await db.itemDetail.create({
    data: {
      itemId: ids.steel,
      categoryId: 'cat-steel',
      unitOfMeasureId: 'unit-kg',
      incotermId: 'inco-cif',
      supplyOriginId: 'origin-domestic',
      annualVolume: '1000',
      paymentTerms: 30,
      historicalPrice: '10',
      historicalValue: '10000',
      baselinePrice: '11',
      totalValue: '11000',
      existingContractLength: 12,
      existingContractTakeOrPay: false,
      existingContractGhgClause: false,
      existingRebate: false,
      existingContractMeetOrRelease: false,
      existingContractAnnualValue: '10000',
      existingContractAnnualVolume: '1000',
      existingContractTermValue: '10000',
      existingContractTermVolume: '1000',
    },
  })
  await db.award.create({
    data: {
      processId: ids.acmeProcess,
      quotationId,
      volume: '100',
      contractLength: 2,
      contractPeriod: 'YEARS',
      unitPrice: '9',
      annualVolume: '1000',
      totalContractValue: '18000',
      totalContractVolume: '2000',
      priceMechanism: 'Fixed',
      paymentTerms: 30,
      rebateDetail: '',
    },
  })
}

const spendRow = (supplier: string, month: Date, spend: string) => ({
  companyId: 'company-acme',
  month,
  businessDivisionId: 'bd-food',
  regionId: 'region-se',
  categoryManagerId: '',
  supplier,
  material: 'Steel coil',
  materialCategoryId: 'mc-packaging',
  plant: 'P100',
  unitOfMeasureId: 'unit-kg',
  spend,
  volume: '1',
  lines: 2,
})

const monthsBefore = (day: Date, months: number) =>
  new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - months, 1))

describe('a supplier scorecard', () => {
  scenario(
    'holds the figures a direct count of the fixture gives',
    async () => {
      await signInAs('buyer')
      const quotations = []
      for (const answer of ANSWERS) quotations.push(await quote(...answer))
      await awardSteel(quotations[0].id)
      await db.process.update({
        where: { id: ids.acmeProcess },
        data: { status: 'APPROVED' },
      })
      const today = await todayInSaoPaulo()
      const contract = (
        contractId: string,
        supplier: string,
        days: number,
        status = 'ON_GOING'
      ) =>
        createContract({
          input: contractInput({
            contractId,
            supplier,
            startDate: daysFrom(today, -300),
            endDate: daysFrom(today, days),
            status: status as never,
          }),
        })
      await contract('CT-SOON', 'ALPHA Ltda.', 60)
      await contract('CT-LATER', 'Alpha', 300)
      await contract('CT-DONE', 'Alpha S.A.', 30, 'COMPLETED')
      await contract('CT-ENDED', 'Alpha', -5)
      await contract('CT-OTHER', 'Alphabet', 60)
      await db.spendRollup.createMany({
        data: [
          spendRow('Alpha S.A.', monthsBefore(today, 1), '1000.50'),
          spendRow('alpha', monthsBefore(today, 12), '200.25'),
          // this month is not a whole month yet, the thirteenth is out of the year
          spendRow('Alpha', monthsBefore(today, 0), '77.77'),
          spendRow('Alpha', monthsBefore(today, 13), '99999.99'),
          spendRow('Alphabet', monthsBefore(today, 1), '5.00'),
        ],
      })

      const card = await supplierScorecard({ id: ids.alpha })

      // rounds: 1 has a price, 2 is all declined, 3 is waiting
      expect(card).toMatchObject({
        processesInvited: 1,
        roundsInvited: 3,
        roundsAnswered: 1,
        roundsDeclined: 1,
        roundsNotAnswered: 1,
        responseRate: 1 / 3,
        itemsQuoted: 1,
        itemsAwarded: 1,
        winRate: 1,
        contractsRunning: 2,
        expiringDays: 120,
        spend12Months: '1200.75',
        spendLines: 4,
        spendNames: ['Alpha S.A.', 'alpha'],
      })
      const expected = savingsOf({
        historical: '10',
        baseline: '11',
        price: '9',
        annualVolume: '1000',
        months: 24,
      })
      expect(card.awarded).toEqual([
        {
          currencyCode: 'BRL',
          awardedValue: '18000',
          costReduction: expected.costReduction.toFixed(0),
          costAvoidance: expected.costAvoidance.toFixed(0),
          costIncrease: '0',
        },
      ])
      expect(card.contractsExpiring).toEqual([
        expect.objectContaining({
          contractId: 'CT-SOON',
          remainingDaysForLength: 60,
          light: 'LESS_THAN_120',
        }),
      ])
    }
  )

  scenario(
    'counts nothing of a draft and nothing when never invited',
    async () => {
      await signInAs('buyer')
      const quotation = await quote(1, ids.steel, 'ANSWERED', '9')
      await awardSteel(quotation.id)

      expect(await supplierScorecard({ id: ids.alpha })).toMatchObject({
        processesInvited: 1,
        itemsQuoted: 0,
        itemsAwarded: 0,
        winRate: null,
        awarded: [],
      })
      await db.processSupplier.deleteMany({ where: { supplierId: ids.beta } })
      expect(await supplierScorecard({ id: ids.beta })).toMatchObject({
        processesInvited: 0,
        roundsInvited: 0,
        responseRate: null,
        contractsRunning: 0,
        contractsExpiring: [],
        spend12Months: '0',
        spendNames: [],
      })
    }
  )

  scenario('each figure has its list behind it', async () => {
    await signInAs('buyer')
    const quotation = await quote(1, ids.steel, 'ANSWERED', '9')
    await awardSteel(quotation.id)
    await createContract({ input: contractInput({ supplier: 'ALPHA Ltda.' }) })
    await createContract({
      input: contractInput({ contractId: 'CT-2', supplier: 'Alphabet' }),
    })
    const page = { page: 0, pageSize: 20 }
    const processIds = async (filter: object) =>
      (await processes({ page, filter })).items.map((process) => process.id)

    expect(await processIds({ supplierId: ids.alpha })).toEqual([
      ids.acmeProcess,
    ])
    // awarded in a draft is not won
    expect(
      await processIds({ supplierId: ids.alpha, awardedOnly: true })
    ).toEqual([])
    await db.process.update({
      where: { id: ids.acmeProcess },
      data: { status: 'APPROVED' },
    })
    expect(
      await processIds({ supplierId: ids.alpha, awardedOnly: true })
    ).toEqual([ids.acmeProcess])
    expect(
      await processIds({ supplierId: ids.beta, awardedOnly: true })
    ).toEqual([])

    const listed = await contracts({
      page,
      filter: { supplierName: 'Alpha S/A' },
    })
    expect(listed.items.map((contract) => contract.supplier)).toEqual([
      'ALPHA Ltda.',
    ])
    // a contract made from its award is its, whatever name it carries
    const made = await createContract({
      input: contractInput({ contractId: 'CT-3', supplier: 'AAA Steel' }),
    })
    await db.contract.update({
      where: { id: made.id },
      data: { supplierId: ids.alpha },
    })
    const linked = await contracts({
      page,
      filter: { supplierName: 'Alpha S/A', supplierId: ids.alpha },
    })
    expect(linked.items.map((contract) => contract.supplier).sort()).toEqual([
      'AAA Steel',
      'ALPHA Ltda.',
    ])
    expect((await supplierScorecard({ id: ids.alpha })).contractsRunning).toBe(
      2
    )
  })

  scenario(
    'each figure opens a list showing exactly what it counted',
    async () => {
      await signInAs('buyer')
      const today = await todayInSaoPaulo()
      const contract = (
        contractId: string,
        [startIn, endIn]: [number, number],
        status = 'ON_GOING'
      ) =>
        createContract({
          input: contractInput({
            contractId,
            supplier: 'Alpha',
            startDate: daysFrom(today, startIn),
            endDate: daysFrom(today, endIn),
            status: status as never,
          }),
        })
      await contract('CT-RUNNING', [-100, 300])
      await contract('CT-SOON', [-200, 60])
      // starts in some weeks: not in force yet, however soon it ends
      await contract('CT-NEXT-YEAR', [40, 100], 'TO_BE_STARTED')
      await contract('CT-ENDED', [-400, -10])
      await contract('CT-DONE', [-100, 60], 'COMPLETED')
      await db.spendRollup.createMany({
        data: [
          spendRow('Alpha S.A.', monthsBefore(today, 1), '1000.50'),
          spendRow('alpha', monthsBefore(today, 12), '200.25'),
          spendRow('Alpha', monthsBefore(today, 0), '77.77'),
          spendRow('Alpha', monthsBefore(today, 13), '99999.99'),
          spendRow('Alphabet', monthsBefore(today, 1), '5.00'),
        ],
      })

      const card = await supplierScorecard({ id: ids.alpha })
      const page = { page: 0, pageSize: 50 }
      const supplier = { supplierId: ids.alpha, supplierName: 'Alpha' }
      const inForce = await contracts({
        page,
        filter: { ...supplier, inForce: true },
      })
      const ending = await contracts({
        page,
        filter: { ...supplier, inForce: true, endDateTo: card.expiringUntil },
      })
      const spend = await spendAnalysis({
        dimension: 'supplier',
        measure: 'spend',
        filter: {
          supplierId: ids.alpha,
          fromMonth: card.spendFromMonth,
          toMonth: card.spendToMonth,
        },
      })

      expect(card.contractsRunning).toBe(2)
      expect(inForce.items.map((row) => row.contractId).sort()).toEqual([
        'CT-RUNNING',
        'CT-SOON',
      ])
      expect(inForce.total).toBe(card.contractsRunning)
      expect(card.contractsExpiring.map((row) => row.contractId)).toEqual([
        'CT-SOON',
      ])
      expect(ending.items.map((row) => row.contractId)).toEqual(['CT-SOON'])
      expect(dec(spend.total).toFixed(2)).toBe('1200.75')
      expect(dec(card.spend12Months).toFixed(2)).toBe('1200.75')
      expect(spend.lineCount).toBe(card.spendLines)
      expect(spend.groups.map((group) => group.key)).toEqual(card.spendNames)
    }
  )

  scenario("another company's supplier is not allowed", async () => {
    await signInAs('stranger')
    await expect(supplierScorecard({ id: ids.alpha })).rejects.toThrow(
      'suppliers.errors.companyNotAllowed'
    )
  })
})
