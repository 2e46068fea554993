import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './SpendImportCell'
import {
  duplicated,
  empty as headerOnly,
  failed,
  mapping,
  review,
  rolledBack,
  running,
  standard,
  validLinesImported,
} from './SpendImportCell.mock'

// One import at each of its steps: the screen a designer judges is the one its state shows.
const meta: Meta = { title: 'Cells/SpendImportCell' }
export default meta

type Props = Parameters<typeof Success>[0]
const atState = (state: () => object): StoryObj => ({
  render: () => <Success {...(state() as Props)} />,
})

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** The cell has no Empty (one import, asked by id): a file with its header row alone is its emptiest. */
export const empty: StoryObj = {
  render: () => <Success {...(headerOnly() as Props)} />,
}
/** Done: 218,400 lines imported. */
export const success: StoryObj = {
  render: () => <Success {...(standard() as Props)} />,
}
export const columnMapping = atState(mapping)
export const runningWithProgress = atState(running)
export const reviewOfUnknownValues = atState(review)
export const failedWithProblems = atState(failed)
export const validLinesOnly = atState(validLinesImported)
export const failedAsDuplicates = atState(duplicated)
export const rolledBackByManager = atState(rolledBack)
