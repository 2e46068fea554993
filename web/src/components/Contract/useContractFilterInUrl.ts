import { CONTRACT_FILTER_FIELDS, TERM_BUCKETS, readDay } from '@procura/shared'

import { navigate, useParams } from '@redwoodjs/router'

import type { ContractFilter } from './ContractFilters'

/** A filter as an address carries it: text, and actionNeed as 'true' or 'false'. */
export const filterParams = (filter: ContractFilter) =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)])
  ) as Record<string, string>

const filterOf = (params: Record<string, string>): ContractFilter => {
  const filter: Record<string, unknown> = {}
  for (const field of CONTRACT_FILTER_FIELDS)
    if (params[field]) filter[field] = params[field]
  for (const field of ['termBucket', 'balanceBucket'])
    if (filter[field] && !TERM_BUCKETS.includes(filter[field] as never))
      delete filter[field]
  // an ISO day, or no filter (readDay answers a day only as ISO text)
  for (const field of ['endDateFrom', 'endDateTo'])
    if (filter[field] && readDay(String(filter[field]), 'en') !== filter[field])
      delete filter[field]
  if (params.actionNeed === 'true' || params.actionNeed === 'false')
    filter.actionNeed = params.actionNeed === 'true'
  if (params.inForce === 'true') filter.inForce = true
  return filter as ContractFilter
}

/**
 * The contract screens' filter lives in the address: it survives a reload, can be shared, and a
 * dashboard number opens the list already filtered. `routeOf` writes a filter as the page's path.
 */
export const useContractFilterInUrl = (
  routeOf: (params: Record<string, string>) => string
) => {
  const filter = filterOf(useParams())
  const setFilter = (next: ContractFilter) =>
    navigate(routeOf(filterParams(next)), { replace: true })
  return [filter, setFilter] as const
}
