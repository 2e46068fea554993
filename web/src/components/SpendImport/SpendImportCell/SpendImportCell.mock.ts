import type { SpendReferenceLists } from '../referenceLists'
import type { SpendImportRecord, SpendImportStatus } from '../spendImportRecord'

// An SAP ME80FN extract of a food company's purchases, at each step of its import.

const HEADERS = [
  'Data do documento',
  'Fornecedor',
  'Nome do fornecedor',
  'Texto breve',
  'Grupo de mercadorias',
  'Centro',
  'Região',
  'Divisão',
  'Quantidade',
  'UM',
  'Valor líquido',
  'Moeda',
]

const SUPPLIERS = [
  ['V1001', 'Embalagens Paraná Ltda'],
  ['V1002', 'Resinas do Sul S.A.'],
  ['', 'Aço Forte Ind. e Com. EIRELI'],
  ['V1004', 'Transportes Rápido Ltda'],
]

const previewRows = () =>
  Array.from({ length: 20 }, (_, n) => {
    const [code, name] = SUPPLIERS[n % SUPPLIERS.length]
    return [
      `${String(1 + (n % 28)).padStart(2, '0')}.0${1 + (n % 9)}.2026`,
      code,
      name,
      `Caixa de papelão ${n % 3 ? 'ondulado' : 'duplex'} ${30 + n} x 40`,
      n % 2 ? 'EMB' : 'RES',
      `Planta ${['Curitiba', 'Ponta Grossa', 'Londrina'][n % 3]}`,
      n % 2 ? 'BR-S' : 'BR-SE',
      'FOOD',
      `${1_000 + n * 250}`,
      'UN',
      `${(12_345.67 + n * 1_001.5).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`,
      'BRL',
    ]
  })

const base: SpendImportRecord = {
  id: 'import-me80fn',
  fileName: 'ME80FN_2026_planta_sul.csv',
  status: 'MAPPING',
  createdByName: 'Marina Costa',
  createdAt: '2026-11-20T13:42:00Z',
  lines: 0,
  linesLeftOut: 0,
  total: '0',
  currency: 'BRL',
  format: 'csv',
  size: 18_874_368,
  encoding: 'windows-1252',
  delimiter: ';',
  sheets: [],
  sheet: null,
  headerRow: 0,
  headers: HEADERS,
  preview: previewRows(),
  mapping: {
    columns: [
      'date',
      'supplierCode',
      'supplier',
      'material',
      'materialCategory',
      'plant',
      'region',
      'businessDivision',
      'volume',
      'unit',
      'amount',
      'currency',
    ],
    locale: 'pt',
    defaults: {},
    values: {},
  },
  profileName: null,
  startedAt: null,
  finishedAt: null,
  updatedAt: '2026-11-20T13:42:00Z',
  rowsRead: 0,
  bytesRead: 0,
  duplicates: 0,
  problemCount: 0,
  problems: [],
  unknownValues: [],
  unmatchedSuppliers: [],
  failure: null,
  rolledBackAt: null,
  rolledBackByName: null,
  canRollBack: true,
}

const at = (
  status: SpendImportStatus,
  values: Partial<SpendImportRecord> = {}
): SpendImportRecord => ({ ...base, status, ...values })

export const lists: SpendReferenceLists = {
  businessDivisions: [
    { code: 'FOOD', nameEn: 'Food', namePt: 'Alimentos' },
    { code: 'AGRO', nameEn: 'Agribusiness', namePt: 'Agronegócio' },
  ],
  regions: [
    { code: 'BR-S', nameEn: 'South', namePt: 'Sul' },
    { code: 'BR-SE', nameEn: 'Southeast', namePt: 'Sudeste' },
  ],
  materialCategories: [
    { code: 'PACK', nameEn: 'Packaging', namePt: 'Embalagens' },
    { code: 'RESIN', nameEn: 'Resins', namePt: 'Resinas' },
  ],
  currencies: [
    { code: 'BRL', nameEn: 'Brazilian real', namePt: 'Real brasileiro' },
    { code: 'USD', nameEn: 'US dollar', namePt: 'Dólar americano' },
  ],
  units: [
    { code: 'PC', nameEn: 'Piece', namePt: 'Peça' },
    { code: 'KG', nameEn: 'Kilogram', namePt: 'Quilograma' },
  ],
}

export const mapping = () => ({
  spendImport: at('MAPPING', { profileName: 'SAP ME80FN — Sul' }),
  referenceData: lists,
})

export const running = () => ({
  spendImport: at('RUNNING', {
    startedAt: new Date(Date.now() - 42_000).toISOString(),
    rowsRead: 412_500,
    bytesRead: 7_800_000,
  }),
  referenceData: lists,
})

export const review = () => ({
  spendImport: at('REVIEW', {
    rowsRead: 218_400,
    unknownValues: [
      { field: 'materialCategory', value: 'EMB', count: 109_200 },
      { field: 'materialCategory', value: 'RES', count: 109_200 },
      { field: 'unit', value: 'UN', count: 218_400 },
    ],
    unmatchedSuppliers: [
      {
        name: 'Aço Forte Ind. e Com. EIRELI',
        vat: null,
        code: null,
        lines: 54_600,
        spend: '1284519.40',
      },
      {
        name: 'Transportes Rapido',
        vat: '12.345.678/0001-95',
        code: null,
        lines: 3_120,
        spend: '98000.00',
      },
    ],
  }),
  referenceData: lists,
})

const finished: Partial<SpendImportRecord> = {
  startedAt: '2026-11-20T13:44:10Z',
  finishedAt: '2026-11-20T13:44:58Z',
  rowsRead: 218_400,
  lines: 218_400,
  total: '48211934.57',
}

export const done = () => ({
  spendImport: at('DONE', finished),
  referenceData: lists,
})

/** The Success a designer opens first: 218,400 lines imported. */
export const standard = () => done()

/** A file with its header row alone: read to the end, nothing in it to import. */
export const empty = () => ({
  spendImport: at('DONE', { ...finished, rowsRead: 0, lines: 0, total: '0' }),
  referenceData: lists,
})

export const failed = () => ({
  spendImport: at('FAILED', {
    ...finished,
    lines: 0,
    total: '0',
    problemCount: 2,
    linesLeftOut: 2,
    problems: [
      {
        line: 1_204,
        field: 'amount',
        column: 'Valor líquido',
        value: '12.3a4,00',
        messageKey: 'spend.import.number',
        messageValues: null,
      },
      {
        line: 88_311,
        field: 'date',
        column: 'Data do documento',
        value: '31.02.2026',
        messageKey: 'spend.import.date',
        messageValues: null,
      },
    ],
  }),
  referenceData: lists,
})

/** The file with problems, its valid lines imported: two left out. */
export const validLinesImported = () => ({
  spendImport: at('DONE', {
    ...failed().spendImport,
    status: 'DONE',
    lines: 218_398,
    total: '48211710.11',
  }),
  referenceData: lists,
})

export const duplicated = () => ({
  spendImport: at('FAILED', { ...finished, lines: 0, duplicates: 218_400 }),
  referenceData: lists,
})

export const rolledBack = () => ({
  spendImport: at('ROLLED_BACK', {
    ...finished,
    rolledBackAt: '2026-11-21T09:05:00Z',
    rolledBackByName: 'Paulo Mendes',
  }),
  referenceData: lists,
})
