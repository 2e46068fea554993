import type { Meta, StoryObj } from '@storybook/react'

import NotificationBell, { type BellNotification } from './NotificationBell'

const values = { code: 'PRC-2026-0012', title: 'PBR wooden pallets' }
const askReview: BellNotification = {
  id: '1',
  read: false,
  createdAt: '2026-11-23T10:00:00Z',
  link: '/app/process/1/review?mode=approve',
  linkType: 'INTERNAL',
  messageCode: 'process/ask-review',
  values,
}
const expiring: BellNotification = {
  id: '2',
  read: true,
  createdAt: '2026-11-20T10:00:00Z',
  link: null,
  linkType: 'INTERNAL',
  messageCode: 'contract/expiring',
  values: { contractId: 'CT-2024001', days: 30 },
}

const meta: Meta<typeof NotificationBell> = { component: NotificationBell }
export default meta

type Story = StoryObj<typeof NotificationBell>

export const Empty: Story = {}
export const Unread: Story = { args: { notifications: [askReview, expiring] } }
export const AllRead: Story = { args: { notifications: [expiring] } }
