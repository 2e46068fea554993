import type { Meta, StoryObj } from '@storybook/react'

import { proposals, reference } from '../Contract.fixtures'
import ContractsFromAwardsModal from '../ContractsFromAwardsModal'

import { Failure, Loading, Success } from './ProcessContractsCell'
import { empty as noAward, standard } from './ProcessContractsCell.mock'

const meta: Meta = { title: 'Cells/ProcessContractsCell' }
export default meta

/** The panel's frame while the proposals load: the steps below do not move when they arrive. */
export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** The cell has no Empty: a process with nothing awarded says so in its panel. */
export const empty: StoryObj = {
  render: () => <Success processId="process-1" {...noAward()} />,
}
/** Fourteen awards in BRL, USD and EUR: four contracts made, ten proposed. */
export const success: StoryObj = {
  render: () => <Success processId="process-1" {...standard()} />,
}
export const oneMadeTwoProposed: StoryObj = {
  render: () => (
    <Success
      processId="process-1"
      contractProposals={proposals()}
      referenceData={reference}
    />
  ),
}
/** The review of the proposed contracts: each row editable, made in one action. */
export const reviewingProposals: StoryObj = {
  render: () => (
    <ContractsFromAwardsModal
      processId="process-1"
      proposals={proposals().slice(1)}
      reference={reference}
      onClose={() => undefined}
    />
  ),
}
