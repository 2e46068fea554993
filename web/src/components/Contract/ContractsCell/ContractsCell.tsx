import { useState } from 'react'

import {
  contractEditChecked,
  contractSchema,
  type ValidationMessage,
} from '@procura/shared'
import { Check, FilePlus2, History, Pencil, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type {
  ContractsQuery,
  UpdateContractMutation,
  UpdateContractMutationVariables,
} from 'types/graphql'
import { ValidationError } from 'yup'

import { navigate, routes } from '@redwoodjs/router'
import {
  useMutation,
  type CellFailureProps,
  type CellSuccessProps,
} from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import Button from 'src/components/Button/Button'
import CellFailure from 'src/components/CellFailure/CellFailure'
import DataTable from 'src/components/DataTable/DataTable'
import type { ListProps } from 'src/components/EditableTable/EditableTable'
import { useToastedAction } from 'src/components/Form/useToastedAction'
import { CANDIDATE_FIELDS } from 'src/components/Process/fragments'

import { useContractColumns, type ContractColumnDef } from '../contractColumns'
import ContractEditsModal from '../ContractEditsModal'
import {
  CONTRACT_FIELDS,
  CONTRACT_REFERENCE_FIELDS,
  contractValues,
  toContractInput,
  type ContractRecord,
  type ContractValues,
} from '../contractRecord'
import InlineInput from '../InlineInput'

export const QUERY = gql`
  query ContractsQuery($page: PageInput!, $filter: ContractFilter) {
    contracts(page: $page, filter: $filter) {
      total
      items {
        ...ContractFields
      }
    }
    referenceData {
      ...ContractReferenceFields
    }
    processCandidates {
      ...CandidateFields
    }
  }
  ${CONTRACT_FIELDS}
  ${CANDIDATE_FIELDS}
  ${CONTRACT_REFERENCE_FIELDS}
`

export const UPDATE_CONTRACT = gql`
  mutation UpdateContractMutation($id: String!, $input: ContractInput!) {
    updateContract(id: $id, input: $input) {
      ...ContractFields
    }
  }
  ${CONTRACT_FIELDS}
`

export const Loading = ({ sorting }: ListProps) => (
  <DataTable columns={[]} rows={[]} loading sorting={sorting} />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

interface Editing {
  id: string
  /** as it was read: what decides which of its fields are the user's */
  contract: ContractRecord
  values: ContractValues
  invalidField?: string
}

/** Spec §2 "Contract list": the columns, a light per row, one row edited inline at a time. */
export const Success = ({
  contracts,
  referenceData,
  processCandidates,
  pagination,
  sorting,
}: CellSuccessProps<ContractsQuery> & ListProps) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [history, setHistory] = useState<ContractRecord | null>(null)
  const [update, { loading: saving }] = useMutation<
    UpdateContractMutation,
    UpdateContractMutationVariables
  >(UPDATE_CONTRACT, {
    refetchQueries: ['ContractsQuery'],
    awaitRefetchQueries: true,
  })
  const specs = useContractColumns({
    ...referenceData,
    people: processCandidates,
  })

  const startEditing = (contract: ContractRecord) => {
    if (editing && editing.id !== contract.id) {
      toast.error(t('contract.finishEditingFirst'))
      return
    }
    setEditing({
      id: contract.id,
      values: contractValues(contract),
      contract,
    })
  }

  const save = async () => {
    if (!editing) return
    try {
      await contractSchema.validate(
        contractEditChecked(editing.contract.balanceSource, editing.values)
      )
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      const message = error.errors[0] as unknown as ValidationMessage
      setEditing({ ...editing, invalidField: error.path })
      toast.error(t(message.key, message.values))
      return
    }
    const saved = await run(
      () =>
        update({
          variables: { id: editing.id, input: toContractInput(editing.values) },
        }),
      { success: 'contract.edited', failure: 'contract.editError' }
    )
    if (saved) setEditing(null)
  }

  // the row's actions first: editing never needs a scroll to the far right
  const columns: ContractColumnDef[] = [
    {
      id: 'actions',
      header: t('contract.list.actions'),
      enableSorting: false,
      enableHiding: false,
      cell: ({ row }) => {
        const { contractId } = row.original
        if (editing?.id === row.original.id)
          return (
            <span className="flex gap-1">
              <Button
                size="slim"
                icon={Check}
                loading={saving}
                aria-label={t('contract.list.save', { contractId })}
                onClick={save}
              />
              <Button
                size="slim"
                variant="ghost"
                icon={X}
                aria-label={t('contract.list.cancel')}
                onClick={() => setEditing(null)}
              />
            </span>
          )
        return (
          <span className="flex gap-1">
            <Button
              size="slim"
              variant="ghost"
              icon={Pencil}
              aria-label={t('contract.list.edit', { contractId })}
              onClick={() => startEditing(row.original)}
            />
            <Button
              size="slim"
              variant="ghost"
              icon={FilePlus2}
              aria-label={t('contract.list.source', { contractId })}
              title={t('contract.list.source', { contractId })}
              onClick={() =>
                navigate(routes.processNew({ contract: row.original.id }))
              }
            />
            <Button
              size="slim"
              variant="ghost"
              icon={History}
              aria-label={t('contract.list.history', { contractId })}
              onClick={() => setHistory(row.original)}
            />
          </span>
        )
      },
    },
    ...specs.map(
      (spec): ContractColumnDef => ({
        id: spec.id,
        header: t(`contract.columns.${spec.id}`),
        meta: { numeric: spec.numeric },
        cell: ({ row }) => {
          const { edit } = spec
          if (
            !edit ||
            editing?.id !== row.original.id ||
            spec.readOnly?.(row.original)
          )
            return spec.view(row.original)
          return (
            <InlineInput
              edit={edit}
              label={t(`contract.columns.${spec.id}`)}
              value={editing.values[edit.field]}
              invalid={editing.invalidField === edit.field}
              onChange={(value) =>
                setEditing({
                  ...editing,
                  invalidField: undefined,
                  values: { ...editing.values, [edit.field]: value },
                })
              }
            />
          )
        },
      })
    ),
  ]

  return (
    <>
      <DataTable
        columns={columns}
        rows={contracts.items}
        sorting={sorting}
        pagination={{ ...pagination, total: contracts.total }}
        caption={t('pages.contractList')}
        emptyDescription={t('contract.list.empty')}
      />
      <ContractEditsModal contract={history} onClose={() => setHistory(null)} />
    </>
  )
}
