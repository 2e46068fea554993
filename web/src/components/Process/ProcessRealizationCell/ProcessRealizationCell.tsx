import {
  dec,
  formatMoney,
  formatNumber,
  formatYearMonth,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type { ProcessRealizationQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import Chart, { CHART_COLORS } from 'src/components/Charts/Chart'

export const QUERY = gql`
  query ProcessRealizationQuery($processId: String!) {
    processRealization(id: $processId) {
      currencyCode
      negotiated
      rate
      months {
        month
        spend
        saving
        priceVariance
        notComparableSpend
      }
    }
  }
`

const Frame = ({ children }: { children: React.ReactNode }) => {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="process-realization"
      className="mb-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="process-realization" className="mb-2 font-semibold">
        {t('process.realization.title')}
      </h2>
      {children}
    </section>
  )
}

/** The section's frame while its months load: the steps below do not move when they arrive (CLS). */
export const Loading = () => (
  <Frame>
    <div role="status" className="h-48 animate-pulse rounded bg-slate-100" />
  </Frame>
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

const sum = (values: string[]) =>
  values.reduce((total, value) => total.plus(value), dec(0))

/**
 * What an approved process's awards realized: the spend they cover and the saving against the
 * items' baselines, month by month, with its totals; spend in another unit is told apart.
 */
export const Success = ({
  processRealization: { currencyCode, negotiated, rate, months },
}: CellSuccessProps<ProcessRealizationQuery>) => {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const money = (value: ReturnType<typeof dec>) =>
    formatMoney(value.toFixed(2), currencyCode, language)
  if (!months.length)
    return (
      <Frame>
        {negotiated !== null && (
          <p className="mb-1 text-sm">
            {t('process.realization.negotiated')}:{' '}
            <span className="tabular font-semibold">
              {money(dec(negotiated))}
            </span>
          </p>
        )}
        <p className="text-sm text-slate-500">
          {t('process.realization.none')}
        </p>
      </Frame>
    )
  const totals = {
    spend: sum(months.map((month) => month.spend)),
    saving: sum(months.map((month) => month.saving)),
    priceVariance: sum(months.map((month) => month.priceVariance)),
    notComparableSpend: sum(months.map((month) => month.notComparableSpend)),
  }
  return (
    <Frame>
      <dl className="mb-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {[
          ['negotiated', negotiated === null ? '–' : money(dec(negotiated))],
          ['saving', money(totals.saving)],
          [
            'rate',
            rate === null ? '–' : `${formatNumber(rate * 100, language, 1)}%`,
          ],
          ['spend', money(totals.spend)],
          ['priceVariance', money(totals.priceVariance)],
        ].map(([key, value]) => (
          <div key={key}>
            <dt className="text-slate-600">
              {t(`process.realization.${key}`)}
            </dt>
            <dd className="tabular text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {totals.notComparableSpend.gt(0) && (
        <p className="mb-2 text-sm text-slate-600">
          {t('process.realization.notComparable', {
            amount: money(totals.notComparableSpend),
          })}
        </p>
      )}
      <Chart
        kind="bar"
        title={t('process.realization.chart')}
        currency={currencyCode}
        categoryKey="month"
        rows={months.map((month) => ({
          month: formatYearMonth(month.month.slice(0, 7), language),
          saving: month.saving,
          priceVariance: month.priceVariance,
        }))}
        series={[
          {
            key: 'saving',
            label: t('process.realization.saving'),
            color: CHART_COLORS[0],
          },
          {
            key: 'priceVariance',
            label: t('process.realization.priceVariance'),
            color: CHART_COLORS[3],
          },
        ]}
      />
    </Frame>
  )
}
