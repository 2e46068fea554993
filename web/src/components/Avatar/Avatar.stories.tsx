import type { Meta, StoryObj } from '@storybook/react'

import Avatar from './Avatar'

const meta: Meta<typeof Avatar> = {
  component: Avatar,
  args: { firstName: 'Helena' },
}
export default meta

type Story = StoryObj<typeof Avatar>

export const Initial: Story = {}
export const Large: Story = { args: { size: 64 } }
export const WithImage: Story = { args: { avatarId: 'demo-avatar' } }
