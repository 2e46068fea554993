import type {
  UpdateProcessMutation,
  UpdateProcessMutationVariables,
} from 'types/graphql'

import ProcessForm, { toProcessInput } from '../ProcessForm'
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

const GeneralStep = ({
  process,
  reference,
  candidates,
  editable,
}: StepProps) => {
  const { saveStep, submitAfterSave } = useStepSave<
    UpdateProcessMutation,
    UpdateProcessMutationVariables
  >(process.id, 'general', UPDATE_PROCESS)
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
