import { formatMoney, formatNumber, type Numeric } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import Figure from 'src/components/Charts/Figure'

import {
  SAVING_FIELDS,
  type ProcessesBehind,
  type SavingsDashboardAnswer,
} from './savingsAnswer'

// a figure's detail line while the figures load (a no-break space keeps its height)
const LOADING_DETAIL = '\u00a0'

/** The process counts, the target and the realized savings, each linking to its processes. */
const SavingsCounts = ({
  dashboard,
  companyCurrency,
  behind,
}: {
  dashboard?: SavingsDashboardAnswer
  companyCurrency?: string
  behind: ProcessesBehind
}) => {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const counts = dashboard?.counts
  const money = (value: Numeric) =>
    formatMoney(value, dashboard.currencyCode, locale)
  const count = (value?: number) =>
    value === undefined ? '–' : formatNumber(value, locale, 0)
  const averageDays = counts?.averageDaysToApproval
  const targetDetail = () => {
    // the line kept while the figures load: the cards below do not move when it fills (CLS)
    if (!dashboard) return LOADING_DETAIL
    if (counts.target)
      return t('savings.counts.targetDetail', {
        realized: money(dashboard.realized.costSaving),
        target: money(counts.target),
      })
    // a target is in the company currency: another currency has none to compare with
    return t(
      dashboard.currencyCode === companyCurrency
        ? 'savings.counts.noTarget'
        : 'savings.counts.targetConverted'
    )
  }

  return (
    <>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
        <Figure
          label={t('savings.counts.open')}
          value={count(counts?.open)}
          to={behind('OPEN')}
        />
        <Figure
          label={t('savings.counts.inReview')}
          value={count(counts?.inReview)}
          to={behind('IN_REVIEW')}
        />
        <Figure
          label={t('savings.counts.approved')}
          value={count(counts?.approved)}
          to={behind('APPROVED')}
        />
        <Figure
          label={t('savings.counts.averageDays')}
          value={
            averageDays == null ? '–' : formatNumber(averageDays, locale, 1)
          }
          to={behind('APPROVED')}
        />
        <Figure
          label={t('savings.counts.target')}
          value={
            counts?.target
              ? `${formatNumber((counts.targetShare ?? 0) * 100, locale, 0)}%`
              : '–'
          }
          detail={targetDetail()}
          to={behind('APPROVED')}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
        {SAVING_FIELDS.map((field) => (
          <Figure
            key={field}
            label={t(`savings.fields.${field}`)}
            value={dashboard ? money(dashboard.realized[field]) : '–'}
            detail={
              dashboard
                ? t('savings.pipelineDetail', {
                    value: money(dashboard.pipeline[field]),
                  })
                : LOADING_DETAIL
            }
            to={behind('APPROVED')}
          />
        ))}
      </div>
      <RealizationFigures dashboard={dashboard} behind={behind} />
    </>
  )
}

/** The approved (negotiated) cost saving beside what the same processes realized in spend. */
const RealizationFigures = ({
  dashboard,
  behind,
}: {
  dashboard?: SavingsDashboardAnswer
  behind: ProcessesBehind
}) => {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const inSpend = dashboard?.realizedInSpend
  const rateDetail = () => {
    if (!inSpend) return LOADING_DETAIL
    return inSpend.currencyCode === dashboard.currencyCode
      ? t('savings.realization.rateDetail')
      : t('savings.realization.rateOtherCurrency', {
          currency: inSpend.currencyCode,
        })
  }
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <Figure
        label={t('savings.realization.negotiated')}
        value={
          dashboard
            ? formatMoney(
                dashboard.realized.costSaving,
                dashboard.currencyCode,
                locale
              )
            : '–'
        }
        detail={t('savings.realization.negotiatedDetail')}
        to={behind('APPROVED')}
      />
      <Figure
        label={t('savings.realization.realized')}
        value={
          inSpend
            ? formatMoney(inSpend.saving, inSpend.currencyCode, locale)
            : '–'
        }
        detail={
          inSpend
            ? t('savings.realization.realizedDetail', {
                spend: formatMoney(inSpend.spend, inSpend.currencyCode, locale),
                count: inSpend.processes,
              })
            : LOADING_DETAIL
        }
        to={behind('APPROVED')}
      />
      <Figure
        label={t('savings.realization.rate')}
        value={
          inSpend?.rate == null
            ? '–'
            : `${formatNumber(inSpend.rate * 100, locale, 1)}%`
        }
        detail={rateDetail()}
        to={behind('APPROVED')}
      />
    </div>
  )
}

export default SavingsCounts
