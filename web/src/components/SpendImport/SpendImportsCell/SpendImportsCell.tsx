import { formatDateTime, formatMoney, formatNumber } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type { SpendImportsQuery } from 'types/graphql'

import { Link, routes } from '@redwoodjs/router'
import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import EmptyState from 'src/components/EmptyState/EmptyState'

import { SPEND_IMPORT_SUMMARY } from '../spendImportRecord'
import SpendImportStatusBadge from '../SpendImportStatusBadge'

export const QUERY = gql`
  query SpendImportsQuery {
    spendImports {
      ...SpendImportSummaryFields
    }
  }
  ${SPEND_IMPORT_SUMMARY}
`

export const beforeQuery = () => ({
  fetchPolicy: 'cache-and-network' as const,
  // imports run in the background: their states move while the list is open
  pollInterval: 5_000,
})

export const Loading = () => (
  <div role="status" className="h-32 animate-pulse rounded-lg bg-slate-100" />
)

export const Empty = () => {
  const { t } = useTranslation()
  return <EmptyState title={t('spendImports.list.empty')} />
}

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

export const Success = ({
  spendImports,
}: CellSuccessProps<SpendImportsQuery>) => {
  const { t, i18n } = useTranslation()
  const head = ['file', 'status', 'by', 'at', 'lines', 'total'] as const
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('spendImports.list.title')}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {head.map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-3 py-2 font-medium ${column === 'lines' || column === 'total' ? 'text-right' : ''}`}
              >
                {t(`spendImports.list.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spendImports.map((spendImport) => (
            <tr key={spendImport.id} className="border-t border-slate-100">
              <td className="px-3 py-2">
                <Link
                  to={routes.spendImport({ id: spendImport.id })}
                  className="text-primary-700 hover:underline"
                >
                  {spendImport.fileName}
                </Link>
              </td>
              <td className="px-3 py-2">
                <SpendImportStatusBadge status={spendImport.status} />
              </td>
              <td className="px-3 py-2">{spendImport.createdByName}</td>
              <td className="px-3 py-2">
                {formatDateTime(spendImport.createdAt, i18n.language)}
              </td>
              <td className="tabular px-3 py-2 text-right">
                {formatNumber(spendImport.lines, i18n.language)}
                {spendImport.status === 'DONE' &&
                  spendImport.linesLeftOut > 0 && (
                    <span className="block text-xs text-warning-700">
                      {t('spendImports.leftOut', {
                        count: spendImport.linesLeftOut,
                      })}
                    </span>
                  )}
              </td>
              <td className="tabular px-3 py-2 text-right">
                {formatMoney(
                  spendImport.total,
                  spendImport.currency,
                  i18n.language
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
