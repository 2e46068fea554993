import {
  memo,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react'

import { AGREEMENT_PERIODS, RESPONSE_STATUSES } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import { Pager } from 'src/components/DataTable/DataTable'
import DayInput from 'src/components/Form/DayInput'
import { useDecimalText } from 'src/components/Form/useDecimalText'
import ScrollRegion from 'src/components/ScrollRegion/ScrollRegion'

import type { ReferenceData } from '../options'
import { useReferenceName } from '../options'

import {
  GRID_COLUMNS,
  pastedCells,
  type GridColumn,
  type InvalidCell,
  type QuotationRow,
} from './quotationRows'

export const ROWS_PER_PAGE = 50

const cellClasses =
  'h-8 w-full rounded border border-slate-300 bg-white px-1.5 text-sm'

/** The choices of a select column: reference entries (by id, shown by code) or an enumeration. */
export const useColumnChoices = (reference: ReferenceData) => {
  const { t } = useTranslation()
  const nameOf = useReferenceName()
  return (column: GridColumn) => {
    if (column.options === 'responseStatus')
      return RESPONSE_STATUSES.map((value) => ({
        value,
        code: value,
        label: t(`process.enums.responseStatus.${value}`),
      }))
    if (column.options === 'agreementPeriod')
      return AGREEMENT_PERIODS.map((value) => ({
        value,
        code: value,
        label: t(`process.enums.agreementPeriod.${value}`),
      }))
    return (reference[column.options as keyof ReferenceData] ?? []).map(
      (entry) => ({
        value: entry.id,
        code: entry.code,
        label: `${entry.code} · ${nameOf(entry)}`,
      })
    )
  }
}

export type CellProps = Record<'data-row' | 'data-col', number> & {
  'aria-label': string
  disabled: boolean
}

/** A number cell: shown as the user's language writes it, marked with its message when unreadable. */
const NumberCell = ({
  common,
  value,
  invalid,
  onChange,
}: {
  common: CellProps
  value: string
  invalid?: InvalidCell
  onChange: (typed: string) => void
}) => {
  const { t, i18n } = useTranslation()
  const [text, setText] = useDecimalText(value, i18n.language, invalid)
  const message = invalid && t(invalid.message.key, invalid.message.values)
  return (
    <input
      {...common}
      type="text"
      inputMode="decimal"
      value={text}
      aria-invalid={invalid ? true : undefined}
      title={message}
      onChange={(e) => {
        setText(e.target.value)
        onChange(e.target.value)
      }}
      className={`${cellClasses} tabular min-w-20 text-right ${invalid ? 'border-danger-500 bg-danger-50' : ''}`}
    />
  )
}

/** One editable cell of a spreadsheet grid, as its column's kind makes it. */
export const GridCell = ({
  kind,
  common,
  value,
  invalid,
  choices,
  onChange,
}: {
  kind: GridColumn['kind']
  common: CellProps
  value: string
  invalid?: InvalidCell
  /** a select's options */
  choices: { value: string; label: string }[]
  onChange: (value: string) => void
}) => {
  if (kind === 'select')
    return (
      <select
        {...common}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        // wide enough for a whole word ("Months", "Meses"), not its first letters
        className={`${cellClasses} min-w-28`}
      >
        <option value="">–</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    )
  if (kind === 'check')
    return (
      <input
        {...common}
        type="checkbox"
        checked={value === 'true'}
        onChange={(e) => onChange(e.target.checked ? 'true' : '')}
        className="mx-auto block h-4 w-4"
      />
    )
  if (kind === 'number')
    return (
      <NumberCell
        common={common}
        value={value}
        invalid={invalid}
        onChange={onChange}
      />
    )
  if (kind === 'date')
    return (
      <DayInput
        {...common}
        value={value}
        onChange={onChange}
        className={`${cellClasses} min-w-28`}
      />
    )
  return (
    <input
      {...common}
      type="text"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={`${cellClasses} min-w-24`}
    />
  )
}

interface RowProps {
  row: QuotationRow
  /** the row's number cells that could not be read */
  invalid?: Partial<Record<keyof QuotationRow, InvalidCell>>
  rowIndex: number
  supplierName: string
  itemLabel: string
  choices: (column: GridColumn) => { value: string; label: string }[]
  onChange: (rowIndex: number, field: keyof QuotationRow, value: string) => void
  disabled: boolean
}

const GridRow = memo(function GridRow({
  row,
  invalid,
  rowIndex,
  supplierName,
  itemLabel,
  choices,
  onChange,
  disabled,
}: RowProps) {
  const { t } = useTranslation()
  return (
    <tr className="border-t border-slate-100">
      <th
        scope="row"
        className="sticky left-0 whitespace-nowrap bg-white px-2 text-left font-medium"
      >
        {supplierName}
        <span className="block text-xs font-normal text-slate-500">
          {itemLabel}
        </span>
      </th>
      {GRID_COLUMNS.map((column, columnIndex) => {
        const label = `${supplierName} ${itemLabel} ${t(`process.quotations.${column.field}`)}`
        const common = {
          'data-row': rowIndex,
          'data-col': columnIndex,
          'aria-label': label,
          disabled,
        }
        return (
          <td key={column.field} className="px-0.5 py-0.5">
            <GridCell
              kind={column.kind}
              common={common}
              value={row[column.field]}
              invalid={invalid?.[column.field]}
              choices={column.kind === 'select' ? choices(column) : []}
              onChange={(next) => onChange(rowIndex, column.field, next)}
            />
          </td>
        )
      })}
    </tr>
  )
})

/** A text cell reached from another: its whole value selected, so typing replaces it (as in a spreadsheet). */
const arrive = (cell: HTMLElement) => {
  cell.focus()
  if (cell instanceof HTMLInputElement && cell.type === 'text') cell.select()
}

/**
 * Arrow keys move between cells (left and right only from a text's edge), Enter and Tab move on;
 * F2 edits in place (the caret at the end), Escape restores what the cell held when it was reached.
 */
export const moveFocus = (event: KeyboardEvent<HTMLTableSectionElement>) => {
  const target = event.target as HTMLInputElement
  if (target.dataset.row === undefined) return
  const isText = target.tagName === 'INPUT' && target.type === 'text'
  if (isText && event.key === 'F2') {
    event.preventDefault()
    target.setSelectionRange(target.value.length, target.value.length)
    return
  }
  if (isText && event.key === 'Escape' && target.dataset.before !== undefined) {
    event.preventDefault()
    // through React's own setter, so the row hears the restored value as a change
    const setValue = Object.getOwnPropertyDescriptor(
      HTMLInputElement.prototype,
      'value'
    )?.set
    setValue?.call(target, target.dataset.before)
    target.dispatchEvent(new Event('input', { bubbles: true }))
    target.select()
    return
  }
  const row = Number(target.dataset.row)
  const col = Number(target.dataset.col)
  const atStart = !isText || target.selectionStart === 0
  const atEnd = !isText || target.selectionEnd === target.value.length
  const moves: Record<string, [number, number] | null> = {
    ArrowUp: target.tagName === 'SELECT' ? null : [row - 1, col],
    ArrowDown: target.tagName === 'SELECT' ? null : [row + 1, col],
    Enter: [row + 1, col],
    ArrowLeft: atStart ? [row, col - 1] : null,
    ArrowRight: atEnd ? [row, col + 1] : null,
  }
  const next = moves[event.key]
  if (!next) return
  const cell = event.currentTarget.querySelector<HTMLElement>(
    `[data-row="${next[0]}"][data-col="${next[1]}"]`
  )
  if (!cell) return
  event.preventDefault()
  arrive(cell)
}

/** What a cell held when reached, for Escape. */
export const remember = (event: FocusEvent<HTMLTableSectionElement>) => {
  const target = event.target as unknown as HTMLInputElement
  if (target.dataset.row !== undefined && target.type === 'text')
    target.dataset.before = target.value
}

interface QuotationGridProps {
  round: number
  rows: QuotationRow[]
  invalid: Map<number, Partial<Record<keyof QuotationRow, InvalidCell>>>
  onChange: (rowIndex: number, field: keyof QuotationRow, value: string) => void
  onPasteCells: (
    changes: { rowIndex: number; field: keyof QuotationRow; value: string }[]
  ) => void
  supplierName: (supplierId: string) => string
  itemLabel: (itemId: string) => string
  reference: ReferenceData
  page: number
  onPageChange: (page: number) => void
  disabled: boolean
}

/** A round's quotations, one row per supplier and item, entered like a spreadsheet. */
const QuotationGrid = ({
  round,
  rows,
  invalid,
  onChange,
  onPasteCells,
  supplierName,
  itemLabel,
  reference,
  page,
  onPageChange,
  disabled,
}: QuotationGridProps) => {
  const { t, i18n } = useTranslation()
  const choices = useColumnChoices(reference)
  const first = page * ROWS_PER_PAGE
  const visible = rows.slice(first, first + ROWS_PER_PAGE)

  /** Cells pasted from a spreadsheet fill the grid from the focused cell rightwards and down. */
  const paste = (event: ClipboardEvent<HTMLTableSectionElement>) => {
    const changes = pastedCells(event, GRID_COLUMNS, rows.length, i18n.language)
    if (changes) onPasteCells(changes)
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-500">
        {t('process.quotations.gridHelp')}
      </p>
      <ScrollRegion
        label={t('process.quotations.grid', { round })}
        className="max-h-[60vh] overflow-auto rounded-lg border border-slate-200 bg-white"
      >
        <table className="text-sm">
          <caption className="sr-only">
            {t('process.quotations.grid', { round })}
          </caption>
          <thead className="sticky top-0 z-10 bg-slate-50 text-slate-600">
            <tr>
              <th
                scope="col"
                className="sticky left-0 bg-slate-50 px-2 py-2 text-left font-medium"
              >
                {t('process.quotations.supplier')}
              </th>
              {GRID_COLUMNS.map((column) => (
                <th
                  key={column.field}
                  scope="col"
                  className="whitespace-nowrap px-2 py-2 text-left font-medium"
                >
                  {t(`process.quotations.${column.field}`)}
                </th>
              ))}
            </tr>
          </thead>
          {/* delegated: the cells inside are the interactive elements */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <tbody onKeyDown={moveFocus} onFocus={remember} onPaste={paste}>
            {visible.map((row, offset) => (
              <GridRow
                key={`${row.supplierId}:${row.itemId}`}
                row={row}
                invalid={invalid.get(first + offset)}
                rowIndex={first + offset}
                supplierName={supplierName(row.supplierId)}
                itemLabel={itemLabel(row.itemId)}
                choices={choices}
                onChange={onChange}
                disabled={disabled}
              />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {rows.length > ROWS_PER_PAGE && (
        <Pager
          page={page}
          pageSize={ROWS_PER_PAGE}
          total={rows.length}
          onPageChange={onPageChange}
        />
      )}
    </div>
  )
}

export default QuotationGrid
