import { useState } from 'react'

import { yupResolver } from '@hookform/resolvers/yup'
import { contractSchema, formatMoney } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  ContractProposalFields,
  CreateContractsFromAwardsMutation,
  CreateContractsFromAwardsMutationVariables,
} from 'types/graphql'
import * as yup from 'yup'

import { Form, useForm } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import { apiErrorKey } from 'src/components/Auth/authErrors'
import DayField from 'src/components/Form/DayField'
import SelectField from 'src/components/Form/SelectField'
import SubmitButton from 'src/components/Form/SubmitButton'
import TextField from 'src/components/Form/TextField'
import Modal from 'src/components/Modal/Modal'
import { useReferenceOptions } from 'src/components/Process/options'

import type { ContractReference } from './ContractForm'
import { toContractInput, type ContractValues } from './contractRecord'

export const PROPOSAL_FIELDS = gql`
  fragment ContractProposalFields on ContractProposal {
    awardId
    itemCode
    itemDescription
    supplierName
    awardCurrency
    awardValue
    contract {
      id
      contractId
    }
    draft {
      contractId
      material
      supplier
      materialCategoryId
      categoryManagerId
      businessDivisionId
      regionId
      startDate
      endDate
      currentBalance
      totalBalance
      paymentTerm
      actionNeed
      actionDescription
      status
      estimatedConclusionDate
      comment
    }
  }
`

export const CREATE_FROM_AWARDS = gql`
  mutation CreateContractsFromAwardsMutation(
    $processId: String!
    $input: [ContractFromAwardInput!]!
  ) {
    createContractsFromAwards(processId: $processId, input: $input) {
      ...ContractProposalFields
    }
  }
  ${PROPOSAL_FIELDS}
`

/** A contract an award implies: made already, or its draft to review. */
export type ContractProposal = ContractProposalFields

// the balance left starts whole and the conclusion is the end: both follow the fields shown
const schema = yup.object({
  rows: yup.array(
    contractSchema.omit(['currentBalance', 'estimatedConclusionDate'])
  ),
})

interface RowProblem {
  awardId: string
  field?: string
  message: string
}

/** The api's problems per row, when it refused the rows. */
const rowProblemsOf = (error: unknown) =>
  ((
    error as {
      graphQLErrors?: {
        extensions?: { properties?: { rows?: RowProblem[] } }
      }[]
    }
  )?.graphQLErrors?.[0]?.extensions?.properties?.rows ?? []) as RowProblem[]

const EDITABLE = [
  'contractId',
  'materialCategoryId',
  'businessDivisionId',
  'regionId',
  'startDate',
  'endDate',
  'totalBalance',
]

/** The contracts an approved process's awards imply, each editable, made in one action. */
const ContractsFromAwardsModal = ({
  processId,
  proposals,
  reference,
  onClose,
}: {
  processId: string
  proposals: ContractProposal[]
  reference: ContractReference
  onClose: () => void
}) => {
  const { t, i18n } = useTranslation()
  const options = useReferenceOptions()
  const [rowProblems, setRowProblems] = useState<Record<string, string>>({})
  const [create] = useMutation<
    CreateContractsFromAwardsMutation,
    CreateContractsFromAwardsMutationVariables
  >(CREATE_FROM_AWARDS, {
    refetchQueries: ['ProcessContractsQuery'],
    awaitRefetchQueries: true,
  })
  const formMethods = useForm<{ rows: ContractValues[] }>({
    resolver: yupResolver(schema, undefined, { raw: true }) as never,
    defaultValues: { rows: proposals.map((proposal) => proposal.draft) },
  })
  const field = (name: string) => t(`contract.fields.${name}`)

  const onSubmit = async ({ rows }: { rows: ContractValues[] }) => {
    setRowProblems({})
    try {
      await create({
        variables: {
          processId,
          input: rows.map((row, index) => ({
            awardId: proposals[index].awardId,
            contract: toContractInput({
              ...row,
              currentBalance: row.totalBalance,
              estimatedConclusionDate: row.endDate,
            }),
          })),
        },
      })
      toast.success(t('contract.fromAward.created'))
      onClose()
    } catch (error) {
      const problems = rowProblemsOf(error)
      const atRow = (awardId: string) =>
        proposals.findIndex((proposal) => proposal.awardId === awardId)
      for (const problem of problems)
        if (EDITABLE.includes(problem.field))
          formMethods.setError(
            `rows.${atRow(problem.awardId)}.${problem.field}` as never,
            { message: { key: problem.message } as never }
          )
      setRowProblems(
        Object.fromEntries(
          problems
            .filter((problem) => !EDITABLE.includes(problem.field))
            .map((problem) => [problem.awardId, problem.message])
        )
      )
      toast.error(t(apiErrorKey(error, 'contract.fromAward.createError')))
    }
  }

  return (
    <Modal
      open
      width={960}
      title={t('contract.fromAward.title')}
      onClose={onClose}
    >
      <Form
        formMethods={formMethods}
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        noValidate
      >
        <p className="text-sm text-slate-600">
          {t('contract.fromAward.intro')}
        </p>
        {proposals.map((proposal, index) => {
          const name = (column: string) => `rows.${index}.${column}`
          return (
            <fieldset
              key={proposal.awardId}
              className="rounded-md border border-slate-200 p-3"
            >
              <legend className="px-1 text-sm font-semibold">
                {t('contract.fromAward.row', {
                  supplier: proposal.supplierName,
                  item: `${proposal.itemCode} · ${proposal.itemDescription}`,
                })}
              </legend>
              <p className="mb-2 text-xs text-slate-500">
                {t('contract.fromAward.award')}:{' '}
                {formatMoney(
                  proposal.awardValue,
                  proposal.awardCurrency,
                  i18n.language
                )}
              </p>
              {rowProblems[proposal.awardId] && (
                <p role="alert" className="mb-2 text-sm text-danger-700">
                  {t(rowProblems[proposal.awardId])}
                </p>
              )}
              <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-4">
                <TextField
                  name={name('contractId')}
                  label={field('contractId')}
                />
                <SelectField
                  name={name('materialCategoryId')}
                  label={field('materialCategoryId')}
                  options={options(reference.materialCategories)}
                />
                <SelectField
                  name={name('businessDivisionId')}
                  label={field('businessDivisionId')}
                  options={options(reference.businessDivisions)}
                />
                <SelectField
                  name={name('regionId')}
                  label={field('regionId')}
                  options={options(reference.regions)}
                />
                <DayField name={name('startDate')} label={field('startDate')} />
                <DayField name={name('endDate')} label={field('endDate')} />
                <TextField
                  name={name('totalBalance')}
                  type="number"
                  label={field('totalBalance')}
                />
              </div>
            </fieldset>
          )
        })}
        <SubmitButton>
          {t('contract.fromAward.create', { count: proposals.length })}
        </SubmitButton>
      </Form>
    </Modal>
  )
}

export default ContractsFromAwardsModal
