import type { Meta, StoryObj } from '@storybook/react'

import RolesPage from 'src/pages/RolesPage/RolesPage'
import UsersPage from 'src/pages/UsersPage/UsersPage'

import RoleFormModal from './RoleFormModal'
import { ROLES, owner, roleOptions, roles, users } from './Team.fixtures'
import UserFormModal from './UserFormModal'

// Team (spec §5, §6): users and roles ranked by priority, as the company's Owner sees them. Each list's
// states are its cell's stories (Cells/UsersCell, Cells/RolesCell).
const meta: Meta = { title: 'Team/Team' }
export default meta

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
