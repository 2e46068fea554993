import type { Meta, StoryObj } from '@storybook/react'

import Button from 'src/components/Button/Button'

import EmptyState from './EmptyState'

const meta: Meta<typeof EmptyState> = {
  component: EmptyState,
  args: {
    title: 'Nothing here yet',
    description: 'Processes you create will be listed here.',
  },
}
export default meta

type Story = StoryObj<typeof EmptyState>

export const Default: Story = {}
export const WithAction: Story = {
  args: { action: <Button>Add process</Button> },
}
export const TitleOnly: Story = { args: { description: undefined } }
