import { useEffect, useState } from 'react'

import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
} from '@headlessui/react'
import { formatSupplierVat } from '@procura/shared'
import { Plus, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type {
  SupplierMatchesQuery,
  SupplierMatchesQueryVariables,
} from 'types/graphql'

import { useQuery } from '@redwoodjs/web'

import { inputClasses } from 'src/components/Form/FieldShell'

import SupplierFormModal from './SupplierFormModal'
import { SUPPLIER_FIELDS, type MasterSupplier } from './supplierRecord'

export const SUPPLIER_MATCHES = gql`
  query SupplierMatchesQuery($search: String!) {
    supplierMatches(search: $search) {
      ...SupplierFields
    }
  }
  ${SUPPLIER_FIELDS}
`

// the master is asked again once typing pauses, not on every key
const TYPING_PAUSE_MS = 200

const CREATE = 'create'

/**
 * Finds a supplier of the master by name, VAT or SAP code, or creates one there (prefilled with
 * what was typed); either way the chosen supplier is handed to onPick.
 */
const SupplierPicker = ({
  pickedIds,
  onPick,
  label,
}: {
  /** suppliers already in the list: shown, not offered again */
  pickedIds: Set<string>
  onPick: (supplier: MasterSupplier) => void
  /** its accessible name where several pickers share a screen */
  label?: string
}) => {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  const [creating, setCreating] = useState<string | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text])
  const { data } = useQuery<
    SupplierMatchesQuery,
    SupplierMatchesQueryVariables
  >(SUPPLIER_MATCHES, {
    variables: { search },
    skip: !search,
  })
  const matches: MasterSupplier[] = search ? (data?.supplierMatches ?? []) : []

  const choose = (choice: MasterSupplier | typeof CREATE | null) => {
    if (!choice) return
    if (choice === CREATE) setCreating(text.trim())
    else onPick(choice)
    setText('')
  }

  return (
    <>
      <Combobox value={null} onChange={choose}>
        <div className="relative w-full max-w-xl">
          <Search
            size={14}
            className="absolute left-2.5 top-1/2 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <ComboboxInput
            aria-label={label ?? t('suppliers.picker.label')}
            placeholder={t('suppliers.picker.placeholder')}
            className={`${inputClasses} pl-8`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
          />
          {text.trim() && (
            <ComboboxOptions className="absolute z-20 mt-1 max-h-80 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg">
              {search && matches.length === 0 && (
                <p className="px-3 py-2 text-slate-500">
                  {t('suppliers.picker.noMatch')}
                </p>
              )}
              {matches.map((supplier) => {
                const picked = pickedIds.has(supplier.id)
                return (
                  <ComboboxOption
                    key={supplier.id}
                    value={supplier}
                    disabled={picked}
                    className="flex cursor-pointer flex-col px-3 py-2 data-[disabled]:cursor-default data-[focus]:bg-primary-50 data-[disabled]:opacity-60"
                  >
                    <span className="font-medium text-slate-900">
                      {supplier.name}
                    </span>
                    <span className="text-xs text-slate-500">
                      {[
                        formatSupplierVat(supplier.vat),
                        supplier.sapCode,
                        picked && t('suppliers.picker.added'),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </ComboboxOption>
                )
              })}
              <ComboboxOption
                value={CREATE}
                className="flex cursor-pointer items-center gap-2 border-t border-slate-100 px-3 py-2 text-primary-700 data-[focus]:bg-primary-50"
              >
                <Plus size={14} aria-hidden />
                {t('suppliers.picker.create', { name: text.trim() })}
              </ComboboxOption>
            </ComboboxOptions>
          )}
        </div>
      </Combobox>
      {creating !== null && (
        <SupplierFormModal
          initialName={creating}
          onClose={() => setCreating(null)}
          onSaved={onPick}
        />
      )}
    </>
  )
}

export default SupplierPicker
