import type { ReactNode } from 'react'

import { processSchema, type ValidationMessage } from '@procura/shared'
import { Plus, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ProcessInput } from 'types/graphql'

import { Form, useFieldArray } from '@redwoodjs/forms'

import Button from 'src/components/Button/Button'
import DayField from 'src/components/Form/DayField'
import { useFieldMessage } from 'src/components/Form/FieldShell'
import SelectField from 'src/components/Form/SelectField'
import TextAreaField from 'src/components/Form/TextAreaField'
import TextField from 'src/components/Form/TextField'

import {
  useCandidateOptions,
  useEnumOptions,
  useReferenceOptions,
  type Candidate,
  type ReferenceData,
} from './options'
import { useStepForm } from './useStepForm'

/** The api's ProcessInput: raw, the form keeps dates as the 'YYYY-MM-DD' text the api takes. */
export type ProcessFormValues = ProcessInput

export const emptyProcess = (): Partial<ProcessFormValues> => ({
  items: [{ code: '', description: '' }],
  plants: [{ plant: '', description: '', regionId: '', countryId: '' }],
  approvalWorkflow: [{ userId: '', title: '', priority: 1 }],
})

/** Only the fields ProcessInput takes: the form also holds what the api sent (ids, typenames). */
export const toProcessInput = (values: ProcessFormValues): ProcessInput => ({
  title: values.title,
  categoryManagerId: values.categoryManagerId,
  processDescription: values.processDescription,
  executiveSummary: values.executiveSummary,
  processType: values.processType,
  processProfile: values.processProfile,
  processNumber: values.processNumber,
  parentProcessDescription: values.parentProcessDescription,
  effectiveDate: values.effectiveDate,
  endingDate: values.endingDate,
  currentContractStatus: values.currentContractStatus,
  currencyId: values.currencyId,
  keyStakeholders: values.keyStakeholders || null,
  stakeholdersRequirementsShort: values.stakeholdersRequirementsShort || null,
  stakeholdersRequirementsLong: values.stakeholdersRequirementsLong || null,
  competitorsAdvantages: values.competitorsAdvantages || null,
  supplierFeedbackRelationship: values.supplierFeedbackRelationship || null,
  items: values.items.map(({ id, code, description }) => ({
    id: id || null,
    code,
    description,
  })),
  plants: values.plants.map(
    ({ id, plant, description, regionId, countryId }) => ({
      id: id || null,
      plant,
      description,
      regionId,
      countryId,
    })
  ),
  approvalWorkflow: values.approvalWorkflow.map(
    ({ userId, title, priority }) => ({
      userId,
      title,
      priority: Number(priority),
    })
  ),
})

export const Section = ({
  title,
  children,
}: {
  title: string
  children: ReactNode
}) => (
  <section
    aria-label={title}
    className="rounded-lg border border-slate-200 bg-white p-4"
  >
    <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
    {children}
  </section>
)

const grid = 'grid grid-cols-1 gap-4 md:grid-cols-2'
const COLUMNS = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-4',
}

/** A repeated group (items, plants, approvers): its rows, a remove button each, an add button. */
const Rows = ({
  name,
  addLabel,
  blank,
  rowLabel,
  columns,
  children,
}: {
  name: 'items' | 'plants' | 'approvalWorkflow'
  addLabel: string
  blank: (index: number) => object
  rowLabel: (index: number) => string
  /** fields per row, so each gets a fair width */
  columns: 2 | 3 | 4
  children: (index: number) => ReactNode
}) => {
  const { t } = useTranslation()
  const { fields, append, remove } = useFieldArray({ name })
  return (
    <div className="flex flex-col gap-3">
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-end gap-3">
          <div className={`grid flex-1 grid-cols-1 gap-3 ${COLUMNS[columns]}`}>
            {children(index)}
          </div>
          <Button
            variant="ghost"
            size="medium"
            icon={Trash2}
            aria-label={t('process.remove', { name: rowLabel(index) })}
            onClick={() => remove(index)}
          />
        </div>
      ))}
      <Button
        variant="secondary"
        size="medium"
        icon={Plus}
        className="self-start"
        onClick={() => append(blank(fields.length))}
      >
        {addLabel}
      </Button>
    </div>
  )
}

interface ProcessFormProps {
  /** an empty process, or a stored one (its dates the api's 'YYYY-MM-DD' text, as the form keeps them) */
  defaultValues: Partial<ProcessFormValues>
  reference: ReferenceData
  candidates: Candidate[]
  onSubmit: (input: ProcessFormValues) => Promise<unknown>
  /** the buttons: create, or save and save-and-submit */
  actions: ReactNode
  disabled?: boolean
}

/** Spec §2 "Process create": the general step edits the same sections. */
const ProcessForm = ({
  defaultValues,
  reference,
  candidates,
  onSubmit,
  actions,
  disabled,
}: ProcessFormProps) => {
  const { t } = useTranslation()
  const enumOptions = useEnumOptions()
  const referenceOptions = useReferenceOptions()
  // raw: dates stay 'YYYY-MM-DD' text on their way to the api
  const formMethods = useStepForm<ProcessFormValues>(
    processSchema,
    () => defaultValues as ProcessFormValues,
    defaultValues,
    { raw: true }
  )
  const candidateOptions = useCandidateOptions()
  const people = candidateOptions(candidates)
  const field = (name: string) => t(`process.fields.${name}`)

  return (
    <Form
      formMethods={formMethods}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      noValidate
    >
      <fieldset disabled={disabled} className="flex min-w-0 flex-col gap-4">
        <Section title={t('process.sections.general')}>
          <div className={grid}>
            <TextField name="title" label={field('title')} />
            <SelectField
              name="categoryManagerId"
              label={field('categoryManager')}
              options={people}
            />
            <TextAreaField
              name="processDescription"
              label={field('processDescription')}
            />
            <TextAreaField
              name="executiveSummary"
              label={field('executiveSummary')}
            />
          </div>
        </Section>
        <Section title={t('process.sections.details')}>
          <div className={grid}>
            <SelectField
              name="processType"
              label={field('processType')}
              options={enumOptions('processType')}
            />
            <SelectField
              name="processProfile"
              label={field('processProfile')}
              options={enumOptions('processProfile')}
            />
            <TextField name="processNumber" label={field('processNumber')} />
            <TextField
              name="parentProcessDescription"
              label={field('parentProcessDescription')}
            />
            <DayField name="effectiveDate" label={field('effectiveDate')} />
            <DayField name="endingDate" label={field('endingDate')} />
            <SelectField
              name="currentContractStatus"
              label={field('currentContractStatus')}
              options={enumOptions('currentContractStatus')}
            />
            <SelectField
              name="currencyId"
              label={field('currency')}
              options={referenceOptions(reference.currencies)}
            />
          </div>
        </Section>
        <Section title={t('process.sections.workflow')}>
          <Rows
            name="approvalWorkflow"
            columns={3}
            addLabel={t('process.add.approver')}
            blank={(count) => ({ userId: '', title: '', priority: count + 1 })}
            rowLabel={(index) => `${field('approver')} ${index + 1}`}
          >
            {(index) => (
              <>
                <SelectField
                  name={`approvalWorkflow.${index}.userId`}
                  label={field('approver')}
                  options={people}
                />
                <TextField
                  name={`approvalWorkflow.${index}.title`}
                  label={field('approverTitle')}
                />
                <TextField
                  name={`approvalWorkflow.${index}.priority`}
                  type="number"
                  label={field('priority')}
                />
              </>
            )}
          </Rows>
          <ArrayMessage name="approvalWorkflow" />
        </Section>
        <Section title={t('process.sections.items')}>
          <Rows
            name="items"
            columns={2}
            addLabel={t('process.add.item')}
            blank={() => ({ code: '', description: '' })}
            rowLabel={(index) => `${t('process.sections.items')} ${index + 1}`}
          >
            {(index) => (
              <>
                <TextField
                  name={`items.${index}.code`}
                  label={field('itemCode')}
                />
                <TextField
                  name={`items.${index}.description`}
                  label={field('itemDescription')}
                />
              </>
            )}
          </Rows>
          <ArrayMessage name="items" />
        </Section>
        <Section title={t('process.sections.plants')}>
          <Rows
            name="plants"
            columns={4}
            addLabel={t('process.add.plant')}
            blank={() => ({
              plant: '',
              description: '',
              regionId: '',
              countryId: '',
            })}
            rowLabel={(index) => `${field('plant')} ${index + 1}`}
          >
            {(index) => (
              <>
                <TextField
                  name={`plants.${index}.plant`}
                  label={field('plant')}
                />
                <TextField
                  name={`plants.${index}.description`}
                  label={field('plantDescription')}
                />
                <SelectField
                  name={`plants.${index}.regionId`}
                  label={field('region')}
                  options={referenceOptions(reference.regions)}
                />
                <SelectField
                  name={`plants.${index}.countryId`}
                  label={field('country')}
                  options={referenceOptions(reference.countries)}
                />
              </>
            )}
          </Rows>
          <ArrayMessage name="plants" />
        </Section>
        <Section title={t('process.sections.background')}>
          <div className={grid}>
            {[
              'keyStakeholders',
              'stakeholdersRequirementsShort',
              'stakeholdersRequirementsLong',
              'competitorsAdvantages',
              'supplierFeedbackRelationship',
            ].map((name) => (
              <TextAreaField key={name} name={name} label={field(name)} />
            ))}
          </div>
        </Section>
      </fieldset>
      {actions}
    </Form>
  )
}

/** A rule on the whole list (at least one item; distinct priorities), shown under it. */
const ArrayMessage = ({ name }: { name: string }) => {
  const { t } = useTranslation()
  const rootMessage = useFieldMessage(`${name}.root`)
  const listMessage = useFieldMessage(name)
  const message = (rootMessage ?? listMessage) as ValidationMessage | undefined
  if (!message?.key) return null
  return (
    <p role="alert" className="mt-2 text-sm text-danger-700">
      {t(message.key, message.values)}
    </p>
  )
}

export default ProcessForm
