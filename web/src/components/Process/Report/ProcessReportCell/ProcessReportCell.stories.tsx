import type { Meta, StoryObj } from '@storybook/react'

import { candidates, processRecord, reference } from '../../Process.fixtures'
import { answeringTheSteps } from '../../processStoryQueries'

import { Failure, Loading, Success } from './ProcessReportCell'

const meta: Meta = { title: 'Cells/ProcessReportCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** The printable report of the fixture process. */
export const report: StoryObj = {
  render: () => {
    answeringTheSteps()
    return (
      <Success
        process={processRecord}
        referenceData={reference}
        processCandidates={candidates}
      />
    )
  },
}
