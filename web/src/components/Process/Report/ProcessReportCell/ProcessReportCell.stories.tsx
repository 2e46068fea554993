import type { Meta, StoryObj } from '@storybook/react'

import { candidates, processRecord, reference } from '../../Process.fixtures'
import { answeringTheSteps } from '../../processStoryQueries'
import { standard as comparison } from '../../Review/ProcessComparisonCell/ProcessComparisonCell.mock'

import { Failure, Loading, Success } from './ProcessReportCell'
import { empty as newProcess, standard } from './ProcessReportCell.mock'

const meta: Meta = { title: 'Cells/ProcessReportCell' }
export default meta

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** The report's sections asked of the api, for a process other than the fixture one. */
const answering = (quotations: typeof comparison) => {
  answeringTheSteps()
  mockGraphQLQuery('ProcessComparisonQuery', quotations)
  mockGraphQLQuery('ProcessScenariosQuery', () => ({
    processScenarios: { scenarios: [], incumbents: [], history: [] },
  }))
  mockGraphQLQuery('ProcessFlowQuery', () => ({ processFlow: [] }))
}

/** The cell has no Empty (one process, asked by id): the report of a process just created. */
export const empty: StoryObj = {
  render: () => {
    answering(() => ({ processQuotations: [] }))
    return <Success {...newProcess()} />
  },
}
/** The report of a large process: twelve suppliers × eight items over two rounds. */
export const success: StoryObj = {
  render: () => {
    answering(comparison)
    return <Success {...standard()} />
  },
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
