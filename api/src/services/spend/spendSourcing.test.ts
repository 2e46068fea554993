import { Readable } from 'node:stream'

import { SPEND_IMPORT_COLUMNS, SPEND_TEMPLATE_FIELDS } from '@procura/shared'

import { db } from 'src/lib/db'
import { daysFrom, todayInSaoPaulo } from 'src/lib/testing/companyDays'
import { contractInput } from 'src/lib/testing/contractInput'
import { signInAs } from 'src/lib/testing/signInAs'
import { createContract } from 'src/services/contracts/contracts'

import { importSpendLines } from './spendImport'
import { materialSpend, sourcingFromSpend } from './spendSourcing'

/** The 15th of the month `months` before today's, as the import reads a date. */
const monthsAgo = (today: Date, months: number) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 15))
    .toISOString()
    .slice(0, 10)

/** [months ago, supplier, material, amount, volume, unit, category manager] */
type Line = [number, string, string, string, string, string, string]

const LINES: Line[] = [
  [
    1,
    'Filmes Sul',
    'Stretch film',
    '1000.10',
    '100',
    'KG',
    'manager@team.example.com',
  ],
  [
    3,
    'Filmes Sul',
    'Stretch film',
    '550.25',
    '50',
    'KG',
    'manager@team.example.com',
  ],
  // the twelfth month before this one is in the year, the thirteenth and this one are not
  [12, 'Filmes Sul', 'Stretch film', '99.99', '9', 'KG', ''],
  [13, 'Filmes Sul', 'Stretch film', '5000.00', '1', 'KG', ''],
  [0, 'Filmes Sul', 'Stretch film', '700.00', '7', 'KG', ''],
  // another unit does not add to kilograms
  [2, 'Filmes Sul', 'Stretch film', '300.00', '3', 'UN', ''],
  [
    2,
    'Filmes Sul',
    'PET resin',
    '200.00',
    '10',
    'KG',
    'owner@team.example.com',
  ],
  [
    2,
    'Aço Norte',
    'Stretch film',
    '400.00',
    '40',
    'KG',
    'owner@team.example.com',
  ],
]

const importLines = async (lines = LINES) => {
  const today = await todayInSaoPaulo()
  const rows = lines.map(
    ([months, supplier, material, amount, volume, unit, manager]) => ({
      date: monthsAgo(today, months),
      businessDivision: 'FOOD',
      region: 'BR-SE',
      categoryManager: manager,
      supplier,
      material,
      materialCategory: 'PACK',
      plant: 'Campinas',
      amount,
      currency: 'BRL',
      volume,
      unit,
    })
  )
  const csv = [
    SPEND_IMPORT_COLUMNS.join(','),
    ...rows.map((row) =>
      SPEND_IMPORT_COLUMNS.map((column) => `"${row[column]}"`).join(',')
    ),
  ].join('\r\n')
  const result = await importSpendLines({
    companyId: 'company-acme',
    input: Readable.from([csv]),
  })
  expect(result.problems ?? []).toEqual([])
  return today
}

describe('spend → sourcing', () => {
  scenario(
    "a material's year: volume in its main unit and the volume-weighted price, to the cent",
    async () => {
      await signInAs('buyer')
      await importLines()

      const [film, resin] = await materialSpend({
        materials: ['Stretch film', 'PET resin', 'Nothing bought'],
      })

      // from both suppliers: 1,000.10 + 550.25 + 99.99 + 400.00 for 100 + 50 + 9 + 40 kg
      expect(film).toMatchObject({
        material: 'Stretch film',
        unitOfMeasureId: 'uom-kg',
        annualSpend: '2050.34',
        annualVolume: '199',
        historicalPrice: '10.303216',
      })
      expect(film.months.map((month) => month.month)).toHaveLength(4)
      expect(resin).toMatchObject({
        annualVolume: '10',
        historicalPrice: '20',
      })
    }
  )

  scenario(
    "a material's price, times its volume, gives its spend back to the cent, however large the volume",
    async () => {
      await signInAs('buyer')
      // R$5.434782608695… a kilogram: at six decimals, 46 million kg would come to R$18.00 more
      await importLines([
        [1, 'Resinas Sul', 'Bulk resin', '150000000.00', '26000000', 'KG', ''],
        [2, 'Resinas Sul', 'Bulk resin', '100000000.00', '20000000', 'KG', ''],
      ])

      const [resin] = await materialSpend({ materials: ['Bulk resin'] })

      expect(resin).toMatchObject({
        annualSpend: '250000000',
        annualVolume: '46000000',
        // the fewest decimals that give the spend back
        historicalPrice: '5.4347826087',
      })
    }
  )

  scenario(
    "a supplier's row starts a process with its materials, manager and contract status",
    async () => {
      await signInAs('buyer')
      const today = await importLines()
      await createContract({
        input: contractInput({
          material: 'stretch film',
          supplier: 'FILMES SUL LTDA.',
          startDate: daysFrom(today, -30),
          endDate: daysFrom(today, 300),
        }),
      })

      expect(
        await sourcingFromSpend({ selection: { supplier: 'Filmes Sul' } })
      ).toEqual({
        title: 'Filmes Sul',
        items: [
          { code: 'Stretch film', description: 'Stretch film' },
          { code: 'PET resin', description: 'PET resin' },
        ],
        supplier: 'Filmes Sul',
        categoryManagerId: 'user-manager',
        currentContractStatus: 'EXISTS_SAME_SUPPLIER',
      })
      // the same material from another supplier
      expect(
        await sourcingFromSpend({ selection: { supplier: 'Aço Norte' } })
      ).toMatchObject({
        categoryManagerId: 'user-owner',
        currentContractStatus: 'EXISTS_DIFFERENT_SUPPLIER',
      })
      // a material's row: its most spent supplier
      expect(
        await sourcingFromSpend({ selection: { material: 'PET resin' } })
      ).toMatchObject({
        supplier: 'Filmes Sul',
        currentContractStatus: 'NOT_EXISTS',
      })
      await expect(sourcingFromSpend({ selection: {} })).rejects.toThrow(
        'spend.sourcing.empty'
      )
    }
  )

  scenario("another company's spend is not seen", async () => {
    await signInAs('buyer')
    await importLines()

    await signInAs('stranger')
    expect(
      await sourcingFromSpend({ selection: { supplier: 'Filmes Sul' } })
    ).toMatchObject({ items: [], categoryManagerId: null })
    expect(await materialSpend({ materials: ['Stretch film'] })).toEqual([])
    expect(
      await db.spendLine.count({ where: { companyId: 'company-acme' } })
    ).toBe(LINES.length)
  })

  scenario(
    "codes from the ERP: an item's code is its material's, a contract is the same supplier's per material",
    async () => {
      await signInAs('buyer')
      const today = await todayInSaoPaulo()
      // the template's optional columns: the spend buys film from Filmes Sul, resin from Aço Norte
      const line = (
        supplier: string,
        code: string,
        material: string,
        materialCode: string,
        amount: string
      ) =>
        [
          monthsAgo(today, 1),
          'FOOD',
          'BR-SE',
          '',
          supplier,
          material,
          'PACK',
          'Campinas',
          amount,
          'BRL',
          '10',
          'KG',
          code,
          '',
          materialCode,
        ]
          .map((cell) => `"${cell}"`)
          .join(',')
      const csv = [
        SPEND_TEMPLATE_FIELDS.join(','),
        line('Filmes Sul', 'V-100', 'Stretch film', 'MAT-FILM', '900.00'),
        line('Aço Norte', 'V-200', 'PET resin', 'MAT-PET', '100.00'),
      ].join('\r\n')
      const imported = await importSpendLines({
        companyId: 'company-acme',
        input: Readable.from([csv]),
      })
      expect(imported.problems ?? []).toEqual([])
      const pack = await db.materialCategory.findFirstOrThrow({
        where: { code: 'PACK' },
      })
      const selection = { materialCategoryId: pack.id }
      const contract = (material: string, supplier: string) =>
        createContract({
          input: contractInput({
            contractId: `CT-${supplier.slice(0, 3)}`,
            material,
            supplier,
            startDate: daysFrom(today, -30),
            endDate: daysFrom(today, 300),
          }),
        })

      // Filmes Sul, the category's most spent, holds a contract for resin, which spend buys elsewhere
      await contract('PET resin', 'Filmes Sul')
      expect(await sourcingFromSpend({ selection })).toMatchObject({
        supplier: 'Filmes Sul',
        items: [
          { code: 'MAT-FILM', description: 'Stretch film' },
          { code: 'MAT-PET', description: 'PET resin' },
        ],
        currentContractStatus: 'EXISTS_DIFFERENT_SUPPLIER',
      })
      // resin's own supplier, however the contract writes its name
      await contract('PET resin', 'ACO NORTE LTDA.')
      expect(await sourcingFromSpend({ selection })).toMatchObject({
        currentContractStatus: 'EXISTS_SAME_SUPPLIER',
      })
    }
  )
})
