import type { Meta, StoryObj } from '@storybook/react'

import { askReview, expiring } from './Header.fixtures'
import NotificationBell from './NotificationBell'

const meta: Meta<typeof NotificationBell> = { component: NotificationBell }
export default meta

type Story = StoryObj<typeof NotificationBell>

export const Empty: Story = {}
export const Unread: Story = { args: { notifications: [askReview, expiring] } }
export const AllRead: Story = { args: { notifications: [expiring] } }
