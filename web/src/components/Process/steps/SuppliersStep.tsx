import { suppliersSchema, type SupplierInput } from '@procura/shared'
import { Plus, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import * as yup from 'yup'

import {
  CheckboxField,
  Form,
  SelectField,
  useFieldArray,
} from '@redwoodjs/forms'

import Button from 'src/components/Button/Button'
import EmptyState from 'src/components/EmptyState/EmptyState'

import CellField from '../CellField'
import { useReferenceOptions } from '../options'
import type { StepProps } from '../ProcessWorkspace'
import StepActions from '../StepActions'
import { useStepForm } from '../useStepForm'
import { useStepSave } from '../useStepSave'

export const SAVE_SUPPLIERS = gql`
  mutation SaveSuppliersMutation(
    $processId: String!
    $input: [SupplierInput!]!
  ) {
    saveSuppliers(processId: $processId, input: $input) {
      id
    }
  }
`

const schema = yup.object({ suppliers: suppliersSchema })

const TEXTS = ['name', 'vat', 'sapCode'] as const
const FLAGS = ['technicalApproval', 'associatedParty', 'litigant'] as const
const NOTES = ['financialRisk', 'blockReason'] as const

const blankSupplier = (): Partial<SupplierInput> => ({
  name: '',
  vat: '',
  sapCode: '',
  countryId: '',
  technicalApproval: false,
  associatedParty: false,
  litigant: false,
  financialRisk: '',
  blockReason: '',
})

const pick = (supplier: SupplierInput): SupplierInput => ({
  id: supplier.id || null,
  name: supplier.name,
  vat: supplier.vat,
  sapCode: supplier.sapCode,
  countryId: supplier.countryId,
  technicalApproval: supplier.technicalApproval,
  financialRisk: supplier.financialRisk || null,
  associatedParty: supplier.associatedParty,
  blockReason: supplier.blockReason || null,
  litigant: supplier.litigant,
})

const SupplierRows = ({ reference }: Pick<StepProps, 'reference'>) => {
  const { t } = useTranslation()
  const options = useReferenceOptions()
  const { fields, append, remove } = useFieldArray({ name: 'suppliers' })
  const label = (field: string) => t(`process.suppliers.${field}`)
  return (
    <>
      {fields.length === 0 ? (
        <EmptyState title={t('empty.title')} description={label('empty')} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                {[...TEXTS, 'country', ...NOTES, ...FLAGS].map((field) => (
                  <th key={field} scope="col" className="px-2 py-2 font-medium">
                    {label(field)}
                  </th>
                ))}
                <th scope="col" className="sr-only">
                  {t('team.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field, index) => {
                const name = (column: string) => `suppliers.${index}.${column}`
                const rowLabel = t('process.suppliers.row', { n: index + 1 })
                return (
                  <tr
                    key={field.id}
                    className="border-t border-slate-100 align-top"
                  >
                    {TEXTS.map((column) => (
                      <td key={column} className="px-1 py-1">
                        <CellField
                          type="text"
                          name={name(column)}
                          label={`${rowLabel} ${label(column)}`}
                        />
                      </td>
                    ))}
                    <td className="px-1 py-1">
                      <SelectField
                        name={name('countryId')}
                        aria-label={`${rowLabel} ${label('country')}`}
                        className="h-8 rounded border border-slate-300 bg-white px-1 text-sm"
                        errorClassName="h-8 rounded border border-danger-500 bg-white px-1 text-sm"
                      >
                        <option value="">{t('form.choose')}</option>
                        {options(reference.countries).map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </SelectField>
                    </td>
                    {NOTES.map((column) => (
                      <td key={column} className="px-1 py-1">
                        <CellField
                          type="text"
                          name={name(column)}
                          label={`${rowLabel} ${label(column)}`}
                        />
                      </td>
                    ))}
                    {FLAGS.map((column) => (
                      <td key={column} className="px-2 py-2 text-center">
                        <CheckboxField
                          name={name(column)}
                          aria-label={`${rowLabel} ${label(column)}`}
                          className="h-4 w-4"
                        />
                      </td>
                    ))}
                    <td className="px-1 py-1">
                      <Button
                        variant="ghost"
                        size="slim"
                        icon={Trash2}
                        aria-label={t('process.remove', { name: rowLabel })}
                        onClick={() => remove(index)}
                      />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      <Button
        variant="secondary"
        size="medium"
        icon={Plus}
        className="self-start"
        onClick={() => append(blankSupplier())}
      >
        {t('process.add.supplier')}
      </Button>
    </>
  )
}

/** Spec §3 suppliers, with the flags the comparative map shows later. */
const SuppliersStep = ({ process, reference, editable }: StepProps) => {
  const { saveStep, submitAfterSave } = useStepSave(
    process.id,
    'suppliers',
    SAVE_SUPPLIERS
  )
  const formMethods = useStepForm<{ suppliers: SupplierInput[] }>(
    schema,
    () => ({ suppliers: process.suppliers }),
    process
  )
  return (
    <Form
      formMethods={formMethods}
      onSubmit={({ suppliers }: { suppliers: SupplierInput[] }) =>
        saveStep({ input: suppliers.map(pick) })
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
