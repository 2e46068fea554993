import { useTranslation } from 'react-i18next'
import type {
  ContractToSourceQuery,
  ContractToSourceQueryVariables,
  CreateProcessMutation,
  CreateProcessMutationVariables,
  ProcessNewQuery,
  SourcingFromSpendQuery,
  SourcingFromSpendQueryVariables,
} from 'types/graphql'

import { navigate, routes } from '@redwoodjs/router'
import {
  useMutation,
  useQuery,
  type CellFailureProps,
  type CellSuccessProps,
} from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import SubmitButton from 'src/components/Form/SubmitButton'
import { useToastedAction } from 'src/components/Form/useToastedAction'

import { CANDIDATE_FIELDS, REFERENCE_FIELDS } from '../fragments'
import { CONTRACT_TO_SOURCE, processFromContract } from '../fromContract'
import { processFromSpend, SOURCING_FROM_SPEND } from '../fromSpend'
import ProcessForm, {
  emptyProcess,
  toProcessInput,
  type ProcessFormValues,
} from '../ProcessForm'

export const QUERY = gql`
  query ProcessNewQuery {
    referenceData {
      ...ReferenceFields
    }
    processCandidates {
      ...CandidateFields
    }
  }
  ${REFERENCE_FIELDS}
  ${CANDIDATE_FIELDS}
`

export const CREATE_PROCESS = gql`
  mutation CreateProcessMutation(
    $input: ProcessInput!
    $fromContractId: String
  ) {
    createProcess(input: $input, fromContractId: $fromContractId) {
      id
    }
  }
`

export const Loading = () => (
  <div role="status" className="h-96 animate-pulse rounded-lg bg-slate-100" />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

export const Success = ({
  referenceData,
  processCandidates,
  fromContractId,
  fromSpend,
}: CellSuccessProps<ProcessNewQuery> & {
  fromContractId?: string
  /** a row of the spend dashboard: a supplier, material or material category */
  fromSpend?: Record<string, string> | null
}) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const [createProcess] = useMutation<
    CreateProcessMutation,
    CreateProcessMutationVariables
  >(CREATE_PROCESS)
  const source = useQuery<
    ContractToSourceQuery,
    ContractToSourceQueryVariables
  >(CONTRACT_TO_SOURCE, {
    variables: { id: fromContractId ?? '' },
    skip: !fromContractId,
  }).data?.contract
  const spend = useQuery<
    SourcingFromSpendQuery,
    SourcingFromSpendQueryVariables
  >(SOURCING_FROM_SPEND, {
    variables: { selection: fromSpend ?? {} },
    skip: !fromSpend,
  }).data?.sourcingFromSpend
  const startingPoint = () => {
    if (source)
      return processFromContract(
        source,
        emptyProcess(),
        t('process.fromContract.parent', {
          contractId: source.contractId,
          supplier: source.supplier,
        })
      )
    return spend ? processFromSpend(spend, emptyProcess()) : emptyProcess()
  }
  const defaultValues = startingPoint()

  const onSubmit = async (input: ProcessFormValues) => {
    let id: string | undefined
    await run(
      async () => {
        const { data } = await createProcess({
          variables: {
            input: toProcessInput(input),
            fromContractId: source?.id ?? null,
          },
        })
        id = data.createProcess.id
      },
      { success: 'process.created', failure: 'process.createError' }
    )
    // the next step of a new process is its items' details
    if (id) navigate(routes.process({ uid: id, step: 'items' }))
  }

  return (
    <ProcessForm
      defaultValues={defaultValues}
      reference={referenceData}
      candidates={processCandidates}
      onSubmit={onSubmit}
      actions={<SubmitButton>{t('process.create')}</SubmitButton>}
    />
  )
}
