import { SPEND_DIMENSIONS, SPEND_FILTER_FIELDS } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  SpendFilter,
  SpendFilterOptionsQuery,
  SpendFilterOptionsQueryVariables,
  SpendMasterSupplierQuery,
  SpendMasterSupplierQueryVariables,
} from 'types/graphql'

import { useQuery } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import { inputClasses } from 'src/components/Form/FieldShell'
import MonthInput from 'src/components/Form/MonthInput'

export type { SpendFilter }

/** The filter choices found in the company's spend. */
export type SpendFilterOptions = SpendFilterOptionsQuery['spendFilterOptions']

const SPEND_FILTER_OPTIONS = gql`
  query SpendFilterOptionsQuery($locale: String) {
    spendFilterOptions(locale: $locale) {
      firstMonth
      lastMonth
      dimensions {
        dimension
        entries {
          key
          label
        }
      }
    }
  }
`

/** The filter choices: values found in the company's own spend, named in the screen's language. */
export const useSpendFilterOptions = () => {
  const { i18n } = useTranslation()
  return useQuery<SpendFilterOptionsQuery, SpendFilterOptionsQueryVariables>(
    SPEND_FILTER_OPTIONS,
    { variables: { locale: i18n.language } }
  ).data?.spendFilterOptions
}

const SPEND_MASTER_SUPPLIER = gql`
  query SpendMasterSupplierQuery($id: String!) {
    supplier(id: $id) {
      id
      name
    }
  }
`

/** The name of the filter's supplier of the master, once known. */
const useMasterName = (supplierId?: string | null) =>
  useQuery<SpendMasterSupplierQuery, SpendMasterSupplierQueryVariables>(
    SPEND_MASTER_SUPPLIER,
    { variables: { id: supplierId ?? '' }, skip: !supplierId }
  ).data?.supplier.name

// the supplier select's value for a supplier of the master, which no written name can be
const MASTER = '\u0000master'

/** Spec §2 spending analysis: a filter on every dimension, and a range of months. */
const SpendFilters = ({
  options,
  filter,
  onChange,
}: {
  options?: SpendFilterOptions
  filter: SpendFilter
  onChange: (filter: SpendFilter) => void
}) => {
  const { t } = useTranslation()
  const masterName = useMasterName(filter.supplierId)
  const set = (field: keyof SpendFilter, value: string) =>
    onChange({ ...filter, [field]: value || undefined })
  // the supplier chosen replaces a supplier of the master (a scorecard's link), shown as chosen
  const choose = (field: keyof SpendFilter, value: string) => {
    if (value === MASTER) return
    if (field === 'supplier')
      onChange({
        ...filter,
        supplier: value || undefined,
        supplierId: undefined,
      })
    else set(field, value)
  }
  const month = (field: 'fromMonth' | 'toMonth') => (
    <MonthInput
      label={t(`spend.filters.${field}`)}
      value={filter[field]}
      min={options?.firstMonth}
      max={options?.lastMonth}
      onChange={(value) => set(field, value ?? '')}
    />
  )

  return (
    <div
      role="group"
      aria-label={t('spend.filters.title')}
      className="flex flex-wrap items-center gap-2"
    >
      {SPEND_DIMENSIONS.map((dimension) => {
        const field = SPEND_FILTER_FIELDS[dimension]
        const entries =
          options?.dimensions.find((d) => d.dimension === dimension)?.entries ??
          []
        const name = t(`spend.dimensions.${dimension}`)
        const master = field === 'supplier' && filter.supplierId
        return (
          <select
            key={dimension}
            aria-label={name}
            value={master ? MASTER : (filter[field] ?? '')}
            onChange={(event) => choose(field, event.target.value)}
            className={`${inputClasses} max-w-xs`}
          >
            <option value="">
              {t('spend.filters.all', { dimension: name })}
            </option>
            {master && <option value={MASTER}>{masterName ?? '…'}</option>}
            {entries.map((entry) => (
              <option key={entry.key} value={entry.key}>
                {entry.label}
              </option>
            ))}
          </select>
        )
      })}
      {month('fromMonth')}
      {month('toMonth')}
      {Object.values(filter).some((value) => value !== undefined) && (
        <Button variant="ghost" size="slim" onClick={() => onChange({})}>
          {t('spend.filters.clear')}
        </Button>
      )}
    </div>
  )
}

export default SpendFilters
