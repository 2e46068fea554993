import { useState } from 'react'

import {
  formatMoney,
  formatNumber,
  formatSupplierVat,
  isBrazilianTaxId,
  supplierIdentity,
  type SpendCodedField,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type { ReviewSpendImportInput } from 'types/graphql'

import Button from 'src/components/Button/Button'
import { inputClasses } from 'src/components/Form/FieldShell'
import SupplierPicker from 'src/components/Supplier/SupplierPicker'
import type { MasterSupplier } from 'src/components/Supplier/supplierRecord'

import {
  entriesOf,
  entryLabel,
  type SpendReferenceLists,
} from './referenceLists'
import type { SpendImportRecord } from './spendImportRecord'

/** What the review sends: values mapped, names matched, suppliers to create. */
export type ImportReviewAnswer = ReviewSpendImportInput

type UnmatchedSupplier = SpendImportRecord['unmatchedSuppliers'][number]

/** The master can take a supplier as the file tells it when its VAT is a Brazilian CNPJ or CPF. */
const creatable = (supplier: UnmatchedSupplier) =>
  !!supplier.vat && isBrazilianTaxId(supplier.vat)

const cellClasses = 'px-3 py-2'

/**
 * Before anything is imported: each value no list holds mapped to one that does (a manager to a
 * colleague's e-mail, or none), each name no supplier has made the same as a master record or left
 * as written. The most spent names come first.
 */
const ImportReview = ({
  spendImport,
  lists,
  busy,
  onSubmit,
}: {
  spendImport: SpendImportRecord
  lists: SpendReferenceLists
  busy: boolean
  onSubmit: (answer: ImportReviewAnswer) => void
}) => {
  const { t, i18n } = useTranslation()
  const [codes, setCodes] = useState<Record<string, string>>({})
  const [aliases, setAliases] = useState<Record<string, MasterSupplier>>({})
  // by identity (supplierIdentity)
  const [toCreate, setToCreate] = useState<Set<string>>(new Set())
  const creating = (supplier: UnmatchedSupplier) =>
    toCreate.has(supplierIdentity(supplier))
  const toggleCreate = (supplier: UnmatchedSupplier) =>
    setToCreate((current) => {
      const next = new Set(current)
      if (!next.delete(supplierIdentity(supplier)))
        next.add(supplierIdentity(supplier))
      return next
    })
  const creatableSuppliers = spendImport.unmatchedSuppliers.filter(creatable)
  // those already made the same as a master's supplier stay so
  const unchosen = creatableSuppliers.filter(
    (supplier) => !aliases[supplier.name]
  )
  const keyOf = (field: string, value: string) => `${field}\u0000${value}`
  const unmapped = spendImport.unknownValues.filter(
    ({ field, value }) =>
      field !== 'categoryManager' && !codes[keyOf(field, value)]
  )

  const submit = () => {
    // { field: { value: code } }, JSON to the schema
    const values: Record<string, Record<string, string>> = {}
    for (const { field, value } of spendImport.unknownValues)
      values[field] = {
        ...values[field],
        [value]: codes[keyOf(field, value)] ?? '',
      }
    onSubmit({
      values,
      suppliers: spendImport.unmatchedSuppliers
        .filter((supplier) => aliases[supplier.name] && !creating(supplier))
        .map(({ name }) => ({ name, supplierId: aliases[name].id })),
      newSuppliers: creatableSuppliers
        .filter(creating)
        .map(({ name, vat, code }) => ({ name, vat: vat ?? '', code })),
    })
  }

  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">
        {t('spendImports.review.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('spendImports.review.hint')}</p>

      {spendImport.unknownValues.length > 0 && (
        <table className="w-full max-w-4xl rounded-lg border border-slate-200 bg-white text-left text-sm">
          <caption className="py-2 text-left font-medium">
            {t('spendImports.review.unknownTitle')}
          </caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className={cellClasses}>
                {t('spendImports.review.field')}
              </th>
              <th scope="col" className={cellClasses}>
                {t('spendImports.review.value')}
              </th>
              <th scope="col" className={`${cellClasses} text-right`}>
                {t('spendImports.review.count')}
              </th>
              <th scope="col" className={cellClasses}>
                {t('spendImports.review.mapTo')}
              </th>
            </tr>
          </thead>
          <tbody>
            {spendImport.unknownValues.map(({ field, value, count }) => {
              const key = keyOf(field, value)
              const label = `${t(`spend.import.fields.${field}`)}: ${value}`
              const choose = (code: string) =>
                setCodes((current) => ({ ...current, [key]: code }))
              return (
                <tr key={key} className="border-t border-slate-100">
                  <td className={cellClasses}>
                    {t(`spend.import.fields.${field}`)}
                  </td>
                  <td className={cellClasses}>{value}</td>
                  <td className={`${cellClasses} tabular text-right`}>
                    {formatNumber(count, i18n.language)}
                  </td>
                  <td className={cellClasses}>
                    {field === 'categoryManager' ? (
                      <input
                        type="email"
                        aria-label={label}
                        placeholder={t('spendImports.review.none')}
                        className={inputClasses}
                        value={codes[key] ?? ''}
                        onChange={(event) => choose(event.target.value.trim())}
                      />
                    ) : (
                      <select
                        aria-label={label}
                        className={inputClasses}
                        value={codes[key] ?? ''}
                        onChange={(event) => choose(event.target.value)}
                      >
                        <option value="">
                          {t('spendImports.mapping.choose')}
                        </option>
                        {entriesOf(
                          lists,
                          field as Exclude<SpendCodedField, 'categoryManager'>
                        ).map((entry) => (
                          <option key={entry.code} value={entry.code}>
                            {entryLabel(entry, i18n.language)}
                          </option>
                        ))}
                      </select>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}

      {spendImport.unmatchedSuppliers.length > 0 && (
        <table className="w-full max-w-5xl rounded-lg border border-slate-200 bg-white text-left text-sm">
          <caption className="py-2 text-left">
            <span className="block font-medium">
              {t('spendImports.review.suppliersTitle')}
            </span>
            <span className="text-slate-600">
              {t('spendImports.review.suppliersHint')}
            </span>
            {unchosen.length > 0 && (
              <Button
                variant="secondary"
                size="slim"
                className="mt-2"
                onClick={() =>
                  setToCreate(
                    new Set([...toCreate, ...unchosen.map(supplierIdentity)])
                  )
                }
              >
                {t('spendImports.review.createAll', {
                  count: unchosen.length,
                })}
              </Button>
            )}
          </caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className={cellClasses}>
                {t('spendImports.review.name')}
              </th>
              <th scope="col" className={`${cellClasses} text-right`}>
                {t('spendImports.review.count')}
              </th>
              <th scope="col" className={`${cellClasses} text-right`}>
                {t('spendImports.review.spend')}
              </th>
              <th scope="col" className={cellClasses}>
                {t('spendImports.review.sameAs')}
              </th>
            </tr>
          </thead>
          <tbody>
            {spendImport.unmatchedSuppliers.map((supplier) => {
              const chosen = aliases[supplier.name]
              return (
                <tr
                  key={supplier.name}
                  className="border-t border-slate-100 align-top"
                >
                  <td className={cellClasses}>{supplier.name}</td>
                  <td className={`${cellClasses} tabular text-right`}>
                    {formatNumber(supplier.lines, i18n.language)}
                  </td>
                  <td className={`${cellClasses} tabular text-right`}>
                    {formatMoney(
                      supplier.spend,
                      spendImport.currency,
                      i18n.language
                    )}
                  </td>
                  <td className={cellClasses}>
                    {creatable(supplier) && !chosen && (
                      <label className="mb-1 flex items-center gap-2">
                        <input
                          type="checkbox"
                          checked={creating(supplier)}
                          onChange={() => toggleCreate(supplier)}
                        />
                        {t('spendImports.review.createInMaster', {
                          vat: formatSupplierVat(supplier.vat ?? ''),
                        })}
                      </label>
                    )}
                    {creating(supplier) ? null : chosen ? (
                      <span className="flex items-center gap-2">
                        {chosen.name}
                        <Button
                          variant="ghost"
                          size="slim"
                          onClick={() =>
                            setAliases(
                              ({ [supplier.name]: _, ...rest }) => rest
                            )
                          }
                        >
                          {t('spendImports.review.change')}
                        </Button>
                      </span>
                    ) : (
                      <div className="flex flex-col gap-1">
                        <span className="text-slate-500">
                          {t('spendImports.review.keep')}
                        </span>
                        <SupplierPicker
                          label={t('spendImports.review.pickFor', {
                            name: supplier.name,
                          })}
                          pickedIds={new Set()}
                          onPick={(picked) =>
                            setAliases((current) => ({
                              ...current,
                              [supplier.name]: picked,
                            }))
                          }
                        />
                      </div>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}

      {unmapped.length > 0 && (
        <p role="status" className="text-sm text-warning-700">
          {t('spendImports.review.unmapped')}
        </p>
      )}
      <Button
        className="self-start"
        disabled={busy || unmapped.length > 0}
        onClick={submit}
      >
        {t('spendImports.review.submit')}
      </Button>
    </section>
  )
}

export default ImportReview
