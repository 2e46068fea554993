import { memo, type ClipboardEvent } from 'react'

import {
  AGREEMENT_PERIODS,
  formatUnitPrice,
  formatVolume,
} from '@procura/shared'
import { useTranslation } from 'react-i18next'

import {
  GridCell,
  moveFocus,
  remember,
} from 'src/components/Process/Quotations/QuotationGrid'
import {
  pastedCells,
  type InvalidCell,
} from 'src/components/Process/Quotations/quotationRows'

import type { PortalColumn, PortalColumnField, PortalRow } from './portalRows'

export interface PortalItem {
  id: string
  code: string
  description: string
  unit: string | null
  annualVolume: string | null
}

export interface ReferenceEntry {
  id: string
  code: string
  nameEn: string
  namePt: string
}

export interface PortalGridProps {
  items: PortalItem[]
  columns: PortalColumn[]
  rows: PortalRow[]
  invalid: Map<number, Partial<Record<PortalColumnField, InvalidCell>>>
  /** the supplier's own offer per item in the round before, if any */
  earlier: Map<string, { round: number; unitPrice: string | null }>
  currency: string
  reference: { incoterms: ReferenceEntry[]; supplyOrigins: ReferenceEntry[] }
  onChange: (
    changes: { rowIndex: number; field: PortalColumnField; value: string }[]
  ) => void
  disabled: boolean
}

const useChoices = (reference: PortalGridProps['reference']) => {
  const { t, i18n } = useTranslation()
  return (column: PortalColumn) =>
    column.options === 'agreementPeriod'
      ? AGREEMENT_PERIODS.map((value) => ({
          value,
          label: t(`process.enums.agreementPeriod.${value}`),
        }))
      : (reference[column.options as 'incoterms'] ?? []).map((entry) => ({
          value: entry.id,
          label: `${entry.code} · ${i18n.language === 'pt' ? entry.namePt : entry.nameEn}`,
        }))
}

interface RowProps {
  item: PortalItem
  row: PortalRow
  rowIndex: number
  columns: PortalColumn[]
  invalid?: Partial<Record<PortalColumnField, InvalidCell>>
  earlier?: { round: number; unitPrice: string | null }
  currency: string
  choices: ReturnType<typeof useChoices>
  onChange: PortalGridProps['onChange']
  disabled: boolean
}

const ItemRow = memo(function ItemRow({
  item,
  row,
  rowIndex,
  columns,
  invalid,
  earlier,
  currency,
  choices,
  onChange,
  disabled,
}: RowProps) {
  const { t, i18n } = useTranslation()
  const declined = row.declined === 'true'
  return (
    <tr
      className={`border-t border-slate-100 ${declined ? 'bg-slate-50 text-slate-500' : ''}`}
    >
      <th
        scope="row"
        className="sticky left-0 bg-white px-2 py-1 text-left font-medium"
      >
        {item.code}
        <span className="block text-xs font-normal text-slate-500">
          {item.description}
        </span>
      </th>
      <td className="tabular whitespace-nowrap px-2 text-right text-slate-600">
        {item.annualVolume
          ? formatVolume(
              item.annualVolume,
              i18n.language,
              item.unit ?? undefined
            )
          : '–'}
      </td>
      <td className="tabular whitespace-nowrap px-2 text-right text-slate-600">
        {earlier?.unitPrice
          ? formatUnitPrice(earlier.unitPrice, currency, i18n.language)
          : '–'}
      </td>
      {columns.map((column, columnIndex) => {
        const common = {
          'data-row': rowIndex,
          'data-col': columnIndex,
          'aria-label': `${item.code} ${t(`portal.page.columns.${column.field}`)}`,
          disabled: disabled || (declined && column.field !== 'declined'),
        }
        return (
          <td key={column.field} className="px-0.5 py-0.5">
            <GridCell
              kind={column.kind}
              common={common}
              value={row[column.field]}
              invalid={invalid?.[column.field]}
              choices={column.kind === 'select' ? choices(column) : []}
              onChange={(next) =>
                onChange([{ rowIndex, field: column.field, value: next }])
              }
            />
          </td>
        )
      })}
    </tr>
  )
})

/**
 * The supplier's answer, one row per item, entered like a spreadsheet: the same keys as the buyer's
 * grid, and cells pasted from a spreadsheet fill rightwards and down from the focused one.
 */
const PortalGrid = ({
  items,
  columns,
  rows,
  invalid,
  earlier,
  currency,
  reference,
  onChange,
  disabled,
}: PortalGridProps) => {
  const { t, i18n } = useTranslation()
  const choices = useChoices(reference)

  const paste = (event: ClipboardEvent<HTMLTableSectionElement>) => {
    const changes = pastedCells(event, columns, rows.length, i18n.language)
    if (changes) onChange(changes)
  }

  return (
    <div className="max-h-[65vh] overflow-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('portal.page.grid')}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 text-slate-600">
          <tr>
            <th
              scope="col"
              className="sticky left-0 bg-slate-50 px-2 py-2 text-left font-medium"
            >
              {t('portal.page.item')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('portal.page.annualVolume')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t('portal.page.earlierPrice')}
            </th>
            {columns.map((column) => (
              <th
                key={column.field}
                scope="col"
                className="whitespace-nowrap px-2 py-2 text-left font-medium"
              >
                {t(`portal.page.columns.${column.field}`)}
                {column.field === 'unitPrice' && ` (${currency})`}
              </th>
            ))}
          </tr>
        </thead>
        {/* delegated: the cells inside are the interactive elements */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <tbody onKeyDown={moveFocus} onFocus={remember} onPaste={paste}>
          {items.map((item, rowIndex) => (
            <ItemRow
              key={item.id}
              item={item}
              row={rows[rowIndex]}
              rowIndex={rowIndex}
              columns={columns}
              invalid={invalid.get(rowIndex)}
              earlier={earlier.get(item.id)}
              currency={currency}
              choices={choices}
              onChange={onChange}
              disabled={disabled}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

export default PortalGrid
