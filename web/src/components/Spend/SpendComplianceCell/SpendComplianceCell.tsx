import { formatMoney, formatNumber } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type { SpendComplianceQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'

export const QUERY = gql`
  query SpendComplianceQuery {
    spendCompliance {
      currencyCode
      underContract
      offContract
      compliance
      byCategory {
        ...LeakageGroupFields
      }
      byCategoryManager {
        ...LeakageGroupFields
      }
      byPlant {
        ...LeakageGroupFields
      }
      bySupplier {
        ...LeakageGroupFields
      }
    }
  }
  fragment LeakageGroupFields on LeakageGroup {
    key
    name
    amount
    lines
  }
`

export const Loading = () => (
  <div role="status" className="h-48 animate-pulse rounded bg-slate-100" />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

type Compliance = SpendComplianceQuery['spendCompliance']
const GROUPS = [
  'bySupplier',
  'byPlant',
  'byCategory',
  'byCategoryManager',
] as const

/** One dimension's off-contract spend, the largest first. */
const LeakageTable = ({
  group,
  rows,
  currency,
}: {
  group: (typeof GROUPS)[number]
  rows: Compliance[(typeof GROUPS)[number]]
  currency: string
}) => {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-medium text-slate-700">
        {t(`spend.compliance.${group}`)}
      </caption>
      <thead>
        <tr>
          <th scope="col" className="text-left font-medium">
            {t(`spend.compliance.columns.${group}`)}
          </th>
          <th scope="col" className="text-right font-medium">
            {t('spend.compliance.columns.amount')}
          </th>
          <th scope="col" className="text-right font-medium">
            {t('spend.compliance.columns.lines')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="text-left font-normal">
              {row.name || t('spend.compliance.noManager')}
            </th>
            <td className="tabular text-right">
              {formatMoney(row.amount, currency, language)}
            </td>
            <td className="tabular text-right">
              {formatNumber(row.lines, language, 0)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * Spend under contract beside the spend that escaped one (bought from another supplier while a
 * contract ran, or from the contracted supplier after its term), and where the escaped spend went.
 */
export const Success = ({
  spendCompliance: compliance,
}: CellSuccessProps<SpendComplianceQuery>) => {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const money = (value: string) =>
    formatMoney(value, compliance.currencyCode, language)
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">
            {t('spend.compliance.share')}
          </dt>
          <dd className="tabular text-2xl font-semibold">
            {compliance.compliance === null
              ? '–'
              : `${formatNumber(compliance.compliance, language, 2)}%`}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">
            {t('spend.compliance.underContract')}
          </dt>
          <dd className="tabular text-2xl font-semibold">
            {money(compliance.underContract)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">
            {t('spend.compliance.offContract')}
          </dt>
          <dd className="tabular text-2xl font-semibold">
            {money(compliance.offContract)}
          </dd>
        </div>
      </dl>
      {compliance.bySupplier.length === 0 ? (
        <p className="text-sm text-slate-500">{t('spend.compliance.none')}</p>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {GROUPS.map((group) => (
            <LeakageTable
              key={group}
              group={group}
              rows={compliance[group]}
              currency={compliance.currencyCode}
            />
          ))}
        </div>
      )}
    </div>
  )
}
