import {
  dec,
  Dec,
  SAVINGS_GROUPS,
  savingsTargetSchema,
  toLocale,
  type SavingsFilter,
  type SavingsGroup,
} from '@procura/shared'

import { ForbiddenError } from '@redwoodjs/graphql-server'

import { companyScope, currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { validateWith } from 'src/lib/validation'
import { isTopOfCompany } from 'src/services/roles/roles'

import {
  processCounts,
  savingAggregates,
  spendRealization,
  type SavingAggregate,
  type SavingKind,
  type SavingsReader,
} from './savingsQueries'

export const savingsReader = async (): Promise<SavingsReader> => {
  const { companyId } = currentUser()
  const company = await db.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { currencyCode: true },
  })
  return { companyId, ...company }
}

interface Sums {
  costReduction: Dec
  costAvoidance: Dec
  costIncrease: Dec
  costSaving: Dec
  processes: number
}

const NO_SAVINGS: Sums = {
  costReduction: dec(0),
  costAvoidance: dec(0),
  costIncrease: dec(0),
  costSaving: dec(0),
  processes: 0,
}

const sumsOf = (aggregate?: SavingAggregate): Sums =>
  aggregate
    ? {
        costReduction: dec(aggregate.costReduction),
        costAvoidance: dec(aggregate.costAvoidance),
        costIncrease: dec(aggregate.costIncrease),
        costSaving: dec(aggregate.costSaving),
        processes: aggregate.processes,
      }
    : NO_SAVINGS

/** Realized and pipeline side by side, per value of one grouping. */
const byKey = (aggregates: SavingAggregate[], by: SavingAggregate['by']) => {
  const rows = new Map<string | null, Record<SavingKind, Sums>>()
  for (const aggregate of aggregates.filter((a) => a.by === by)) {
    const row = rows.get(aggregate.key) ?? {
      REALIZED: NO_SAVINGS,
      PIPELINE: NO_SAVINGS,
    }
    row[aggregate.kind] = sumsOf(aggregate)
    rows.set(aggregate.key, row)
  }
  return [...rows].map(([key, row]) => ({
    key,
    realized: row.REALIZED,
    pipeline: row.PIPELINE,
  }))
}

/** Every month of the period, those with no savings at zero, so that the trend shows the gaps. */
const monthsOf = (
  aggregates: SavingAggregate[],
  { fromMonth, toMonth }: SavingsFilter
) => {
  const rows = byKey(aggregates, 'month').sort((a, b) =>
    a.key.localeCompare(b.key)
  )
  const first = fromMonth ?? rows[0]?.key
  const last = toMonth ?? rows.at(-1)?.key
  if (!first || !last) return []
  const months = []
  for (
    let day = new Date(`${first}-01T00:00:00Z`);
    day.toISOString().slice(0, 7) <= last;
    day.setUTCMonth(day.getUTCMonth() + 1)
  ) {
    const month = day.toISOString().slice(0, 7)
    const row = rows.find((r) => r.key === month)
    months.push({
      month,
      realized: row?.realized ?? NO_SAVINGS,
      pipeline: row?.pipeline ?? NO_SAVINGS,
    })
  }
  return months
}

const groupsOf = (aggregates: SavingAggregate[]) =>
  SAVINGS_GROUPS.map((group: SavingsGroup) => ({
    group,
    rows: byKey(aggregates, group).sort(
      (a, b) =>
        b.realized.costSaving.comparedTo(a.realized.costSaving) ||
        b.pipeline.costSaving.comparedTo(a.pipeline.costSaving)
    ),
  }))

/** Currencies whose savings were converted, and those that could not be (no rate at all). */
const currenciesOf = (aggregates: SavingAggregate[], reader: SavingsReader) => {
  const byCurrency = aggregates.filter((a) => a.by === 'currency')
  const convertedFrom = new Set(
    byCurrency
      .filter((a) => !a.unconvertedProcesses && a.key !== reader.currencyCode)
      .map((a) => a.key as string)
  )
  const unconverted = new Map<string, { costSaving: Dec; processes: number }>()
  for (const a of byCurrency.filter((a) => a.unconvertedProcesses > 0)) {
    const sum = unconverted.get(a.key as string) ?? {
      costSaving: dec(0),
      processes: 0,
    }
    unconverted.set(a.key as string, {
      costSaving: sum.costSaving.plus(dec(a.unconvertedSaving)),
      processes: sum.processes + a.unconvertedProcesses,
    })
  }
  return {
    convertedFrom: [...convertedFrom].sort(),
    unconverted: [...unconverted].map(([currencyCode, sum]) => ({
      currencyCode,
      ...sum,
    })),
  }
}

/**
 * The yearly targets that fall in the period, each in proportion to the months of its year the
 * period covers (January to June of a year is half its target). No period: every target.
 */
const targetOf = async (
  companyId: string,
  { fromMonth, toMonth }: SavingsFilter
) => {
  const targets = await db.savingsTarget.findMany({ where: { companyId } })
  const covered = targets.map(({ year, amount }) => {
    const first =
      fromMonth && fromMonth > `${year}-01` ? Number(fromMonth.slice(5)) : 1
    const last =
      toMonth && toMonth < `${year}-12` ? Number(toMonth.slice(5)) : 12
    const inYear =
      (!fromMonth || fromMonth <= `${year}-12`) &&
      (!toMonth || toMonth >= `${year}-01`)
    return inYear
      ? dec(amount)
          .times(last - first + 1)
          .div(12)
      : null
  })
  const counted = covered.filter((value) => value !== null)
  return counted.length
    ? counted.reduce((sum, value) => sum.plus(value), dec(0))
    : null
}

/**
 * Spec §2 sourcing dashboard, for the signed-in user's company: process counts, realized and
 * pipeline savings in total, by month and by each group, and the target; beside the approved
 * saving, what the same processes realized in spend.
 */
export const savingsDashboard = async ({
  filter = {},
}: { filter?: SavingsFilter } = {}) => {
  const reader = await savingsReader()
  const inCompanyCurrency =
    !filter.currencyCode || filter.currencyCode === reader.currencyCode
  const [counts, aggregates, inSpend, target, anyProcess] = await Promise.all([
    processCounts(reader, filter),
    savingAggregates(reader, filter),
    spendRealization(reader, filter),
    inCompanyCurrency ? targetOf(reader.companyId, filter) : null,
    db.process.findFirst({ where: companyScope(), select: { id: true } }),
  ])
  const total = (kind: SavingKind) =>
    sumsOf(aggregates.find((a) => a.kind === kind && a.by === null))
  const realized = total('REALIZED')
  return {
    currencyCode: filter.currencyCode ?? reader.currencyCode,
    converted: !filter.currencyCode,
    ...currenciesOf(aggregates, reader),
    anyProcess: !!anyProcess,
    counts: {
      ...counts,
      target,
      // a ratio, not money: a float is what a percentage needs
      targetShare: target?.gt(0)
        ? realized.costSaving.div(target).toNumber()
        : null,
    },
    realized,
    realizedInSpend: {
      ...inSpend,
      currencyCode: reader.currencyCode,
      // a ratio of two amounts in one currency only
      rate:
        inCompanyCurrency && realized.costSaving.gt(0)
          ? dec(inSpend.saving).div(realized.costSaving).toNumber()
          : null,
    },
    pipeline: total('PIPELINE'),
    months: monthsOf(aggregates, filter),
    groups: groupsOf(aggregates),
  }
}

/** What each filter offers: the company's category managers, its items' categories, its currencies. */
export const savingsFilterOptions = async ({
  locale,
}: { locale?: string } = {}) => {
  const reader = await savingsReader()
  const inPt = (toLocale(locale) ?? currentUser().locale) === 'pt'
  const [categoryManagers, categories, currencies] = await Promise.all([
    db.user.findMany({
      where: { ...companyScope(), managedProcesses: { some: {} } },
      select: { id: true, firstName: true, lastName: true },
      orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }],
    }),
    db.category.findMany({
      where: { itemDetails: { some: { item: { process: companyScope() } } } },
    }),
    db.currency.findMany({
      where: { processes: { some: companyScope() } },
      select: { code: true },
    }),
  ])
  return {
    companyCurrency: reader.currencyCode,
    categoryManagers: categoryManagers.map((user) => ({
      id: user.id,
      label: `${user.firstName} ${user.lastName}`,
    })),
    categories: categories
      .map((category) => ({
        id: category.id,
        label: inPt ? category.namePt : category.nameEn,
      }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    currencies: [
      ...new Set([reader.currencyCode, ...currencies.map((c) => c.code)]),
    ].sort(),
  }
}

export const savingsTargets = async () => ({
  canEdit: await isTopOfCompany(),
  targets: (
    await db.savingsTarget.findMany({
      where: companyScope(),
      orderBy: { year: 'desc' },
    })
  ).map(({ year, amount }) => ({ year, amount: amount.toFixed() })),
})

export const saveSavingsTarget = async ({
  input,
}: {
  input: { year: number; amount: string }
}) => {
  const { year, amount } = await validateWith(savingsTargetSchema, input)
  if (!(await isTopOfCompany()))
    throw new ForbiddenError('savings.errors.targetNotAllowed')
  const key = { ...companyScope(), year }
  const saved = await db.savingsTarget.upsert({
    where: { companyId_year: key },
    create: { ...key, amount, updatedById: currentUser().id },
    update: { amount, updatedById: currentUser().id },
  })
  return { year: saved.year, amount: saved.amount.toFixed() }
}
