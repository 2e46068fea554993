import { useState } from 'react'

import {
  LOCALES,
  SPEND_DEFAULT_FIELDS,
  SPEND_FILE_DELIMITERS,
  SPEND_FILE_ENCODINGS,
  SPEND_MAPPING_FIELDS,
  formatFileSize,
  missingSpendFields,
  type Locale,
  type SpendDefaultField,
  type SpendImportMapping,
  type SpendMappingField,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'
import { inputClasses } from 'src/components/Form/FieldShell'

import {
  entriesOf,
  entryLabel,
  type SpendReferenceLists,
} from './referenceLists'
import { mappingOf, type SpendImportRecord } from './spendImportRecord'

const labelClasses = 'flex flex-col gap-1 text-sm text-slate-600'

/** How the file is read: the sheet and header row, and a CSV's encoding and delimiter. */
export interface FileReading {
  sheet: string | null
  headerRow: number
  encoding: string | null
  delimiter: string | null
}

/** The file's columns, each to a field of the spend line or ignored, shown over the file's first rows. */
const ColumnMapping = ({
  spendImport,
  lists,
  busy,
  onReread,
  onStart,
}: {
  spendImport: SpendImportRecord
  lists: SpendReferenceLists
  busy: boolean
  onReread: (reading: FileReading) => void
  onStart: (mapping: SpendImportMapping, profileName: string) => void
}) => {
  const { t, i18n } = useTranslation()
  const suggested = mappingOf(spendImport)
  const [columns, setColumns] = useState(() =>
    spendImport.headers.map((_, at) => suggested.columns[at] ?? null)
  )
  const [locale, setLocale] = useState<Locale>(suggested.locale)
  const [defaults, setDefaults] = useState(suggested.defaults)
  const [profileName, setProfileName] = useState('')
  const read: FileReading = {
    sheet: spendImport.sheet,
    headerRow: spendImport.headerRow,
    encoding: spendImport.encoding,
    delimiter: spendImport.delimiter,
  }
  const [reading, setReading] = useState(read)
  const choose = (change: Partial<FileReading>) =>
    setReading((current) => ({ ...current, ...change }))
  const { sheet, headerRow } = reading
  const mapping: SpendImportMapping = {
    ...suggested,
    columns,
    locale,
    defaults,
  }
  const missing = missingSpendFields(mapping)
  const fieldName = (field: SpendMappingField) =>
    t(`spend.import.fields.${field}`)
  const unfilled = SPEND_DEFAULT_FIELDS.filter(
    (field) => !columns.includes(field)
  )

  const mapColumn = (at: number, field: SpendMappingField | null) =>
    setColumns((current) =>
      // a field goes to one column: choosing it here frees it elsewhere
      current.map((other, index) =>
        index === at ? field : other === field ? null : other
      )
    )

  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">
        {t('spendImports.mapping.title')}
      </h2>
      <p className="text-sm text-slate-600">
        {t('spendImports.mapping.reading', {
          format: spendImport.format.toUpperCase(),
          size: formatFileSize(spendImport.size, i18n.language),
        })}
        {'. '}
        {spendImport.profileName
          ? t('spendImports.mapping.profileApplied', {
              name: spendImport.profileName,
            })
          : t('spendImports.mapping.suggested')}
      </p>

      <div className="flex flex-wrap items-end gap-3">
        {spendImport.sheets.length > 1 && (
          <label className={labelClasses}>
            {t('spendImports.mapping.sheet')}
            <select
              className={inputClasses}
              value={sheet ?? ''}
              onChange={(event) => choose({ sheet: event.target.value })}
            >
              {spendImport.sheets.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={labelClasses}>
          {t('spendImports.mapping.headerRow')}
          <input
            type="number"
            min={1}
            max={15}
            className={`${inputClasses} w-24`}
            value={headerRow}
            onChange={(event) =>
              choose({ headerRow: Number(event.target.value) })
            }
          />
        </label>
        {spendImport.format === 'csv' && (
          <>
            <label className={labelClasses}>
              {t('spendImports.mapping.encoding')}
              <select
                className={inputClasses}
                value={reading.encoding ?? ''}
                onChange={(event) => choose({ encoding: event.target.value })}
              >
                {SPEND_FILE_ENCODINGS.map((encoding) => (
                  <option key={encoding} value={encoding}>
                    {t(`spendImports.mapping.encodings.${encoding}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className={labelClasses}>
              {t('spendImports.mapping.delimiter')}
              <select
                className={inputClasses}
                value={reading.delimiter ?? ''}
                onChange={(event) => choose({ delimiter: event.target.value })}
              >
                {Object.entries(SPEND_FILE_DELIMITERS).map(
                  ([name, delimiter]) => (
                    <option key={name} value={delimiter}>
                      {t(`spendImports.mapping.delimiters.${name}`)}
                    </option>
                  )
                )}
              </select>
            </label>
          </>
        )}
        <Button
          variant="secondary"
          disabled={
            busy ||
            (Object.keys(read) as (keyof FileReading)[]).every(
              (key) => read[key] === reading[key]
            )
          }
          onClick={() => onReread(reading)}
        >
          {t('spendImports.mapping.reread')}
        </Button>
        <label className={labelClasses}>
          {t('spendImports.mapping.locale')}
          <select
            className={inputClasses}
            value={locale}
            onChange={(event) => setLocale(event.target.value as Locale)}
          >
            {LOCALES.map((option) => (
              <option key={option} value={option}>
                {t(`spendImports.mapping.locales.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="text-left text-sm">
          <caption className="px-3 py-2 text-left text-slate-600">
            {t('spendImports.mapping.preview', {
              count: spendImport.preview.length,
            })}
          </caption>
          <thead className="bg-slate-50 align-top">
            <tr>
              {spendImport.headers.map((header, at) => (
                <th
                  key={at}
                  scope="col"
                  className="min-w-40 px-2 py-2 font-medium"
                >
                  <span
                    className="block truncate text-slate-800"
                    title={header}
                  >
                    {header ||
                      t('spendImports.mapping.column', { number: at + 1 })}
                  </span>
                  <select
                    aria-label={t('spendImports.mapping.field', {
                      header: header || at + 1,
                    })}
                    className={`${inputClasses} mt-1 w-full font-normal`}
                    value={columns[at] ?? ''}
                    onChange={(event) =>
                      mapColumn(
                        at,
                        (event.target.value || null) as SpendMappingField | null
                      )
                    }
                  >
                    <option value="">{t('spendImports.mapping.ignore')}</option>
                    {SPEND_MAPPING_FIELDS.map((field) => (
                      <option key={field} value={field}>
                        {fieldName(field)}
                      </option>
                    ))}
                  </select>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {spendImport.preview.map((row, index) => (
              <tr key={index} className="border-t border-slate-100">
                {spendImport.headers.map((_, at) => (
                  <td
                    key={at}
                    className={`max-w-56 truncate px-2 py-1 ${columns[at] ? 'text-slate-800' : 'text-slate-400'}`}
                  >
                    {row[at]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {unfilled.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="font-medium">
            {t('spendImports.mapping.defaults')}
          </legend>
          <p className="text-sm text-slate-600">
            {t('spendImports.mapping.defaultsHint')}
          </p>
          <div className="flex flex-wrap gap-3">
            {unfilled.map((field) => (
              <DefaultValue
                key={field}
                field={field}
                lists={lists}
                value={defaults[field] ?? ''}
                onChange={(value) =>
                  setDefaults((current) => ({ ...current, [field]: value }))
                }
              />
            ))}
          </div>
        </fieldset>
      )}

      <label className={`${labelClasses} max-w-md`}>
        {t('spendImports.mapping.profile')}
        <input
          className={inputClasses}
          maxLength={100}
          value={profileName}
          onChange={(event) => setProfileName(event.target.value)}
        />
        <span className="text-xs text-slate-500">
          {t('spendImports.mapping.profileHint')}
        </span>
      </label>

      {missing.length > 0 && (
        <p role="status" className="text-sm text-warning-700">
          {t('spendImports.mapping.missing', {
            fields: missing.map(fieldName).join(', '),
          })}
        </p>
      )}
      <Button
        className="self-start"
        disabled={busy || missing.length > 0}
        onClick={() => onStart(mapping, profileName)}
      >
        {t('spendImports.mapping.start')}
      </Button>
    </section>
  )
}

/** The one value of a field that no column fills: a list's code, or the plant's name. */
const DefaultValue = ({
  field,
  lists,
  value,
  onChange,
}: {
  field: SpendDefaultField
  lists: SpendReferenceLists
  value: string
  onChange: (value: string) => void
}) => {
  const { t, i18n } = useTranslation()
  const label = t(`spend.import.fields.${field}`)
  return (
    <label className={labelClasses}>
      {label}
      {field === 'plant' ? (
        <input
          className={inputClasses}
          maxLength={200}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <select
          className={inputClasses}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('spendImports.mapping.choose')}</option>
          {entriesOf(lists, field).map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entryLabel(entry, i18n.language)}
            </option>
          ))}
        </select>
      )}
    </label>
  )
}

export default ColumnMapping
