import type { Meta, StoryObj } from '@storybook/react'

import { comparedQuotations, processRecord } from '../../Process.fixtures'
import { crowdedProcess } from '../../ProcessCell/ProcessCell.mock'

import { Failure, Loading, Success } from './ProcessComparisonCell'
import { empty as noQuotation, standard } from './ProcessComparisonCell.mock'

const meta: Meta = { title: 'Cells/ProcessComparisonCell' }
export default meta

export const loading: StoryObj = {
  render: () => <Loading process={crowdedProcess()} />,
}
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** The cell has no Empty: a process reviewed before any quotation shows its items without results. */
export const empty: StoryObj = {
  render: () => <Success process={crowdedProcess()} {...noQuotation()} />,
}
/** A large process's results and map: twelve suppliers × eight items over two rounds. */
export const success: StoryObj = {
  render: () => <Success process={crowdedProcess()} {...standard()} />,
}
/** The review's results per item and its comparative map over two rounds. */
export const twoRounds: StoryObj = {
  render: () => (
    <Success process={processRecord} processQuotations={comparedQuotations} />
  ),
}
