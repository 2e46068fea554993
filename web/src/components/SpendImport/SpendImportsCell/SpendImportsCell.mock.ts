import type { SpendImportsQuery } from 'types/graphql'

// A large company's spend imports: a file in each state, then a year of monthly ERP extracts from three
// plants, in BRL, USD and EUR, up to hundreds of billions with cents.

const FILES = [
  ['ME80FN_2026_planta_sul.csv', 'DONE', 218_400, '48211934.57', 'BRL'],
  ['Coupa_spend_Q3.csv', 'REVIEW', 0, '0', 'USD'],
  ['Compras consolidadas — outubro.xlsx', 'RUNNING', 0, '0', 'BRL'],
  ['ME2N_2025.csv', 'ROLLED_BACK', 1_000_000, '221904118.02', 'BRL'],
  ['oracle_ap_export.csv', 'FAILED', 0, '0', 'USD'],
  ['fornecedores_ajustados.xlsx', 'MAPPING', 0, '0', 'BRL'],
] as const

const PLANTS = [
  ['ponta_grossa', 'BRL', '987654321098.76'],
  ['hamburg', 'EUR', '73501200.08'],
  ['chicago', 'USD', '1204332987.10'],
] as const

const MONTHLY = Array.from({ length: 12 }, (_, n) => {
  const [plant, currency, total] = PLANTS[n % 3]
  const month = String(12 - Math.floor(n / 3)).padStart(2, '0')
  return [
    `ME80FN_2025-${month}_${plant}.csv`,
    'DONE',
    104_000 + n * 7_919,
    total,
    currency,
  ] as const
})

export const standard = (): SpendImportsQuery => ({
  spendImports: [...FILES, ...MONTHLY].map(
    ([fileName, status, lines, total, currency], n) => ({
      __typename: 'SpendImport' as const,
      id: `import-${n}`,
      fileName,
      status,
      createdByName: ['Marina Costa', 'Paulo Mendes', 'Lúcia Ferreira'][n % 3],
      createdAt: new Date(Date.UTC(2026, 10, 20 - n, 13, 42)).toISOString(),
      lines,
      // the first month's Ponta Grossa extract imported its valid lines, 37 left out
      linesLeftOut: n === FILES.length ? 37 : 0,
      total,
      currency,
    })
  ),
})
