import type { Meta, StoryObj } from '@storybook/react'

import CellFailure from './CellFailure'

const meta: Meta<typeof CellFailure> = { component: CellFailure }
export default meta

type Story = StoryObj<typeof CellFailure>

export const Unauthorized: Story = { args: { errorCode: 'FORBIDDEN' } }
export const Failed: Story = {
  args: { error: { message: 'Failed to fetch' }, onRetry: () => undefined },
}
