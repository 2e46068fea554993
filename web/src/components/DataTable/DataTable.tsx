import { useState } from 'react'

import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown, Columns3 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'
import EmptyState from 'src/components/EmptyState/EmptyState'
import HeaderMenu from 'src/components/Layout/HeaderMenu'
import ScrollRegion from 'src/components/ScrollRegion/ScrollRegion'

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** numbers are right-aligned in tabular figures */
    numeric?: boolean
  }
}

export interface ServerPagination {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
}

interface DataTableProps<TRow> {
  columns: ColumnDef<TRow, unknown>[]
  rows: TRow[]
  loading?: boolean
  emptyTitle?: string
  emptyDescription?: string
  /** Server-side pages (0-based); without it every row shows. */
  pagination?: ServerPagination
  /** Server-side sorting; without it the rows are sorted here. */
  sorting?: { state: SortingState; onChange: (sorting: SortingState) => void }
  caption?: string
}

const SKELETON_ROWS = 5

/** A dense table (spec §2 lists): sorting, server pages, loading and empty states, column choice. */
const DataTable = <TRow,>({
  columns,
  rows,
  loading = false,
  emptyTitle,
  emptyDescription,
  pagination,
  sorting,
  caption,
}: DataTableProps<TRow>) => {
  const { t } = useTranslation()
  const [localSorting, setLocalSorting] = useState<SortingState>([])
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>({})
  const sortingState = sorting?.state ?? localSorting

  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting: sortingState, columnVisibility },
    manualSorting: Boolean(sorting),
    onSortingChange: (updater) => {
      const next =
        typeof updater === 'function' ? updater(sortingState) : updater
      return sorting ? sorting.onChange(next) : setLocalSorting(next)
    },
    onColumnVisibilityChange: setColumnVisibility,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  })
  const visibleColumns = table.getVisibleLeafColumns().length

  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <div className="flex justify-end border-b border-slate-200 px-2 py-1">
        <HeaderMenu
          label={t('table.columns')}
          button={<Columns3 size={16} aria-hidden />}
          entries={table
            .getAllLeafColumns()
            .filter((column) => column.getCanHide())
            .map((column) => ({
              key: column.id,
              label: `${column.getIsVisible() ? '✓' : '○'} ${String(column.columnDef.header)}`,
              onSelect: () => column.toggleVisibility(),
            }))}
        />
      </div>
      <ScrollRegion label={caption}>
        <table className="w-full border-collapse text-sm">
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className="sticky top-0 bg-slate-50">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const direction = header.column.getIsSorted()
                  const SortIcon =
                    direction === 'asc'
                      ? ArrowUp
                      : direction === 'desc'
                        ? ArrowDown
                        : ArrowUpDown
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        direction
                          ? direction === 'asc'
                            ? 'ascending'
                            : 'descending'
                          : undefined
                      }
                      className={`h-9 whitespace-nowrap border-b border-slate-200 px-3 font-medium text-slate-600 ${header.column.columnDef.meta?.numeric ? 'text-right' : 'text-left'}`}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 hover:text-slate-900"
                        >
                          {flexRender(
                            header.column.columnDef.header,
                            header.getContext()
                          )}
                          <SortIcon size={12} aria-hidden />
                        </button>
                      ) : (
                        flexRender(
                          header.column.columnDef.header,
                          header.getContext()
                        )
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading &&
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <tr
                  key={index}
                  aria-hidden
                  className="h-9 border-b border-slate-100"
                >
                  <td colSpan={visibleColumns} className="px-3">
                    <div className="h-3 w-full animate-pulse rounded bg-slate-200" />
                  </td>
                </tr>
              ))}
            {!loading &&
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  className="h-9 border-b border-slate-100 hover:bg-slate-50"
                >
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={`whitespace-nowrap px-3 ${cell.column.columnDef.meta?.numeric ? 'tabular text-right' : ''}`}
                    >
                      {flexRender(
                        cell.column.columnDef.cell,
                        cell.getContext()
                      )}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
        {loading && (
          <p className="sr-only" role="status">
            {t('common.loading')}
          </p>
        )}
        {!loading && rows.length === 0 && (
          <div className="p-4">
            <EmptyState
              title={emptyTitle ?? t('empty.title')}
              description={emptyDescription}
            />
          </div>
        )}
      </ScrollRegion>
      {pagination && <Pager {...pagination} />}
    </div>
  )
}

/** Previous and next through pages of a list, with where the user is. */
export const Pager = ({
  page,
  pageSize,
  total,
  onPageChange,
}: ServerPagination) => {
  const { t } = useTranslation()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav
      aria-label={t('table.pages')}
      className="flex items-center justify-end gap-2 px-3 py-2 text-sm"
    >
      <span className="text-slate-500">
        {t('table.pageOf', { page: page + 1, pages, total })}
      </span>
      <Button
        size="slim"
        variant="secondary"
        disabled={page === 0}
        onClick={() => onPageChange(page - 1)}
      >
        {t('table.previous')}
      </Button>
      <Button
        size="slim"
        variant="secondary"
        disabled={page + 1 >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        {t('table.next')}
      </Button>
    </nav>
  )
}

export default DataTable
