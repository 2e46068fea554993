import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import type {
  DeleteUserMutation,
  DeleteUserMutationVariables,
  UsersQuery,
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

import { inReadersWords } from '../roleWords'
import { useMyRole } from '../useMyRole'
import UserFormModal from '../UserFormModal'

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
        contractNotices
        disabled
        role {
          id
          name
          priority
          builtIn
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

type Member = UsersQuery['users']['items'][number]

const fullName = (member: Member) => `${member.firstName} ${member.lastName}`

export const Loading = ({ sorting }: ListProps) => (
  <DataTable columns={[]} rows={[]} loading sorting={sorting} />
)

export const Failure = ({ error, errorCode }: CellFailureProps) => (
  <CellFailure error={error} errorCode={errorCode} />
)

export const Success = ({
  users,
  ...list
}: CellSuccessProps<UsersQuery> & ListProps) => {
  const { t } = useTranslation()
  const mine = useMyRole()
  const run = useToastedAction()
  const [deleteUser] = useMutation<
    DeleteUserMutation,
    DeleteUserMutationVariables
  >(DELETE_USER, {
    refetchQueries: ['UsersQuery', 'RolesQuery'],
    awaitRefetchQueries: true,
  })
  const columns: ColumnDef<Member, unknown>[] = [
    { id: 'name', accessorFn: fullName, header: t('team.users.name') },
    { accessorKey: 'userName', header: t('team.users.userName') },
    { accessorKey: 'email', header: t('team.users.email') },
    {
      id: 'role',
      accessorFn: (member) => inReadersWords(t, member.role).name,
      header: t('team.users.role'),
    },
    {
      id: 'status',
      accessorFn: (member) =>
        t(member.disabled ? 'team.users.inactive' : 'team.users.active'),
      header: t('team.users.status'),
      enableSorting: false,
    },
  ]
  return (
    <EditableTable<Member>
      {...list}
      columns={columns}
      rows={users.items}
      total={users.total}
      caption={t('pages.users')}
      emptyDescription={t('team.users.empty')}
      rowLabel={fullName}
      // spec §6: nobody manages a user whose role ranks as high as theirs
      refusalOf={(member) =>
        member.role.priority >= mine.priority
          ? 'team.users.priorityTooHigh'
          : null
      }
      renderEditor={(member, onClose) => (
        <UserFormModal user={member} onClose={onClose} />
      )}
      deleteDialog={(member) => ({
        title: t('team.users.deleteTitle', { name: fullName(member) }),
        description: t('team.users.deleteBody'),
      })}
      onDelete={(member) =>
        run(() => deleteUser({ variables: { id: member.id } }), {
          success: 'team.users.deleted',
          failure: 'team.users.deleteError',
        })
      }
    />
  )
}
