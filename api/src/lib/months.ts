import { UserInputError } from '@redwoodjs/graphql-server'

// Dashboards filter by months written 'YYYY-MM' (both ends included).

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/** 'YYYY-MM' → its first day 'YYYY-MM-01'; anything else is refused. */
export const monthStart = (month: string) => {
  if (!MONTH.test(month)) throw new UserInputError('validation.month')
  return `${month}-01`
}

/** Refuses a range that ends before it starts. */
export const assertMonthRange = (
  fromMonth?: string | null,
  toMonth?: string | null
) => {
  if (fromMonth && toMonth && fromMonth > toMonth)
    throw new UserInputError('validation.monthRange')
}
