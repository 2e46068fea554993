import { Readable } from 'node:stream'

import { db } from 'src/lib/db'

import { csvOf, fixtureLines, type FixtureLine } from './spendFixture'
import { importSpendLines } from './spendImport'

const importAs = (
  companyId: string,
  lines: FixtureLine[] | string,
  allowDuplicates = false
) =>
  importSpendLines({
    companyId,
    input: Readable.from([typeof lines === 'string' ? lines : csvOf(lines)]),
    allowDuplicates,
  })

const linesOf = (companyId: string) =>
  db.spendLine.count({ where: { companyId } })

describe('spend import: duplicates and what COPY writes', () => {
  // in reais and with no category manager: lines either company can import
  const [first, second, third] = fixtureLines(3).map((line) => ({
    ...line,
    currency: 'BRL',
    categoryManager: '',
  }))

  scenario(
    'each line the company already has is a duplicate of one new line only; nothing is kept until confirmed',
    async () => {
      expect(await importAs('company-acme', [first, second])).toMatchObject({
        imported: 2,
        duplicates: 0,
      })
      // the file has the first line twice: the company had it once
      const again = await importAs('company-acme', [first, first, third])
      expect(again).toMatchObject({ importId: null, duplicates: 1 })
      expect(await linesOf('company-acme')).toBe(2)

      const confirmed = await importAs(
        'company-acme',
        [first, first, third],
        true
      )
      expect(confirmed).toMatchObject({ imported: 3, duplicates: 0 })
      expect(await linesOf('company-acme')).toBe(5)
      // now it has the first line three times: a file with it twice has two duplicates
      expect(await importAs('company-acme', [first, first])).toMatchObject({
        importId: null,
        duplicates: 2,
      })
    }
  )

  scenario(
    'a line differing in one column, or another company’s, is no duplicate',
    async () => {
      await importAs('company-globex', [first])
      expect(await importAs('company-acme', [first])).toMatchObject({
        imported: 1,
        duplicates: 0,
      })
      const cent = {
        ...first,
        amount: (Number(first.amount) + 0.01).toFixed(2),
      }
      const plant = { ...first, plant: `${first.plant} 2` }
      expect(await importAs('company-acme', [cent, plant])).toMatchObject({
        imported: 2,
        duplicates: 0,
      })
      expect(await importAs('company-acme', [plant])).toMatchObject({
        importId: null,
        duplicates: 1,
      })
    }
  )

  scenario(
    'text with tabs, backslashes and line breaks is kept as the file wrote it',
    async () => {
      const material = 'Film 20\\30 µm\twide\r\nroll "B"'
      const file = csvOf([{ ...first, material: 'MATERIAL' }]).replace(
        '"MATERIAL"',
        `"${material.replace(/"/g, '""')}"`
      )
      expect(await importAs('company-acme', file)).toMatchObject({
        imported: 1,
        problemCount: 0,
      })
      const [line] = await db.spendLine.findMany({
        where: { companyId: 'company-acme' },
        select: { material: true, spendAmount: true },
      })
      expect(line.material).toBe(material)
      expect(line.spendAmount.toFixed(2)).toBe(first.amount)
    }
  )
})
