import type {
  SaveAwardsMutation,
  SaveAwardsMutationVariables,
} from 'types/graphql'

import {
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@redwoodjs/testing/web'

import { candidates, processRecord, reference } from '../Process.fixtures'
import type { ProcessRecord } from '../processRecord'

import AwardeesStep from './AwardeesStep'

jest.mock('@redwoodjs/web/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn() },
}))

/** Steel split between Alpha (600 a year) and Beta (400), neither award written yet. */
const awarded = (
  id: string,
  supplierId: string,
  volume: `${number}`
): ProcessRecord['awardedQuotations'][number] => ({
  id,
  round: 1,
  supplierId,
  itemId: 'item-steel',
  annualVolume: volume,
  paymentTerms: 60,
  incotermId: 'inco-cif',
  negotiatedProposal: '95',
  agreementLength: 12,
  agreementPeriod: 'MONTHS',
  awardedProposal: '95',
  awardedVolume: volume,
})
const process: ProcessRecord = {
  ...processRecord,
  awardedQuotations: [
    awarded('q-alpha', 'sup-alpha', '600'),
    awarded('q-beta', 'sup-beta', '400'),
  ],
}

describe('AwardeesStep', () => {
  it('asks the rebate detail of the award whose rebate is ticked, and of no other', async () => {
    const sent: SaveAwardsMutationVariables[] = []
    mockGraphQLMutation<SaveAwardsMutation, SaveAwardsMutationVariables>(
      'SaveAwardsMutation',
      (variables) => {
        sent.push(variables)
        return { saveAwards: { id: process.id } }
      }
    )
    render(
      <AwardeesStep
        process={process}
        reference={reference}
        candidates={candidates}
        editable
      />
    )
    const alpha = screen.getByRole('region', { name: /^Alpha Metals/ })
    const beta = screen.getByRole('region', { name: /^Beta Polymers/ })
    for (const award of [alpha, beta])
      fireEvent.change(within(award).getByLabelText('Price mechanism'), {
        target: { value: 'Fixed price' },
      })
    fireEvent.click(within(alpha).getByLabelText('Rebate'))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(await within(alpha).findByRole('alert')).toHaveTextContent(
      'Describe the rebate this award has'
    )
    expect(within(beta).queryByRole('alert')).not.toBeInTheDocument()
    expect(sent).toEqual([])

    fireEvent.change(within(alpha).getByLabelText('Rebate detail'), {
      target: { value: '2 % over 1,000 t' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(sent).toHaveLength(1))
    const awards = [sent[0].input].flat()
    expect(
      awards.map(({ rebate, rebateDetail }) => [rebate, rebateDetail])
    ).toEqual([
      [true, '2 % over 1,000 t'],
      [false, ''],
    ])
  })
})
