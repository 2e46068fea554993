import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './CompanySettingsCell'
import {
  empty as newCompany,
  readOnly,
  standard,
} from './CompanySettingsCell.mock'

const meta: Meta = { title: 'Cells/CompanySettingsCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** The cell has no Empty (a company always has its settings): a company just signed up is its emptiest. */
export const empty: StoryObj = { render: () => <Success {...newCompany()} /> }
/** The Owner editing a company whose currency is fixed by what it bought. */
export const success: StoryObj = {
  render: () => <Success {...standard()} />,
}
export const readOnlyForABuyer: StoryObj = {
  render: () => <Success {...readOnly()} />,
}
