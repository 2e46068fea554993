import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './CompanySettingsCell'
import { readOnly, standard } from './CompanySettingsCell.mock'

const meta: Meta = { title: 'Cells/CompanySettingsCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
export const ownerEditing: StoryObj = {
  render: () => <Success {...standard()} />,
}
export const readOnlyForABuyer: StoryObj = {
  render: () => <Success {...readOnly()} />,
}
