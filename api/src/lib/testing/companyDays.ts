// Test-only: calendar days as the contract tests reckon them, apart from the code they test.
import { db } from 'src/lib/db'

const DAY = 24 * 60 * 60 * 1000

/** Acme's today in its time zone (America/Sao_Paulo), as calendar days are stored: UTC midnight. */
export const todayInSaoPaulo = async () => {
  const [{ day }] = await db.$queryRaw<{ day: Date }[]>`
    SELECT (now() AT TIME ZONE 'America/Sao_Paulo')::date AS day`
  return day
}

export const daysFrom = (day: Date, days: number) =>
  new Date(day.getTime() + days * DAY)
