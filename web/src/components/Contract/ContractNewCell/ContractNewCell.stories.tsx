import type { Meta, StoryObj } from '@storybook/react'

import { sentAsItStands } from 'src/components/Form/storyPlays'

import { candidates, reference } from '../Contract.fixtures'

import { Failure, Loading, Success } from './ContractNewCell'

const meta: Meta = { title: 'Cells/ContractNewCell' }
export default meta

const form = () => (
  <Success referenceData={reference} processCandidates={candidates} />
)

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
export const newContract: StoryObj = { render: form }
export const validationErrors: StoryObj = {
  render: form,
  play: sentAsItStands('contract.create'),
}
