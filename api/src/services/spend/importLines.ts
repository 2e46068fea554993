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

import { db } from 'src/lib/db'

import { cellText, type SpendCell } from './importFiles'

// One row of a mapped extract checked and resolved into the spend line it writes: codes to the
// lists' ids, the supplier to its master record, amounts and days read in the file's language.

const MAX_TEXT = 200
// Decimal(20, 2) and the sums over millions of lines stay exact well below 10^15: at most 15 digits
// before the point
const MAX_AMOUNT_DIGITS = 15

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

/**
 * A table looked up by text: a plain object without a prototype. A million lines make ten look-ups
 * each, and the api's build turns every Map into a polyfill's wrapper around one (several times
 * slower).
 */
type Dictionary<T> = Record<string, T | undefined>

const dictionaryOf = <T>(entries: Iterable<readonly [string, T]>) => {
  const dictionary: Dictionary<T> = Object.create(null)
  for (const [key, value] of entries) dictionary[key] = value
  return dictionary
}

const byCode = (rows: { id: string; code: string }[]) =>
  dictionaryOf(rows.map((row) => [row.code.toUpperCase(), row.id] as const))

// a file names a few thousand suppliers and days over a million lines: each is read once
const REMEMBERED = 50_000

/** `work` remembering its answers, the last REMEMBERED of them at most. */
const remembered = <T>(work: (text: string) => T) => {
  let answers: Dictionary<T> = Object.create(null)
  let count = 0
  return (text: string): T => {
    let answer = answers[text]
    if (answer === undefined) {
      if (++count > REMEMBERED) {
        answers = Object.create(null)
        count = 1
      }
      answer = work(text)
      answers[text] = answer
    }
    return answer
  }
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
  const byName: Dictionary<MasterSupplier> = Object.create(null)
  for (const supplier of suppliers)
    byName[supplierNameKey(supplier.name)] = supplier
  for (const alias of aliases) byName[alias.nameKey] = alias.supplier
  return {
    companyCurrency: company.currencyCode,
    codes: {
      businessDivision: byCode(divisions),
      region: byCode(regions),
      materialCategory: byCode(categories),
      currency: byCode(currencies),
      unit: byCode(units),
      categoryManager: dictionaryOf(
        people.map((person) => [person.email.toUpperCase(), person.id] as const)
      ),
    } satisfies Record<SpendCodedField, Dictionary<string>>,
    rate: dictionaryOf(
      rates.map(
        (rate) =>
          [
            `${rate.currencyCode}:${rate.month.toISOString().slice(0, 7)}`,
            rate.rate.toString(),
          ] as const
      )
    ),
    supplierByCode: dictionaryOf(
      suppliers
        .filter((supplier) => supplier.sapCode)
        .map((supplier) => [supplier.sapCode!.toUpperCase(), supplier] as const)
    ),
    supplierByVat: dictionaryOf(
      suppliers.map((supplier) => [supplier.vat, supplier] as const)
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
export type Lookups = Awaited<ReturnType<typeof lookupsOf>>

/**
 * The names spend gives suppliers the master does not know: the first spelling of each identity,
 * the company's earlier imports' first; those this import adds are kept with its lines.
 */
class SpendSupplierNames {
  private names: Dictionary<string>
  readonly added = new Map<string, string>()

  constructor(known: { identity: string; name: string }[]) {
    this.names = dictionaryOf(
      known.map(({ identity, name }) => [identity, name] as const)
    )
  }

  nameOf(identity: string, spelling: string) {
    const known = this.names[identity]
    if (known !== undefined) return known
    this.names[identity] = spelling
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
  const column: Partial<Record<SpendMappingField, number>> = {}
  mapping.columns.forEach((field, at) => {
    if (field) column[field] = at
  })
  const upper = (values?: Record<string, string>) =>
    dictionaryOf(
      Object.entries(values ?? {}).map(
        ([value, code]) => [value.toUpperCase(), code.toUpperCase()] as const
      )
    )
  const valueMaps = Object.fromEntries(
    Object.entries(mapping.values).map(([field, values]) => [
      field,
      upper(values),
    ])
  ) as Partial<Record<SpendCodedField, Dictionary<string>>>
  // a day or a volume as the file's language writes it: read once per text
  const day = remembered((text) => readSpendDay(text, mapping.locale))
  const volumeText = remembered((text) => readDecimal(text, mapping.locale))
  const amountText = (text: string) =>
    plainDecimal(text, mapping.locale) ?? readSpendAmount(text, mapping.locale)

  return (row: SpendCell[]): LineOutcome => {
    const problems: LineProblem[] = []
    const unknown: UnknownValue[] = []
    const cell = (field: SpendMappingField) => {
      const at = column[field]
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
      const code = valueMaps[field]?.[key] ?? key
      // an optional field's value may be mapped to none
      if (optional && code === '') return null
      const id = lookups.codes[field][code]
      if (id) return id
      if (reviewed) problem(field, 'unknown', { value: written })
      else unknown.push({ field, value: written })
      return null
    }
    const codedCell = (field: Exclude<SpendCodedField, 'categoryManager'>) =>
      coded(
        field,
        column[field] !== undefined
          ? text(field)
          : (mapping.defaults[field] ?? '')
      )
    const number = (field: SpendMappingField, read: ReadDecimal): string => {
      if (read === null) problem(field, 'required')
      else if (typeof read !== 'string' || tooLarge(read))
        problem(field, 'number')
      else return read
      return ''
    }

    const dateCell = cell('date')
    const date =
      dateCell instanceof Date
        ? dateCell.toISOString().slice(0, 10)
        : day(cellText(dateCell))
    if (!date) problem('date', text('date') ? 'date' : 'required')
    const volumeCell = cell('volume')
    const vo = number(
      'volume',
      typeof volumeCell === 'number'
        ? numberText(volumeCell)
        : volumeText(cellText(volumeCell))
    )
    // an extract without line amounts: the amount is the unit's price times the volume
    const priced = column.unitPrice !== undefined
    const amountCell = cell(priced ? 'unitPrice' : 'amount')
    const amount: { value: ReadDecimal; currency?: string } =
      typeof amountCell === 'number'
        ? { value: numberText(amountCell) }
        : amountText(cellText(amountCell))
    const written = number(priced ? 'unitPrice' : 'amount', amount.value)
    const oa =
      priced && written && vo ? dec(written).times(vo).toFixed(2) : written
    if (priced && oa && tooLarge(oa)) problem('unitPrice', 'number')

    const currencyCode =
      column.currency !== undefined
        ? spendCurrencyCode(text('currency'))
        : (amount.currency ?? mapping.defaults.currency ?? '')
    const currency = coded('currency', currencyCode)
    const currencyWritten = (
      valueMaps.currency?.[currencyCode.toUpperCase()] ?? currencyCode
    ).toUpperCase()
    const month = date?.slice(0, 7)
    const rate =
      currencyWritten === lookups.companyCurrency
        ? '1'
        : lookups.rate[`${currencyWritten}:${month}`]
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
        column.plant !== undefined
          ? text('plant')
          : (mapping.defaults.plant ?? '')
      ),
      oa,
      rate: rate ?? '',
      cu: currency ?? '',
      vo,
      um: codedCell('unit') ?? '',
    }
    return {
      line: problems.length || unknown.length ? undefined : line,
      problems,
      unknown,
      // the spend of a supplier the review lists: worked out for those lines only
      unmatched: unmatched && {
        ...unmatched,
        spend: oa && rate ? dec(oa).times(rate).toFixed(2) : null,
      },
    }
  }
}

/** A spreadsheet's number as decimal text: its shortest writing, as the cell shows it. */
const numberText = (value: number) => {
  const shortest = String(value)
  // 1e+21, 1e-7: written out in digits
  return /e/i.test(shortest) ? dec(shortest).toFixed() : shortest
}

/** Whether a canonical decimal (no exponent, no leading zero) is past what an amount may be. */
const tooLarge = (value: string) => {
  const point = value.indexOf('.')
  const digits =
    (point < 0 ? value.length : point) - (value.startsWith('-') ? 1 : 0)
  return digits > MAX_AMOUNT_DIGITS
}

// a number in the language's own writing, without symbol, code or space: "-1.234,56" in pt
const PLAIN = {
  en: /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/,
  pt: /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/,
} as const

/**
 * An amount written plainly in the file's language, read from its digits to the canonical text
 * readSpendAmount answers for it, without a decimal library's work (a million amounts per file);
 * any other writing is left to readSpendAmount.
 */
const plainDecimal = (
  text: string,
  locale: SpendImportMapping['locale']
): { value: ReadDecimal; currency?: string } | null => {
  if (text.length > 40) return null
  const plain = PLAIN[locale === 'pt' ? 'pt' : 'en'].exec(text)
  if (!plain) return null
  const [, sign, grouped, fraction] = plain
  const whole = grouped.replace(/\D/g, '').replace(/^0+(?=\d)/, '')
  const decimals = fraction?.replace(/0+$/, '') ?? ''
  const digits = decimals ? `${whole}.${decimals}` : whole
  return { value: sign && digits !== '0' ? `-${digits}` : digits }
}

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
    (code ? lookups.supplierByCode[code] : undefined) ??
    (vat ? lookups.supplierByVat[vat] : undefined)
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
    .map((written) => lookups.supplierByName[lookups.nameKey(written)])
    .find((master) => master && keysAgree(master))
  if (supplier) return { supplier }
  return { unmatched: { name: spelling, vat, code } }
}
