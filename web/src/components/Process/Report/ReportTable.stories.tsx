import type { Meta, StoryObj } from '@storybook/react'

import ReportTable from './ReportTable'

const meta: Meta<typeof ReportTable> = { component: ReportTable }
export default meta

export const Items: StoryObj<typeof ReportTable> = {
  args: {
    label: 'Items',
    columns: [
      { label: 'Code' },
      { label: 'Description' },
      { label: 'Annual volume', numeric: true },
    ],
    rows: [
      { key: 'a', cells: ['STEEL-1', 'Steel coil', '1,000'] },
      { key: 'b', cells: ['RESIN-2', 'HDPE resin', '250'] },
    ],
  },
}
