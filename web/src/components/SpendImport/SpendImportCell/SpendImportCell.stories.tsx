import type { Meta, StoryObj } from '@storybook/react'

import { Failure, Loading, Success } from './SpendImportCell'
import {
  done,
  duplicated,
  failed,
  mapping,
  review,
  rolledBack,
  running,
} from './SpendImportCell.mock'

// One import at each of its steps: the screen a designer judges is the one its state shows.
const meta: Meta = { title: 'Cells/SpendImportCell' }
export default meta

type Props = Parameters<typeof Success>[0]
const success = (state: () => object): StoryObj => ({
  render: () => <Success {...(state() as Props)} />,
})

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
export const columnMapping = success(mapping)
export const runningWithProgress = success(running)
export const reviewOfUnknownValues = success(review)
export const importDone = success(done)
export const failedWithProblems = success(failed)
export const failedAsDuplicates = success(duplicated)
export const rolledBackByManager = success(rolledBack)
