import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './SpendComplianceCell'
import { none, standard } from './SpendComplianceCell.mock'

const meta: Meta = { title: 'Cells/SpendComplianceCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** A company with no contract a line should have been bought under. */
export const empty: StoryObj = {
  render: () => <Success {...none()} onOpenLines={() => {}} />,
}
/** A large company's year, twelve suppliers escaped to; each number opens its lines. */
export const success: StoryObj = {
  render: () => <Success {...standard()} onOpenLines={() => {}} />,
}
