import type { Meta, StoryObj } from '@storybook/react'

import Header from './Header'
import { helena } from './Header.fixtures'

const meta: Meta<typeof Header> = {
  component: Header,
  args: { onToggleSidebar: () => undefined },
}
export default meta

type Story = StoryObj<typeof Header>

export const LoadingUser: Story = {}
export const SignedIn: Story = {
  render: (args) => {
    mockCurrentUser(helena)
    return <Header {...args} />
  },
}
