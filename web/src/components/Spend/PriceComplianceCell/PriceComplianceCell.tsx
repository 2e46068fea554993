import { formatMoney, formatNumber, formatYearMonth } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type { PriceComplianceQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'

import Headlines from '../Headlines'
import OpensLines from '../OpensLines'

export const QUERY = gql`
  query PriceComplianceQuery($fromMonth: String, $toMonth: String) {
    priceCompliance(fromMonth: $fromMonth, toMonth: $toMonth) {
      currencyCode
      variance
      above
      linesAbove
      byMonth {
        ...PriceVarianceFields
      }
      bySupplier {
        ...PriceVarianceFields
      }
    }
  }
  fragment PriceVarianceFields on PriceVarianceGroup {
    key
    variance
    above
    linesAbove
    lines
  }
`

/** The lines behind a number: a supplier's paid above, or (none) every one's. */
export interface PaidAboveSelection {
  supplier?: string
  name: string
  /** the company's, which the amounts are in */
  currencyCode: string
}

export const Loading = () => (
  <div role="status" className="h-48 animate-pulse rounded bg-slate-100" />
)

export const Empty = () => {
  const { t } = useTranslation()
  return (
    <p className="text-sm text-slate-500">{t('spend.priceCompliance.none')}</p>
  )
}

export const isEmpty = ({ priceCompliance }: PriceComplianceQuery) =>
  priceCompliance.byMonth.length === 0

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

type Group = PriceComplianceQuery['priceCompliance']['byMonth'][number]

/** Month or supplier, what it was paid above, net, and its lines above of those compared. */
const VarianceTable = ({
  by,
  rows,
  nameOf,
  money,
  opens,
}: {
  by: 'bySupplier' | 'byMonth'
  rows: Group[]
  nameOf: (row: Group) => string
  money: (value: string) => string
  opens?: (row: Group) => void
}) => {
  const { t, i18n } = useTranslation()
  const count = (value: number) => formatNumber(value, i18n.language, 0)
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-medium text-slate-700">
        {t(`spend.priceCompliance.${by}`)}
      </caption>
      <thead>
        <tr>
          {[
            by === 'bySupplier' ? 'supplier' : 'month',
            'above',
            'variance',
            'lines',
          ].map((column, n) => (
            <th
              key={column}
              scope="col"
              className={`font-medium ${n ? 'text-right' : 'text-left'}`}
            >
              {t(`spend.priceCompliance.columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const name = nameOf(row)
          const above = money(row.above)
          return (
            <tr key={row.key}>
              <th scope="row" className="text-left font-normal">
                {name}
              </th>
              <td className="text-right">
                {opens && row.linesAbove > 0 ? (
                  <OpensLines
                    label={t('spend.priceCompliance.openLines', {
                      name,
                      amount: above,
                    })}
                    onOpen={() => opens(row)}
                  >
                    {above}
                  </OpensLines>
                ) : (
                  <span className="tabular">{above}</span>
                )}
              </td>
              <td className="tabular text-right">{money(row.variance)}</td>
              <td className="tabular text-right">
                {count(row.linesAbove)} / {count(row.lines)}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/**
 * What contracts were paid beyond their agreed prices over the period, per supplier and month;
 * a supplier's amount, and the total, open the lines behind them.
 */
export const Success = ({
  priceCompliance: compliance,
  onOpenLines,
}: CellSuccessProps<PriceComplianceQuery> & {
  onOpenLines: (selection: PaidAboveSelection) => void
}) => {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const currencyCode = compliance.currencyCode
  const money = (value: string) => formatMoney(value, currencyCode, language)
  const all = t('spend.priceCompliance.all')
  return (
    <div className="flex flex-col gap-6">
      <Headlines
        figures={[
          [
            t('spend.priceCompliance.above'),
            <OpensLines
              key="above"
              label={t('spend.priceCompliance.openLines', {
                name: all,
                amount: money(compliance.above),
              })}
              onOpen={() => onOpenLines({ name: all, currencyCode })}
            >
              {money(compliance.above)}
            </OpensLines>,
          ],
          [t('spend.priceCompliance.variance'), money(compliance.variance)],
          [
            t('spend.priceCompliance.linesAbove'),
            formatNumber(compliance.linesAbove, language, 0),
          ],
        ]}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <VarianceTable
          by="bySupplier"
          rows={compliance.bySupplier}
          nameOf={(row) => row.key}
          money={money}
          opens={(row) =>
            onOpenLines({ supplier: row.key, name: row.key, currencyCode })
          }
        />
        <VarianceTable
          by="byMonth"
          rows={compliance.byMonth}
          nameOf={(row) => formatYearMonth(row.key, language)}
          money={money}
        />
      </div>
    </div>
  )
}
