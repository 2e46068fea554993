import { formatSupplierVat, processSuppliersSchema } from '@procura/shared'
import { Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type {
  SaveSuppliersMutation,
  SaveSuppliersMutationVariables,
} from 'types/graphql'
import * as yup from 'yup'

import { Form, useFieldArray, useFormContext } from '@redwoodjs/forms'

import Button from 'src/components/Button/Button'
import EmptyState from 'src/components/EmptyState/EmptyState'
import SupplierPicker from 'src/components/Supplier/SupplierPicker'
import type { MasterSupplier } from 'src/components/Supplier/supplierRecord'

import { useReferenceName } from '../options'
import type { ProcessSupplierRow } from '../processRecord'
import type { StepProps } from '../ProcessWorkspace'
import StepActions from '../StepActions'
import { useStepForm } from '../useStepForm'
import { useStepSave } from '../useStepSave'

export const SAVE_SUPPLIERS = gql`
  mutation SaveSuppliersMutation(
    $processId: String!
    $input: [ProcessSupplierInput!]!
  ) {
    saveSuppliers(processId: $processId, input: $input) {
      id
    }
  }
`

const schema = yup.object({ suppliers: processSuppliersSchema })

const FLAGS = ['technicalApproval', 'associatedParty', 'litigant'] as const
const NOTES = ['financialRisk', 'blockReason'] as const

/** A supplier picked from the master, as the step lists it until it is saved. */
const rowOf = ({
  id: supplierId,
  contacts: _contacts,
  updatedAt: _updatedAt,
  ...fields
}: MasterSupplier): ProcessSupplierRow => ({
  ...(fields as Required<typeof fields>),
  id: null,
  supplierId,
  sapCode: fields.sapCode ?? '',
})

const SupplierRows = ({ reference }: Pick<StepProps, 'reference'>) => {
  const { t } = useTranslation()
  const nameOf = useReferenceName()
  const { fields, append, remove } = useFieldArray({ name: 'suppliers' })
  const { formState } = useFormContext()
  const rows = fields as unknown as (ProcessSupplierRow & { id: string })[]
  const label = (field: string) => t(`process.suppliers.${field}`)
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no')
  const countryOf = (id: string) => {
    const country = reference.countries.find((entry) => entry.id === id)
    return country ? `${country.code} · ${nameOf(country)}` : ''
  }
  const listError = (
    formState.errors.suppliers as { root?: { message?: unknown } } | undefined
  )?.root?.message as { key?: string } | undefined
  return (
    <>
      <p className="text-sm text-slate-600">{label('pickHint')}</p>
      <SupplierPicker
        pickedIds={
          new Set(
            rows.flatMap((row) => (row.supplierId ? [row.supplierId] : []))
          )
        }
        onPick={(supplier) => append(rowOf(supplier))}
      />
      {listError?.key && (
        <p role="alert" className="text-sm text-danger-700">
          {t(listError.key)}
        </p>
      )}
      {rows.length === 0 ? (
        <EmptyState title={t('empty.title')} description={label('empty')} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                {['name', 'vat', 'sapCode', 'country', ...NOTES, ...FLAGS].map(
                  (field) => (
                    <th
                      key={field}
                      scope="col"
                      className="px-3 py-2 font-medium"
                    >
                      {label(field)}
                    </th>
                  )
                )}
                <th scope="col" className="sr-only">
                  {t('team.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.id} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {row.name}
                    {!row.supplierId && (
                      <span className="ml-2 rounded bg-warning-50 px-1.5 py-0.5 text-xs font-normal text-warning-700">
                        {label('notInMaster')}
                      </span>
                    )}
                  </th>
                  <td className="tabular whitespace-nowrap px-3 py-2">
                    {formatSupplierVat(row.vat)}
                  </td>
                  <td className="px-3 py-2">{row.sapCode}</td>
                  <td className="px-3 py-2">{countryOf(row.countryId)}</td>
                  {NOTES.map((note) => (
                    <td key={note} className="px-3 py-2">
                      {row[note]}
                    </td>
                  ))}
                  {FLAGS.map((flag) => (
                    <td key={flag} className="px-3 py-2">
                      {yesNo(row[flag])}
                    </td>
                  ))}
                  <td className="px-1 py-1">
                    <Button
                      variant="ghost"
                      size="slim"
                      icon={Trash2}
                      aria-label={t('process.remove', { name: row.name })}
                      onClick={() => remove(index)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

/** Spec §3 suppliers, picked from the supplier master, with the flags the comparative map shows. */
const SuppliersStep = ({ process, reference, editable }: StepProps) => {
  const { saveStep, submitAfterSave } = useStepSave<
    SaveSuppliersMutation,
    SaveSuppliersMutationVariables
  >(process.id, 'suppliers', SAVE_SUPPLIERS)
  const formMethods = useStepForm<{ suppliers: ProcessSupplierRow[] }>(
    schema,
    () => ({ suppliers: process.suppliers }),
    process
  )
  return (
    <Form
      formMethods={formMethods}
      onSubmit={({ suppliers }: { suppliers: ProcessSupplierRow[] }) =>
        saveStep({
          input: suppliers.map(({ id, supplierId }) => ({
            id: id || null,
            supplierId,
          })),
        })
      }
      className="flex flex-col gap-4"
      noValidate
    >
      <fieldset disabled={!editable} className="flex min-w-0 flex-col gap-3">
        <SupplierRows reference={reference} />
      </fieldset>
      <StepActions submitAfterSave={submitAfterSave} disabled={!editable} />
    </Form>
  )
}

export default SuppliersStep
