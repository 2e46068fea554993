import type { ComponentProps } from 'react'

import type { Meta, StoryObj } from '@storybook/react'
import { expect, userEvent, within } from '@storybook/test'

import i18n from 'src/i18n'

import ConfirmationDialog from './ConfirmationDialog'

// Deleting a process, in the reader's language, in each state of the dialog.
type Props = ComponentProps<typeof ConfirmationDialog>

const deleteProcess = (values: Partial<Props> = {}): Props => ({
  open: true,
  title: i18n.t('process.page.deleteTitle', { code: 'PRC-2026-0042' }),
  description: i18n.t('process.page.deleteBody'),
  confirmLabel: i18n.t('process.page.delete'),
  onConfirm: () => undefined,
  onClose: () => undefined,
  ...values,
})

const meta: Meta<typeof ConfirmationDialog> = { component: ConfirmationDialog }
export default meta

type Story = StoryObj<typeof ConfirmationDialog>

/** A story of the dialog; its texts are read as it is drawn, in the language chosen. */
const dialog = (values: () => Partial<Props> = () => ({})): Story => ({
  render: () => <ConfirmationDialog {...deleteProcess(values())} />,
})

export const Idle = dialog()

/** Confirmed, and waiting for the api: the confirm button says so, nothing can be pressed twice. */
export const InProgress: Story = {
  ...dialog(() => ({ onConfirm: () => new Promise(() => undefined) })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    const confirm = page.getByRole('button', {
      name: i18n.t('process.page.delete'),
    })
    await userEvent.click(confirm)
    await expect(confirm).toBeDisabled()
  },
}

export const CloseDisabled = dialog(() => ({ closeDisabled: true }))
export const WithError = dialog(() => ({
  message: { type: 'error', text: i18n.t('process.errors.deleteNotAllowed') },
}))
export const WithWarning = dialog(() => ({
  message: {
    type: 'warning',
    text: i18n.t('team.roles.deleteBody', { count: 3 }),
  },
}))
export const WithInfo = dialog(() => ({
  message: { type: 'info', text: i18n.t('process.scenarios.deleteConfirm') },
}))
