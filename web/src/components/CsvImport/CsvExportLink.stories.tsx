import type { Meta, StoryObj } from '@storybook/react'

import CsvExportLink from './CsvExportLink'

const meta: Meta<typeof CsvExportLink> = { component: CsvExportLink }
export default meta

type Story = StoryObj<typeof CsvExportLink>

export const FilteredList: Story = {
  args: {
    path: '/suppliers/export',
    query: { search: 'filmes', litigant: false },
    label: 'Export CSV',
  },
}
