import { formatMoney } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import SpendRates from 'src/components/Spend/SpendRates'

import type { SavingsDashboardAnswer } from './savingsAnswer'

/** Says which currency the amounts are in, what was converted, and what could not be. */
const SavingsCurrencyNote = ({
  dashboard,
}: {
  dashboard: SavingsDashboardAnswer
}) => {
  const { t, i18n } = useTranslation()
  const { currencyCode, converted, convertedFrom, unconverted } = dashboard
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-slate-600">
        {!converted
          ? t('savings.currency.only', { currency: currencyCode })
          : convertedFrom.length
            ? t('savings.currency.converted', {
                currency: currencyCode,
                from: convertedFrom.join(', '),
              })
            : t('savings.currency.single', { currency: currencyCode })}
      </p>
      {unconverted.length > 0 && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border border-warning-500 bg-warning-50 px-3 py-2 text-warning-700"
        >
          <span>
            {unconverted
              .map((missing) =>
                t('savings.currency.unconverted', {
                  count: missing.processes,
                  saving: formatMoney(
                    missing.costSaving,
                    missing.currencyCode,
                    i18n.language
                  ),
                  currency: missing.currencyCode,
                })
              )
              .join(' ')}
          </span>
          <SpendRates
            currency={currencyCode}
            refetchQueries={['SavingsDashboardQuery']}
          />
        </div>
      )}
    </div>
  )
}

export default SavingsCurrencyNote
