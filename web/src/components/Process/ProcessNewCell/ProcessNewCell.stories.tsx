import type { Meta, StoryObj } from '@storybook/react'

import { sentAsItStands } from 'src/components/Form/storyPlays'

import { candidates, reference } from '../Process.fixtures'

import { Failure, Loading, Success } from './ProcessNewCell'
import { empty as newCompany, standard } from './ProcessNewCell.mock'

const meta: Meta = { title: 'Cells/ProcessNewCell' }
export default meta

const form = () => (
  <Success referenceData={reference} processCandidates={candidates} />
)

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** The cell has no Empty: a company just signed up has nothing to choose from in the form. */
export const empty: StoryObj = { render: () => <Success {...newCompany()} /> }
/** The form over a company's reference lists: three units, incoterms, currencies. */
export const success: StoryObj = { render: () => <Success {...standard()} /> }
export const newProcess: StoryObj = { render: form }
export const validationErrors: StoryObj = {
  render: form,
  play: sentAsItStands('process.create'),
}
