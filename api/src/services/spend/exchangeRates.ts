import { dec } from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { companyScope } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { monthStart } from 'src/lib/months'

export interface ExchangeRateInput {
  currencyCode: string
  /** 'YYYY-MM' */
  month: string
  /** decimal text: how many units of the company currency one unit of this currency buys */
  rate: string
}

const asRecord = (rate: {
  currencyCode: string
  month: Date
  rate: { toString(): string }
}) => ({
  currencyCode: rate.currencyCode,
  month: rate.month.toISOString().slice(0, 7),
  rate: rate.rate.toString(),
})

/** The company's rates, newest month first: what spend imports convert lines with. */
export const exchangeRates = async () =>
  (
    await db.exchangeRate.findMany({
      where: companyScope(),
      orderBy: [{ month: 'desc' }, { currencyCode: 'asc' }],
    })
  ).map(asRecord)

const keyOf = async ({
  currencyCode,
  month,
}: Omit<ExchangeRateInput, 'rate'>) => {
  const firstDay = monthStart(month)
  const currency = await db.currency.findUnique({
    where: { code: currencyCode.toUpperCase() },
  })
  if (!currency)
    throw new UserInputError('spend.import.unknown', {
      field: 'currencyCode',
      values: { value: currencyCode },
    })
  return {
    ...companyScope(),
    currencyCode: currency.code,
    month: new Date(`${firstDay}T00:00:00Z`),
  }
}

/** A month's rate for a currency, set or replaced. Lines already imported keep the rate they had. */
export const saveExchangeRate = async ({
  input,
}: {
  input: ExchangeRateInput
}) => {
  const rate = dec(input.rate)
  // numeric(20, 8): at most 8 decimals, and under a trillion
  if (!rate.gt(0) || rate.gte(1e12) || rate.decimalPlaces() > 8)
    throw new UserInputError('spend.errors.rate', { field: 'rate' })
  const key = await keyOf(input)
  return asRecord(
    await db.exchangeRate.upsert({
      where: { companyId_currencyCode_month: key },
      create: { ...key, rate: input.rate },
      update: { rate: input.rate },
    })
  )
}

export const deleteExchangeRate = async ({
  input,
}: {
  input: Omit<ExchangeRateInput, 'rate'>
}) => {
  const key = await keyOf(input)
  const { count } = await db.exchangeRate.deleteMany({ where: key })
  if (!count) throw new UserInputError('spend.errors.rateNotFound')
  return true
}
