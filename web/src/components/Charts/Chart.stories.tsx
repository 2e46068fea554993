import type { Meta, StoryObj } from '@storybook/react'

import Chart from './Chart'
import { savingsRows, savingsSeries } from './Chart.fixtures'

const meta: Meta<typeof Chart> = {
  component: Chart,
  args: {
    title: 'Saving by category manager',
    rows: savingsRows,
    categoryKey: 'manager',
    series: savingsSeries,
    currency: 'BRL',
  },
}
export default meta

type Story = StoryObj<typeof Chart>

export const Bar: Story = { args: { kind: 'bar' } }
export const HorizontalBar: Story = { args: { kind: 'horizontalBar' } }
export const StackedBar: Story = { args: { kind: 'stackedBar' } }
export const Line: Story = { args: { kind: 'line' } }
export const Pie: Story = { args: { kind: 'pie', series: [savingsSeries[0]] } }
export const Volume: Story = {
  args: { kind: 'bar', currency: undefined, series: [savingsSeries[1]] },
}
export const Loading: Story = { args: { kind: 'bar', loading: true } }
export const Empty: Story = { args: { kind: 'bar', rows: [] } }
export const Failed: Story = {
  args: { kind: 'bar', error: true, onRetry: () => undefined },
}
