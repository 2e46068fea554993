import type { Meta, StoryObj } from '@storybook/react'

import { emptyScorecard, scorecard, supplier } from './Supplier.fixtures'
import SupplierScorecard from './SupplierScorecard'

const meta: Meta<typeof SupplierScorecard> = {
  component: SupplierScorecard,
  args: { supplier },
}
export default meta

type Story = StoryObj<typeof SupplierScorecard>

export const AYearOfWork: Story = { args: { scorecard } }
export const NeverInvited: Story = { args: { scorecard: emptyScorecard } }
