import { formatDateTime } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type { ProcessFlowQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import EmptyState from 'src/components/EmptyState/EmptyState'
import { inReadersWords } from 'src/components/Team/roleWords'

export const QUERY = gql`
  query ProcessFlowQuery($id: String!) {
    processFlow(id: $id) {
      id
      cycle
      status
      requestDate
      pendingSince
      reviewedAt
      description
      entry {
        title
        priority
      }
      reviewerName
      role {
        name
        builtIn
      }
    }
  }
`

export const Loading = () => (
  <div role="status" className="h-40 animate-pulse rounded-lg bg-slate-100" />
)

export const Empty = () => {
  const { t } = useTranslation()
  return (
    <EmptyState
      title={t('empty.title')}
      description={t('process.flow.empty')}
    />
  )
}

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

/** Spec §2 flow: every sending for approval, each approver's status, dates, role and comment. */
export const Success = ({
  processFlow,
}: CellSuccessProps<ProcessFlowQuery>) => {
  const { t, i18n } = useTranslation()
  // decisions are read in order: each moment with its time
  const moment = (value?: string | null) =>
    value ? formatDateTime(value, i18n.language) : '–'
  const columns = [
    'cycle',
    'approver',
    'title',
    'role',
    'status',
    'requestDate',
    'pendingSince',
    'reviewedAt',
    'comment',
  ]
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('process.flow.caption')}</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="whitespace-nowrap px-2 py-2 font-medium"
              >
                {t(`process.flow.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {processFlow.map((review) => (
            <tr key={review.id} className="h-9 border-t border-slate-100">
              <td className="tabular px-2">{review.cycle}</td>
              <td className="px-2">{review.reviewerName}</td>
              <td className="px-2">{review.entry.title}</td>
              <td className="px-2">
                {review.role ? inReadersWords(t, review.role).name : '–'}
              </td>
              <td className="px-2">
                {t(`process.flow.statuses.${review.status}`)}
              </td>
              <td className="px-2">{moment(review.requestDate)}</td>
              <td className="px-2">{moment(review.pendingSince)}</td>
              <td className="px-2">{moment(review.reviewedAt)}</td>
              <td className="px-2">{review.description ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
