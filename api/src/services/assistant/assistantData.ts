import { toLocale } from '@procura/shared'

import { currentUser } from 'src/lib/auth'
import { companyToday } from 'src/services/contracts/contractRows'
import { contracts } from 'src/services/contracts/contracts'
import { processes } from 'src/services/processes/processes'
import {
  contractsRunningOut,
  spendCompliance,
} from 'src/services/realization/realization'
import {
  savingsDashboard,
  savingsFilterOptions,
} from 'src/services/savings/savings'
import { spendAnalysis } from 'src/services/spend/spend'

// What the assistant answers from: the services the screens use, as the signed-in user, so that
// every answer is scoped to their company and their permissions. Plain data, for the built-in
// assistant to phrase and for a language model's tools.

const LISTED = 10
const day = (date: Date) => date.toISOString().slice(0, 10)
const addDays = (date: Date, days: number) =>
  new Date(date.getTime() + days * 86_400_000)

/** The contracts page of an end-date range, soonest first (latest first for those already ended). */
const contractsEndingBetween = async (
  filter: { endDateFrom?: string; endDateTo: string },
  latestFirst = false
) => {
  const page = await contracts({
    page: {
      page: 0,
      pageSize: LISTED,
      sortBy: 'endDate',
      descending: latestFirst,
    },
    filter,
  })
  return {
    total: page.total,
    contracts: page.items.map((contract) => ({
      id: contract.id,
      contractId: contract.contractId,
      supplier: contract.supplier,
      material: contract.material,
      endDate: day(contract.endDate),
      remainingDays: contract.remainingDaysForLength,
    })),
  }
}

/**
 * Contracts ending within the next `days` days, as the traffic light counts them: 30 means fewer
 * than 30 days left (today to today + 29); negative: those already ended.
 */
export const contractsEnding = async ({ days }: { days: number }) => {
  const today = await companyToday(currentUser().companyId)
  const ending =
    days < 0
      ? await contractsEndingBetween(
          { endDateTo: day(addDays(today, -1)) },
          true
        )
      : await contractsEndingBetween({
          endDateFrom: day(today),
          endDateTo: day(addDays(today, days - 1)),
        })
  return { days, ...ending }
}

/** Contracts ending in a calendar month ('YYYY-MM'; 0: this month, 1: the next), from its 1st to its last day. */
export const contractsEndingInMonth = async ({
  offset,
}: {
  offset: number
}) => {
  const today = await companyToday(currentUser().companyId)
  const first = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1)
  )
  const last = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)
  )
  const month = day(first).slice(0, 7)
  return {
    month,
    ...(await contractsEndingBetween({
      endDateFrom: day(first),
      endDateTo: day(last),
    })),
  }
}

const processRow = (process: {
  id: string
  code: string
  title: string
  status: string
  categoryManager: { firstName: string; lastName: string }
}) => ({
  id: process.id,
  code: process.code,
  title: process.title,
  status: process.status,
  categoryManager: `${process.categoryManager.firstName} ${process.categoryManager.lastName}`,
})

/** The processes waiting for my decision. */
export const processesAwaitingMe = async () => {
  const page = await processes({
    page: { page: 0, pageSize: LISTED },
    filter: { awaitingMyReview: true },
  })
  return { total: page.total, processes: page.items.map(processRow) }
}

/** A process of my company by its ID (PRC-2026-0007) or number (7); null when there is none. */
export const processStatus = async ({ code }: { code: string }) => {
  const number = Number(code.match(/(\d{1,9})\s*$/)?.[1])
  // '#7' matches the number 7 (the list's search reads an ID's trailing digits), hardly a title
  const page = await processes({
    page: { page: 0, pageSize: LISTED },
    filter: { text: `#${number}` },
  })
  const found = page.items.find(
    (process) => Number(process.code.split('-')[2]) === number
  )
  return found ? processRow(found) : null
}

/** The largest suppliers or materials by spend in a year. */
export const topSpend = async ({
  dimension,
  year,
}: {
  dimension: 'supplier' | 'material'
  year: number
}) => {
  const analysis = await spendAnalysis({
    dimension,
    measure: 'spend',
    filter: { fromMonth: `${year}-01`, toMonth: `${year}-12` },
    limit: 5,
  })
  return {
    dimension,
    year,
    currency: analysis.currency,
    total: analysis.total,
    groups: analysis.groups.map((group) => ({
      name: group.label,
      spend: group.value,
      share: group.share,
    })),
  }
}

/** The cost saving of approved processes in a year, by category manager, in the company currency. */
export const savingsByCategoryManager = async ({ year }: { year: number }) => {
  const locale = toLocale(currentUser().locale)
  const [dashboard, options] = await Promise.all([
    savingsDashboard({
      filter: { fromMonth: `${year}-01`, toMonth: `${year}-12` },
    }),
    savingsFilterOptions({ locale }),
  ])
  const name = (id: string) =>
    options.categoryManagers.find((manager) => manager.id === id)?.label ?? id
  const byManager = dashboard.groups.find(
    (group) => group.group === 'categoryManager'
  )
  return {
    year,
    currency: dashboard.currencyCode,
    costSaving: dashboard.realized.costSaving,
    managers: byManager.rows
      .filter((row) => row.realized.processes > 0)
      .map((row) => ({
        name: name(row.key),
        costSaving: row.realized.costSaving,
        costReduction: row.realized.costReduction,
        costAvoidance: row.realized.costAvoidance,
        processes: row.realized.processes,
      })),
  }
}

/** A year's realized cost saving against the company's savings target for it (null: none set). */
export const savingsAgainstTarget = async ({ year }: { year: number }) => {
  const dashboard = await savingsDashboard({
    filter: { fromMonth: `${year}-01`, toMonth: `${year}-12` },
  })
  return {
    year,
    currency: dashboard.currencyCode,
    costSaving: dashboard.realized.costSaving,
    target: dashboard.counts.target,
    share: dashboard.counts.targetShare,
  }
}

/** A calendar quarter of the company's ('YYYY-MM' months): 0 this one, -1 the last. */
const quarterOf = (today: Date, offset: number) => {
  const first = new Date(
    Date.UTC(
      today.getUTCFullYear(),
      Math.floor(today.getUTCMonth() / 3) * 3 + offset * 3,
      1
    )
  )
  const last = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 2, 1)
  )
  return { fromMonth: day(first).slice(0, 7), toMonth: day(last).slice(0, 7) }
}

/** The spend that escaped a contract in a quarter (0: this one, -1: the last), as the compliance screen counts it. */
export const offContractSpend = async ({ quarter }: { quarter: number }) => {
  const period = quarterOf(await companyToday(currentUser().companyId), quarter)
  const compliance = await spendCompliance(period)
  return {
    ...period,
    currency: compliance.currencyCode,
    offContract: compliance.offContract,
    underContract: compliance.underContract,
    compliance: compliance.compliance,
    suppliers: compliance.bySupplier.slice(0, 5).map((group) => ({
      name: group.name,
      amount: group.amount,
    })),
  }
}

/** The contracts whose balance runs out before they end at the pace of their last months. */
export const contractsRunningOutOfBalance = () =>
  contractsRunningOut({ first: LISTED })
