// Two ERP extracts shaped like real ones, made for the import tests: an SAP purchase-order list (German
// headers, Windows-1252, ';', dotted dates, German numbers) and a TOTVS Protheus report (UTF-8 with a BOM,
// two title lines above its Portuguese header), each also as a spreadsheet program saves it (XLSX).
// Each knows its valid lines, so that a test can sum them in PostgreSQL.
import ExcelJS from 'exceljs'

/** A fixed sequence of numbers in [0, 1): the same extract on every run. */
const sequence = (seed) => {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

/** Cents as decimal text ("1234.05"), never through a float. */
const decimalOf = (cents) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`

/** "1234567.05" as German and Brazilian extracts write it: "1.234.567,05". */
const writtenPt = (text) => {
  const [whole, fraction] = text.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return fraction === undefined ? grouped : `${grouped},${fraction}`
}

const dotted = (day) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`
const slashed = (day) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`

// one code under several spellings, legal suffixes, accents; the first spelling is the one kept
const SAP_SUPPLIERS = [
  ['100234', 'Stahlwerk Süd GmbH', 'STAHLWERK SÜD GMBH', 'Stahlwerk Sued G.m.b.H.'],
  ['100311', 'Polímeros do Brasil Ltda.', 'POLIMEROS DO BRASIL LTDA'],
  ['100412', 'Embalagens Paraná S.A.'],
  ['100519', 'Química Fênix Indústria e Comércio Ltda.'],
  ['100620', 'Transportes Rápidos Ltda. - EPP'],
  ['100733', 'Papelão Ondulado São João S/A'],
  ['100845', 'Energia Verde Comercializadora S.A.'],
  ['100951', 'Peças & Serviços Industriais ME'],
  ['101062', 'Fertilizantes Cerrado Ltda.'],
  ['101177', 'Resinas Açores Lda.'],
  ['101288', 'Müller Verpackungen AG'],
  ['101390', 'Combustíveis Atlântico EIRELI'],
  ['101401', 'Aços Especiais Itaúna S.A.'],
  ['101512', 'Filmes Técnicos Jundiaí Ltda.'],
]
const PROTHEUS_SUPPLIERS = [
  ['000123', 'Aços Minas S.A.', 'ACOS MINAS SA'],
  ['000456', 'Filmes Sul Ltda - Filial Campinas'],
  ['000789', 'Logística Ágil Transportes Ltda.'],
  ['000812', 'Sacarias Nordeste EIRELI'],
  ['000934', 'Cooperativa Agroindustrial Goiás'],
  ['001045', 'Óleos e Lubrificantes Paraíso S.A.'],
]
const CATEGORIES = ['STEEL', 'RESIN', 'CARTON', 'FUEL', 'FERT', 'SPARE', 'FREIGHT', 'CHEM', 'FILM']
const PLANTS = ['Betim', 'Campinas', 'Jundiaí', 'Rio Verde', 'Suape']
const DIVISIONS = ['FOOD', 'AGRO', 'CHEM']
const REGIONS = ['BR-SE', 'BR-S', 'BR-CO', 'BR-NE']

/**
 * Purchases of a year: a skewed share per supplier (the first few buy most), amounts with cents from
 * tens of reais to hundreds of billions, every month of 2026 up to October.
 */
const purchasesOf = (suppliers, count, seed) => {
  const next = sequence(seed)
  const pick = (list) => list[Math.floor(next() * list.length)]
  return Array.from({ length: count }, (_, at) => {
    // a supplier's first line is its first spelling's
    const supplier = at < suppliers.length ? suppliers[at] : suppliers[Math.floor(next() ** 2 * suppliers.length)]
    const [code, ...spellings] = supplier
    const spelling = at < suppliers.length ? spellings[0] : pick(spellings)
    // cents up to a million times this: one line of hundreds of billions, some of millions
    const scale = at === 7 ? 50_000_000n : at % 13 === 0 ? 1_000n : 10n
    const cents = 1_000n + BigInt(Math.floor(next() * 1e6)) * scale + BigInt(Math.floor(next() * 100))
    const month = String(1 + Math.floor(next() * 10)).padStart(2, '0')
    const day = String(1 + Math.floor(next() * 28)).padStart(2, '0')
    const volume = `${1 + Math.floor(next() * 50_000)}${next() < 0.3 ? `.${Math.floor(next() * 10)}` : ''}`
    return {
      day: `2026-${month}-${day}`,
      code,
      name: spelling,
      materialCode: `MAT-${String(1 + Math.floor(next() * 40)).padStart(4, '0')}`,
      material: `Material ${pick(['bobina', 'filme', 'caixa', 'óleo', 'frete'])} ${at % 40}`,
      category: pick(CATEGORIES),
      plant: pick(PLANTS),
      division: pick(DIVISIONS),
      region: pick(REGIONS),
      volume,
      unit: pick(['KG', 'UN', 'TON', 'L']),
      amount: decimalOf(cents),
      cents,
    }
  })
}

/** A unit's price as the ERP shows it beside the line's value: rounded down to the cent, never the amount. */
const unitPrice = ({ cents, volume }) => {
  const [whole, tenth = '0'] = volume.split('.')
  return decimalOf((cents * 10n) / BigInt(`${whole}${tenth}`))
}

const SAP_HEADER = [
  'Belegdatum',
  'Lieferant',
  'Name 1',
  'Material',
  'Kurztext',
  'Warengruppe',
  'Werk',
  'Sparte',
  'Region',
  'Bestellmenge',
  'Bestellmengeneinheit',
  'Nettopreis',
  'Nettobestellwert',
  'Währung',
]
/** A purchase as both ERPs list it, its day written as the ERP writes days. */
const rowWith = (writeDay) => (line) => [
  writeDay(line.day),
  line.code,
  line.name,
  line.materialCode,
  line.material,
  line.category,
  line.plant,
  line.division,
  line.region,
  writtenPt(line.volume),
  line.unit,
  writtenPt(unitPrice(line)),
  writtenPt(line.amount),
  'BRL',
]
const sapRow = rowWith(dotted)
// what the analyst fixes later: an impossible day, a mistyped value, a line without its supplier
const sapBadRows = (lines) => [
  { at: 40, cells: { 0: '31.02.2026' } },
  { at: 90, cells: { 12: '12.3a4,00' } },
  { at: 150, cells: { 1: '', 2: '' } },
].map(({ at, cells }) => ({ at, row: Object.assign(sapRow(lines[at]), cells) }))

const PROTHEUS_TITLES = [
  'Relatório de Compras por Fornecedor, Filial 01, Período 01/01/2026 a 31/10/2026',
  'Emitido em 05/11/2026, 10:32, por Administrador',
]
const PROTHEUS_HEADER = [
  'Dt Emissao',
  'Fornecedor',
  'Razao Social',
  'Produto',
  'Descricao',
  'Grupo',
  'Filial',
  'Divisao',
  'Regiao',
  'Quantidade',
  'UM',
  'Prc Unitario',
  'Vlr. Total',
  'Moeda',
]
const protheusRow = rowWith(slashed)
const protheusBadRows = (lines) => [{ at: 60, row: Object.assign(protheusRow(lines[60]), { 12: '' }) }]

/** An extract: its rows as written, and the valid lines (code, first spelling, amount). */
const extractOf = ({ suppliers, count, seed, row, badRows }) => {
  const lines = purchasesOf(suppliers, count, seed)
  const bad = badRows(lines)
  const badAt = new Set(bad.map(({ at }) => at))
  return {
    rows: lines.map((line, at) => bad.find((b) => b.at === at)?.row ?? row(line)),
    valid: lines.filter((_, at) => !badAt.has(at)),
    badAt: [...badAt],
    names: new Map(suppliers.map(([code, first]) => [code, first])),
  }
}

export const sapExtract = () =>
  extractOf({ suppliers: SAP_SUPPLIERS, count: 1_200, seed: 40, row: sapRow, badRows: sapBadRows })
export const protheusExtract = () =>
  extractOf({ suppliers: PROTHEUS_SUPPLIERS, count: 200, seed: 41, row: protheusRow, badRows: protheusBadRows })

const csvCell = (cell) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)
const csvLines = (rows) => rows.map((row) => row.map(csvCell).join(';'))

export const sapCsv = (extract) => ({
  name: 'ME2N-2026.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([SAP_HEADER.join(';'), ...csvLines(extract.rows)].join('\r\n'), 'latin1'),
})

export const protheusCsv = (extract) => ({
  name: 'MATR120-2026.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\ufeff${[...PROTHEUS_TITLES, '', PROTHEUS_HEADER.join(';'), ...csvLines(extract.rows)].join('\r\n')}`, 'utf8'),
})

/** A cell as a spreadsheet program saves what it read: days as dates, numbers as numbers, the rest as text. */
const spreadsheetCell = (text) => {
  const day = /^(\d{2})[./](\d{2})[./](\d{4})$/.exec(text)
  if (day) {
    const date = new Date(Date.UTC(+day[3], +day[2] - 1, +day[1]))
    // an impossible day stays the text it was
    return date.getUTCDate() === +day[1] ? date : text
  }
  if (/^\d{1,3}(\.\d{3})*(,\d+)?$/.test(text)) return Number(text.replaceAll('.', '').replace(',', '.'))
  return text
}

const workbookOf = async (name, titles, header, rows) => {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Tabelle1')
  for (const title of titles) sheet.addRow([title])
  if (titles.length) sheet.addRow([])
  sheet.addRow(header)
  // codes stay text ("000123"), as the ERP exported them
  for (const row of rows) sheet.addRow(row.map((cell, at) => (at === 1 || at === 3 ? cell : spreadsheetCell(cell))))
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  }
}

export const sapXlsx = (extract) => workbookOf('ME2N-2026.xlsx', [], SAP_HEADER, extract.rows)
export const protheusXlsx = (extract) => workbookOf('MATR120-2026.xlsx', PROTHEUS_TITLES, PROTHEUS_HEADER, extract.rows)
