import type { Meta, StoryObj } from '@storybook/react'
import { Plus, Trash2 } from 'lucide-react'

import Button from './Button'

const meta: Meta<typeof Button> = {
  component: Button,
  args: { children: 'Save' },
}
export default meta

type Story = StoryObj<typeof Button>

export const PrimaryBlue: Story = {}
export const Secondary: Story = { args: { variant: 'secondary' } }
export const Danger: Story = {
  args: { variant: 'danger', icon: Trash2, children: 'Delete' },
}
export const Ghost: Story = { args: { variant: 'ghost' } }
export const Slim: Story = { args: { size: 'slim', icon: Plus } }
export const Medium: Story = { args: { size: 'medium', icon: Plus } }
export const NormalWithIcon: Story = { args: { size: 'normal', icon: Plus } }
export const Block: Story = { args: { width: 'block' } }
export const Loading: Story = { args: { loading: true } }
export const Disabled: Story = { args: { disabled: true } }
