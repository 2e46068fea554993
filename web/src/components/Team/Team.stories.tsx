import type { Meta, StoryObj } from '@storybook/react'

import RolesPage from 'src/pages/RolesPage/RolesPage'
import UsersPage from 'src/pages/UsersPage/UsersPage'

import RoleFormModal from './RoleFormModal'
import {
  Failure as RolesFailure,
  Loading as RolesLoading,
  Success as RolesSuccess,
} from './RolesCell/RolesCell'
import { ROLES, owner, roleOptions, roles, users } from './Team.fixtures'
import UserFormModal from './UserFormModal'
import {
  Failure as UsersFailure,
  Loading as UsersLoading,
  Success as UsersSuccess,
} from './UsersCell/UsersCell'

// Team (spec §5, §6): users and roles ranked by priority, as the company's Owner sees them.
const meta: Meta = { title: 'Team/Team' }
export default meta

const list = {
  pagination: { page: 0, pageSize: 20, onPageChange: () => undefined },
  sorting: { state: [{ id: 'name', desc: false }], onChange: () => undefined },
}
const asOwner = () => mockCurrentUser(owner)

export const UsersScreen: StoryObj = {
  render: () => {
    asOwner()
    mockGraphQLQuery('UsersQuery', () => users())
    mockGraphQLQuery('RoleOptionsQuery', roleOptions)
    return <UsersPage />
  },
}

export const RolesScreen: StoryObj = {
  render: () => {
    asOwner()
    mockGraphQLQuery('RolesQuery', roles)
    return <RolesPage />
  },
}

export const UsersLoadingState: StoryObj = {
  render: () => <UsersLoading {...list} />,
}
export const UsersFailureState: StoryObj = {
  render: () => <UsersFailure error={new Error('Network error')} />,
}
export const UsersCrowded: StoryObj = {
  render: () => {
    asOwner()
    return <UsersSuccess {...list} {...users(40)} />
  },
}
export const RolesLoadingState: StoryObj = {
  render: () => <RolesLoading {...list} />,
}
export const RolesFailureState: StoryObj = {
  render: () => <RolesFailure error={new Error('Network error')} />,
}
export const RolesList: StoryObj = {
  render: () => {
    asOwner()
    return <RolesSuccess {...list} {...roles()} />
  },
}

export const AddUser: StoryObj = {
  render: () => {
    asOwner()
    mockGraphQLQuery('RoleOptionsQuery', roleOptions)
    return <UserFormModal onClose={() => undefined} />
  },
}

export const EditUser: StoryObj = {
  render: () => {
    asOwner()
    mockGraphQLQuery('RoleOptionsQuery', roleOptions)
    return (
      <UserFormModal user={users().users.items[1]} onClose={() => undefined} />
    )
  },
}

export const AddRole: StoryObj = {
  render: () => {
    asOwner()
    return <RoleFormModal onClose={() => undefined} />
  },
}

export const EditRole: StoryObj = {
  render: () => {
    asOwner()
    const { userCount: _count, ...role } = ROLES[2]
    return <RoleFormModal role={role} onClose={() => undefined} />
  },
}
