import type { Meta, StoryObj } from '@storybook/react'

import Button from 'src/components/Button/Button'

import Modal from './Modal'

const meta: Meta<typeof Modal> = {
  component: Modal,
  args: {
    open: true,
    title: 'Add role',
    children: 'Role form goes here.',
    onClose: () => undefined,
  },
}
export default meta

type Story = StoryObj<typeof Modal>

export const Default: Story = {}
export const WithFooter: Story = { args: { footer: <Button>Save</Button> } }
export const Wide: Story = { args: { width: 800 } }
export const CloseDisabled: Story = { args: { closeDisabled: true } }
