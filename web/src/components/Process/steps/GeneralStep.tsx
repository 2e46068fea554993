import type { ProcessInput } from '@procura/shared'

import ProcessForm from '../ProcessForm'
import type { StepProps } from '../ProcessWorkspace'
import StepActions from '../StepActions'
import { useStepSave } from '../useStepSave'

export const UPDATE_PROCESS = gql`
  mutation UpdateProcessMutation($processId: String!, $input: ProcessInput!) {
    updateProcess(id: $processId, input: $input) {
      id
    }
  }
`

/** Only the fields ProcessInput takes: the form also holds what the api sent (ids, typenames). */
export const toProcessInput = (values: ProcessInput): ProcessInput => ({
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

const GeneralStep = ({
  process,
  reference,
  candidates,
  editable,
}: StepProps) => {
  const { saveStep, submitAfterSave } = useStepSave(
    process.id,
    'general',
    UPDATE_PROCESS
  )
  return (
    <ProcessForm
      defaultValues={process}
      reference={reference}
      candidates={candidates}
      disabled={!editable}
      onSubmit={(values) => saveStep({ input: toProcessInput(values) })}
      actions={
        <StepActions submitAfterSave={submitAfterSave} disabled={!editable} />
      }
    />
  )
}

export default GeneralStep
