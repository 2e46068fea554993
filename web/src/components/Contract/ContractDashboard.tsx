import { formatNumber } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  ContractDashboardQuery,
  ContractDashboardQueryVariables,
} from 'types/graphql'

import { Link, routes } from '@redwoodjs/router'
import { useQuery } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import Chart from 'src/components/Charts/Chart'
import Figure from 'src/components/Charts/Figure'

import ContractFilters from './ContractFilters'
import ContractLight from './ContractLight'
import { filterParams, useContractFilterInUrl } from './useContractFilterInUrl'
import { useContractFilterOptions } from './useContractFilterOptions'

export const CONTRACT_DASHBOARD = gql`
  query ContractDashboardQuery($filter: ContractFilter) {
    contractDashboard(filter: $filter) {
      totalContracts
      averagePaymentTerm
      weightedPaymentTerm
      buckets {
        bucket
        byTerm
        byBalance
      }
    }
  }
`

/** Spec §2 contract dashboard: filters, summary, and the term-and-balance chart and table, one query per filter. */
const ContractDashboard = () => {
  const { t, i18n } = useTranslation()
  const [filter, setFilter] = useContractFilterInUrl(routes.contractDashboard)
  const options = useContractFilterOptions()
  // the previous figures stay while new ones load, so the filters never jump away
  const { data, previousData, loading, error, refetch } = useQuery<
    ContractDashboardQuery,
    ContractDashboardQueryVariables
  >(CONTRACT_DASHBOARD, { variables: { filter } })
  const dashboard = (data ?? previousData)?.contractDashboard
  const days = (value?: number | null) =>
    value === null || value === undefined
      ? '–'
      : t('contract.dashboard.days', {
          value: formatNumber(value, i18n.language, 1),
        })
  const rows = (dashboard?.buckets ?? []).map((row) => ({
    bucket: t(`contract.buckets.${row.bucket}`),
    byTerm: row.byTerm,
    byBalance: row.byBalance,
  }))

  if (error && !dashboard) return <CellFailure error={error} />
  return (
    <div className="flex flex-col gap-4" aria-busy={loading}>
      <ContractFilters options={options} filter={filter} onChange={setFilter} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <Figure
          label={t('contract.dashboard.totalContracts')}
          value={
            dashboard
              ? formatNumber(dashboard.totalContracts, i18n.language, 0)
              : '–'
          }
        />
        <Figure
          label={t('contract.dashboard.averagePaymentTerm')}
          value={days(dashboard?.averagePaymentTerm)}
        />
        <Figure
          label={t('contract.dashboard.weightedPaymentTerm')}
          value={days(dashboard?.weightedPaymentTerm)}
        />
      </div>
      <Chart
        kind="bar"
        title={t('contract.dashboard.termAndBalance')}
        rows={rows}
        categoryKey="bucket"
        series={[
          { key: 'byTerm', label: t('contract.dashboard.byTerm') },
          { key: 'byBalance', label: t('contract.dashboard.byBalance') },
        ]}
        loading={!dashboard}
        error={Boolean(error)}
        onRetry={() => refetch()}
      />
      <section
        aria-label={t('contract.dashboard.termAndBalance')}
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">
            {t('contract.dashboard.termAndBalance')}
          </caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                {t('contract.dashboard.bucket')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                {t('contract.dashboard.byTerm')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                {t('contract.dashboard.byBalance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(dashboard?.buckets ?? []).map((row) => (
              <tr key={row.bucket} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-1.5 text-left font-normal">
                  <ContractLight bucket={row.bucket} />
                </th>
                {(['byTerm', 'byBalance'] as const).map((count) => (
                  <td key={count} className="tabular px-2 text-right">
                    {/* each number opens the list of the contracts it counts */}
                    <Link
                      to={routes.contractList({
                        ...filterParams(filter),
                        [count === 'byTerm' ? 'termBucket' : 'balanceBucket']:
                          row.bucket,
                      })}
                      aria-label={t(`contract.dashboard.${count}Link`, {
                        count: row[count],
                        bucket: t(`contract.buckets.${row.bucket}`),
                      })}
                      className="text-primary-700 hover:underline"
                    >
                      {row[count]}
                    </Link>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {dashboard?.totalContracts === 0 && (
          <p className="mt-2 text-sm text-slate-500">
            {t('contract.dashboard.empty')}
          </p>
        )}
      </section>
    </div>
  )
}

export default ContractDashboard
