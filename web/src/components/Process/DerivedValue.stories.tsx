import type { Meta, StoryObj } from '@storybook/react'

import DerivedValue from './DerivedValue'

const meta: Meta<typeof DerivedValue> = { component: DerivedValue }
export default meta

type Story = StoryObj<typeof DerivedValue>

export const Money: Story = {
  args: { label: 'Historical value', value: 'R$100,000.00' },
}
export const Share: Story = {
  args: { label: "Share of the item's volume", value: '60 %' },
}
