import type { Meta, StoryObj } from '@storybook/react'

import { comparedQuotations, processRecord } from '../Process.fixtures'

import ComparativeMap from './ComparativeMap'

const meta: Meta<typeof ComparativeMap> = { component: ComparativeMap }
export default meta

type Story = StoryObj<typeof ComparativeMap>

export const TwoRounds: Story = {
  args: { process: processRecord, quotations: comparedQuotations },
}
export const NoQuotation: Story = {
  args: { process: processRecord, quotations: [] },
}
