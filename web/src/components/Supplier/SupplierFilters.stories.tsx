import type { Meta, StoryObj } from '@storybook/react'

import SupplierFilters from './SupplierFilters'

const meta: Meta<typeof SupplierFilters> = {
  component: SupplierFilters,
  args: { onChange: () => undefined },
}
export default meta

type Story = StoryObj<typeof SupplierFilters>

export const Unfiltered: Story = { args: { filter: {} } }
export const SearchedAndFlagged: Story = {
  args: { filter: { search: '11.222', litigant: true, blocked: false } },
}
