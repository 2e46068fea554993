import { formatMoney, formatNumber } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type { LeakageDimension, SpendComplianceQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'

import Headlines from '../Headlines'
import OpensLines from '../OpensLines'

export const QUERY = gql`
  query SpendComplianceQuery($fromMonth: String, $toMonth: String) {
    spendCompliance(fromMonth: $fromMonth, toMonth: $toMonth) {
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
/** Each list of the answer, and the dimension its rows are of. */
const GROUPS = {
  bySupplier: 'supplier',
  byPlant: 'plant',
  byCategory: 'category',
  byCategoryManager: 'categoryManager',
} as const
type Group = keyof typeof GROUPS

/** The lines behind a number: those of a dimension's value, or (none) every off-contract line. */
export interface LeakageSelection {
  dimension?: LeakageDimension
  value?: string
  name: string
  /** the company's, which the amounts are in */
  currencyCode: string
}

/** One dimension's off-contract spend, the largest first. */
const LeakageTable = ({
  group,
  rows,
  currency,
  onOpenLines,
}: {
  group: Group
  rows: Compliance[Group]
  currency: string
  onOpenLines: (selection: LeakageSelection) => void
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
        {rows.map((row) => {
          const name =
            group === 'byCategoryManager' && !row.name
              ? t('spend.compliance.noManager')
              : row.name
          const amount = formatMoney(row.amount, currency, language)
          return (
            <tr key={row.key}>
              <th scope="row" className="text-left font-normal">
                {name}
              </th>
              <td className="text-right">
                <OpensLines
                  label={t('spend.compliance.openLines', { name, amount })}
                  onOpen={() =>
                    onOpenLines({
                      dimension: GROUPS[group],
                      value: row.key,
                      name,
                      currencyCode: currency,
                    })
                  }
                >
                  {amount}
                </OpensLines>
              </td>
              <td className="tabular text-right">
                {formatNumber(row.lines, language, 0)}
              </td>
            </tr>
          )
        })}
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
  onOpenLines,
}: CellSuccessProps<SpendComplianceQuery> & {
  onOpenLines: (selection: LeakageSelection) => void
}) => {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const money = (value: string) =>
    formatMoney(value, compliance.currencyCode, language)
  return (
    <div className="flex flex-col gap-6">
      <Headlines
        figures={[
          [
            t('spend.compliance.share'),
            compliance.compliance === null
              ? '–'
              : `${formatNumber(compliance.compliance, language, 2)}%`,
          ],
          [
            t('spend.compliance.underContract'),
            money(compliance.underContract),
          ],
          [
            t('spend.compliance.offContract'),
            <OpensLines
              key="offContract"
              label={t('spend.compliance.openLines', {
                name: t('spend.compliance.lines.all'),
                amount: money(compliance.offContract),
              })}
              onOpen={() =>
                onOpenLines({
                  name: t('spend.compliance.lines.all'),
                  currencyCode: compliance.currencyCode,
                })
              }
            >
              {money(compliance.offContract)}
            </OpensLines>,
          ],
        ]}
      />
      {compliance.bySupplier.length === 0 ? (
        <p className="text-sm text-slate-500">{t('spend.compliance.none')}</p>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {(Object.keys(GROUPS) as Group[]).map((group) => (
            <LeakageTable
              key={group}
              group={group}
              rows={compliance[group]}
              currency={compliance.currencyCode}
              onOpenLines={onOpenLines}
            />
          ))}
        </div>
      )}
    </div>
  )
}
