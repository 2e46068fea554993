import { formatMoney, formatVolume, formatYearMonth } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import { useCompanyCurrency } from 'src/lib/companyCurrency'

import type { MaterialSpend } from './materialSpend'

/** An item's last twelve months of spend: the year in one line, month by month on demand. */
const MaterialSpendNote = ({
  spend,
  unit,
}: {
  spend: MaterialSpend
  /** the unit's code, as volumes are written */
  unit?: string
}) => {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const currency = useCompanyCurrency()
  const money = (value: string) => formatMoney(value, currency, locale)
  const volume = (value: string) => formatVolume(value, locale, unit)
  return (
    <details className="mt-2 text-sm text-slate-600">
      <summary className="cursor-pointer">
        {t('spend.sourcing.history', {
          volume: volume(spend.annualVolume),
          price: spend.historicalPrice ? money(spend.historicalPrice) : '–',
          spend: money(spend.annualSpend),
        })}
      </summary>
      <ul
        aria-label={t('spend.sourcing.historyTitle', {
          material: spend.material,
        })}
        className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-4"
      >
        {spend.months.map((month) => (
          <li key={month.month} className="tabular">
            {t('spend.sourcing.historyMonth', {
              month: formatYearMonth(month.month, locale),
              volume: volume(month.volume),
              spend: money(month.spend),
            })}
          </li>
        ))}
      </ul>
    </details>
  )
}

export default MaterialSpendNote
