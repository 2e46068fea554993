import type { Meta, StoryObj } from '@storybook/react'

import { mockApi, portrait } from 'src/lib/storyApi'

import Avatar from './Avatar'

const meta: Meta<typeof Avatar> = {
  component: Avatar,
  args: { firstName: 'Helena' },
}
export default meta

type Story = StoryObj<typeof Avatar>

export const Initial: Story = {}
export const Large: Story = { args: { size: 64 } }
export const WithImage: Story = {
  args: { avatarId: 'demo-avatar', size: 64 },
  render: (args) => {
    mockApi({
      path: '/avatar/demo-avatar',
      body: portrait('HS'),
      contentType: 'image/svg+xml',
    })
    return <Avatar {...args} />
  },
}
