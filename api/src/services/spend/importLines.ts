import {
  dec,
  readDecimal,
  readSpendAmount,
  readSpendDay,
  spendCurrencyCode,
  supplierIdentity,
  supplierNameKey,
  supplierVat,
  type ReadDecimal,
  type SpendCodedField,
  type SpendImportMapping,
  type SpendMappingField,
  type ValidationMessage,
} from '@procura/shared'

import { byCode } from 'src/lib/csv'
import { db } from 'src/lib/db'

import { cellText, type SpendCell } from './importFiles'

// One row of a mapped extract checked and resolved into the spend line it writes: codes to the
// lists' ids, the supplier to its master record, amounts and days read in the file's language.

const MAX_TEXT = 200
// Decimal(20, 2) and the sums over millions of lines stay exact well below this
const MAX_AMOUNT = 1e15

/** A line as it goes to PostgreSQL: short keys keep a chunk's JSON small. */
export interface LineRecord {
  d: string
  bd: string
  rg: string
  cm: string | null
  su: string
  sc: string | null
  sv: string | null
  ma: string
  mk: string | null
  mc: string
  pl: string
  oa: string
  rate: string
  cu: string
  vo: string
  um: string
}

export interface LineProblem {
  field: SpendMappingField
  value: string
  message: ValidationMessage
}

/** A supplier of the master as lines name it. */
interface MasterSupplier {
  id: string
  name: string
  vat: string
  sapCode: string | null
}

/** What a company's lines resolve through: codes, its people, its suppliers, its currency and rates. */
export const lookupsOf = async (companyId: string) => {
  const code = { select: { id: true, code: true } }
  const [
    company,
    divisions,
    regions,
    categories,
    currencies,
    units,
    people,
    rates,
    suppliers,
    aliases,
    spendNames,
  ] = await Promise.all([
    db.company.findUniqueOrThrow({
      where: { id: companyId },
      select: { currencyCode: true },
    }),
    db.businessDivision.findMany(code),
    db.region.findMany(code),
    db.materialCategory.findMany(code),
    db.currency.findMany(code),
    db.unitOfMeasure.findMany(code),
    db.user.findMany({
      where: { companyId },
      select: { id: true, email: true },
    }),
    db.exchangeRate.findMany({ where: { companyId } }),
    db.supplier.findMany({
      where: { companyId },
      select: { id: true, name: true, vat: true, sapCode: true },
    }),
    db.supplierAlias.findMany({
      where: { companyId },
      select: {
        nameKey: true,
        supplier: {
          select: { id: true, name: true, vat: true, sapCode: true },
        },
      },
    }),
    db.spendSupplierName.findMany({
      where: { companyId },
      select: { identity: true, name: true },
    }),
  ])
  const byName = new Map<string, MasterSupplier>()
  for (const supplier of suppliers)
    byName.set(supplierNameKey(supplier.name), supplier)
  for (const alias of aliases) byName.set(alias.nameKey, alias.supplier)
  return {
    companyCurrency: company.currencyCode,
    codes: {
      businessDivision: byCode(divisions),
      region: byCode(regions),
      materialCategory: byCode(categories),
      currency: byCode(currencies),
      unit: byCode(units),
      categoryManager: new Map(
        people.map((person) => [person.email.toUpperCase(), person.id])
      ),
    } satisfies Record<SpendCodedField, Map<string, string>>,
    rate: new Map(
      rates.map((rate) => [
        `${rate.currencyCode}:${rate.month.toISOString().slice(0, 7)}`,
        rate.rate.toString(),
      ])
    ),
    supplierByCode: new Map(
      suppliers
        .filter((supplier) => supplier.sapCode)
        .map((supplier) => [supplier.sapCode!.toUpperCase(), supplier])
    ),
    supplierByVat: new Map(
      suppliers.map((supplier) => [supplier.vat, supplier])
    ),
    supplierByName: byName,
    spendNames: new SpendSupplierNames(spendNames),
    nameKey: remembered(supplierNameKey),
    identity: remembered((written: string) => {
      const [name, code, vat] = written.split('\u0000')
      return supplierIdentity({ name, code, vat })
    }),
  }
}

// a file names a few thousand suppliers over a million lines: each name is normalised once
const REMEMBERED = 50_000

/** `work` remembering its answers, the last REMEMBERED of them at most. */
const remembered = (work: (text: string) => string) => {
  const answers = new Map<string, string>()
  return (text: string) => {
    let answer = answers.get(text)
    if (answer === undefined) {
      if (answers.size >= REMEMBERED) answers.clear()
      answer = work(text)
      answers.set(text, answer)
    }
    return answer
  }
}
export type Lookups = Awaited<ReturnType<typeof lookupsOf>>

/**
 * The names spend gives suppliers the master does not know: the first spelling of each identity,
 * the company's earlier imports' first; those this import adds are kept with its lines.
 */
class SpendSupplierNames {
  private names: Map<string, string>
  readonly added = new Map<string, string>()

  constructor(known: { identity: string; name: string }[]) {
    this.names = new Map(known.map(({ identity, name }) => [identity, name]))
  }

  nameOf(identity: string, spelling: string) {
    const known = this.names.get(identity)
    if (known !== undefined) return known
    this.names.set(identity, spelling)
    this.added.set(identity, spelling)
    return spelling
  }
}

/** A value of a coded field that no list holds, nor the mapping maps. */
export interface UnknownValue {
  field: SpendCodedField
  value: string
}

/** A supplier's name that matches no master record nor alias, with what the line spends. */
export interface UnmatchedSupplier {
  name: string
  vat: string | null
  code: string | null
  spend: string | null
}

export interface LineOutcome {
  line?: LineRecord
  problems: LineProblem[]
  unknown: UnknownValue[]
  unmatched?: UnmatchedSupplier
}

/**
 * Reads rows through a mapping. Before the review, unknown codes and unmatched suppliers are listed
 * for the user; once `reviewed`, a supplier still unmatched keeps its name as written and a code still
 * unknown is a problem of its line.
 */
export const lineReader = (
  mapping: SpendImportMapping,
  lookups: Lookups,
  reviewed: boolean
) => {
  const column = new Map<SpendMappingField, number>()
  mapping.columns.forEach((field, at) => field && column.set(field, at))
  const upper = (values?: Record<string, string>) =>
    new Map(
      Object.entries(values ?? {}).map(([value, code]) => [
        value.toUpperCase(),
        code.toUpperCase(),
      ])
    )
  const valueMaps = Object.fromEntries(
    Object.entries(mapping.values).map(([field, values]) => [
      field,
      upper(values),
    ])
  ) as Partial<Record<SpendCodedField, Map<string, string>>>

  return (row: SpendCell[]): LineOutcome => {
    const problems: LineProblem[] = []
    const unknown: UnknownValue[] = []
    const cell = (field: SpendMappingField) => {
      const at = column.get(field)
      return at === undefined ? null : (row[at] ?? null)
    }
    const text = (field: SpendMappingField) => cellText(cell(field))
    const problem = (
      field: SpendMappingField,
      key: string,
      values?: Record<string, unknown>
    ) =>
      problems.push({
        field,
        value: text(field),
        message: { key: `spend.import.${key}`, values },
      })
    const required = (field: SpendMappingField, value: string) => {
      if (!value) problem(field, 'required')
      else if (value.length > MAX_TEXT)
        problem(field, 'tooLong', { max: MAX_TEXT })
      return value
    }
    const coded = (
      field: SpendCodedField,
      written: string,
      optional = false
    ) => {
      if (!written) {
        if (!optional) problem(field, 'required')
        return null
      }
      const key = written.toUpperCase()
      const code = valueMaps[field]?.get(key) ?? key
      // an optional field's value may be mapped to none
      if (optional && code === '') return null
      const id = lookups.codes[field].get(code)
      if (id) return id
      if (reviewed) problem(field, 'unknown', { value: written })
      else unknown.push({ field, value: written })
      return null
    }
    const codedCell = (field: Exclude<SpendCodedField, 'categoryManager'>) =>
      coded(
        field,
        column.has(field) ? text(field) : (mapping.defaults[field] ?? '')
      )
    const number = (field: SpendMappingField, read: ReadDecimal): string => {
      if (read === null) problem(field, 'required')
      else if (typeof read !== 'string' || dec(read).abs().gte(MAX_AMOUNT))
        problem(field, 'number')
      else return read
      return ''
    }

    const date = dayOf(cell('date'), mapping)
    if (!date) problem('date', text('date') ? 'date' : 'required')
    const vo = number('volume', volumeOf(cell('volume'), mapping))
    // an extract without line amounts: the amount is the unit's price times the volume
    const priced = column.has('unitPrice')
    const amount = amountOf(cell(priced ? 'unitPrice' : 'amount'), mapping)
    const written = number(priced ? 'unitPrice' : 'amount', amount.value)
    const oa =
      priced && written && vo ? dec(written).times(vo).toFixed(2) : written
    if (priced && oa && dec(oa).abs().gte(MAX_AMOUNT))
      problem('unitPrice', 'number')

    const currencyCode = column.has('currency')
      ? spendCurrencyCode(text('currency'))
      : (amount.currency ?? mapping.defaults.currency ?? '')
    const currency = coded('currency', currencyCode)
    const currencyWritten = (
      valueMaps.currency?.get(currencyCode.toUpperCase()) ?? currencyCode
    ).toUpperCase()
    const month = date?.slice(0, 7)
    const rate =
      currencyWritten === lookups.companyCurrency
        ? '1'
        : lookups.rate.get(`${currencyWritten}:${month}`)
    if (currency && date && !rate)
      problem('currency', 'noRate', { currency: currencyWritten, month })

    const optional = (field: SpendMappingField, value: string) =>
      value ? required(field, value) : null
    const supplierCode = optional(
      'supplierCode',
      text('supplierCode').toUpperCase()
    )
    const vat = optional('supplierVat', supplierVat(text('supplierVat')))
    const { supplier, unmatched } = supplierOf(
      text('supplier'),
      supplierCode,
      vat,
      lookups
    )
    const materialCode = text('materialCode')
    const line: LineRecord = {
      d: date ?? '',
      bd: codedCell('businessDivision') ?? '',
      rg: codedCell('region') ?? '',
      cm: coded('categoryManager', text('categoryManager'), true),
      su: supplier
        ? supplier.name
        : required('supplier', unmatched?.name ?? ''),
      sc: supplierCode,
      sv: vat,
      ma: required('material', text('material') || materialCode),
      mk: optional('materialCode', materialCode),
      mc: codedCell('materialCategory') ?? '',
      pl: required(
        'plant',
        column.has('plant') ? text('plant') : (mapping.defaults.plant ?? '')
      ),
      oa,
      rate: rate ?? '',
      cu: currency ?? '',
      vo,
      um: codedCell('unit') ?? '',
    }
    const spend = oa && rate ? dec(oa).times(rate).toFixed(2) : null
    return {
      line: problems.length || unknown.length ? undefined : line,
      problems,
      unknown,
      unmatched: unmatched && { ...unmatched, spend },
    }
  }
}

/** A spreadsheet's number as decimal text: its shortest writing, as the cell shows it. */
const numberText = (value: number) => dec(String(value)).toFixed()

const dayOf = (cell: SpendCell, mapping: SpendImportMapping) => {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10)
  return readSpendDay(cellText(cell), mapping.locale)
}

/** An amount or a price cell: a spreadsheet's number, or text with its currency's symbol or code. */
const amountOf = (cell: SpendCell, mapping: SpendImportMapping) =>
  typeof cell === 'number'
    ? { value: numberText(cell) as ReadDecimal }
    : readSpendAmount(cellText(cell), mapping.locale)

const volumeOf = (cell: SpendCell, mapping: SpendImportMapping): ReadDecimal =>
  typeof cell === 'number'
    ? numberText(cell)
    : readDecimal(cellText(cell), mapping.locale)

/**
 * The master record a line names: by its code, else its VAT, else its name or an alias of it, else
 * the name or alias of its identity's first spelling (so that a review's alias of that spelling
 * takes every spelling of the code), a name only where the master's code and VAT do not say
 * otherwise. Unmatched, the line goes by that spelling. The code upper case, the VAT its letters
 * and digits.
 */
const supplierOf = (
  name: string,
  code: string | null,
  vat: string | null,
  lookups: Lookups
): {
  supplier?: MasterSupplier
  unmatched?: Omit<UnmatchedSupplier, 'spend'>
} => {
  const byKey =
    (code ? lookups.supplierByCode.get(code) : undefined) ??
    (vat ? lookups.supplierByVat.get(vat) : undefined)
  if (byKey) return { supplier: byKey }
  if (!name) return {}
  const spelling = lookups.spendNames.nameOf(
    lookups.identity(`${name}\u0000${code ?? ''}\u0000${vat ?? ''}`),
    name
  )
  // a name does not overrule the file's code or VAT: a master with others is another supplier
  const keysAgree = (master: MasterSupplier) =>
    (!code || !master.sapCode || master.sapCode.toUpperCase() === code) &&
    (!vat || master.vat === vat)
  const supplier = [name, spelling]
    .map((written) => lookups.supplierByName.get(lookups.nameKey(written)))
    .find((master) => master && keysAgree(master))
  if (supplier) return { supplier }
  return { unmatched: { name: spelling, vat, code } }
}
