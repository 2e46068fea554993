import type { Meta, StoryObj } from '@storybook/react'
import { expect, userEvent, within } from '@storybook/test'

import CsvImport from './CsvImport'

// The CSV import button and its dialog, as the supplier master and the contract list use it.
const meta: Meta<typeof CsvImport> = {
  component: CsvImport,
  args: { path: '/suppliers', messages: 'suppliers.import', refetch: [] },
}
export default meta

type Story = StoryObj<typeof CsvImport>

export const Closed: Story = {}

export const DialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog')
    ).toBeInTheDocument()
  },
}

export const ContractsDialogOpen: Story = {
  args: { path: '/contracts', messages: 'contract.import' },
  play: DialogOpen.play,
}
