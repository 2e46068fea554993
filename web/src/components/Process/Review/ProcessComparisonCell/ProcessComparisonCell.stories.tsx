import type { Meta, StoryObj } from '@storybook/react'

import { comparedQuotations, processRecord } from '../../Process.fixtures'

import { Failure, Loading, Success } from './ProcessComparisonCell'

const meta: Meta = { title: 'Cells/ProcessComparisonCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** The review's results per item and its comparative map over two rounds. */
export const twoRounds: StoryObj = {
  render: () => (
    <Success process={processRecord} processQuotations={comparedQuotations} />
  ),
}
