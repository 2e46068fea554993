import { db } from 'src/lib/db'

import { centsText, scaledOf } from './scaledMoney'

// The import's line loop measures on scaled integers what SQL measures on numeric columns: both
// must read a value and round it alike, to the cent, at a real company's amounts.

/** A scaled integer as decimal text (what PostgreSQL is given). */
const textOf = (value: bigint, scale: number) => {
  const digits = (value < 0n ? -value : value)
    .toString()
    .padStart(scale + 1, '0')
  const sign = value < 0n ? '-' : ''
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

describe('scaled money', () => {
  it('reads a value as its numeric column holds it', async () => {
    const cases: [string, number][] = [
      ['12.345', 2],
      ['-12.345', 2],
      ['12.344999', 2],
      ['999999999999.995', 2],
      ['0.00005', 4],
      ['-0.00005', 4],
      ['1e3', 2],
      ['2.5E-3', 4],
      ['7', 6],
      ['-0.5', 8],
    ]
    for (const [text, scale] of cases) {
      const [{ held }] = await db.$queryRawUnsafe<{ held: string }[]>(
        `SELECT $1::numeric(30, ${scale})::text AS held`,
        text
      )
      expect(`${text}: ${textOf(scaledOf(text, scale), scale)}`).toEqual(
        `${text}: ${held}`
      )
    }
  })

  it('rounds to the cent as PostgreSQL rounds, half away from zero, up to 10^12', async () => {
    const values = [
      5n,
      -5n,
      4n,
      -4n,
      0n,
      -1n,
      149_999n,
      -150_000n,
      // a trillion and a half cent, at a measure's scale of 18
      1_000_000_000_000_005n * 10n ** 15n,
      -(1_000_000_000_000_005n * 10n ** 15n),
      123_456_789_012_345_678_901_234_567n,
    ]
    for (const scale of [3, 18])
      for (const value of values) {
        const text = textOf(value, scale)
        const [{ rounded }] = await db.$queryRaw<{ rounded: string }[]>`
          SELECT round(${text}::numeric, 2)::text AS rounded`
        expect(`${text}: ${centsText(value, scale)}`).toEqual(
          `${text}: ${rounded}`
        )
      }
  })
})
