import {
  formatMoney,
  formatNumber,
  itemDetailDerived,
  itemDetailsSchema,
  type Numeric,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  ItemDetailInput,
  SaveItemDetailsMutation,
  SaveItemDetailsMutationVariables,
} from 'types/graphql'
import * as yup from 'yup'

import { Form, useWatch } from '@redwoodjs/forms'

import CheckboxField from 'src/components/Form/CheckboxField'
import SelectField from 'src/components/Form/SelectField'
import TextField from 'src/components/Form/TextField'

import DerivedValue from '../DerivedValue'
import { useMaterialSpend, type MaterialSpend } from '../materialSpend'
import MaterialSpendNote from '../MaterialSpendNote'
import { useReferenceOptions } from '../options'
import { Section } from '../ProcessForm'
import type { StepProps } from '../ProcessWorkspace'
import StepActions from '../StepActions'
import { typedNumber } from '../typedNumber'
import { useStepForm } from '../useStepForm'
import { useStepSave } from '../useStepSave'

export const SAVE_ITEM_DETAILS = gql`
  mutation SaveItemDetailsMutation(
    $processId: String!
    $input: [ItemDetailInput!]!
  ) {
    saveItemDetails(processId: $processId, input: $input) {
      id
    }
  }
`

const schema = yup.object({ details: itemDetailsSchema })

const NUMBERS = [
  'annualVolume',
  'paymentTerms',
  'historicalPrice',
  'baselinePrice',
] as const
const CONTRACT_NUMBERS = [
  'existingContractLength',
  'existingContractAnnualValue',
  'existingContractAnnualVolume',
] as const
const CLAUSES = [
  'existingContractTakeOrPay',
  'existingContractGhgClause',
  'existingRebate',
  'existingContractMeetOrRelease',
] as const

/** A detail not yet typed; the year's spend on its material gives its volume, unit and price. */
const blankDetail = (itemId: string, spend?: MaterialSpend) =>
  ({
    itemId,
    categoryId: '',
    unitOfMeasureId: spend?.unitOfMeasureId ?? '',
    annualVolume: spend?.annualVolume,
    historicalPrice: spend?.historicalPrice ?? undefined,
    incotermId: '',
    supplyOriginId: '',
    existingContractTakeOrPay: false,
    existingContractGhgClause: false,
    existingRebate: false,
    existingContractMeetOrRelease: false,
  }) as unknown as ItemDetailInput

/** The values computed from what the user typed, as they type. */
const ItemDerived = ({
  index,
  currency,
}: {
  index: number
  currency: string
}) => {
  const { t, i18n } = useTranslation()
  const detail = useWatch({ name: `details.${index}` }) as ItemDetailInput
  const typed = (field: keyof ItemDetailInput) => typedNumber(detail?.[field])
  const derived = itemDetailDerived({
    annualVolume: typed('annualVolume') ?? 0,
    historicalPrice: typed('historicalPrice') ?? 0,
    baselinePrice: typed('baselinePrice') ?? 0,
    existingContractLength: Number(typed('existingContractLength') ?? 0),
    existingContractAnnualValue: typed('existingContractAnnualValue') ?? 0,
    existingContractAnnualVolume: typed('existingContractAnnualVolume') ?? 0,
  })
  // a figure shows once both values it is made of are typed: empty is not zero
  const when = (fields: (keyof ItemDetailInput)[], shown: () => string) =>
    fields.every((field) => typed(field) !== null)
      ? shown()
      : t('process.pipeline.incomplete')
  const money = (value: Numeric) => formatMoney(value, currency, i18n.language)
  return (
    <>
      <DerivedValue
        label={t('process.items.historicalValue')}
        value={when(['historicalPrice', 'annualVolume'], () =>
          money(derived.historicalValue)
        )}
      />
      <DerivedValue
        label={t('process.items.totalValue')}
        value={when(['baselinePrice', 'annualVolume'], () =>
          money(derived.totalValue)
        )}
      />
      <DerivedValue
        label={t('process.items.existingContractTermValue')}
        value={when(
          ['existingContractAnnualValue', 'existingContractLength'],
          () => money(derived.existingContractTermValue)
        )}
      />
      <DerivedValue
        label={t('process.items.existingContractTermVolume')}
        value={when(
          ['existingContractAnnualVolume', 'existingContractLength'],
          () => formatNumber(derived.existingContractTermVolume, i18n.language)
        )}
      />
    </>
  )
}

const pick = (detail: ItemDetailInput): ItemDetailInput => ({
  itemId: detail.itemId,
  categoryId: detail.categoryId,
  unitOfMeasureId: detail.unitOfMeasureId,
  incotermId: detail.incotermId,
  supplyOriginId: detail.supplyOriginId,
  annualVolume: detail.annualVolume,
  paymentTerms: detail.paymentTerms,
  historicalPrice: detail.historicalPrice,
  baselinePrice: detail.baselinePrice,
  existingContractLength: detail.existingContractLength,
  existingContractTakeOrPay: detail.existingContractTakeOrPay,
  existingContractGhgClause: detail.existingContractGhgClause,
  existingRebate: detail.existingRebate,
  existingContractMeetOrRelease: detail.existingContractMeetOrRelease,
  existingContractAnnualValue: detail.existingContractAnnualValue,
  existingContractAnnualVolume: detail.existingContractAnnualVolume,
})

/** Spec §3 item detail for each item, with §5 rules and the derived values computed. */
const ItemsStep = ({ process, reference, editable }: StepProps) => {
  const { t } = useTranslation()
  const options = useReferenceOptions()
  const { saveStep, submitAfterSave } = useStepSave<
    SaveItemDetailsMutation,
    SaveItemDetailsMutationVariables
  >(process.id, 'items', SAVE_ITEM_DETAILS)
  const spend = useMaterialSpend(process.items.map((item) => item.code))
  const formMethods = useStepForm(
    schema,
    () => ({
      details: process.items.map((item) =>
        item.detail
          ? { ...item.detail, itemId: item.id }
          : blankDetail(item.id, spend.get(item.code))
      ),
    }),
    // the spend arrives after the process: blank details start from it then
    { process, spend: [...spend.keys()] }
  )
  const unitCode = (id: string) =>
    reference.units.find((unit) => unit.id === id)?.code
  const label = (name: string) => t(`process.items.${name}`)
  return (
    <Form
      formMethods={formMethods}
      onSubmit={({ details }: { details: ItemDetailInput[] }) =>
        saveStep({ input: details.map(pick) })
      }
      className="flex flex-col gap-4"
      noValidate
    >
      <fieldset disabled={!editable} className="flex min-w-0 flex-col gap-4">
        {process.items.map((item, index) => {
          const name = (field: string) => `details.${index}.${field}`
          return (
            <Section key={item.id} title={`${item.code} · ${item.description}`}>
              <div className="grid grid-cols-1 gap-3 md:grid-cols-4">
                <SelectField
                  name={name('categoryId')}
                  label={label('category')}
                  options={options(reference.categories)}
                />
                <SelectField
                  name={name('unitOfMeasureId')}
                  label={label('unitOfMeasure')}
                  options={options(reference.units)}
                />
                <SelectField
                  name={name('incotermId')}
                  label={label('incoterm')}
                  options={options(reference.incoterms)}
                />
                <SelectField
                  name={name('supplyOriginId')}
                  label={label('supplyOrigin')}
                  options={options(reference.supplyOrigins)}
                />
                {NUMBERS.map((field) => (
                  <TextField
                    key={field}
                    name={name(field)}
                    type="number"
                    label={label(field)}
                  />
                ))}
              </div>
              {spend.has(item.code) && (
                <MaterialSpendNote
                  spend={spend.get(item.code)}
                  unit={unitCode(spend.get(item.code).unitOfMeasureId)}
                />
              )}
              <h3 className="mb-2 mt-4 text-sm font-semibold text-slate-700">
                {label('existingContract')}
              </h3>
              <div className="grid grid-cols-1 gap-3 md:grid-cols-4">
                {CONTRACT_NUMBERS.map((field) => (
                  <TextField
                    key={field}
                    name={name(field)}
                    type="number"
                    label={label(field)}
                  />
                ))}
                <div className="flex flex-col justify-end gap-1">
                  {CLAUSES.map((field) => (
                    <CheckboxField
                      key={field}
                      name={name(field)}
                      label={label(field)}
                    />
                  ))}
                </div>
                <ItemDerived index={index} currency={process.currency.code} />
              </div>
            </Section>
          )
        })}
      </fieldset>
      <StepActions submitAfterSave={submitAfterSave} disabled={!editable} />
    </Form>
  )
}

export default ItemsStep
