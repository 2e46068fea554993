import { formatDate, formatMoney } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  OffContractLinesQuery,
  OffContractLinesQueryVariables,
} from 'types/graphql'

import type { CellFailureProps, CellSuccessProps } from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'

import LinesTable, { type LineColumn } from '../LinesTable'

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

const COLUMNS: LineColumn[] = [
  { key: 'date' },
  { key: 'supplier' },
  { key: 'material' },
  { key: 'plant' },
  { key: 'amount', numeric: true },
  { key: 'reason' },
  { key: 'contract' },
]

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
  return (
    <LinesTable
      labels="spend.compliance.lines.columns"
      columns={COLUMNS}
      rows={lines.map((line) => [
        formatDate(line.date, language),
        line.supplier,
        line.material,
        line.plant,
        formatMoney(line.amount, currencyCode, language),
        t(`spend.compliance.lines.reasons.${line.reason}`),
        `${line.contractId} · ${line.contractSupplier}`,
      ])}
      total={total}
      offset={offset}
      onPage={onPage}
    />
  )
}
