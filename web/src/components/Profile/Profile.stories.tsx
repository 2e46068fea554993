import type { Meta, StoryObj } from '@storybook/react'

import { sentAsItStands } from 'src/components/Form/storyPlays'

import AvatarEditor from './AvatarEditor'
import ChangePasswordForm from './ChangePasswordForm'
import ProfileForm from './ProfileForm'

// The profile screen's parts (spec §2): names, account language, avatar, password.
const meta: Meta = { title: 'Profile/Profile' }
export default meta

const user = {
  firstName: 'Marina',
  lastName: 'Costa',
  userName: 'marina.costa',
  email: 'marina.costa@alimentos-sul.com.br',
  locale: 'pt',
  role: { name: 'Category manager' },
}

export const Names: StoryObj = { render: () => <ProfileForm user={user} /> }

export const NamesWithErrors: StoryObj = {
  render: () => <ProfileForm user={{ ...user, firstName: '', userName: '' }} />,
  play: sentAsItStands('profile.save'),
}

export const AvatarInitial: StoryObj = {
  render: () => <AvatarEditor firstName="Marina" />,
}

export const Password: StoryObj = { render: () => <ChangePasswordForm /> }

export const PasswordWithErrors: StoryObj = {
  render: () => <ChangePasswordForm />,
  play: sentAsItStands('profile.savePassword'),
}
