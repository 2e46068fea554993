import { useCallback, useMemo, useState, type ChangeEvent } from 'react'

import { quotationSchema, type ValidationMessage } from '@procura/shared'
import { FileUp, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type {
  DeleteQuotationRoundMutation,
  DeleteQuotationRoundMutationVariables,
  QuotationFields,
  QuotationInput,
  SaveQuotationRoundMutation,
  SaveQuotationRoundMutationVariables,
} from 'types/graphql'
import { ValidationError } from 'yup'

import { navigate, routes } from '@redwoodjs/router'
import { useMutation } from '@redwoodjs/web'
import { toast } from '@redwoodjs/web/toast'

import Button, { buttonClasses } from 'src/components/Button/Button'
import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'
import { useToastedAction } from 'src/components/Form/useToastedAction'

import type { ReferenceData } from '../options'
import type { ProcessRecord } from '../processRecord'

import QuotationGrid, { ROWS_PER_PAGE, useColumnChoices } from './QuotationGrid'
import {
  cellValue,
  GRID_COLUMNS,
  parseRoundCsv,
  nextRoundFrom,
  roundRows,
  toInput,
  type QuotationRow,
} from './quotationRows'
import { useGridCells } from './useGridCells'

export const SAVE_ROUND = gql`
  mutation SaveQuotationRoundMutation(
    $processId: String!
    $round: Int!
    $input: [QuotationInput!]!
  ) {
    saveQuotationRound(processId: $processId, round: $round, input: $input)
  }
`

export const DELETE_ROUND = gql`
  mutation DeleteQuotationRoundMutation($processId: String!, $round: Int!) {
    deleteQuotationRound(processId: $processId, round: $round)
  }
`

interface RoundEditorProps {
  process: ProcessRecord
  reference: ReferenceData
  round: number
  saved: QuotationFields[]
  /** the round before, which a new (empty) round may start from */
  previous?: QuotationFields[]
  editable: boolean
}

interface RowProblem {
  rowIndex: number
  message: ValidationMessage
}

/** The shared schema on every row; the first few problems are listed, the first one shown. */
const problemsOf = (rows: QuotationRow[], round: number) => {
  const problems: RowProblem[] = []
  rows.forEach((row, rowIndex) => {
    try {
      quotationSchema.validateSync({ ...toInput(row), round })
    } catch (error) {
      if (error instanceof ValidationError)
        problems.push({
          rowIndex,
          message: error.errors[0] as unknown as ValidationMessage,
        })
    }
  })
  return problems
}

const MAX_LISTED_PROBLEMS = 5

const NUMBER_FIELDS = new Set(
  GRID_COLUMNS.filter((c) => c.kind === 'number').map((c) => c.field)
)

/** One round: the grid, CSV import, save (the whole round at once) and delete. */
const RoundEditor = ({
  process,
  reference,
  round,
  saved,
  previous,
  editable,
}: RoundEditorProps) => {
  const { t, i18n } = useTranslation()
  const run = useToastedAction()
  const choices = useColumnChoices(reference)
  const { rows, invalid, setCells, resetRows } = useGridCells<
    keyof QuotationRow,
    QuotationRow
  >(() => roundRows(process, saved), NUMBER_FIELDS)
  // a new round offers to start as a copy of the one before; chosen once
  const [copyOffered, setCopyOffered] = useState(
    editable && !saved.length && !!previous?.length
  )
  const copyPrevious = (keepPrices: boolean) => {
    resetRows(roundRows(process, nextRoundFrom(previous ?? [], keepPrices)))
    setCopyOffered(false)
  }
  const [page, setPage] = useState(0)
  const [problems, setProblems] = useState<RowProblem[]>([])
  const [deleting, setDeleting] = useState(false)
  const refetch = {
    refetchQueries: ['ProcessQuery', 'QuotationRoundQuery'],
    awaitRefetchQueries: true,
  }
  const [saveRound, { loading }] = useMutation<
    SaveQuotationRoundMutation,
    SaveQuotationRoundMutationVariables
  >(SAVE_ROUND, refetch)
  const [deleteRound] = useMutation<
    DeleteQuotationRoundMutation,
    DeleteQuotationRoundMutationVariables
  >(DELETE_ROUND, refetch)

  const suppliers = useMemo(
    () => new Map(process.suppliers.map((s) => [s.id, s.name])),
    [process]
  )
  const items = useMemo(
    () =>
      new Map(process.items.map((i) => [i.id, `${i.code} · ${i.description}`])),
    [process]
  )

  const onChange = useCallback(
    (rowIndex: number, field: keyof QuotationRow, value: string) =>
      setCells([{ rowIndex, field, value }], i18n.language),
    [setCells, i18n.language]
  )

  /** A pasted or imported value for a select: its id, code or name. */
  const resolve = (field: keyof QuotationRow, value: string) => {
    const column = GRID_COLUMNS.find((c) => c.field === field)
    if (column?.kind !== 'select' || !value) return value
    const wanted = value.trim().toLowerCase()
    const choice = choices(column).find((option) =>
      [option.value, option.code, option.label].some(
        (v) => v.toLowerCase() === wanted
      )
    )
    return choice?.value ?? value
  }

  const applyChanges = (
    changes: { rowIndex: number; field: keyof QuotationRow; value: string }[],
    locale = i18n.language
  ) =>
    setCells(
      changes.map((change) => ({
        ...change,
        value: resolve(change.field, change.value),
      })),
      locale
    )

  const importCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const {
      rows: imported,
      errors,
      locale,
    } = parseRoundCsv(await file.text(), process)
    if (errors.length) {
      const [first] = errors
      toast.error(
        t('process.quotations.csvError', {
          line: first.line,
          message: t(first.key, { value: first.value }),
        })
      )
      return
    }
    const indexOf = new Map(
      rows.map((row, index) => [`${row.supplierId}:${row.itemId}`, index])
    )
    applyChanges(
      imported.flatMap(({ supplierId, itemId, cells }) =>
        cells.slice(0, GRID_COLUMNS.length).map((value, c) => ({
          rowIndex: indexOf.get(`${supplierId}:${itemId}`) as number,
          field: GRID_COLUMNS[c].field,
          value: cellValue(GRID_COLUMNS[c], value, locale),
        }))
      ),
      locale
    )
    toast.success(t('process.quotations.imported', { count: imported.length }))
  }

  /** Saves the round; "save and submit" then opens the awardees step. */
  const save = async (submit = false) => {
    // a number that could not be read is never saved as empty or as another number
    const unread: RowProblem[] = [...invalid].flatMap(([rowIndex, cells]) =>
      Object.values(cells).map(({ message }) => ({ rowIndex, message }))
    )
    const found = unread.length ? unread : problemsOf(rows, round)
    setProblems(found.slice(0, MAX_LISTED_PROBLEMS))
    if (found.length) {
      setPage(Math.floor(found[0].rowIndex / ROWS_PER_PAGE))
      toast.error(t('process.toasts.quotations.error'))
      return
    }
    const saved = await run(
      () =>
        saveRound({
          variables: {
            processId: process.id,
            round,
            // every row passed the shared schema above: its required cells are there
            input: rows.map(toInput) as QuotationInput[],
          },
        }),
      {
        success: 'process.toasts.quotations.success',
        failure: 'process.toasts.quotations.error',
      }
    )
    if (saved && submit)
      navigate(routes.process({ uid: process.id, step: 'awardees' }))
  }

  const rowName = (rowIndex: number) =>
    t('process.quotations.rowError', {
      supplier: suppliers.get(rows[rowIndex].supplierId),
      item: items.get(rows[rowIndex].itemId),
      message: '',
    })

  return (
    <div className="flex flex-col gap-3">
      {problems.length > 0 && (
        <ul
          role="alert"
          className="rounded-md border border-danger-500 bg-danger-50 px-3 py-2 text-sm text-danger-700"
        >
          {problems.map(({ rowIndex, message }, index) => (
            <li key={`${rowIndex}:${index}`}>
              {rowName(rowIndex)}
              {t(message.key, message.values)}
            </li>
          ))}
        </ul>
      )}
      {copyOffered && (
        <div
          role="group"
          aria-label={t('process.quotations.copyTitle', { round: round - 1 })}
          className="flex flex-wrap items-center gap-2 rounded-md border border-info-500 bg-info-50 px-3 py-2 text-sm text-info-700"
        >
          <span className="flex-1">
            {t('process.quotations.copyTitle', { round: round - 1 })}
          </span>
          <Button size="medium" onClick={() => copyPrevious(true)}>
            {t('process.quotations.copyWithPrices')}
          </Button>
          <Button
            size="medium"
            variant="ghost"
            onClick={() => copyPrevious(false)}
          >
            {t('process.quotations.copyWithoutPrices')}
          </Button>
        </div>
      )}
      <QuotationGrid
        round={round}
        rows={rows}
        invalid={invalid}
        onChange={onChange}
        onPasteCells={applyChanges}
        supplierName={(id) => suppliers.get(id) ?? ''}
        itemLabel={(id) => items.get(id) ?? ''}
        reference={reference}
        page={page}
        onPageChange={setPage}
        disabled={!editable}
      />
      {editable && (
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" onClick={() => save()} loading={loading}>
            {t('process.page.save')}
          </Button>
          <Button onClick={() => save(true)} loading={loading}>
            {t('process.page.saveAndSubmit')}
          </Button>
          <label
            className={buttonClasses({
              variant: 'secondary',
              className: 'cursor-pointer',
            })}
          >
            <FileUp size={16} aria-hidden />
            {t('process.quotations.importCsv')}
            <input
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              onChange={importCsv}
            />
          </label>
          <span className="text-xs text-slate-500">
            {t('process.quotations.csvHelp')}
          </span>
          <Button
            variant="ghost"
            icon={Trash2}
            className="ml-auto"
            onClick={() => setDeleting(true)}
          >
            {t('process.quotations.deleteRound', { round })}
          </Button>
        </div>
      )}
      <ConfirmationDialog
        open={deleting}
        title={t('process.quotations.deleteRound', { round })}
        confirmLabel={t('team.delete')}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          run(
            () => deleteRound({ variables: { processId: process.id, round } }),
            {
              success: 'process.quotations.roundDeleted',
              failure: 'process.toasts.quotations.error',
            }
          )
        }
      />
    </div>
  )
}

export default RoundEditor
