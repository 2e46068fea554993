import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import type {
  DeleteRoleMutation,
  DeleteRoleMutationVariables,
  RolesQuery,
} from 'types/graphql'

import {
  useMutation,
  type CellFailureProps,
  type CellSuccessProps,
} from '@redwoodjs/web'

import CellFailure from 'src/components/CellFailure/CellFailure'
import DataTable from 'src/components/DataTable/DataTable'
import EditableTable, {
  type ListProps,
} from 'src/components/EditableTable/EditableTable'
import { useToastedAction } from 'src/components/Form/useToastedAction'

import RoleFormModal from '../RoleFormModal'
import { inReadersWords } from '../roleWords'
import { useMyRole } from '../useMyRole'

export const QUERY = gql`
  query RolesQuery($page: PageInput!) {
    roles(page: $page) {
      total
      items {
        id
        name
        description
        priority
        builtIn
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

type Role = RolesQuery['roles']['items'][number]

export const Loading = ({ sorting }: ListProps) => (
  <DataTable columns={[]} rows={[]} loading sorting={sorting} />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

export const Success = ({
  roles,
  ...list
}: CellSuccessProps<RolesQuery> & ListProps) => {
  const { t } = useTranslation()
  const mine = useMyRole()
  const run = useToastedAction()
  const [deleteRole] = useMutation<
    DeleteRoleMutation,
    DeleteRoleMutationVariables
  >(DELETE_ROLE, {
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
  ]
  return (
    <EditableTable<Role>
      {...list}
      columns={columns}
      rows={roles.items.map((role) => inReadersWords(t, role))}
      total={roles.total}
      caption={t('pages.roles')}
      emptyDescription={t('team.roles.empty')}
      rowLabel={(role) => role.name}
      // spec §6: roles below mine; my own role I may edit, but not delete
      refusalOf={(role, action) =>
        role.priority < mine.priority ||
        (action === 'edit' && role.id === mine.id)
          ? null
          : 'team.roles.priorityTooHigh'
      }
      renderEditor={(role, onClose) => (
        <RoleFormModal role={role} onClose={onClose} />
      )}
      deleteDialog={(role) => ({
        title: t('team.roles.deleteTitle', { name: role.name }),
        // spec §6: deleting a role deletes its users; say how many will go
        description: t('team.roles.deleteBody', { count: role.userCount }),
      })}
      onDelete={(role) =>
        run(() => deleteRole({ variables: { id: role.id } }), {
          success: 'team.roles.deleted',
          failure: 'team.roles.deleteError',
        })
      }
    />
  )
}
