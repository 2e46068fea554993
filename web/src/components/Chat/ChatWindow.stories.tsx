import type { Meta, StoryObj } from '@storybook/react'

import ChatWindow from './ChatWindow'
import { chatLines } from './ChatWindow.fixtures'

const meta: Meta<typeof ChatWindow> = {
  component: ChatWindow,
  args: {
    lines: chatLines,
    error: null,
    busy: false,
    maximized: false,
    onSend: async () => true,
    onToggleSize: () => undefined,
    onRestart: () => undefined,
    onClose: () => undefined,
  },
}
export default meta

type Story = StoryObj<typeof ChatWindow>

export const Conversation: Story = {}
export const Maximized: Story = { args: { maximized: true } }
export const Waiting: Story = {
  args: {
    busy: true,
    lines: [...chatLines, { id: 'waiting', author: 'WAITING', message: '' }],
  },
}
export const Refused: Story = {
  args: { error: 'Write at most 1000 characters' },
}
