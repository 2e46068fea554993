import type { Meta, StoryObj } from '@storybook/react'

import {
  comparedQuotations,
  processRecord,
  reference,
} from '../../Process.fixtures'

import { Failure, Loading, Success } from './QuotationRoundCell'

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
export const firstRound: StoryObj = { render: () => round(1) }
export const secondRoundFromTheFirst: StoryObj = { render: () => round(2) }
export const readOnly: StoryObj = { render: () => round(2, false) }
