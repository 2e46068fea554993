import type { Meta, StoryObj } from '@storybook/react'
import { userEvent, within } from '@storybook/test'

import { processRecord } from 'src/components/Process/Process.fixtures'

import AuctionForm from './AuctionForm'

const meta: Meta = { title: 'Auction/AuctionForm' }
export default meta

const form = (
  <AuctionForm
    process={processRecord}
    round={2}
    timeZone="America/Sao_Paulo"
    onDone={() => undefined}
  />
)

/** A new auction: soft close as the pregão runs it, the items' baselines as their starting prices. */
export const newAuction: StoryObj = { render: () => form }

/** Sent without a start and with every starting price cleared: each field says what it needs. */
export const validation: StoryObj = {
  render: () => form,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const input of canvas.getAllByRole('textbox', {
      name: /Starting price of|Preço inicial de/,
    }))
      await userEvent.clear(input)
    await userEvent.click(
      canvas.getByRole('button', {
        name: /Schedule the auction|Agendar o leilão/,
      })
    )
  },
}
