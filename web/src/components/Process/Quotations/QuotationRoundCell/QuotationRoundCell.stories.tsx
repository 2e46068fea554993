import type { Meta, StoryObj } from '@storybook/react'

import {
  comparedQuotations,
  processRecord,
  reference,
} from '../../Process.fixtures'
import {
  crowdedProcess,
  processReference,
} from '../../ProcessCell/ProcessCell.mock'

import { Failure, Loading, Success } from './QuotationRoundCell'
import { empty as nothingEntered, standard } from './QuotationRoundCell.mock'

const meta: Meta = { title: 'Cells/QuotationRoundCell' }
export default meta

const round = (number: number, editable = true) => (
  <Success
    quotationRound={comparedQuotations.filter((q) => q.round === number)}
    previousRound={comparedQuotations.filter((q) => q.round === number - 1)}
    process={processRecord}
    reference={reference}
    round={number}
    editable={editable}
  />
)

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** The cell has no Empty: a first round with nothing entered shows a blank row per supplier and item. */
export const empty: StoryObj = {
  render: () => (
    <Success
      {...nothingEntered()}
      process={crowdedProcess()}
      reference={processReference}
      round={1}
      editable
    />
  ),
}
/** The second round of a large process: twelve suppliers × eight items, the first beside it. */
export const success: StoryObj = {
  render: () => (
    <Success
      {...standard({ round: 2 })}
      process={crowdedProcess()}
      reference={processReference}
      round={2}
      editable
    />
  ),
}
export const firstRound: StoryObj = { render: () => round(1) }
export const secondRoundFromTheFirst: StoryObj = { render: () => round(2) }
export const readOnly: StoryObj = { render: () => round(2, false) }
