import {
  formatMoney,
  formatNumber,
  formatVolume,
  formatYearMonth,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type { ContractConsumptionQuery } from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import { useCompanyCurrency } from 'src/lib/companyCurrency'

export const QUERY = gql`
  query ContractConsumptionQuery($id: String!) {
    contractConsumption(id: $id) {
      month
      amount
      volume
      unitOfMeasureCode
      lines
      priceVariance
    }
  }
`

export const Loading = () => (
  <div role="status" className="h-16 animate-pulse rounded bg-slate-100" />
)

export const Empty = () => {
  const { t } = useTranslation()
  return (
    <p className="text-sm text-slate-500">{t('contract.consumption.empty')}</p>
  )
}

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

/**
 * The spend matched to a contract, month by month and unit by unit, oldest first, with what was paid
 * beyond its agreed price (a unit other than the agreed one compares with nothing).
 */
export const Success = ({
  contractConsumption,
}: CellSuccessProps<ContractConsumptionQuery>) => {
  const { t, i18n } = useTranslation()
  const currency = useCompanyCurrency()
  const language = i18n.language
  const heading = (key: string, className = 'text-right') => (
    <th scope="col" className={`${className} font-medium`}>
      {t(`contract.consumption.${key}`)}
    </th>
  )
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-medium text-slate-700">
        {t('contract.consumption.title')}
      </caption>
      <thead>
        <tr>
          {heading('month', 'text-left')}
          {heading('amount')}
          {heading('volume')}
          {heading('lines')}
          {heading('priceVariance')}
        </tr>
      </thead>
      <tbody>
        {contractConsumption.map((month) => (
          <tr key={`${month.month}-${month.unitOfMeasureCode}`}>
            <th scope="row" className="text-left font-normal">
              {formatYearMonth(month.month.slice(0, 7), language)}
            </th>
            <td className="tabular text-right">
              {formatMoney(month.amount, currency, language)}
            </td>
            <td className="tabular text-right">
              {formatVolume(month.volume, language, month.unitOfMeasureCode)}
            </td>
            <td className="tabular text-right">
              {formatNumber(month.lines, language, 0)}
            </td>
            <td className="tabular text-right">
              {month.priceVariance === null
                ? t('contract.consumption.notComparable')
                : formatMoney(month.priceVariance, currency, language)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
