import { formatDate, formatMoney, formatNumber } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type { SupplierQuery } from 'types/graphql'

import { Link, routes } from '@redwoodjs/router'

import Figure from 'src/components/Charts/Figure'
import ContractLight from 'src/components/Contract/ContractLight'
import { useCompanyCurrency } from 'src/lib/companyCurrency'

import type { MasterSupplier } from './supplierRecord'

/** A supplier's figures with the company. */
export type Scorecard = SupplierQuery['supplierScorecard']

/** The figures of a supplier's work with the company, each linking to the list behind it. */
const SupplierScorecard = ({
  supplier,
  scorecard,
}: {
  supplier: MasterSupplier
  scorecard: Scorecard
}) => {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const companyCurrency = useCompanyCurrency()
  const label = (key: string, values: Record<string, unknown> = {}) =>
    t(`suppliers.scorecard.${key}`, values)
  const percent = (rate: number | null) =>
    rate === null
      ? '–'
      : new Intl.NumberFormat(locale, {
          style: 'percent',
          maximumFractionDigits: 0,
        }).format(rate)
  const count = (value: number) => formatNumber(value, locale, 0)
  const processes = routes.processList({ supplierId: supplier.id })
  const awarded = routes.processList({
    supplierId: supplier.id,
    awardedOnly: 'true',
  })
  const days = scorecard.expiringDays
  // its contracts, as the traffic light keeps a supplier: made from its awards, or by its name
  const contractsOf = { supplierName: supplier.name, supplierId: supplier.id }
  return (
    <section aria-labelledby="supplier-scorecard">
      <h2 id="supplier-scorecard" className="mb-3 font-semibold">
        {label('title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Figure
          label={label('processes')}
          value={count(scorecard.processesInvited)}
          to={processes}
        />
        <Figure
          label={label('responseRate')}
          value={percent(scorecard.responseRate)}
          detail={label('responseDetail', {
            answered: count(scorecard.roundsAnswered),
            invited: count(scorecard.roundsInvited),
            declined: count(scorecard.roundsDeclined),
            notAnswered: count(scorecard.roundsNotAnswered),
          })}
          to={processes}
        />
        <Figure
          label={label('winRate')}
          value={percent(scorecard.winRate)}
          detail={label('winDetail', {
            awarded: count(scorecard.itemsAwarded),
            quoted: count(scorecard.itemsQuoted),
          })}
          to={awarded}
        />
        {scorecard.awarded.length === 0 && (
          <Figure
            label={label('noAwards')}
            value="–"
            detail={label('noAwardsDetail')}
          />
        )}
        {scorecard.awarded.map((sum) => {
          const money = (value: string) =>
            formatMoney(value, sum.currencyCode, locale)
          return (
            <Figure
              key={sum.currencyCode}
              label={label('awardedValue', { currency: sum.currencyCode })}
              value={money(sum.awardedValue)}
              detail={label('awardedDetail', {
                reduction: money(sum.costReduction),
                avoidance: money(sum.costAvoidance),
              })}
              to={awarded}
            />
          )
        })}
        <Figure
          label={label('contractsRunning')}
          value={count(scorecard.contractsRunning)}
          to={routes.contractList({ ...contractsOf, inForce: 'true' })}
        />
        <Figure
          label={label('contractsExpiring', { days })}
          value={count(scorecard.contractsExpiring.length)}
          to={routes.contractList({
            ...contractsOf,
            inForce: 'true',
            endDateTo: scorecard.expiringUntil,
          })}
        />
        <Figure
          label={label('spend')}
          value={formatMoney(scorecard.spend12Months, companyCurrency, locale)}
          detail={
            scorecard.spendNames.length
              ? label('spendDetail', {
                  lines: count(scorecard.spendLines),
                  names: scorecard.spendNames.join(', '),
                })
              : label('noSpend')
          }
          to={
            scorecard.spendNames.length
              ? routes.spending({
                  supplierId: supplier.id,
                  fromMonth: scorecard.spendFromMonth,
                  toMonth: scorecard.spendToMonth,
                })
              : undefined
          }
        />
      </div>
      <h3 className="mb-2 mt-5 text-sm font-semibold text-slate-700">
        {label('expiringTitle', { days })}
      </h3>
      {scorecard.contractsExpiring.length ? (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm">
          {scorecard.contractsExpiring.map((contract) => (
            <li
              key={contract.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2"
            >
              <Link
                to={routes.contractList({ contractId: contract.contractId })}
                className="font-medium text-primary-700 hover:underline"
              >
                {contract.contractId}
              </Link>
              <span>{contract.material}</span>
              <span className="tabular">
                {formatDate(contract.endDate, locale)}
              </span>
              <span className="tabular text-slate-600">
                {label('remainingDays', {
                  days: contract.remainingDaysForLength,
                })}
              </span>
              <ContractLight bucket={contract.light} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">
          {label('noExpiring', { days })}
        </p>
      )}
    </section>
  )
}

export default SupplierScorecard
