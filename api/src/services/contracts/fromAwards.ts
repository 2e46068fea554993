import { Prisma } from '@prisma/client'
import {
  dec,
  monthsOf,
  processCode,
  termEnd,
  type ContractInput,
  type Locale,
} from '@procura/shared'

import { ForbiddenError, UserInputError } from '@redwoodjs/graphql-server'

import { currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { translate } from 'src/lib/i18n'
import { processOfMyCompany } from 'src/services/processes/access'
import {
  rematchCommitments,
  throughPrisma,
} from 'src/services/realization/spendMatching'

import { validContract } from './contracts'

const approvedProcess = async (processId: string) => {
  const process = await processOfMyCompany(processId)
  if (process.status !== 'APPROVED')
    throw new ForbiddenError('contract.fromAward.notApproved')
  return process
}

const awardsOf = (processId: string) =>
  db.award.findMany({
    where: { processId },
    include: {
      contract: { select: { id: true, contractId: true } },
      quotation: {
        include: {
          supplier: { select: { name: true, supplierId: true } },
          item: { include: { detail: { select: { categoryId: true } } } },
        },
      },
    },
    orderBy: [
      { quotation: { item: { code: 'asc' } } },
      { quotation: { supplier: { name: 'asc' } } },
    ],
  })

/** The id that is most spent on among `rows` (their spend sums), if any row is. */
const mostSpent = (rows: { key: string; spend: Prisma.Decimal }[]) =>
  rows.sort((a, b) => b.spend.comparedTo(a.spend))[0]?.key ?? null

/**
 * Each item's material category: the one of its sourcing category, or among several the one the
 * company's spend on the item's material uses most; none when that still leaves a choice. Two
 * queries for all the items.
 */
const materialCategoriesOf = async (
  companyId: string,
  items: { categoryId?: string; material: string }[]
) => {
  const categoryIds = [
    ...new Set(items.flatMap((item) => item.categoryId ?? [])),
  ]
  const candidates = await db.materialCategory.findMany({
    where: { categoryId: { in: categoryIds } },
    select: { id: true, categoryId: true },
  })
  const spent = await db.$queryRaw<
    { material: string; key: string; spend: Prisma.Decimal }[]
  >`
    SELECT material, "materialCategoryId" AS key, sum(spend) AS spend FROM "SpendRollup"
     WHERE "companyId" = ${companyId}
       AND material = ANY(${items.map((item) => item.material)})
       AND "materialCategoryId" = ANY(${candidates.map((entry) => entry.id)})
     GROUP BY 1, 2`
  return ({ categoryId, material }: (typeof items)[number]) => {
    const own = candidates.filter((entry) => entry.categoryId === categoryId)
    if (own.length < 2) return own[0]?.id ?? null
    return mostSpent(spent.filter((row) => row.material === material))
  }
}

/** The business division the company's spend books the plant under most. */
const businessDivisionOf = async (companyId: string, plant?: string) =>
  plant
    ? mostSpent(
        await db.$queryRaw<{ key: string; spend: Prisma.Decimal }[]>`
          SELECT "businessDivisionId" AS key, sum(spend) AS spend FROM "SpendRollup"
           WHERE "companyId" = ${companyId} AND plant = ${plant}
           GROUP BY 1`
      )
    : null

/** How many of the company's currency one unit of `currencyCode` buys in the month of `day` (or the latest before). */
const rateOn = async (companyId: string, currencyCode: string, day: Date) => {
  const company = await db.company.findUnique({ where: { id: companyId } })
  if (company.currencyCode === currencyCode) return dec(1)
  const rate = await db.exchangeRate.findFirst({
    where: { companyId, currencyCode, month: { lte: day } },
    orderBy: { month: 'desc' },
  })
  return rate ? dec(rate.rate.toString()) : null
}

const day = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The contracts an approved process's awards imply: one per awarded supplier and item, prefilled
 * from the item, the award and the process, or the contract already made from it.
 */
export const contractProposals = async ({
  processId,
}: {
  processId: string
}) => {
  const process = await approvedProcess(processId)
  const [awards, plants, currency] = await Promise.all([
    awardsOf(processId),
    db.plant.findMany({ where: { processId }, orderBy: { plant: 'asc' } }),
    db.currency.findUnique({ where: { id: process.currencyId } }),
  ])
  const { companyId } = process
  const code = processCode(process.number, process.createdAt)
  const [plant] = plants
  const rate = await rateOn(companyId, currency.code, process.effectiveDate)
  const businessDivisionId = await businessDivisionOf(companyId, plant?.plant)
  const locale = (currentUser().locale ?? 'en') as Locale
  const materialCategoryOf = await materialCategoriesOf(
    companyId,
    awards.map(({ quotation: { item } }) => ({
      categoryId: item.detail?.categoryId,
      material: item.description,
    }))
  )
  return awards.map((award, index) => {
    const { item, supplier } = award.quotation
    const end = termEnd(
      day(process.effectiveDate),
      monthsOf(award.contractLength, award.contractPeriod)
    )
    const total = rate
      ? dec(award.totalContractValue.toString()).times(rate).toFixed(2)
      : null
    const draft = {
      contractId: `${code}-${String(index + 1).padStart(2, '0')}`,
      material: item.description,
      supplier: supplier.name,
      materialCategoryId: materialCategoryOf({
        categoryId: item.detail?.categoryId,
        material: item.description,
      }),
      categoryManagerId: process.categoryManagerId,
      businessDivisionId,
      regionId: plant?.regionId ?? null,
      startDate: day(process.effectiveDate),
      endDate: end,
      currentBalance: total,
      totalBalance: total,
      paymentTerm: award.paymentTerms,
      actionNeed: false,
      actionDescription: 'NEW_CONTRACTING_PROCESS' as const,
      status: 'TO_BE_STARTED' as const,
      estimatedConclusionDate: end,
      comment: translate(locale, 'contract.fromAward.comment', {
        process: code,
      }),
    }
    return {
      awardId: award.id,
      itemCode: item.code,
      itemDescription: item.description,
      supplierName: supplier.name,
      awardCurrency: currency.code,
      awardValue: award.totalContractValue,
      contract: award.contract,
      draft,
    }
  })
}

interface ContractFromAwardInput {
  awardId: string
  contract: ContractInput
}

/** Each row validated as the contract form is, or its first problem (field and message). */
const checkedRows = async (rows: ContractFromAwardInput[]) => {
  const valid: { awardId: string; data: Required<ContractInput> }[] = []
  const problems: { awardId: string; field?: string; message: string }[] = []
  const contractIds = new Set<string>()
  for (const { awardId, contract } of rows)
    try {
      const data = await validContract(contract)
      if (contractIds.has(data.contractId))
        throw new UserInputError('contract.validation.contractIdTaken', {
          field: 'contractId',
        })
      contractIds.add(data.contractId)
      valid.push({ awardId, data })
    } catch (error) {
      if (!(error instanceof UserInputError)) throw error
      const { field } = (error.extensions?.properties ?? {}) as {
        field?: string
      }
      problems.push({ awardId, field, message: error.message })
    }
  return { valid, problems }
}

/**
 * Makes the contracts of the chosen awards in one transaction, each keeping its process and award.
 * An award that already has its contract is left as it is: asking twice makes nothing twice.
 */
export const createContractsFromAwards = async ({
  processId,
  input,
}: {
  processId: string
  input: ContractFromAwardInput[]
}) => {
  const process = await approvedProcess(processId)
  const awards = await db.award.findMany({
    where: { processId, id: { in: input.map((row) => row.awardId) } },
    select: {
      id: true,
      unitPrice: true,
      contract: { select: { id: true } },
      quotation: {
        select: {
          unitOfMeasureId: true,
          supplier: { select: { supplierId: true } },
          item: {
            select: {
              code: true,
              detail: { select: { unitOfMeasureId: true } },
            },
          },
        },
      },
    },
  })
  const awardOf = new Map(awards.map((award) => [award.id, award]))
  if (awards.length !== new Set(input.map((row) => row.awardId)).size)
    throw new UserInputError('contract.fromAward.unknownAward')
  const made = new Set(
    awards.filter((award) => award.contract).map((award) => award.id)
  )
  const { valid, problems } = await checkedRows(
    input.filter((row) => !made.has(row.awardId))
  )
  // every row's problem at once, so the table can show each beside its row
  if (problems.length)
    throw new UserInputError('contract.fromAward.problems', {
      rows: problems,
    })
  await db.$transaction(async (tx) => {
    const made: string[] = []
    for (const { awardId, data } of valid) {
      const { unitPrice, quotation } = awardOf.get(awardId)
      const { supplier, item } = quotation
      const contract = await tx.contract.create({
        data: {
          ...data,
          companyId: process.companyId,
          sourceProcessId: processId,
          sourceAwardId: awardId,
          supplierId: supplier.supplierId,
          // the item's code: spend names the material by it
          materialCode: item.code.trim() || null,
          // what spend's prices are compared with
          unitPrice,
          priceCurrencyId: process.currencyId,
          unitOfMeasureId:
            quotation.unitOfMeasureId ?? item.detail?.unitOfMeasureId,
        },
      })
      made.push(contract.id)
    }
    // matched to their spend, which stores their balances and derived values
    await rematchCommitments(
      throughPrisma(tx),
      'contract',
      process.companyId,
      made
    )
  })
  return contractProposals({ processId })
}

/** The approved process a contract was made from, as the list names it. */
export const Contract = {
  sourceProcess: async (
    _args: unknown,
    { root }: { root: { sourceProcessId?: string | null } }
  ) => {
    if (!root.sourceProcessId) return null
    const process = await db.process.findUnique({
      where: { id: root.sourceProcessId },
      select: { id: true, number: true, createdAt: true },
    })
    return (
      process && {
        id: process.id,
        code: processCode(process.number, process.createdAt),
      }
    )
  },
}
