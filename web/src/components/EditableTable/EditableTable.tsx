import { useState, type ReactNode } from 'react'

import type { ColumnDef, SortingState } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'

import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'
import DataTable, {
  type ServerPagination,
} from 'src/components/DataTable/DataTable'

import RowActions from './RowActions'

/** What a list cell receives from its page: server pages and sorting. */
export interface ListProps {
  pagination: Omit<ServerPagination, 'total'>
  sorting: { state: SortingState; onChange: (sorting: SortingState) => void }
}

interface EditableTableProps<TRow> extends ListProps {
  columns: ColumnDef<TRow, unknown>[]
  rows: TRow[]
  total: number
  caption: string
  emptyDescription: string
  /** how a row is named in its action buttons and dialogs */
  rowLabel: (row: TRow) => string
  renderEditor: (row: TRow, onClose: () => void) => ReactNode
  deleteDialog: (row: TRow) => { title: string; description: string }
  onDelete: (row: TRow) => Promise<unknown>
  /** why a row may not be edited or deleted by me (an i18n key), if it may not */
  refusalOf?: (row: TRow, action: 'edit' | 'delete') => string | null
}

/** A server-paged table whose rows each have edit (in a modal) and delete (after confirmation). */
const EditableTable = <TRow,>({
  columns,
  rows,
  total,
  pagination,
  sorting,
  caption,
  emptyDescription,
  rowLabel,
  renderEditor,
  deleteDialog,
  onDelete,
  refusalOf = () => null,
}: EditableTableProps<TRow>) => {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<TRow | null>(null)
  const [deleting, setDeleting] = useState<TRow | null>(null)
  const refusal = (row: TRow, action: 'edit' | 'delete') => {
    const key = refusalOf(row, action)
    return key ? t(key) : undefined
  }
  const actions: ColumnDef<TRow, unknown> = {
    id: 'actions',
    header: t('team.actions'),
    enableSorting: false,
    cell: ({ row }) => (
      <RowActions
        label={rowLabel(row.original)}
        onEdit={() => setEditing(row.original)}
        onDelete={() => setDeleting(row.original)}
        editRefusal={refusal(row.original, 'edit')}
        deleteRefusal={refusal(row.original, 'delete')}
      />
    ),
  }
  return (
    <>
      <DataTable
        columns={[...columns, actions]}
        rows={rows}
        sorting={sorting}
        pagination={{ ...pagination, total }}
        emptyDescription={emptyDescription}
        caption={caption}
      />
      {editing && renderEditor(editing, () => setEditing(null))}
      <ConfirmationDialog
        open={Boolean(deleting)}
        {...(deleting ? deleteDialog(deleting) : { title: '' })}
        confirmLabel={t('team.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && onDelete(deleting)}
      />
    </>
  )
}

export default EditableTable
