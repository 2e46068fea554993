import type { Meta, StoryObj } from '@storybook/react'

import NotificationBell from './NotificationBell'

const meta: Meta<typeof NotificationBell> = { component: NotificationBell }
export default meta

type Story = StoryObj<typeof NotificationBell>

export const Empty: Story = {}
export const Unread: Story = {
  args: {
    notifications: [
      { id: '1', read: false, text: 'Process 12 is waiting for your approval' },
      {
        id: '2',
        read: true,
        text: 'Contract CT-2024001 is expiring in 30 days',
      },
    ],
  },
}
export const AllRead: Story = {
  args: {
    notifications: [
      {
        id: '2',
        read: true,
        text: 'Contract CT-2024001 is expiring in 30 days',
      },
    ],
  },
}
