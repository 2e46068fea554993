import { yupResolver } from '@hookform/resolvers/yup'
import {
  CONTRACT_ACTION_DESCRIPTIONS,
  CONTRACT_STATUSES,
  contractSchema,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type { ContractReferenceFields } from 'types/graphql'

import { Form, useForm } from '@redwoodjs/forms'

import CheckboxField from 'src/components/Form/CheckboxField'
import DayField from 'src/components/Form/DayField'
import SelectField from 'src/components/Form/SelectField'
import SubmitButton from 'src/components/Form/SubmitButton'
import TextAreaField from 'src/components/Form/TextAreaField'
import TextField from 'src/components/Form/TextField'
import {
  useCandidateOptions,
  useReferenceOptions,
  type Candidate,
} from 'src/components/Process/options'
import { Section } from 'src/components/Process/ProcessForm'

import type { ContractValues } from './contractRecord'

/** The lists a contract's fields choose from. */
export type ContractReference = Omit<ContractReferenceFields, '__typename'>

const grid = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3'

/** Spec §3 Contract, every field, with spec §5's rules as the user types (the api repeats them). */
const ContractForm = ({
  reference,
  candidates,
  onSubmit,
}: {
  reference: ContractReference
  candidates: Candidate[]
  onSubmit: (values: ContractValues) => Promise<unknown>
}) => {
  const { t } = useTranslation()
  const candidateOptions = useCandidateOptions()
  const referenceOptions = useReferenceOptions()
  const formMethods = useForm<ContractValues>({
    // raw: dates stay 'YYYY-MM-DD' text on their way to the api
    resolver: yupResolver(contractSchema, undefined, { raw: true }) as never,
    defaultValues: { actionNeed: false },
  })
  const field = (name: string) => t(`contract.fields.${name}`)
  const options = (
    values: readonly string[],
    enumeration: 'status' | 'actionDescription'
  ) =>
    values.map((value) => ({
      value,
      label: t(`contract.enums.${enumeration}.${value}`),
    }))

  return (
    <Form
      formMethods={formMethods}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      noValidate
    >
      <Section title={t('contract.sections.identification')}>
        <div className={grid}>
          <TextField name="contractId" label={field('contractId')} />
          <SelectField
            name="status"
            label={field('status')}
            options={options(CONTRACT_STATUSES, 'status')}
          />
          <SelectField
            name="categoryManagerId"
            label={field('categoryManagerId')}
            options={candidateOptions(candidates)}
          />
        </div>
      </Section>
      <Section title={t('contract.sections.parties')}>
        <div className={grid}>
          <TextField name="material" label={field('material')} />
          <TextField name="supplier" label={field('supplier')} />
          <SelectField
            name="materialCategoryId"
            label={field('materialCategoryId')}
            options={referenceOptions(reference.materialCategories)}
          />
          <SelectField
            name="businessDivisionId"
            label={field('businessDivisionId')}
            options={referenceOptions(reference.businessDivisions)}
          />
          <SelectField
            name="regionId"
            label={field('regionId')}
            options={referenceOptions(reference.regions)}
          />
        </div>
      </Section>
      <Section title={t('contract.sections.term')}>
        <div className={grid}>
          <DayField name="startDate" label={field('startDate')} />
          <DayField name="endDate" label={field('endDate')} />
          <TextField
            name="paymentTerm"
            type="number"
            label={field('paymentTerm')}
          />
          <TextField
            name="totalBalance"
            type="number"
            label={field('totalBalance')}
          />
          <TextField
            name="currentBalance"
            type="number"
            label={field('currentBalance')}
          />
        </div>
      </Section>
      <Section title={t('contract.sections.action')}>
        <div className={grid}>
          <CheckboxField name="actionNeed" label={field('actionNeed')} />
          <SelectField
            name="actionDescription"
            label={field('actionDescription')}
            options={options(CONTRACT_ACTION_DESCRIPTIONS, 'actionDescription')}
          />
          <DayField
            name="estimatedConclusionDate"
            label={field('estimatedConclusionDate')}
          />
        </div>
        <div className="mt-4">
          <TextAreaField name="comment" label={field('comment')} />
        </div>
      </Section>
      <SubmitButton>{t('contract.create')}</SubmitButton>
    </Form>
  )
}

export default ContractForm
