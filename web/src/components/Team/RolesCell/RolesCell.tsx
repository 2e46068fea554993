import { useState } from 'react'

import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'

import {
  useMutation,
  type CellFailureProps,
  type CellSuccessProps,
} from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'
import DataTable, {
  type ServerPagination,
} from 'src/components/DataTable/DataTable'
import { useToastedAction } from 'src/components/Form/useToastedAction'

import RoleFormModal, { type EditableRole } from '../RoleFormModal'
import RowActions from '../RowActions'

export const QUERY = gql`
  query RolesQuery($page: PageInput!) {
    roles(page: $page) {
      total
      items {
        id
        name
        description
        priority
        userCount
      }
    }
  }
`

export const DELETE_ROLE = gql`
  mutation DeleteRoleMutation($id: String!) {
    deleteRole(id: $id) {
      id
    }
  }
`

type Role = EditableRole & { userCount: number }

interface TableProps {
  pagination: Omit<ServerPagination, 'total'>
  sorting: Parameters<typeof DataTable>[0]['sorting']
}

export const Loading = ({ sorting }: TableProps) => (
  <DataTable columns={[]} rows={[]} loading sorting={sorting} />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

export const Success = ({
  roles,
  pagination,
  sorting,
}: CellSuccessProps<{ roles: { total: number; items: Role[] } }> &
  TableProps) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const [editing, setEditing] = useState<Role | null>(null)
  const [deleting, setDeleting] = useState<Role | null>(null)
  const [deleteRole] = useMutation(DELETE_ROLE, {
    refetchQueries: ['RolesQuery'],
    awaitRefetchQueries: true,
  })

  const columns: ColumnDef<Role, unknown>[] = [
    { accessorKey: 'name', header: t('team.roles.name') },
    { accessorKey: 'description', header: t('team.roles.description') },
    {
      accessorKey: 'priority',
      header: t('team.roles.priority'),
      meta: { numeric: true },
    },
    {
      id: 'actions',
      header: t('team.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <RowActions
          label={row.original.name}
          onEdit={() => setEditing(row.original)}
          onDelete={() => setDeleting(row.original)}
        />
      ),
    },
  ]

  return (
    <>
      <DataTable
        columns={columns}
        rows={roles.items}
        sorting={sorting}
        pagination={{ ...pagination, total: roles.total }}
        emptyDescription={t('team.roles.empty')}
        caption={t('pages.roles')}
      />
      {editing && (
        <RoleFormModal role={editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmationDialog
        open={Boolean(deleting)}
        title={t('team.roles.deleteTitle', { name: deleting?.name })}
        description={t('team.roles.deleteBody', {
          count: deleting?.userCount ?? 0,
        })}
        confirmLabel={t('team.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await run(() => deleteRole({ variables: { id: deleting?.id } }), {
            success: 'team.roles.deleted',
            failure: 'team.roles.deleteError',
          })
        }}
      />
    </>
  )
}
