import {
  formatCnpj,
  formatCpf,
  isValidCnpj,
  isValidCpf,
} from '@brazilian-utils/brazilian-utils'
import * as yup from 'yup'

import {
  atMost,
  flag,
  id,
  oneOf,
  optionalText,
  required,
  text,
} from '../fields'

// The supplier master (issue "One procurement loop"): one record per company and VAT.

/** The VAT as the master keeps and compares it: upper-case letters and digits only. */
export const supplierVat = (typed: string) =>
  typed.toUpperCase().replace(/[^0-9A-Z]/g, '')

/**
 * A Brazilian supplier's VAT is a CNPJ (14 characters, the alphanumeric form included) or, for a
 * person, a CPF (11 digits): either must carry its check digits.
 */
export const isBrazilianTaxId = (vat: string) =>
  vat.length === 11 ? isValidCpf(vat) : isValidCnpj(vat, { version: 2 })

/** A VAT as people read it: a valid CNPJ or CPF with its dots, slash and dash; any other as kept. */
export const formatSupplierVat = (vat: string) => {
  if (!isBrazilianTaxId(vat)) return vat
  return vat.length === 11 ? formatCpf(vat) : formatCnpj(vat, { version: 2 })
}

const blankAsNone = (text: string | null) => (text ? text : null)

export const SUPPLIER_NAME_MAX = 200
export const SUPPLIER_CODE_MAX = 40
export const CONTACT_LANGUAGES = ['en', 'pt'] as const
/** Flags the list filters by: each a yes/no (blocked: a block reason is given). */
export const SUPPLIER_FLAGS = [
  'technicalApproval',
  'associatedParty',
  'litigant',
  'blocked',
] as const
export type SupplierFlag = (typeof SUPPLIER_FLAGS)[number]
/** A supplier file's columns (import template and export); contacts as "Name <email> [pt]; …". */
export const SUPPLIER_IMPORT_COLUMNS = [
  'name',
  'vat',
  'sapCode',
  'country',
  'technicalApproval',
  'financialRisk',
  'associatedParty',
  'litigant',
  'blockReason',
  'contacts',
] as const
export type SupplierImportColumn = (typeof SUPPLIER_IMPORT_COLUMNS)[number]

const invalidEmail = { key: 'suppliers.validation.email' }

export const supplierContactSchema = yup.object({
  name: text().max(SUPPLIER_NAME_MAX, atMost(SUPPLIER_NAME_MAX)),
  email: yup
    .string()
    .trim()
    .lowercase()
    .required(required)
    .email(invalidEmail)
    .max(254, atMost(254)),
  language: oneOf(CONTACT_LANGUAGES),
})
export type SupplierContactInput = yup.InferType<typeof supplierContactSchema>

/**
 * The master record's rules. The VAT's check digits depend on the country, which the form and the
 * server know by id: `countryCodeOf` tells the country's code ('BR') from its id.
 */
export const supplierMasterSchema = (
  countryCodeOf: (countryId: string) => string | undefined
) =>
  yup.object({
    name: text().max(SUPPLIER_NAME_MAX, atMost(SUPPLIER_NAME_MAX)),
    vat: text()
      .max(SUPPLIER_CODE_MAX, atMost(SUPPLIER_CODE_MAX))
      // kept as typed when it has no letter or digit, so that the message says so
      .transform(
        (typed: string) =>
          (typeof typed === 'string' && supplierVat(typed)) || typed
      )
      .test(
        'vat-digits',
        { key: 'suppliers.validation.vatDigits' },
        (vat) => !vat || supplierVat(vat) === vat
      )
      .test('tax-id', { key: 'suppliers.validation.taxId' }, function (vat) {
        const country = countryCodeOf(this.parent.countryId as string)
        return !vat || country !== 'BR' || isBrazilianTaxId(vat)
      }),
    sapCode: yup
      .string()
      .trim()
      .nullable()
      .optional()
      .max(SUPPLIER_CODE_MAX, atMost(SUPPLIER_CODE_MAX))
      .transform(blankAsNone),
    countryId: id(),
    technicalApproval: flag(),
    financialRisk: optionalText().transform(blankAsNone),
    associatedParty: flag(),
    // a supplier is blocked when it has a reason: an empty box is none
    blockReason: optionalText().transform(blankAsNone),
    litigant: flag(),
    contacts: yup
      .array(supplierContactSchema)
      .required(required)
      .max(20, atMost(20)),
  })
export type SupplierMasterInput = yup.InferType<
  ReturnType<typeof supplierMasterSchema>
>

// The twin of the SQL function supplier_name_key (migration supplier_master): one rule, a test
// holds the two to each other. Only these letters are mapped, so both sides drop the same others.
const NAME_FROM =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZáàâãäåçéèêëíìîïñóòôõöúùûüýÿÁÀÂÃÄÅÇÉÈÊËÍÌÎÏÑÓÒÔÕÖÚÙÛÜÝ'
const NAME_TO =
  'abcdefghijklmnopqrstuvwxyzaaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuy'
const LEGAL_SUFFIX =
  / (?:ltda|s a|sa|me|epp|eireli|inc|ltd|llc|gmbh|corp|co|company|limited|incorporated)(?= )/g
// a branch's words after the name ("Filial Campinas"), never the whole name
const BRANCH_SUFFIX =
  /^( [a-z0-9]+(?: [a-z0-9]+)*) (?:filial|matriz|branch|filiale|niederlassung|sucursal)(?: [a-z0-9]+)* *$/

/** A text's letters folded (lower case, no accents), anything else between them one space. */
const foldedWords = (text: string) =>
  [...text]
    .map((char) => {
      const at = NAME_FROM.indexOf(char)
      return at < 0 ? char : NAME_TO[at]
    })
    .join('')
    .replace(/[^a-z0-9]+/g, ' ')

/**
 * A material's text as spend, contracts and awards are compared by it: "Aço  Inox-304" → "aco inox
 * 304". The twin of the SQL function material_key (migration 20261204090000_material_key_folded).
 */
export const materialKey = (material: string) => foldedWords(material).trim()

/**
 * A supplier's name as spend lines and contracts are matched by it: "Aços Minas Ltda." → "acos minas",
 * "Aços Minas S.A. - Filial Betim" → "acos minas".
 */
export const supplierNameKey = (name: string) => {
  const words = ` ${foldedWords(name)} `
  return words
    .replace(BRANCH_SUFFIX, '$1 ')
    .replace(LEGAL_SUFFIX, ' ')
    .replace(/ +/g, ' ')
    .trim()
}

/**
 * What identifies a supplier the master does not know, in the files: its ERP code, else its VAT,
 * else its normalised name. Two spellings of one code are one supplier.
 */
export const supplierIdentity = ({
  name,
  code,
  vat,
}: {
  name: string
  code?: string | null
  vat?: string | null
}) =>
  code ? `code:${code}` : vat ? `vat:${vat}` : `name:${supplierNameKey(name)}`
