import { formatDateTime } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type { ProcessDeletionsQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import EmptyState from 'src/components/EmptyState/EmptyState'

export const QUERY = gql`
  query ProcessDeletionsQuery {
    processDeletionLog {
      canRead
      deletions {
        id
        code
        title
        status
        deletedByName
        deletedAt
      }
    }
  }
`

export const isEmpty = ({ processDeletionLog }: ProcessDeletionsQuery) =>
  processDeletionLog.deletions.length === 0

export const Loading = () => (
  <div role="status" className="h-24 animate-pulse rounded-lg bg-slate-100" />
)

export const Empty = () => {
  const { t } = useTranslation()
  return (
    <EmptyState
      title={t('empty.title')}
      description={t('process.deletions.empty')}
    />
  )
}

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

const COLUMNS = ['code', 'processTitle', 'status', 'deletedBy', 'deletedAt']

/** The Owner's log of deleted processes: which, in what state, by whom and when. */
export const Success = ({
  processDeletionLog,
}: CellSuccessProps<ProcessDeletionsQuery>) => {
  const { t, i18n } = useTranslation()
  return (
    <div className="max-h-[60vh] overflow-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('process.deletions.caption')}</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 font-medium">
                {t(`process.deletions.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {processDeletionLog.deletions.map((deletion) => (
            <tr key={deletion.id} className="h-9 border-t border-slate-100">
              <td className="whitespace-nowrap px-2">{deletion.code}</td>
              <td className="px-2">{deletion.title}</td>
              <td className="px-2">{t(`process.status.${deletion.status}`)}</td>
              <td className="px-2">{deletion.deletedByName}</td>
              <td className="whitespace-nowrap px-2">
                {formatDateTime(deletion.deletedAt, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
