// Test-only: processes in every state whose savings the dashboard tests work out on their own,
// each process's result with the shared formulas (the same ones the process pages show).
import type { ProcessStatus } from '@prisma/client'
import {
  PROCESS_PROFILES,
  PROCESS_TYPES,
  pipelineSavings,
  realizedSavings,
  totalSavings,
  type AgreementPeriod,
  type Savings,
} from '@procura/shared'

import { db } from 'src/lib/db'
import { itemDetailRow } from 'src/lib/testing/readyProcess'

const STATUSES: ProcessStatus[] = ['DRAFT', 'IN_REVIEW', 'APPROVED', 'REJECTED']
export const MANAGERS = ['user-manager', 'user-manager2', 'user-owner']
export const CATEGORIES = ['cat-steel', 'cat-resin']

export interface FixtureLine {
  categoryId: string | null
  savings: Savings
}

export interface FixtureProcess {
  id: string
  status: ProcessStatus
  categoryManagerId: string
  processType: string
  processProfile: string
  currencyCode: string
  /** the month it counts in: approval (São Paulo time) or effective date */
  month: string
  createdAt: Date
  approvedAt: Date | null
  categories: string[]
  lines: FixtureLine[]
}

const SAO_PAULO_MONTH = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
})

const month = (i: number) => String(1 + (i % 12)).padStart(2, '0')

interface AwardPart {
  unitPrice: number
  annualVolume: number
  contractLength: number
  contractPeriod: AgreementPeriod
}

/**
 * `count` processes of Acme from number 100. Every fourth is approved; one in six is in dollars,
 * one in eleven in euros (which has no rate). An approved process's second item is split between
 * two suppliers, one of them for years; of the others, every third has a second item with no
 * detail (no category).
 */
export const createSavingsFixture = async (count = 24) => {
  const processes: FixtureProcess[] = []
  for (let i = 0; i < count; i++) {
    const status = STATUSES[i % 4]
    const groups = {
      categoryManagerId: MANAGERS[i % 3],
      processType: PROCESS_TYPES[i % 5],
      processProfile: PROCESS_PROFILES[(i + Math.floor(i / 4)) % 4],
    }
    const currencyCode = i % 11 === 10 ? 'EUR' : i % 6 === 2 ? 'USD' : 'BRL'
    // the first of the month at 01:00 UTC is still the month before in São Paulo
    const approvedAt =
      status === 'APPROVED'
        ? new Date(`2026-${month(i * 5 + Math.floor(i / 4))}-01T01:00:00Z`)
        : null
    const createdAt = new Date(Date.UTC(2025, 11, 1 + i))
    const effectiveDate = `2026-${month(i)}-15`
    const process = await db.process.create({
      data: {
        companyId: 'company-acme',
        number: 100 + i,
        status,
        approvedAt,
        createdAt,
        ownerId: 'user-buyer',
        ...groups,
        title: `Savings fixture ${i}`,
        processDescription: `Fixture process ${i}`,
        executiveSummary: 'Fixture',
        processNumber: `PR-${i}`,
        parentProcessDescription: 'Fixture',
        effectiveDate: new Date(effectiveDate),
        endingDate: new Date('2028-12-31'),
        currentContractStatus: 'NOT_EXISTS',
        currencyId: `cur-${currencyCode.toLowerCase()}`,
        suppliers: {
          create: ['A', 'B'].map((name) => ({
            name: `${name}${i}`,
            vat: `VAT-${name}${i}`,
            sapCode: `SAP-${name}${i}`,
            countryId: 'country-br',
          })),
        },
      },
      include: { suppliers: true },
    })
    const lines: FixtureLine[] = []
    const categories = new Set<string>()
    for (let n = 0; n < 2; n++) {
      const withDetail = !(n === 1 && i % 3 === 0) || status === 'APPROVED'
      const historical = 100 + ((i * 13 + n * 7) % 40)
      const baseline = historical + ((i + n) % 3) * 5
      const categoryId = withDetail ? CATEGORIES[(i + n) % 2] : null
      const item = await db.processItem.create({
        data: {
          processId: process.id,
          code: `MAT-${i}-${n}`,
          description: `Item ${n}`,
        },
      })
      if (withDetail)
        await db.itemDetail.create({
          data: {
            ...itemDetailRow(item.id),
            categoryId,
            historicalPrice: historical,
            baselinePrice: baseline,
          },
        })
      if (categoryId) categories.add(categoryId)
      if (status === 'APPROVED') {
        const parts = awardParts(i, n, historical, baseline)
        for (const [s, part] of parts.entries())
          await createAward(process.id, item.id, process.suppliers[s].id, part)
        lines.push({
          categoryId,
          savings: realizedSavings(
            { historicalPrice: historical, baselinePrice: baseline },
            parts
          ).savings,
        })
      } else if (n === 0 || i % 2 === 0) {
        // every other process has a pipeline for its first item only
        const pipeline = pipelineOf(i, historical, baseline)
        await db.pipelineItem.create({ data: { itemId: item.id, ...pipeline } })
        lines.push({ categoryId, savings: pipelineSavings(pipeline) })
      }
    }
    processes.push({
      id: process.id,
      status,
      ...groups,
      currencyCode,
      month: approvedAt
        ? SAO_PAULO_MONTH.format(approvedAt)
        : effectiveDate.slice(0, 7),
      createdAt,
      approvedAt,
      categories: [...categories],
      lines,
    })
  }
  return processes
}

/** The first item awarded whole; the second split, a part for years and a part above the baseline. */
const awardParts = (
  i: number,
  n: number,
  historical: number,
  baseline: number
): AwardPart[] =>
  n === 0
    ? [
        {
          unitPrice: historical - 10 + (i % 4) * 8,
          annualVolume: 1000 + i * 10,
          contractLength: 12 + (i % 3) * 6,
          contractPeriod: 'MONTHS',
        },
      ]
    : [
        {
          unitPrice: historical - 3,
          annualVolume: 600,
          contractLength: 2,
          contractPeriod: 'YEARS',
        },
        {
          unitPrice: baseline + 4,
          annualVolume: 400,
          contractLength: 18,
          contractPeriod: 'MONTHS',
        },
      ]

const pipelineOf = (i: number, historical: number, baseline: number) => ({
  contractLength: 12 + (i % 4) * 6,
  baselineUnit: baseline,
  expectedResultUnit: historical - 6 + (i % 5) * 4,
  historicalPricingUnit: historical,
  annualVolume: 500 + i * 25,
})

const createAward = async (
  processId: string,
  itemId: string,
  supplierId: string,
  part: AwardPart
) => {
  const quotation = await db.quotation.create({
    data: {
      processId,
      round: 1,
      proposalDate: new Date('2026-01-10'),
      supplierId,
      itemId,
      annualVolume: part.annualVolume,
      paymentTerms: 30,
      responseStatus: 'ANSWERED',
      awarded: true,
      awardedProposal: part.unitPrice,
      awardedVolume: part.annualVolume,
      agreementLength: part.contractLength,
      agreementPeriod: part.contractPeriod,
    },
  })
  await db.award.create({
    data: {
      processId,
      quotationId: quotation.id,
      volume: 100,
      ...part,
      totalContractValue: 0,
      totalContractVolume: 0,
      priceMechanism: 'Fixed',
      paymentTerms: 30,
      rebateDetail: 'None',
    },
  })
}

/** A process's lines in one category, or all of them. */
export const linesOf = (process: FixtureProcess, categoryId?: string | null) =>
  process.lines.filter((line) => !categoryId || line.categoryId === categoryId)

export const resultOf = (lines: FixtureLine[]) =>
  totalSavings(lines.map((line) => line.savings))
