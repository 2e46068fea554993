import { useState } from 'react'

import { useTranslation } from 'react-i18next'
import type {
  ContractFilter as ContractFilterInput,
  ContractFilterOptionsFields,
} from 'types/graphql'

import Button from 'src/components/Button/Button'
import { inputClasses } from 'src/components/Form/FieldShell'
import SearchBox from 'src/components/Form/SearchBox'
import { REFERENCE_ENTRY_FIELDS } from 'src/components/Process/fragments'
import {
  useReferenceName,
  type ReferenceEntry,
} from 'src/components/Process/options'

export const FILTER_OPTIONS_FIELDS = gql`
  fragment ContractFilterOptionsFields on ContractFilterOptions {
    materials
    suppliers
    materialCategories {
      ...ReferenceEntryFields
    }
    businessDivisions {
      ...ReferenceEntryFields
    }
    regions {
      ...ReferenceEntryFields
    }
    categoryManagers {
      id
      firstName
      lastName
    }
  }
  ${REFERENCE_ENTRY_FIELDS}
`

/** The choices the filters offer, from the company's contracts. */
export type ContractFilterOptions = ContractFilterOptionsFields

// the supplier select's value for a supplier of the master, which no written name can be
const MASTER = '\u0000master'

/** What the contract screens filter by (the api's ContractFilter). */
export type ContractFilter = ContractFilterInput

/** Spec §2 dashboard filters (the list has the same): choices from the company's contracts. */
const ContractFilters = ({
  options,
  filter,
  onChange,
}: {
  options?: ContractFilterOptions
  filter: ContractFilter
  onChange: (filter: ContractFilter) => void
}) => {
  const { t } = useTranslation()
  const nameOf = useReferenceName()
  // clearing the filters starts the search box afresh
  const [cleared, setCleared] = useState(0)

  const choose = (key: keyof ContractFilter, value: string) =>
    onChange({ ...filter, [key]: value || undefined })
  const select = (
    key: keyof ContractFilter,
    choices: { value: string; label: string }[]
  ) => (
    <select
      aria-label={t(`contract.fields.${key}`)}
      value={String(filter[key] ?? '')}
      onChange={(event) => choose(key, event.target.value)}
      className={`${inputClasses} max-w-xs`}
    >
      <option value="">{`${t(`contract.fields.${key}`)}: ${t('contract.list.all')}`}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  )
  const plain = (values: string[] = []) =>
    values.map((value) => ({ value, label: value }))
  // a supplier of the master (a scorecard's link) shows as the supplier chosen: any other choice
  // replaces it
  const master = filter.supplierName
  const supplierSelect = (
    <select
      aria-label={t('contract.fields.supplier')}
      value={master ? MASTER : (filter.supplier ?? '')}
      onChange={(event) =>
        event.target.value !== MASTER &&
        onChange({
          ...filter,
          supplier: event.target.value || undefined,
          supplierName: undefined,
          supplierId: undefined,
        })
      }
      className={`${inputClasses} max-w-xs`}
    >
      <option value="">{`${t('contract.fields.supplier')}: ${t('contract.list.all')}`}</option>
      {master && <option value={MASTER}>{master}</option>}
      {plain(options?.suppliers).map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  )
  const entries = (values: ReferenceEntry[] = []) =>
    values.map((entry) => ({ value: entry.id, label: nameOf(entry) }))

  return (
    <div
      role="group"
      aria-label={t('contract.list.filters')}
      className="mb-3 flex flex-wrap items-center gap-2"
    >
      <SearchBox
        key={cleared}
        label={t('contract.list.search')}
        initialValue={filter.contractId ?? ''}
        onSearch={(text) =>
          onChange({ ...filter, contractId: text || undefined })
        }
        width="w-56"
      />
      {select('material', plain(options?.materials))}
      {supplierSelect}
      {select('materialCategoryId', entries(options?.materialCategories))}
      {select(
        'categoryManagerId',
        (options?.categoryManagers ?? []).map((person) => ({
          value: person.id,
          label: `${person.firstName} ${person.lastName}`,
        }))
      )}
      {select('businessDivisionId', entries(options?.businessDivisions))}
      {select('regionId', entries(options?.regions))}
      <select
        aria-label={t('contract.fields.actionNeed')}
        value={filter.actionNeed === undefined ? '' : String(filter.actionNeed)}
        onChange={(event) =>
          onChange({
            ...filter,
            actionNeed:
              event.target.value === ''
                ? undefined
                : event.target.value === 'true',
          })
        }
        className={inputClasses}
      >
        <option value="">{`${t('contract.fields.actionNeed')}: ${t('contract.list.all')}`}</option>
        <option value="true">{t('common.yes')}</option>
        <option value="false">{t('common.no')}</option>
      </select>
      {Object.values(filter).some((value) => value !== undefined) && (
        <Button
          variant="ghost"
          size="slim"
          onClick={() => {
            setCleared((count) => count + 1)
            onChange({})
          }}
        >
          {t('contract.dashboard.clear')}
        </Button>
      )}
    </div>
  )
}

export default ContractFilters
