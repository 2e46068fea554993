import { formatDate, formatMoney, formatVolume } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  LinesPaidAboveQuery,
  LinesPaidAboveQueryVariables,
} from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'

import LinesTable, { type LineColumn } from '../LinesTable'

export const QUERY = gql`
  query LinesPaidAboveQuery(
    $fromMonth: String
    $toMonth: String
    $supplier: String
    $offset: Int
  ) {
    linesPaidAbove(
      fromMonth: $fromMonth
      toMonth: $toMonth
      supplier: $supplier
      offset: $offset
    ) {
      total
      lines {
        contractId
        date
        plant
        supplier
        amount
        volume
        unitOfMeasureCode
        priceVariance
      }
    }
  }
`

export const Loading = () => (
  <div role="status" className="h-48 animate-pulse rounded bg-slate-100" />
)

export const Empty = () => {
  const { t } = useTranslation()
  return (
    <p className="text-sm text-slate-500">
      {t('spend.priceCompliance.lines.none')}
    </p>
  )
}

export const isEmpty = ({ linesPaidAbove }: LinesPaidAboveQuery) =>
  linesPaidAbove.total === 0

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

const COLUMNS: LineColumn[] = [
  { key: 'date' },
  { key: 'supplier' },
  { key: 'contract' },
  { key: 'plant' },
  { key: 'volume', numeric: true },
  { key: 'amount', numeric: true },
  { key: 'above', numeric: true },
]

/** The lines paid above their contracts' prices, the largest excess first, a page at a time. */
export const Success = ({
  linesPaidAbove: { total, lines },
  currencyCode,
  offset,
  onPage,
}: CellSuccessProps<LinesPaidAboveQuery, LinesPaidAboveQueryVariables> & {
  currencyCode: string
  offset: number
  onPage: (offset: number) => void
}) => {
  const { i18n } = useTranslation()
  const language = i18n.language
  const money = (value: string) => formatMoney(value, currencyCode, language)
  return (
    <LinesTable
      labels="spend.priceCompliance.lines.columns"
      columns={COLUMNS}
      rows={lines.map((line) => [
        formatDate(line.date, language),
        line.supplier,
        line.contractId,
        line.plant,
        formatVolume(line.volume, language, line.unitOfMeasureCode),
        money(line.amount),
        money(line.priceVariance),
      ])}
      total={total}
      offset={offset}
      onPage={onPage}
    />
  )
}
