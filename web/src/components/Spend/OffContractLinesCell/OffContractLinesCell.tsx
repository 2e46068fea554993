import { formatDate, formatMoney, formatNumber } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  OffContractLinesQuery,
  OffContractLinesQueryVariables,
} from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import CellFailure from 'src/components/CellFailure/CellFailure'

export const QUERY = gql`
  query OffContractLinesQuery(
    $fromMonth: String
    $toMonth: String
    $dimension: LeakageDimension
    $value: String
    $offset: Int
  ) {
    offContractLines(
      fromMonth: $fromMonth
      toMonth: $toMonth
      dimension: $dimension
      value: $value
      offset: $offset
    ) {
      total
      lines {
        date
        supplier
        material
        plant
        amount
        reason
        contractId
        contractSupplier
      }
    }
  }
`

/** The lines a page holds (the api's page). */
export const PAGE = 100

export const Loading = () => (
  <div role="status" className="h-48 animate-pulse rounded bg-slate-100" />
)

export const Empty = () => {
  const { t } = useTranslation()
  return (
    <p className="text-sm text-slate-500">{t('spend.compliance.lines.none')}</p>
  )
}

export const isEmpty = ({ offContractLines }: OffContractLinesQuery) =>
  offContractLines.total === 0

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

const COLUMNS = [
  'date',
  'supplier',
  'material',
  'plant',
  'amount',
  'reason',
  'contract',
] as const

/**
 * The off-contract lines behind a leakage number, the largest first, a page at a time: where each
 * went, and the contract (and its supplier) it escaped.
 */
export const Success = ({
  offContractLines: { total, lines },
  currencyCode,
  offset,
  onPage,
}: CellSuccessProps<OffContractLinesQuery, OffContractLinesQueryVariables> & {
  currencyCode: string
  offset: number
  onPage: (offset: number) => void
}) => {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const count = (value: number) => formatNumber(value, language, 0)
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-2 py-1 font-medium ${column === 'amount' ? 'text-right' : 'text-left'}`}
                >
                  {t(`spend.compliance.lines.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line, n) => (
              <tr key={n} className="border-t border-slate-100">
                <td className="whitespace-nowrap px-2 py-1">
                  {formatDate(line.date, language)}
                </td>
                <td className="px-2 py-1">{line.supplier}</td>
                <td className="px-2 py-1">{line.material}</td>
                <td className="px-2 py-1">{line.plant}</td>
                <td className="tabular whitespace-nowrap px-2 py-1 text-right">
                  {formatMoney(line.amount, currencyCode, language)}
                </td>
                <td className="px-2 py-1">
                  {t(`spend.compliance.lines.reasons.${line.reason}`)}
                </td>
                <td className="px-2 py-1">
                  {line.contractId} · {line.contractSupplier}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>
          {t('spend.compliance.lines.range', {
            first: count(offset + 1),
            last: count(offset + lines.length),
            total: count(total),
          })}
        </span>
        <span className="flex gap-2">
          <Button
            variant="secondary"
            size="slim"
            disabled={offset === 0}
            onClick={() => onPage(Math.max(0, offset - PAGE))}
          >
            {t('spend.compliance.lines.previous')}
          </Button>
          <Button
            variant="secondary"
            size="slim"
            disabled={offset + lines.length >= total}
            onClick={() => onPage(offset + PAGE)}
          >
            {t('spend.compliance.lines.next')}
          </Button>
        </span>
      </div>
    </div>
  )
}
