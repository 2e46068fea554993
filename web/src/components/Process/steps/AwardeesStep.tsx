import {
  awardDerived,
  awardsSchema,
  formatMoney,
  formatNumber,
  type Numeric,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  AwardInput,
  SaveAwardsMutation,
  SaveAwardsMutationVariables,
} from 'types/graphql'
import * as yup from 'yup'

import { Form, useWatch } from '@redwoodjs/forms'
import { Link, routes } from '@redwoodjs/router'

import EmptyState from 'src/components/EmptyState/EmptyState'
import CheckboxField from 'src/components/Form/CheckboxField'
import SelectField from 'src/components/Form/SelectField'
import TextAreaField from 'src/components/Form/TextAreaField'
import TextField from 'src/components/Form/TextField'

import DerivedValue from '../DerivedValue'
import { useEnumOptions, useReferenceOptions } from '../options'
import { Section } from '../ProcessForm'
import type { ProcessRecord } from '../processRecord'
import type { StepProps } from '../ProcessWorkspace'
import StepActions from '../StepActions'
import { allTyped } from '../typedNumber'
import { useStepForm } from '../useStepForm'
import { useStepSave } from '../useStepSave'

export const SAVE_AWARDS = gql`
  mutation SaveAwardsMutation($processId: String!, $input: [AwardInput!]!) {
    saveAwards(processId: $processId, input: $input) {
      id
    }
  }
`

const schema = yup.object({ awards: awardsSchema })

const CLAUSES = [
  'takeOrPay',
  'ghgClause',
  'terminationClause',
  'meetOrReleaseClause',
  'rebate',
] as const

type AwardedQuotation = ProcessRecord['awardedQuotations'][number]

/** A new award starts from its quotation: awarded price and volume, agreement and terms. */
const startingAward = (
  quotation: AwardedQuotation,
  saved?: ProcessRecord['awards'][number]
): Partial<AwardInput> =>
  saved ?? {
    quotationId: quotation.id,
    contractLength: quotation.agreementLength ?? 12,
    contractPeriod: quotation.agreementPeriod,
    unitPrice:
      quotation.awardedProposal ?? quotation.negotiatedProposal ?? undefined,
    annualVolume: quotation.awardedVolume ?? quotation.annualVolume,
    priceMechanism: '',
    takeOrPay: false,
    ghgClause: false,
    terminationClause: false,
    paymentTerms: quotation.paymentTerms,
    incotermId: quotation.incotermId ?? '',
    meetOrReleaseClause: false,
    rebate: false,
    rebateDetail: '',
    otherKeyTerms: '',
  }

const pick = (award: AwardInput): AwardInput => ({
  quotationId: award.quotationId,
  contractLength: award.contractLength,
  contractPeriod: award.contractPeriod,
  unitPrice: award.unitPrice,
  annualVolume: award.annualVolume,
  priceMechanism: award.priceMechanism,
  takeOrPay: award.takeOrPay,
  ghgClause: award.ghgClause,
  terminationClause: award.terminationClause,
  paymentTerms: award.paymentTerms,
  incotermId: award.incotermId || null,
  meetOrReleaseClause: award.meetOrReleaseClause,
  rebate: award.rebate,
  rebateDetail: award.rebateDetail,
  otherKeyTerms: award.otherKeyTerms || null,
})

const AwardTotals = ({
  index,
  itemVolume,
  currency,
}: {
  index: number
  itemVolume: Numeric
  currency: string
}) => {
  const { t, i18n } = useTranslation()
  const award = useWatch({ name: `awards.${index}` }) as AwardInput
  const typed = allTyped({
    unitPrice: award?.unitPrice,
    annualVolume: award?.annualVolume,
    contractLength: award?.contractLength,
  })
  // until price, volume and length are typed the totals are incomplete, not zero
  const derived =
    typed &&
    awardDerived(
      {
        ...typed,
        contractLength: Number(typed.contractLength),
        contractPeriod: award?.contractPeriod ?? 'MONTHS',
      },
      itemVolume
    )
  const incomplete = t('process.pipeline.incomplete')
  return (
    <>
      <DerivedValue
        label={t('process.awards.volumeShare')}
        value={
          derived
            ? `${formatNumber(derived.volume, i18n.language, 1)} %`
            : incomplete
        }
      />
      <DerivedValue
        label={t('process.awards.totalContractVolume')}
        value={
          derived
            ? formatNumber(derived.totalContractVolume, i18n.language)
            : incomplete
        }
      />
      <DerivedValue
        label={t('process.awards.totalContractValue')}
        value={
          derived
            ? formatMoney(derived.totalContractValue, currency, i18n.language)
            : incomplete
        }
      />
    </>
  )
}

/** Spec §3 award per awarded quotation; one item may be split between suppliers. */
/** The review's scenarios compute awards for the buyer: reachable from here. */
const ScenariosLink = ({ processId }: { processId: string }) => {
  const { t } = useTranslation()
  return (
    <Link
      to={`${routes.process({ uid: processId, step: 'review' })}#scenarios`}
      className="text-sm font-medium text-primary-700 hover:underline"
    >
      {t('process.scenarios.open')}
    </Link>
  )
}

const AwardeesStep = ({ process, reference, editable }: StepProps) => {
  const { t } = useTranslation()
  const enumOptions = useEnumOptions()
  const referenceOptions = useReferenceOptions()
  const { saveStep, submitAfterSave } = useStepSave<
    SaveAwardsMutation,
    SaveAwardsMutationVariables
  >(process.id, 'awardees', SAVE_AWARDS)
  const formMethods = useStepForm(
    schema,
    () => {
      const saved = new Map(
        process.awards.map((award) => [award.quotationId, award])
      )
      return {
        awards: process.awardedQuotations.map((q) =>
          startingAward(q, saved.get(q.id))
        ),
      }
    },
    process
  )
  if (!process.awardedQuotations.length)
    return (
      <div className="flex flex-col gap-3">
        <EmptyState
          title={t('empty.title')}
          description={t('process.awards.empty')}
        />
        <ScenariosLink processId={process.id} />
      </div>
    )
  const supplierName = new Map(process.suppliers.map((s) => [s.id, s.name]))
  const itemOf = new Map(process.items.map((i) => [i.id, i]))
  const sharesOf = (itemId: string) =>
    process.awardedQuotations.filter((q) => q.itemId === itemId).length
  const label = (field: string) => t(`process.awards.${field}`)

  return (
    <Form
      formMethods={formMethods}
      onSubmit={({ awards }: { awards: AwardInput[] }) =>
        saveStep({ input: awards.map(pick) })
      }
      className="flex flex-col gap-4"
      noValidate
    >
      <ScenariosLink processId={process.id} />
      <fieldset disabled={!editable} className="flex min-w-0 flex-col gap-4">
        {process.awardedQuotations.map((quotation, index) => {
          const item = itemOf.get(quotation.itemId)
          const name = (field: string) => `awards.${index}.${field}`
          const shares = sharesOf(quotation.itemId)
          return (
            <Section
              key={quotation.id}
              title={`${t('process.awards.award', {
                supplier: supplierName.get(quotation.supplierId),
                item: `${item?.code} · ${item?.description}`,
              })} (${t('process.quotations.round', { round: quotation.round })})`}
            >
              {shares > 1 && (
                <p className="mb-3 text-sm text-info-700">
                  {t('process.awards.split', { count: shares })}
                </p>
              )}
              <div className="grid grid-cols-1 gap-3 md:grid-cols-4">
                <TextField
                  name={name('unitPrice')}
                  type="number"
                  label={label('unitPrice')}
                />
                <TextField
                  name={name('annualVolume')}
                  type="number"
                  label={label('annualVolume')}
                />
                <TextField
                  name={name('contractLength')}
                  type="number"
                  label={label('contractLength')}
                />
                <SelectField
                  name={name('contractPeriod')}
                  label={label('contractPeriod')}
                  options={enumOptions('agreementPeriod')}
                />
                <TextField
                  name={name('paymentTerms')}
                  type="number"
                  label={label('paymentTerms')}
                />
                <SelectField
                  name={name('incotermId')}
                  label={label('incoterms')}
                  options={referenceOptions(reference.incoterms)}
                />
                <TextField
                  name={name('priceMechanism')}
                  label={label('priceMechanism')}
                />
                <TextField
                  name={name('rebateDetail')}
                  label={label('rebateDetail')}
                />
                <AwardTotals
                  index={index}
                  itemVolume={item?.detail?.annualVolume ?? 0}
                  currency={process.currency.code}
                />
                <div className="flex flex-col gap-1">
                  {CLAUSES.map((field) => (
                    <CheckboxField
                      key={field}
                      name={name(field)}
                      label={label(field)}
                    />
                  ))}
                </div>
              </div>
              <div className="mt-3">
                <TextAreaField
                  name={name('otherKeyTerms')}
                  label={label('otherKeyTerms')}
                />
              </div>
            </Section>
          )
        })}
      </fieldset>
      <StepActions submitAfterSave={submitAfterSave} disabled={!editable} />
    </Form>
  )
}

export default AwardeesStep
