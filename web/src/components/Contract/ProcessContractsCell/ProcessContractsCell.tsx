import { useState } from 'react'

import { useTranslation } from 'react-i18next'
import type { ProcessContractsQuery } from 'types/graphql'

import { Link, routes } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import CellFailure from 'src/components/CellFailure/CellFailure'

import { CONTRACT_REFERENCE_FIELDS } from '../contractRecord'
import ContractsFromAwardsModal, {
  PROPOSAL_FIELDS,
} from '../ContractsFromAwardsModal'

export const QUERY = gql`
  query ProcessContractsQuery($processId: String!) {
    contractProposals(processId: $processId) {
      ...ContractProposalFields
    }
    referenceData {
      ...ContractReferenceFields
    }
  }
  ${PROPOSAL_FIELDS}
  ${CONTRACT_REFERENCE_FIELDS}
`

/** The section's frame while its contracts load: the steps below do not move when they arrive (CLS). */
export const Loading = () => {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="process-contracts"
      aria-busy="true"
      className="mb-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="process-contracts" className="mb-2 font-semibold">
        {t('contract.fromAward.title')}
      </h2>
      <div className="h-9 animate-pulse rounded bg-slate-100" />
    </section>
  )
}

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

/** An approved process's contracts: those made from its awards, and those still to make. */
export const Success = ({
  processId,
  contractProposals: proposals,
  referenceData,
}: CellSuccessProps<ProcessContractsQuery> & {
  processId: string
}) => {
  const { t } = useTranslation()
  const [reviewing, setReviewing] = useState(false)
  const made = proposals.filter((proposal) => proposal.contract)
  const pending = proposals.filter((proposal) => !proposal.contract)
  return (
    <section
      aria-labelledby="process-contracts"
      className="mb-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="process-contracts" className="mb-2 font-semibold">
        {t('contract.fromAward.title')}
      </h2>
      {proposals.length === 0 && (
        <p className="text-sm text-slate-500">{t('contract.fromAward.none')}</p>
      )}
      {made.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {made.map((proposal) => (
            <li key={proposal.awardId}>
              <Link
                to={routes.contractList({
                  contractId: proposal.contract.contractId,
                })}
                className="font-medium text-primary-700 hover:underline"
              >
                {proposal.contract.contractId}
              </Link>{' '}
              <span className="text-slate-600">
                {t('contract.fromAward.row', {
                  supplier: proposal.supplierName,
                  item: proposal.itemDescription,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {pending.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">
            {t('contract.fromAward.proposed', { count: pending.length })}
          </p>
          <Button onClick={() => setReviewing(true)}>
            {t('contract.fromAward.review')}
          </Button>
        </div>
      )}
      {reviewing && (
        <ContractsFromAwardsModal
          processId={processId}
          proposals={pending}
          reference={referenceData}
          onClose={() => setReviewing(false)}
        />
      )}
    </section>
  )
}
