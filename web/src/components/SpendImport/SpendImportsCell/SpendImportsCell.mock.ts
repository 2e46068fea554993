import type { SpendImportsQuery } from 'types/graphql'

const FILES = [
  ['ME80FN_2026_planta_sul.csv', 'DONE', 218_400, '48211934.57'],
  ['Coupa_spend_Q3.csv', 'REVIEW', 0, '0'],
  ['Compras consolidadas — outubro.xlsx', 'RUNNING', 0, '0'],
  ['ME2N_2025.csv', 'ROLLED_BACK', 1_000_000, '221904118.02'],
  ['oracle_ap_export.csv', 'FAILED', 0, '0'],
  ['fornecedores_ajustados.xlsx', 'MAPPING', 0, '0'],
] as const

export const standard = (): SpendImportsQuery => ({
  spendImports: FILES.map(([fileName, status, lines, total], n) => ({
    id: `import-${n}`,
    fileName,
    status,
    createdByName: n % 2 ? 'Paulo Mendes' : 'Marina Costa',
    createdAt: new Date(Date.UTC(2026, 10, 20 - n, 13, 42)).toISOString(),
    lines,
    total,
    currency: 'BRL',
  })),
})
