import type {
  ContractNewQuery,
  CreateContractMutation,
  CreateContractMutationVariables,
} from 'types/graphql'

import { navigate, routes } from '@redwoodjs/router'
import {
  useMutation,
  type CellFailureProps,
  type CellSuccessProps,
} from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import { useToastedAction } from 'src/components/Form/useToastedAction'
import { CANDIDATE_FIELDS } from 'src/components/Process/fragments'

import ContractForm from '../ContractForm'
import {
  CONTRACT_REFERENCE_FIELDS,
  toContractInput,
  type ContractValues,
} from '../contractRecord'

export const QUERY = gql`
  query ContractNewQuery {
    referenceData {
      ...ContractReferenceFields
    }
    processCandidates {
      ...CandidateFields
    }
  }
  ${CANDIDATE_FIELDS}
  ${CONTRACT_REFERENCE_FIELDS}
`

export const CREATE_CONTRACT = gql`
  mutation CreateContractMutation($input: ContractInput!) {
    createContract(input: $input) {
      id
      contractId
    }
  }
`

export const Loading = () => (
  <div role="status" className="h-96 animate-pulse rounded-lg bg-slate-100" />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

/** Creates the contract, then shows it in the list with its light. */
export const Success = ({
  referenceData,
  processCandidates,
}: CellSuccessProps<ContractNewQuery>) => {
  const run = useToastedAction()
  const [createContract] = useMutation<
    CreateContractMutation,
    CreateContractMutationVariables
  >(CREATE_CONTRACT)
  const onSubmit = async (values: ContractValues) => {
    let contractId: string | undefined
    await run(
      async () => {
        const { data } = await createContract({
          variables: { input: toContractInput(values) },
        })
        contractId = data.createContract.contractId
      },
      { success: 'contract.created', failure: 'contract.createError' }
    )
    if (contractId) navigate(routes.contractList({ contractId }))
  }
  return (
    <ContractForm
      reference={referenceData}
      candidates={processCandidates}
      onSubmit={onSubmit}
    />
  )
}
