import type { Meta, StoryObj } from '@storybook/react'

import ConfirmationDialog from './ConfirmationDialog'

const meta: Meta<typeof ConfirmationDialog> = {
  component: ConfirmationDialog,
  args: {
    open: true,
    title: 'Delete process?',
    description: 'The process and its attachments will be deleted.',
    confirmLabel: 'Delete',
    inProgressLabel: 'Deleting...',
    onConfirm: () => undefined,
    onClose: () => undefined,
  },
}
export default meta

type Story = StoryObj<typeof ConfirmationDialog>

const clickConfirm = async () => {
  const confirm = [...document.querySelectorAll('button')].find(
    (b) => b.textContent === 'Delete'
  )
  confirm?.click()
}

export const Idle: Story = {}
export const InProgress: Story = {
  args: { onConfirm: () => new Promise(() => undefined) },
  play: clickConfirm,
}
export const CloseDisabled: Story = { args: { closeDisabled: true } }
export const WithError: Story = {
  args: {
    message: { type: 'error', text: 'The process is already in review.' },
  },
}
export const WithWarning: Story = {
  args: {
    message: { type: 'warning', text: 'Deleting a role deletes its 3 users.' },
  },
}
export const WithInfo: Story = {
  args: {
    message: { type: 'info', text: 'The first approver will be notified.' },
  },
}
