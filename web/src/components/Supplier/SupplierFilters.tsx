import { SUPPLIER_FLAGS, type SupplierFlag } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type { SupplierFilter as SupplierFilterInput } from 'types/graphql'

import { inputClasses } from 'src/components/Form/FieldShell'
import SearchBox from 'src/components/Form/SearchBox'

/** What the master is filtered by (the api's SupplierFilter). */
export type SupplierFilter = SupplierFilterInput

/** The master's search (name, VAT or SAP code) and its yes/no flags. */
const SupplierFilters = ({
  filter,
  onChange,
}: {
  filter: SupplierFilter
  onChange: (filter: SupplierFilter) => void
}) => {
  const { t } = useTranslation()
  const flagSelect = (flag: SupplierFlag) => {
    const label = t(`suppliers.columns.${flag}`)
    return (
      <select
        key={flag}
        aria-label={label}
        value={filter[flag] === undefined ? '' : String(filter[flag])}
        onChange={(event) =>
          onChange({
            ...filter,
            [flag]:
              event.target.value === ''
                ? undefined
                : event.target.value === 'true',
          })
        }
        className={inputClasses}
      >
        <option value="">{`${label}: ${t('suppliers.filters.any')}`}</option>
        <option value="true">{`${label}: ${t('common.yes')}`}</option>
        <option value="false">{`${label}: ${t('common.no')}`}</option>
      </select>
    )
  }
  return (
    <div
      role="group"
      aria-label={t('suppliers.filters.label')}
      className="mb-3 flex flex-wrap items-center gap-2"
    >
      <SearchBox
        label={t('suppliers.search')}
        initialValue={filter.search ?? ''}
        onSearch={(search) =>
          onChange({ ...filter, search: search || undefined })
        }
      />
      {SUPPLIER_FLAGS.map(flagSelect)}
    </div>
  )
}

export default SupplierFilters
