import type { Meta, StoryObj } from '@storybook/react'

import DataTable from './DataTable'
import {
  supplierSpendColumns,
  supplierSpendRows,
  type SupplierSpend,
} from './DataTable.fixtures'

const meta: Meta<typeof DataTable<SupplierSpend>> = {
  component: DataTable,
  args: { columns: supplierSpendColumns, rows: supplierSpendRows },
}
export default meta

type Story = StoryObj<typeof DataTable<SupplierSpend>>

export const Rows: Story = {}
export const Loading: Story = { args: { loading: true, rows: [] } }
export const Empty: Story = {
  args: { rows: [], emptyDescription: 'Import spend lines to see them here.' },
}
export const Paginated: Story = {
  args: {
    pagination: {
      page: 1,
      pageSize: 3,
      total: 9,
      onPageChange: () => undefined,
    },
  },
}
