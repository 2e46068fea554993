import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './ProcessRealizationCell'
import { nothingYet, standard } from './ProcessRealizationCell.mock'

const meta: Meta = { title: 'Cells/ProcessRealizationCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** Approved, with no spend matched to its awards yet. */
export const empty: StoryObj = { render: () => <Success {...nothingYet()} /> }
/** Fourteen months, one above the awarded price and one with spend in another unit. */
export const success: StoryObj = { render: () => <Success {...standard()} /> }
