import { Readable } from 'node:stream'

import {
  formatMoney,
  formatYearMonth,
  materialKey,
  SPEND_TEMPLATE_FIELDS,
  type ContractInput,
  type SpendImportMapping,
} from '@procura/shared'

import { bulkTransaction, db } from 'src/lib/db'
import { contractInput } from 'src/lib/testing/contractInput'
import { readPdf } from 'src/lib/testing/readPdf'
import { itemDetailRow } from 'src/lib/testing/readyProcess'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids, vats } from 'src/lib/testing/sourcingScenario'
import { supplierInput } from 'src/lib/testing/supplierInput'
import { builtInAnswer } from 'src/services/assistant/builtInAssistant'
import { updateCompanySettings } from 'src/services/company/company'
import {
  contractEdits,
  createContract,
  updateContract,
} from 'src/services/contracts/contracts'
import { processReportPdf } from 'src/services/processes/report'
import { savingsDashboard } from 'src/services/savings/savings'
import { rebuildSavingsRollup } from 'src/services/savings/savingsRollup'
import { performSpendImport } from 'src/services/spend/performSpendImport'
import { importSpendLines } from 'src/services/spend/spendImport'
import {
  receiveSpendImport,
  rollBackSpendImport,
  spendImport,
  startSpendImport,
} from 'src/services/spend/spendImports'
import {
  createSupplier,
  updateSupplier,
} from 'src/services/suppliers/suppliers'

import { sendRealizationAlerts } from './alerts'
import {
  contractConsumption,
  contractLinesPaidAbove,
  linesPaidAbove,
  priceCompliance,
  processRealization,
  offContractLines,
  spendCompliance,
} from './realization'
import {
  lockCompanyMatching,
  rematchCommitments,
  rematchCompany,
  throughClient,
  throughPrisma,
} from './spendMatching'

const COLUMNS = SPEND_TEMPLATE_FIELDS

/** Acme's settings as its Owner saves them. */
const settingsInput = {
  name: 'Acme',
  currencyCode: 'BRL',
  timeZone: 'America/Sao_Paulo',
  allowSelfApproval: false,
}

type Line = Partial<Record<(typeof COLUMNS)[number], string>>

/** A line of Alpha's steel coil in reais, 10 kg, changed by `change`. */
const line = (change: Line): Line => ({
  businessDivision: 'FOOD',
  region: 'BR-SE',
  categoryManager: '',
  supplier: 'Alpha',
  supplierCode: '',
  material: 'Steel coil',
  materialCode: '',
  materialCategory: 'PACK',
  plant: 'Campinas',
  currency: 'BRL',
  volume: '10',
  unit: 'KG',
  ...change,
})

const csvOf = (lines: Line[]) =>
  [
    COLUMNS.join(','),
    ...lines.map((row) =>
      COLUMNS.map((column) => `"${row[column] ?? ''}"`).join(',')
    ),
  ].join('\r\n')

/** The product's template read as it is (the suppliers the master lacks kept as written). */
const importAs = async (companyId: string, lines: Line[]) => {
  const result = await importSpendLines({
    companyId,
    input: Readable.from([csvOf(lines)]),
  })
  expect(result).toMatchObject({ problemCount: 0, duplicates: 0 })
}

/** Uploaded, mapped as suggested and run as the screens do, by the signed-in user: the import's id. */
const importThroughScreens = async (lines: Line[]) => {
  const { id } = await receiveSpendImport({
    fileName: 'erp.csv',
    file: Readable.from([Buffer.from(csvOf(lines))]),
  })
  const { mapping } = await spendImport({ id })
  await startSpendImport({
    id,
    input: { mapping: mapping as unknown as SpendImportMapping },
  })
  await performSpendImport(id)
  expect(await spendImport({ id })).toMatchObject({ status: 'DONE' })
  return id
}

/** Acme's contract for Alpha's steel coil over 2026's first quarter, 80,000 of 100,000 left as typed. */
const alphaContract = (change: Partial<ContractInput> = {}) =>
  contractInput({
    contractId: 'CT-ALPHA',
    supplier: 'Alpha',
    material: 'Steel coil',
    startDate: new Date('2026-01-01'),
    endDate: new Date('2026-03-31'),
    currentBalance: '80000',
    totalBalance: '100000',
    ...change,
  })

const typedContract = (change: Partial<ContractInput> = {}) =>
  createContract({ input: alphaContract(change) })

const balanceOf = async (id: string) => {
  const row = await db.contract.findUniqueOrThrow({ where: { id } })
  return {
    source: row.balanceSource,
    current: row.currentBalance.toFixed(2),
    typed: row.typedBalance?.toFixed(2) ?? null,
  }
}

/** The contract's matched spend per month, to the cent. */
const monthsOf = async (contractId: string) =>
  (
    await db.$queryRaw<{ month: string; amount: string }[]>`
      SELECT to_char(date, 'YYYY-MM') AS month, sum(amount)::text AS amount
        FROM "ContractSpend" WHERE "contractId" = ${contractId} GROUP BY 1 ORDER BY 1`
  ).map(({ month, amount }) => `${month} ${amount}`)

describe('spend matched to contracts', () => {
  scenario(
    'a contract consumes its balance from spend over months in two currencies; a line a day past its term, another supplier’s or material’s is not its',
    async () => {
      await signInAs('owner')
      const contract = await typedContract()
      expect(await balanceOf(contract.id)).toEqual({
        source: 'TYPED',
        current: '80000.00',
        typed: null,
      })
      const importId = await importThroughScreens([
        line({ date: '2026-01-15', amount: '10000.25' }),
        // 1,000.10 dollars at February's 5.2
        line({ date: '2026-02-10', amount: '1000.10', currency: 'USD' }),
        line({ date: '2026-03-31', amount: '2500.00' }),
        line({ date: '2026-04-01', amount: '999.99' }),
        line({ date: '2026-02-11', amount: '700.00', supplier: 'Beta' }),
        line({ date: '2026-02-12', amount: '300.00', material: 'Resin' }),
      ])
      expect(await monthsOf(contract.id)).toEqual([
        '2026-01 10000.25',
        '2026-02 5200.52',
        '2026-03 2500.00',
      ])
      // 100,000 − 17,700.77
      expect(await balanceOf(contract.id)).toEqual({
        source: 'SPEND',
        current: '82299.23',
        typed: '80000.00',
      })
      const [edit] = await contractEdits({ id: contract.id })
      expect(edit).toMatchObject({
        userId: null,
        changes: {
          balanceSource: { from: 'TYPED', to: 'SPEND' },
          currentBalance: { from: '80000.00', to: '82299.23' },
        },
      })

      // what the contract's page reads: its months, in the company's currency, per unit
      expect(
        (await contractConsumption({ id: contract.id })).map(
          ({ month, amount, volume, unitOfMeasureCode, lines }) =>
            `${month.toISOString().slice(0, 7)} ${amount.toFixed(2)} ${volume.toFixed(4)} ${unitOfMeasureCode} ${lines}`
        )
      ).toEqual([
        '2026-01 10000.25 10.0000 KG 1',
        '2026-02 5200.52 10.0000 KG 1',
        '2026-03 2500.00 10.0000 KG 1',
      ])
      await signInAs('stranger')
      await expect(contractConsumption({ id: contract.id })).rejects.toThrow(
        'contract.errors.companyNotAllowed'
      )
      await signInAs('owner')

      // the balance is spend's now: typing one is refused, and nothing changes
      await expect(
        updateContract({
          id: contract.id,
          input: alphaContract({
            currentBalance: '1',
            totalBalance: '100000',
          }),
        })
      ).rejects.toThrow('contract.errors.balanceFromSpend')
      expect((await balanceOf(contract.id)).current).toBe('82299.23')

      // the compliance screen's rollup counts the same spend
      expect((await spendCompliance({})).underContract.toFixed(2)).toBe(
        '17700.77'
      )

      // rolled back: its lines go, and the typed balance comes back
      await rollBackSpendImport({ id: importId })
      expect(await monthsOf(contract.id)).toEqual([])
      expect(
        await db.complianceMonth.count({ where: { companyId: 'company-acme' } })
      ).toBe(0)
      expect(await balanceOf(contract.id)).toEqual({
        source: 'TYPED',
        current: '80000.00',
        typed: null,
      })
      expect((await contractEdits({ id: contract.id })).length).toBe(2)
    }
  )

  scenario(
    'what was paid beyond the agreed price, in two currencies; a line in another unit compares with nothing',
    async () => {
      await signInAs('owner')
      const contract = await typedContract()
      // agreed at 100 dollars a kilogram
      await db.contract.update({
        where: { id: contract.id },
        data: {
          unitPrice: '100',
          priceCurrencyId: 'cur-usd',
          unitOfMeasureId: 'unit-kg',
        },
      })
      await importAs('company-acme', [
        // 520 reais a kilogram against 100 dollars at January's 5.1: 10 above on each of 10
        line({ date: '2026-01-15', amount: '5200.00' }),
        // 99 dollars a kilogram: 1 dollar (5.2 reais) below on each of 10
        line({ date: '2026-02-10', amount: '990.00', currency: 'USD' }),
        line({ date: '2026-03-05', amount: '700.00', volume: '2', unit: 'UN' }),
      ])
      expect(
        (await contractConsumption({ id: contract.id })).map(
          ({ month, unitOfMeasureCode, priceVariance }) =>
            `${month.toISOString().slice(0, 7)} ${unitOfMeasureCode} ${priceVariance?.toFixed(2) ?? 'not comparable'}`
        )
      ).toEqual([
        '2026-01 KG 100.00',
        '2026-02 KG -52.00',
        '2026-03 UN not comparable',
      ])
      expect(await contractLinesPaidAbove({ id: contract.id })).toEqual([
        expect.objectContaining({
          date: new Date('2026-01-15'),
          plant: 'Campinas',
          supplier: 'Alpha',
          unitOfMeasureCode: 'KG',
        }),
      ])
      const [above] = await contractLinesPaidAbove({ id: contract.id })
      expect(
        [above.amount, above.volume, above.priceVariance].map(String)
      ).toEqual(['5200', '10', '100'])

      // the company's price compliance: per month and per supplier, the lines paid above opened
      const compliance = await priceCompliance({})
      const figures = (groups: typeof compliance.byMonth) =>
        groups.map(
          (g) =>
            `${g.key} ${g.variance.toFixed(2)} ${g.above.toFixed(2)} ${g.linesAbove}/${g.lines}`
        )
      expect(figures(compliance.byMonth)).toEqual([
        '2026-01 100.00 100.00 1/1',
        '2026-02 -52.00 0.00 0/1',
      ])
      expect(figures(compliance.bySupplier)).toEqual(['Alpha 48.00 100.00 1/2'])
      expect(compliance.above.toFixed(2)).toBe('100.00')
      expect(
        (await priceCompliance({ fromMonth: '2026-02' })).above.toFixed(2)
      ).toBe('0.00')
      const paidAbove = await linesPaidAbove({ supplier: 'Alpha' })
      expect(paidAbove.total).toBe(1)
      expect(paidAbove.lines[0]).toMatchObject({
        contractId: 'CT-ALPHA',
        plant: 'Campinas',
      })
      expect((await linesPaidAbove({ supplier: 'Beta' })).total).toBe(0)
      await expect(linesPaidAbove({ offset: 1.5 })).rejects.toThrow(
        'validation.page'
      )
      await signInAs('stranger')
      expect((await priceCompliance({})).byMonth).toEqual([])
      expect((await linesPaidAbove({})).total).toBe(0)
    }
  )

  scenario(
    'a contract saved while an import of its company runs is refused with a message, and nothing changes',
    async () => {
      await signInAs('owner')
      const contract = await typedContract()
      // an import holds the company's matching from its first line to its commit
      await bulkTransaction(async (client) => {
        await lockCompanyMatching(throughClient(client), 'company-acme')
        await expect(
          updateContract({
            id: contract.id,
            input: alphaContract({ endDate: new Date('2026-06-30') }),
          })
        ).rejects.toThrow('spend.errors.importRunning')
      })
      const row = await db.contract.findUniqueOrThrow({
        where: { id: contract.id },
      })
      expect(row.endDate).toEqual(new Date('2026-03-31'))
      expect(await contractEdits({ id: contract.id })).toEqual([])
    }
  )

  scenario(
    'a term moved or a total changed matches the spend again; a contract made after the import finds its spend',
    async () => {
      await signInAs('owner')
      await importAs('company-acme', [
        line({ date: '2026-01-15', amount: '100.10' }),
        line({ date: '2026-04-15', amount: '200.20' }),
      ])
      const contract = await typedContract()
      expect(await monthsOf(contract.id)).toEqual(['2026-01 100.10'])
      await updateContract({
        id: contract.id,
        input: alphaContract({
          endDate: new Date('2026-04-30'),
          // spend's, sent back as shown
          currentBalance: '99899.90',
          totalBalance: '500',
        }),
      })
      expect(await monthsOf(contract.id)).toEqual([
        '2026-01 100.10',
        '2026-04 200.20',
      ])
      expect((await balanceOf(contract.id)).current).toBe('199.70')
    }
  )

  scenario(
    'a contract given another material finds that material’s spend, written another way',
    async () => {
      await signInAs('owner')
      await importAs('company-acme', [
        line({ date: '2026-01-15', amount: '100.10' }),
        line({
          date: '2026-02-15',
          amount: '200.20',
          material: 'RESINA  pét.',
        }),
      ])
      const contract = await typedContract()
      expect(await monthsOf(contract.id)).toEqual(['2026-01 100.10'])
      await updateContract({
        id: contract.id,
        // spend's balance, sent back as shown
        input: alphaContract({
          material: 'Resina PET',
          currentBalance: '99899.90',
        }),
      })
      expect(await monthsOf(contract.id)).toEqual(['2026-02 200.20'])
      expect((await balanceOf(contract.id)).current).toBe('99799.80')
    }
  )

  scenario(
    'a supplier the ERP writes by an alias, or by its code under another name, is the contract’s',
    async () => {
      await signInAs('owner')
      const beta = await typedContract({
        contractId: 'CT-BETA',
        supplier: 'Beta',
      })
      const alpha = await typedContract()
      await importAs('company-acme', [
        line({
          date: '2026-02-01',
          amount: '1234.56',
          supplier: 'BETA INDUSTRIA DE ACO LTDA',
        }),
        line({
          date: '2026-02-02',
          amount: '10.01',
          supplier: 'Alpha Comércio',
          supplierCode: 'SAP-Alpha',
        }),
        // another material code than none: the text still decides
        line({ date: '2026-02-03', amount: '0.99', material: 'STEEL  COIL.' }),
      ])
      expect(await monthsOf(beta.id)).toEqual(['2026-02 1234.56'])
      expect(await monthsOf(alpha.id)).toEqual(['2026-02 11.00'])
    }
  )

  scenario(
    'another company’s lines are never its contracts’, nor its lines theirs',
    async () => {
      await signInAs('owner')
      const acme = await typedContract()
      await importAs('company-globex', [
        line({ date: '2026-01-15', amount: '5000.00' }),
      ])
      expect(await monthsOf(acme.id)).toEqual([])
      expect(await db.contractSpend.count()).toBe(0)

      await signInAs('stranger')
      const globex = await createContract({
        input: contractInput({
          contractId: 'CT-GLOBEX',
          categoryManagerId: 'user-stranger',
          supplier: 'Alpha',
          material: 'Steel coil',
          startDate: new Date('2026-01-01'),
          endDate: new Date('2026-03-31'),
        }),
      })
      await importAs('company-acme', [
        line({ date: '2026-01-16', amount: '42.00' }),
      ])
      expect(await monthsOf(globex.id)).toEqual(['2026-01 5000.00'])
      expect(await monthsOf(acme.id)).toEqual(['2026-01 42.00'])
    }
  )
})

describe('spend that escaped its contracts', () => {
  const groups = (
    list: {
      name: string
      amount: { toFixed: (n: number) => string }
      lines: number
    }[]
  ) =>
    list.map(
      ({ name, amount, lines }) => `${name} ${amount.toFixed(2)} ${lines}`
    )

  scenario(
    'another supplier’s spend on a material under contract, and its own after the term, escaped it; a term moved takes one back',
    async () => {
      await signInAs('owner')
      const contract = await typedContract()
      await importAs('company-acme', [
        line({ date: '2026-02-01', amount: '1000.00' }),
        line({
          date: '2026-02-15',
          amount: '300.00',
          supplier: 'Beta',
          plant: 'Manaus',
        }),
        line({ date: '2026-05-10', amount: '200.00' }),
        // before any contract, and another material: neither escaped one
        line({ date: '2025-12-20', amount: '50.00', supplier: 'Beta' }),
        line({
          date: '2026-02-01',
          amount: '80.00',
          supplier: 'Beta',
          material: 'Resin',
        }),
      ])
      const compliance = await spendCompliance({})
      expect(compliance).toMatchObject({
        currencyCode: 'BRL',
        compliance: 1000 / 15,
      })
      expect(
        [compliance.underContract, compliance.offContract].map((value) =>
          value.toFixed(2)
        )
      ).toEqual(['1000.00', '500.00'])
      expect(groups(compliance.bySupplier)).toEqual([
        'Beta 300.00 1',
        'Alpha 200.00 1',
      ])
      expect(groups(compliance.byPlant)).toEqual([
        'Manaus 300.00 1',
        'Campinas 200.00 1',
      ])
      expect(groups(compliance.byCategory)).toEqual(['Packaging 500.00 2'])
      expect(groups(compliance.byCategoryManager)).toEqual([' 500.00 2'])
      // February alone: Alpha's May line is outside the period
      const february = await spendCompliance({
        fromMonth: '2026-02',
        toMonth: '2026-02',
      })
      expect(february.offContract.toFixed(2)).toBe('300.00')
      // the lines behind Beta's number, then behind the period's
      expect(
        await offContractLines({ dimension: 'supplier', value: 'Beta' })
      ).toMatchObject({
        total: 1,
        lines: [
          {
            supplier: 'Beta',
            plant: 'Manaus',
            reason: 'OTHER_SUPPLIER',
            contractSupplier: 'Alpha',
          },
        ],
      })
      const lines = await offContractLines({
        fromMonth: '2026-05',
        toMonth: '2026-12',
      })
      expect(
        lines.lines.map((l) => `${l.reason} ${l.amount.toFixed(2)}`)
      ).toEqual(['AFTER_TERM 200.00'])
      await expect(spendCompliance({ fromMonth: '2026-13' })).rejects.toThrow(
        'validation.month'
      )
      await expect(offContractLines({ offset: -1 })).rejects.toThrow(
        'validation.page'
      )

      // the term runs to May now: Alpha's May line is under contract
      await updateContract({
        id: contract.id,
        input: alphaContract({
          endDate: new Date('2026-05-31'),
          currentBalance: '99000.00',
          totalBalance: '100000',
        }),
      })
      const after = await spendCompliance({})
      expect(after.compliance).toBe(80)
      expect(groups(after.bySupplier)).toEqual(['Beta 300.00 1'])

      // Beta entered in the master, then renamed: its leakage follows its name, its lines with it
      const beta = await createSupplier({
        input: supplierInput({ name: 'Beta' }),
      })
      await updateSupplier({
        id: beta.id,
        input: supplierInput({ name: 'Beta Embalagens S.A.' }),
      })
      expect(groups((await spendCompliance({})).bySupplier)).toEqual([
        'Beta Embalagens S.A. 300.00 1',
      ])
      expect(
        (
          await offContractLines({
            dimension: 'supplier',
            value: 'Beta Embalagens S.A.',
          })
        ).total
      ).toBe(1)

      // another company sees none of it
      await signInAs('stranger')
      expect(await spendCompliance({})).toMatchObject({
        compliance: null,
        bySupplier: [],
      })
    }
  )
})

/**
 * Acme's process from 2026-01-01, its steel coil (baseline 110 reais a kilogram) split: Alpha 600
 * a year at 95, Beta 400 at 97.
 */
const splitAward = async () => {
  await db.process.update({
    where: { id: ids.acmeProcess },
    data: { effectiveDate: new Date('2026-01-01') },
  })
  await db.itemDetail.create({ data: itemDetailRow(ids.steel) })
  const award = async (
    supplierId: string,
    unitPrice: number,
    volume: number
  ) => {
    const quotation = await db.quotation.create({
      data: {
        processId: ids.acmeProcess,
        round: 1,
        proposalDate: new Date('2025-12-01'),
        supplierId,
        itemId: ids.steel,
        annualVolume: volume,
        paymentTerms: 60,
        negotiatedProposal: unitPrice,
        awarded: true,
      },
    })
    return db.award.create({
      data: {
        processId: ids.acmeProcess,
        quotationId: quotation.id,
        volume,
        contractLength: 6,
        unitPrice,
        annualVolume: volume,
        totalContractValue: (unitPrice * volume) / 2,
        totalContractVolume: volume / 2,
        priceMechanism: 'Fixed',
        paymentTerms: 60,
        rebateDetail: '',
      },
    })
  }
  return {
    alpha: await award(ids.supplierA, 95, 600),
    beta: await award(ids.supplierB, 97, 400),
  }
}

describe('spend matched to awards', () => {
  /** Acme's dashboard cells as their realized columns read, in one order. */
  const realizedCells = async () =>
    (
      await db.$queryRaw<{ cell: string }[]>`
        SELECT concat_ws(' ', status, "categoryId", "wholeProcess", "realizedSaving", "realizedSpend",
            "processesRealized") AS cell
          FROM "SavingsCell" WHERE "companyId" = 'company-acme' AND processes > 0 ORDER BY 1`
    ).map(({ cell }) => cell)

  const awardSpendOf = async (awardId: string) =>
    (
      await db.$queryRaw<{ amount: string; volume: string }[]>`
        SELECT coalesce(sum(amount), 0)::text AS amount, coalesce(sum(volume), 0)::text AS volume
          FROM "AwardSpend" WHERE "awardId" = ${awardId}`
    )[0]

  scenario(
    'a split award is realized by both its suppliers, by the item’s code, within its agreement from the effective date',
    async () => {
      const { alpha, beta } = await splitAward()
      await importAs('company-acme', [
        line({
          date: '2026-01-20',
          amount: '9500.00',
          volume: '100',
          materialCode: 'MAT-1',
          material: 'Bobina de aço LQ',
        }),
        line({
          date: '2026-06-30',
          amount: '4750.50',
          volume: '50',
          materialCode: 'MAT-1',
        }),
        line({
          date: '2026-07-01',
          amount: '950.00',
          volume: '10',
          materialCode: 'MAT-1',
        }),
        line({
          date: '2026-03-03',
          amount: '3880.00',
          volume: '40',
          supplier: 'Beta',
          materialCode: 'MAT-1',
        }),
      ])
      // a process not approved yet measures nothing
      expect(await awardSpendOf(alpha.id)).toEqual({ amount: '0', volume: '0' })

      await db.process.update({
        where: { id: ids.acmeProcess },
        data: { status: 'APPROVED', approvedAt: new Date('2025-12-20') },
      })
      await db.$transaction((tx) =>
        rematchCommitments(throughPrisma(tx), 'award', 'company-acme', [
          alpha.id,
          beta.id,
        ])
      )
      expect(await awardSpendOf(alpha.id)).toEqual({
        amount: '14250.50',
        volume: '150.0000',
      })
      expect(await awardSpendOf(beta.id)).toEqual({
        amount: '3880.00',
        volume: '40.0000',
      })

      // an import after the approval is matched as it is written; a line in units compares with nothing
      await signInAs('owner')
      const later = await importThroughScreens([
        line({
          date: '2026-02-20',
          amount: '97.01',
          volume: '1',
          supplier: 'Beta',
          materialCode: 'MAT-1',
        }),
        line({
          date: '2026-04-10',
          amount: '500.00',
          volume: '5',
          unit: 'UN',
          supplier: 'Beta',
          materialCode: 'MAT-1',
        }),
      ])
      expect(await awardSpendOf(beta.id)).toEqual({
        amount: '4477.01',
        volume: '46.0000',
      })

      // saving = (110 − paid) × kg; variance = paid − awarded price (95 Alpha, 97 Beta) × kg
      const { currencyCode, months, negotiated, rate } =
        await processRealization({ id: ids.acmeProcess })
      expect(currencyCode).toBe('BRL')
      expect(
        months.map(
          (month) =>
            `${month.month.toISOString().slice(0, 7)} ${[
              month.spend,
              month.saving,
              month.priceVariance,
              month.notComparableSpend,
            ]
              .map((value) => value.toFixed(2))
              .join(' ')}`
        )
      ).toEqual([
        '2026-01 9500.00 1500.00 0.00 0.00',
        '2026-02 97.01 12.99 0.01 0.00',
        '2026-03 3880.00 520.00 0.00 0.00',
        '2026-04 500.00 0.00 0.00 500.00',
        '2026-06 4750.50 749.50 0.50 0.00',
      ])
      // the report's PDF carries it
      const { text } = await readPdf(
        (await processReportPdf({ id: ids.acmeProcess, locale: 'en' })).pdf
      )
      const words = text.replace(/\s+/g, ' ')
      expect(words).toContain(
        'Realization Saving negotiated Saving realized Realization rate R$7,100.00 R$2,782.49 39.2%'
      )
      expect(words).toContain('Apr 2026 R$500.00 R$0.00 R$0.00 R$500.00')

      // the sourcing dashboard beside the approved saving, filtered as it is
      const { realized, realizedInSpend } = await savingsDashboard({})
      // (100 − 95) × 300 + (100 − 97) × 200 reduced, (110 − 100) × 500 avoided
      expect(negotiated.toFixed(2)).toBe('7100.00')
      expect(realized.costSaving.toFixed(2)).toBe('7100.00')
      expect(rate).toBe(0.3919)
      expect({
        ...realizedInSpend,
        saving: realizedInSpend.saving.toFixed(2),
        spend: realizedInSpend.spend.toFixed(2),
      }).toEqual({
        currencyCode: 'BRL',
        saving: '2782.49',
        spend: '18727.51',
        processes: 1,
        rate: 0.3919,
      })
      const otherType = await savingsDashboard({
        filter: { processType: 'SPOT_PURCHASE' },
      })
      expect(otherType.realizedInSpend).toMatchObject({ processes: 0 })
      expect(otherType.realizedInSpend.saving.toFixed(2)).toBe('0.00')

      // the dashboard's cells hold what a rebuild of them sums from the awards' realization
      expect(await realizedCells()).toEqual(
        await rebuildSavingsRollup('company-acme').then(realizedCells)
      )
      // the later import rolled back takes Beta's 97.01 (12.99 saved) and the 500.00 in units
      await rollBackSpendImport({ id: later })
      const { realizedInSpend: afterRollback } = await savingsDashboard({})
      expect(afterRollback.saving.toFixed(2)).toBe('2769.50')
      expect(afterRollback.spend.toFixed(2)).toBe('18130.50')
      expect(await realizedCells()).toEqual(
        await rebuildSavingsRollup('company-acme').then(realizedCells)
      )

      await signInAs('stranger')
      await expect(processRealization({ id: ids.acmeProcess })).rejects.toThrow(
        'process.errors.companyNotAllowed'
      )
      expect((await savingsDashboard({})).realizedInSpend.processes).toBe(0)
    }
  )
})

describe('an import matches its lines as the rebuild does', () => {
  /** Every match of Acme's lines, one per line and kind, as a reader checks it. */
  const matchesOf = async () =>
    (
      await db.$queryRaw<{ match: string }[]>`
        SELECT concat_ws(' ', l.date, l.supplier, l.material, l."spendAmount", m.kind, m.commitment, m.measures) AS match
          FROM (SELECT "lineId", 'contract' AS kind, "contractId" AS commitment,
                  concat_ws('/', "priceVariance", supplier) AS measures FROM "ContractSpend"
                UNION ALL SELECT "lineId", 'award', "awardId", concat_ws('/', "priceVariance", saving) FROM "AwardSpend"
                UNION ALL SELECT "lineId", reason::text, "contractId", concat_ws('/', plant, supplier)
                  FROM "OffContractSpend") m
          JOIN "SpendLine" l ON l.id = m."lineId"
         WHERE l."companyId" = 'company-acme' ORDER BY 1`
    ).map(({ match }) => match)

  scenario(
    'by code, by key, by VAT, in another currency or unit, after the term, from another supplier, under an award: the same rows',
    async () => {
      await signInAs('owner')
      const { alpha: alphaAward, beta: betaAward } = await splitAward()
      await db.process.update({
        where: { id: ids.acmeProcess },
        data: { status: 'APPROVED', approvedAt: new Date('2025-12-20') },
      })
      // Alpha's steel coil at 100 dollars a kilogram over the first quarter; Beta's resin by code
      const alpha = await typedContract()
      await db.contract.update({
        where: { id: alpha.id },
        data: {
          unitPrice: '100',
          priceCurrencyId: 'cur-usd',
          unitOfMeasureId: 'unit-kg',
        },
      })
      // the resin by its ERP code (a contract made from an award has one)
      const resinContract = async (change: Partial<ContractInput>) => {
        const contract = await typedContract({
          material: 'Resina PEAD',
          ...change,
        })
        await db.contract.update({
          where: { id: contract.id },
          data: { materialCode: 'RES-1' },
        })
        return contract
      }
      const resin = await resinContract({
        contractId: 'CT-RESIN',
        supplier: 'Beta',
        endDate: new Date('2026-12-31'),
      })
      // Alpha's resin for two months, started after Beta's: a later Alpha line escaped Beta's
      // contract, running on its date, rather than its own, ended
      await resinContract({
        contractId: 'CT-RESIN-ALPHA',
        startDate: new Date('2026-02-01'),
      })
      const beta = { supplier: 'Beta Embalagens', supplierVat: vats.beta }
      await importAs('company-acme', [
        line({ date: '2026-01-15', amount: '5200.00' }),
        // beyond its columns' decimals: measured as they hold it
        line({ date: '2026-01-25', amount: '5200.005', volume: '10.00005' }),
        line({ date: '2026-02-10', amount: '990.00', currency: 'USD' }),
        line({ date: '2026-03-05', amount: '700.00', volume: '2', unit: 'UN' }),
        // the same text written otherwise, then after the term
        line({ date: '2026-03-06', amount: '10.00', material: 'STEEL-COIL' }),
        line({ date: '2026-05-10', amount: '200.00' }),
        // Beta by its VAT under another name: Alpha's material in its term escaped Alpha's contract
        line({
          date: '2026-02-15',
          amount: '300.00',
          plant: 'Manaus',
          ...beta,
        }),
        // Beta's resin: by code, by text without a code, and under another code (not the contract's)
        line({
          date: '2026-04-01',
          amount: '50.00',
          material: 'Resin',
          materialCode: 'RES-1',
          ...beta,
        }),
        line({
          date: '2026-04-02',
          amount: '51.00',
          material: 'RESINA  pead',
          ...beta,
        }),
        line({
          date: '2026-04-03',
          amount: '52.00',
          material: 'Resina PEAD',
          materialCode: 'RES-2',
          ...beta,
        }),
        line({
          date: '2026-04-05',
          amount: '60.00',
          material: 'Resin',
          materialCode: 'RES-1',
        }),
        // the awarded item's code, for both of the split award's suppliers
        line({
          date: '2026-01-20',
          amount: '9500.00',
          volume: '100',
          materialCode: 'MAT-1',
        }),
        line({
          date: '2026-03-03',
          amount: '3880.00',
          volume: '40',
          materialCode: 'MAT-1',
          ...beta,
        }),
      ])
      const imported = await matchesOf()
      // each against its terms: a line in units compares with nothing, the line under another code matches nothing
      expect(imported).toEqual([
        `2026-01-15 Alpha Steel coil 5200.00 award ${alphaAward.id} 4250.00/-4100.00`,
        `2026-01-15 Alpha Steel coil 5200.00 contract ${alpha.id} 100.00/Alpha`,
        `2026-01-20 Alpha Steel coil 9500.00 award ${alphaAward.id} 0.00/1500.00`,
        `2026-01-20 Alpha Steel coil 9500.00 contract ${alpha.id} -41500.00/Alpha`,
        `2026-01-25 Alpha Steel coil 5200.01 award ${alphaAward.id} 4250.00/-4100.00`,
        `2026-01-25 Alpha Steel coil 5200.01 contract ${alpha.id} 99.96/Alpha`,
        `2026-02-10 Alpha Steel coil 5148.00 award ${alphaAward.id} 4198.00/-4048.00`,
        `2026-02-10 Alpha Steel coil 5148.00 contract ${alpha.id} -52.00/Alpha`,
        `2026-02-15 Beta Steel coil 300.00 OTHER_SUPPLIER ${alpha.id} Manaus/Beta`,
        `2026-02-15 Beta Steel coil 300.00 award ${betaAward.id} -670.00/800.00`,
        `2026-03-03 Beta Steel coil 3880.00 OTHER_SUPPLIER ${alpha.id} Campinas/Beta`,
        `2026-03-03 Beta Steel coil 3880.00 award ${betaAward.id} 0.00/520.00`,
        `2026-03-05 Alpha Steel coil 700.00 award ${alphaAward.id} `,
        `2026-03-05 Alpha Steel coil 700.00 contract ${alpha.id} Alpha`,
        `2026-03-06 Alpha STEEL-COIL 10.00 award ${alphaAward.id} -940.00/1090.00`,
        `2026-03-06 Alpha STEEL-COIL 10.00 contract ${alpha.id} -5290.00/Alpha`,
        `2026-04-01 Beta Resin 50.00 contract ${resin.id} Beta`,
        `2026-04-02 Beta RESINA  pead 51.00 contract ${resin.id} Beta`,
        `2026-04-05 Alpha Resin 60.00 OTHER_SUPPLIER ${resin.id} Campinas/Alpha`,
        `2026-05-10 Alpha Steel coil 200.00 AFTER_TERM ${alpha.id} Campinas/Alpha`,
        `2026-05-10 Alpha Steel coil 200.00 award ${alphaAward.id} -750.00/900.00`,
      ])
      await db.$transaction(
        (tx) => rematchCompany(throughPrisma(tx), 'company-acme'),
        { timeout: 60_000 }
      )
      expect(await matchesOf()).toEqual(imported)
    }
  )

  scenario('the material key is one rule in SQL and in code', async () => {
    const materials = [
      'Bobina de Aço  LQ',
      'AÇO INOX-304',
      'Película Stretch (20µm)',
      'ÓLEO ÉSTER Ñ',
      '  ',
    ]
    const sql = await db.$queryRaw<{ key: string }[]>`
      SELECT material_key(m) AS key FROM unnest(${materials}::text[]) WITH ORDINALITY AS n(m, at) ORDER BY at`
    expect(sql.map((row) => row.key)).toEqual(materials.map(materialKey))
    expect(materials.map(materialKey)).toEqual([
      'bobina de aco lq',
      'aco inox 304',
      'pelicula stretch 20 m',
      'oleo ester n',
      '',
    ])
  })
})

describe('alerts on the spend matched to contracts', () => {
  /** `days` from the company's today (São Paulo), as the template writes dates. */
  const day = (days: number) => {
    const today = new Date(
      new Date().toLocaleString('en-US', { timeZone: 'America/Sao_Paulo' })
    )
    today.setDate(today.getDate() + days)
    return [
      today.getFullYear(),
      String(today.getMonth() + 1).padStart(2, '0'),
      String(today.getDate()).padStart(2, '0'),
    ].join('-')
  }

  scenario(
    'a balance that runs out before the end, and a month paid above the agreed prices beyond the company’s threshold, are told once by notification and email',
    async () => {
      await signInAs('owner')
      await expect(
        updateCompanySettings({
          input: { ...settingsInput, priceVarianceThreshold: '-1' },
        })
      ).rejects.toThrow('validation.nonNegative')
      await updateCompanySettings({
        input: { ...settingsInput, priceVarianceThreshold: '500' },
      })
      // 100,000.00 from 200 days ago to 300 days ahead, agreed at 190.00 a kilogram
      const contract = await typedContract({
        startDate: new Date(day(-200)),
        endDate: new Date(day(300)),
        estimatedConclusionDate: new Date(day(300)),
      })
      await db.contract.update({
        where: { id: contract.id },
        data: {
          unitPrice: 190,
          priceCurrency: { connect: { code: 'BRL' } },
          unitOfMeasure: { connect: { code: 'KG' } },
        },
      })
      // 58,100.00 in its last three months: 41,900.00 left at 19,366.67 a month, gone in ~65 days;
      // 50 days ago 1,000.00 above the agreed price, 10 days ago 100.00 above it
      // and, in the last calendar quarter, Beta's coil: off contract
      const quarterStart =
        day(0).slice(0, 5) +
        String(
          Math.floor((Number(day(0).slice(5, 7)) - 1) / 3) * 3 + 1
        ).padStart(2, '0') +
        '-01'
      const lastQuarter = new Date(`${quarterStart}T12:00:00Z`)
      lastQuarter.setUTCDate(lastQuarter.getUTCDate() - 30)
      await importThroughScreens([
        line({ date: day(-80), amount: '19000.00', volume: '100' }),
        line({ date: day(-50), amount: '20000.00', volume: '100' }),
        line({ date: day(-10), amount: '19100.00', volume: '100' }),
        line({
          date: lastQuarter.toISOString().slice(0, 10),
          amount: '1234.56',
          supplier: 'Beta',
        }),
      ])
      const notices = await db.notification.findMany({
        where: {
          companyId: 'company-acme',
          messageCode: {
            in: ['CONTRACT_BALANCE_RUNNING_OUT', 'CONTRACT_PRICE_VARIANCE'],
          },
        },
        orderBy: { messageCode: 'asc' },
      })
      const month = new Date(`${day(-50).slice(0, 7)}-01T00:00:00Z`)
      expect(
        notices.map(({ userId, messageCode, values, link }) => ({
          userId,
          messageCode,
          values,
          link,
        }))
      ).toEqual([
        {
          userId: 'user-manager',
          messageCode: 'CONTRACT_BALANCE_RUNNING_OUT',
          values: {
            contractId: 'CT-ALPHA',
            days: expect.any(Number),
            daysEarly: expect.any(Number),
          },
          link: '/app/traffic-light/contract?contractId=CT-ALPHA',
        },
        {
          userId: 'user-manager',
          messageCode: 'CONTRACT_PRICE_VARIANCE',
          values: {
            contractId: 'CT-ALPHA',
            month: formatYearMonth(month.toISOString().slice(0, 7), 'en'),
            variance: 'R$1,000.00',
            threshold: 'R$500.00',
          },
          link: '/app/traffic-light/contract?contractId=CT-ALPHA',
        },
      ])
      const { days, daysEarly } = notices[0].values as Record<string, number>
      // 41,900.00 ÷ (58,100.00 ÷ 3) months of 30.4375 days, and what is left of the 300
      expect(days).toBeGreaterThanOrEqual(65)
      expect(days).toBeLessThanOrEqual(66)
      expect(days + daysEarly).toBe(300)
      // each queued its email
      const emails = await db.backgroundJob.findMany({
        where: { queue: 'email' },
      })
      expect(
        notices.every((notice) =>
          emails.some((job) => job.handler.includes(notice.id))
        )
      ).toBe(true)

      // the assistant answers both, with the screens' figures, in either language
      const offContract = await builtInAnswer(
        'How much spend was off contract last quarter?',
        'en'
      )
      expect(offContract).toMatch(/R\$1,234\.56 of spend escaped a contract/)
      expect(offContract).toContain('- Beta: R$1,234.56')
      expect(offContract).toContain('(/app/spending-analysis/compliance)')
      expect(
        await builtInAnswer(
          'Quanto gasto ficou fora de contrato no último trimestre?',
          'pt'
        )
      ).toContain(`- Beta: ${formatMoney('1234.56', 'BRL', 'pt')}`)
      const runningOut = await builtInAnswer(
        'Which contracts will run out of balance before they end?',
        'en'
      )
      expect(runningOut).toContain(
        '1 contract will run out of balance before it ends'
      )
      expect(runningOut).toContain(
        '[CT-ALPHA](/app/traffic-light/contract?contractId=CT-ALPHA) · Alpha · Steel coil: R$41,900.00 left'
      )
      expect(
        await builtInAnswer(
          'Quais contratos vão ficar sem saldo antes de terminar?',
          'pt'
        )
      ).toContain(`${formatMoney('41900', 'BRL', 'pt')} de saldo`)

      // told once: the next run finds nothing new
      expect(await sendRealizationAlerts({ since: new Date(day(-120)) })).toBe(
        0
      )
      // without a threshold, no month is an alert
      await db.contractVarianceNotice.deleteMany()
      await updateCompanySettings({
        input: { ...settingsInput, priceVarianceThreshold: null },
      })
      expect(await sendRealizationAlerts({ since: new Date(day(-120)) })).toBe(
        0
      )
      // another company's users are told nothing, and its assistant sees none of it
      expect(
        await db.notification.count({
          where: { companyId: { not: 'company-acme' } },
        })
      ).toBe(0)
      await signInAs('stranger')
      expect(
        await builtInAnswer(
          'Which contracts will run out of balance before they end?',
          'en'
        )
      ).toBe(
        'No contract will run out of balance before it ends at the pace of its last months.'
      )
    }
  )
})
