import type { Meta, StoryObj } from '@storybook/react'

import { mockApi } from 'src/lib/storyApi'

import Header from './Header'
import { askReview, expiring, helena } from './Header.fixtures'

const meta: Meta<typeof Header> = {
  component: Header,
  args: { onToggleSidebar: () => undefined },
}
export default meta

type Story = StoryObj<typeof Header>

const withNotifications = () =>
  mockApi({ path: '/notification', body: { data: [askReview, expiring] } })

export const LoadingUser: Story = {
  render: (args) => {
    withNotifications()
    return <Header {...args} />
  },
}
export const SignedIn: Story = {
  render: (args) => {
    withNotifications()
    mockCurrentUser(helena)
    return <Header {...args} />
  },
}
