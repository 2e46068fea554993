// Test-only: a small ERP extract whose sums the spend tests work out on their own.
import {
  dec,
  SPEND_IMPORT_COLUMNS,
  type SpendImportColumn,
} from '@procura/shared'

export type FixtureLine = Record<SpendImportColumn, string>

const SUPPLIERS = [
  'Filmes Sul',
  'Aço Norte',
  'Resinas SA',
  'Papelão BR',
  'Fretes Já',
]
const MATERIALS = ['Stretch film', 'Steel coil', 'PET resin']

/** `count` lines over January to May 2026; every tenth in dollars, every fifteenth in units. */
export const fixtureLines = (count = 120): FixtureLine[] =>
  Array.from({ length: count }, (_, i) => ({
    date: `2026-${String(1 + (Math.floor(i / 7) % 5)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    businessDivision: i % 2 ? 'FEED' : 'FOOD',
    region: i % 3 ? 'BR-SE' : 'BR-S',
    categoryManager: [
      'manager@team.example.com',
      'manager2@team.example.com',
      '',
    ][i % 3],
    supplier: SUPPLIERS[(i * 7) % 5],
    material: MATERIALS[(i * 5) % 3],
    materialCategory: i % 4 ? 'PACK' : 'ENERGY',
    plant: i % 5 ? 'Campinas' : 'Manaus',
    amount: (100 + ((i * 37) % 900) + 0.25).toFixed(2),
    currency: i % 10 === 0 ? 'USD' : 'BRL',
    volume: String(1 + ((i * 13) % 50)),
    unit: i % 15 === 0 ? 'UN' : 'KG',
  }))

/** The rate the scenario holds for a dollar line's month, in tenths (51 in January … 55 in May). */
const usdRateTenths = (date: string) => 50 + Number(date.slice(5, 7))

/** A line's spend in reais, rounded half up to the cent as the import stores it (in whole numbers, exactly). */
export const spendOf = (line: FixtureLine) => {
  const cents = Math.round(Number(line.amount) * 100)
  const tenths = line.currency === 'USD' ? usdRateTenths(line.date) : 10
  return dec(Math.round((cents * tenths) / 10)).div(100)
}

export const csvOf = (lines: FixtureLine[]) =>
  [
    SPEND_IMPORT_COLUMNS.join(','),
    ...lines.map((line) =>
      SPEND_IMPORT_COLUMNS.map((column) => `"${line[column]}"`).join(',')
    ),
  ].join('\r\n')
