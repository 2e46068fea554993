import type { Meta, StoryObj } from '@storybook/react'

import { processRecord } from '../../Process.fixtures'

import { Failure, Loading, Success } from './ProcessScenariosCell'
import { computing, standard } from './ProcessScenariosCell.mock'

const meta: Meta = { title: 'Cells/ProcessScenariosCell' }
export default meta

type SuccessProps = Parameters<typeof Success>[0]

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => (
    <Failure error={new Error('process.errors.companyNotAllowed')} />
  ),
}
/** The buyer's review: the form, three scenarios (one impossible), the history. */
export const success: StoryObj = {
  render: () => <Success {...standard()} process={processRecord} editable />,
}
/** Solves in the background: one computing (progress, cancel), one not proven (gap), one cancelled. */
export const solving: StoryObj = {
  render: () => <Success {...computing()} process={processRecord} editable />,
}
/** What an approver and the report see. */
export const readOnly: StoryObj = {
  render: () => (
    <Success {...standard()} process={processRecord} editable={false} />
  ),
}
/** The cell has no Empty: with no scenario saved yet, the buyer's form and an empty list. */
export const empty: StoryObj = {
  render: () => (
    <Success
      {...({
        processScenarios: { scenarios: [], incumbents: [], history: [] },
      } as unknown as SuccessProps)}
      process={processRecord}
      editable
    />
  ),
}
