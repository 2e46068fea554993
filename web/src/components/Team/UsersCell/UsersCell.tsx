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

import RowActions from '../RowActions'
import UserFormModal, { type EditableUser } from '../UserFormModal'

export const QUERY = gql`
  query UsersQuery($page: PageInput!) {
    users(page: $page) {
      total
      items {
        id
        firstName
        lastName
        userName
        email
        role {
          id
          name
          priority
        }
      }
    }
  }
`

export const DELETE_USER = gql`
  mutation DeleteUserMutation($id: String!) {
    deleteUser(id: $id) {
      id
    }
  }
`

type Member = EditableUser & {
  email: string
  role: { id: string; name: string }
}

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
  users,
  pagination,
  sorting,
}: CellSuccessProps<{ users: { total: number; items: Member[] } }> &
  TableProps) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const [editing, setEditing] = useState<Member | null>(null)
  const [deleting, setDeleting] = useState<Member | null>(null)
  const [deleteUser] = useMutation(DELETE_USER, {
    refetchQueries: ['UsersQuery', 'RolesQuery'],
    awaitRefetchQueries: true,
  })
  const fullName = (member: Member) => `${member.firstName} ${member.lastName}`

  const columns: ColumnDef<Member, unknown>[] = [
    { id: 'name', accessorFn: fullName, header: t('team.users.name') },
    { accessorKey: 'userName', header: t('team.users.userName') },
    { accessorKey: 'email', header: t('team.users.email') },
    {
      id: 'role',
      accessorFn: (member) => member.role.name,
      header: t('team.users.role'),
    },
    {
      id: 'actions',
      header: t('team.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <RowActions
          label={fullName(row.original)}
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
        rows={users.items}
        sorting={sorting}
        pagination={{ ...pagination, total: users.total }}
        emptyDescription={t('team.users.empty')}
        caption={t('pages.users')}
      />
      {editing && (
        <UserFormModal user={editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmationDialog
        open={Boolean(deleting)}
        title={t('team.users.deleteTitle', {
          name: deleting && fullName(deleting),
        })}
        description={t('team.users.deleteBody')}
        confirmLabel={t('team.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await run(() => deleteUser({ variables: { id: deleting?.id } }), {
            success: 'team.users.deleted',
            failure: 'team.users.deleteError',
          })
        }}
      />
    </>
  )
}
