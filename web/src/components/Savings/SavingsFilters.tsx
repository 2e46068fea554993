import { PROCESS_PROFILES, PROCESS_TYPES } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  SavingsFilter,
  SavingsFilterOptionsQuery,
  SavingsFilterOptionsQueryVariables,
} from 'types/graphql'

import { useQuery } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import { inputClasses } from 'src/components/Form/FieldShell'
import MonthInput from 'src/components/Form/MonthInput'

/** The filters' choices: the company's category managers, categories (in the screen's language) and currencies. */
export type SavingsFilterOptions =
  SavingsFilterOptionsQuery['savingsFilterOptions']

const SAVINGS_FILTER_OPTIONS = gql`
  query SavingsFilterOptionsQuery($locale: String) {
    savingsFilterOptions(locale: $locale) {
      companyCurrency
      categoryManagers {
        id
        label
      }
      categories {
        id
        label
      }
      currencies
    }
  }
`

/** The company's category managers, its items' categories (in the screen's language), its currencies. */
export const useSavingsFilterOptions = () => {
  const { i18n } = useTranslation()
  return useQuery<
    SavingsFilterOptionsQuery,
    SavingsFilterOptionsQueryVariables
  >(SAVINGS_FILTER_OPTIONS, { variables: { locale: i18n.language } }).data
    ?.savingsFilterOptions
}

/** The current calendar year, the dashboard's first period (targets are yearly). */
export const thisYear = (): SavingsFilter => {
  const year = new Date().getFullYear()
  return { fromMonth: `${year}-01`, toMonth: `${year}-12` }
}

/** Spec §2 sourcing dashboard: category manager, process type, process profile, category, period, currency. */
const SavingsFilters = ({
  options,
  filter,
  onChange,
}: {
  options?: SavingsFilterOptions
  filter: SavingsFilter
  onChange: (filter: SavingsFilter) => void
}) => {
  const { t } = useTranslation()
  const set = (field: keyof SavingsFilter, value: string) =>
    onChange({ ...filter, [field]: value || undefined })
  const select = (
    field: keyof SavingsFilter,
    entries: { id: string; label: string }[],
    all: string
  ) => (
    <select
      aria-label={t(`savings.filters.${field}`)}
      value={filter[field] ?? ''}
      onChange={(event) => set(field, event.target.value)}
      className={`${inputClasses} max-w-xs`}
    >
      <option value="">{all}</option>
      {entries.map((entry) => (
        <option key={entry.id} value={entry.id}>
          {entry.label}
        </option>
      ))}
    </select>
  )
  const month = (field: 'fromMonth' | 'toMonth') => (
    <MonthInput
      label={t(`savings.filters.${field}`)}
      value={filter[field]}
      onChange={(value) => set(field, value ?? '')}
    />
  )
  const enumEntries = (values: readonly string[], labels: string) =>
    values.map((id) => ({ id, label: t(`${labels}.${id}`) }))

  return (
    <div
      role="group"
      aria-label={t('savings.filters.title')}
      className="flex flex-wrap items-center gap-2"
    >
      {select(
        'categoryManagerId',
        options?.categoryManagers ?? [],
        t('savings.filters.allManagers')
      )}
      {select(
        'processType',
        enumEntries(PROCESS_TYPES, 'process.enums.processType'),
        t('savings.filters.allTypes')
      )}
      {select(
        'processProfile',
        enumEntries(PROCESS_PROFILES, 'process.enums.processProfile'),
        t('savings.filters.allProfiles')
      )}
      {select(
        'categoryId',
        options?.categories ?? [],
        t('savings.filters.allCategories')
      )}
      {month('fromMonth')}
      {month('toMonth')}
      {select(
        'currencyCode',
        (options?.currencies ?? []).map((code) => ({
          id: code,
          label: t('savings.filters.onlyCurrency', { currency: code }),
        })),
        t('savings.filters.converted', {
          currency: options?.companyCurrency ?? '',
        })
      )}
      <Button variant="ghost" size="slim" onClick={() => onChange(thisYear())}>
        {t('savings.filters.reset')}
      </Button>
    </div>
  )
}

export default SavingsFilters
