import { termEnd } from '@procura/shared'

import { db } from 'src/lib/db'
import { itemDetailRow } from 'src/lib/testing/readyProcess'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'

import { contracts, updateContract } from './contracts'
import { contractProposals, createContractsFromAwards } from './fromAwards'

/** Steel split between Alpha (600 a year for 18 months at 95) and Beta (400 a year for 2 years at 97). */
const splitAward = async () => {
  await db.itemDetail.create({ data: itemDetailRow(ids.steel) })
  const terms = [
    [ids.supplierA, 95, 600, 18, 'MONTHS'],
    [ids.supplierB, 97, 400, 2, 'YEARS'],
  ] as const
  for (const [supplierId, price, volume, length, period] of terms) {
    const quotation = await db.quotation.create({
      data: {
        processId: ids.acmeProcess,
        round: 1,
        proposalDate: new Date('2026-11-01'),
        supplierId,
        itemId: ids.steel,
        annualVolume: volume,
        paymentTerms: 45,
        responseStatus: 'ANSWERED',
        negotiatedProposal: price,
        awarded: true,
      },
    })
    const months = period === 'YEARS' ? length * 12 : length
    await db.award.create({
      data: {
        processId: ids.acmeProcess,
        quotationId: quotation.id,
        volume: (volume / 10).toString(),
        contractLength: length,
        contractPeriod: period,
        unitPrice: price,
        annualVolume: volume,
        totalContractVolume: (volume * months) / 12,
        totalContractValue: (price * volume * months) / 12,
        priceMechanism: 'Fixed',
        paymentTerms: supplierId === ids.supplierA ? 45 : 60,
        rebateDetail: '',
      },
    })
  }
  // a plant booked under one business division by the spend
  await db.spendRollup.create({
    data: {
      companyId: 'company-acme',
      month: new Date('2026-10-01'),
      businessDivisionId: 'bd-feed',
      regionId: 'region-se',
      categoryManagerId: '',
      supplier: 'Alpha',
      material: 'Steel coil',
      materialCategoryId: 'mc-steel',
      plant: 'P100',
      unitOfMeasureId: 'unit-kg',
      spend: '1000',
      volume: '10',
      lines: 1,
    },
  })
  await db.process.update({
    where: { id: ids.acmeProcess },
    data: { status: 'APPROVED', effectiveDate: new Date('2027-01-31') },
  })
}

const proposals = () => contractProposals({ processId: ids.acmeProcess })

const asInput = async () =>
  (await proposals()).map(({ awardId, draft }) => ({
    awardId,
    contract: {
      ...draft,
      startDate: new Date(draft.startDate),
      endDate: new Date(draft.endDate),
      estimatedConclusionDate: new Date(draft.estimatedConclusionDate),
    },
  }))

describe('contracts from awards', () => {
  scenario(
    'a split award proposes one contract per supplier, each with its term',
    async () => {
      await signInAs('buyer')
      await splitAward()

      const [alpha, beta] = await proposals()

      expect([alpha.supplierName, beta.supplierName]).toEqual(['Alpha', 'Beta'])
      expect(alpha.draft).toMatchObject({
        material: 'Steel coil',
        supplier: 'Alpha',
        materialCategoryId: 'mc-steel',
        categoryManagerId: 'user-buyer',
        businessDivisionId: 'bd-feed',
        regionId: 'region-se',
        startDate: '2027-01-31',
        // 18 months on: the day before 31 Jul 2028
        endDate: '2028-07-30',
        totalBalance: '85500.00',
        currentBalance: '85500.00',
        paymentTerm: 45,
        status: 'TO_BE_STARTED',
        actionNeed: false,
      })
      expect(alpha.draft.contractId).toMatch(/^PRC-\d{4}-0007-01$/)
      expect(beta.draft).toMatchObject({
        endDate: '2029-01-30',
        totalBalance: '77600.00',
        paymentTerm: 60,
      })
      expect(alpha.contract).toBeNull()
    }
  )

  scenario('makes them once, each keeping its process and award', async () => {
    await signInAs('buyer')
    await splitAward()
    const input = await asInput()

    await createContractsFromAwards({ processId: ids.acmeProcess, input })
    const again = await createContractsFromAwards({
      processId: ids.acmeProcess,
      input,
    })

    const made = await db.contract.findMany({
      where: { sourceProcessId: ids.acmeProcess },
      orderBy: { contractId: 'asc' },
    })
    expect(made).toHaveLength(2)
    expect(made.map((row) => row.sourceAwardId).sort()).toEqual(
      input.map((row) => row.awardId).sort()
    )
    // each knows its supplier's master record, until another supplier is typed in it
    expect(made.map((row) => row.supplierId)).toEqual([ids.alpha, ids.beta])
    await updateContract({
      id: made[0].id,
      input: { ...input[0].contract, supplier: 'Gamma Metals' },
    })
    expect(
      (await db.contract.findUnique({ where: { id: made[0].id } })).supplierId
    ).toBeNull()
    expect(again.map((proposal) => proposal.contract?.id).sort()).toEqual(
      made.map((row) => row.id).sort()
    )
    // in the traffic light, named with the process they came from
    const listed = await contracts({ page: { page: 0, pageSize: 10 } })
    expect(listed.items.map((row) => row.light)).toEqual([
      'MORE_THAN_120',
      'MORE_THAN_120',
    ])
  })

  scenario('a row with a problem is shown, and nothing is made', async () => {
    await signInAs('buyer')
    await splitAward()
    const [alpha, beta] = await asInput()
    const taken = alpha.contract.contractId

    await expect(
      createContractsFromAwards({
        processId: ids.acmeProcess,
        input: [
          alpha,
          { ...beta, contract: { ...beta.contract, contractId: taken } },
        ],
      })
    ).rejects.toMatchObject({
      message: 'contract.fromAward.problems',
      extensions: {
        properties: {
          rows: [
            {
              awardId: beta.awardId,
              field: 'contractId',
              message: 'contract.validation.contractIdTaken',
            },
          ],
        },
      },
    })
    await expect(
      createContractsFromAwards({
        processId: ids.acmeProcess,
        input: [
          {
            ...alpha,
            contract: { ...alpha.contract, materialCategoryId: null },
          },
        ],
      })
    ).rejects.toThrow('contract.fromAward.problems')
    expect(await db.contract.count()).toBe(0)
  })

  scenario(
    'only an approved process of my company, only its own awards',
    async () => {
      await signInAs('buyer')
      await splitAward()
      const input = await asInput()
      await db.process.update({
        where: { id: ids.acmeProcess },
        data: { status: 'IN_REVIEW' },
      })
      await expect(proposals()).rejects.toThrow(
        'contract.fromAward.notApproved'
      )

      await db.process.update({
        where: { id: ids.acmeProcess },
        data: { status: 'APPROVED' },
      })
      await db.process.update({
        where: { id: ids.globexProcess },
        data: { status: 'APPROVED' },
      })
      await expect(
        createContractsFromAwards({ processId: ids.globexProcess, input })
      ).rejects.toThrow('process.errors.companyNotAllowed')

      await signInAs('stranger')
      await expect(proposals()).rejects.toThrow(
        'process.errors.companyNotAllowed'
      )
      await expect(
        createContractsFromAwards({ processId: ids.acmeProcess, input })
      ).rejects.toThrow('process.errors.companyNotAllowed')
      expect(await db.contract.count()).toBe(0)
    }
  )
})

describe('an agreement term', () => {
  it('ends the day before its start plus its months, and counts back to them', () => {
    const cases: [string, number, string][] = [
      ['2027-01-01', 12, '2027-12-31'],
      ['2027-01-15', 1, '2027-02-14'],
      // no 31 February: the term runs to the end of the shorter month
      ['2027-01-31', 1, '2027-02-28'],
      ['2028-02-29', 24, '2030-02-28'],
      ['2027-03-01', 1, '2027-03-31'],
    ]
    for (const [start, months, end] of cases)
      expect(termEnd(start, months)).toBe(end)
  })
})
