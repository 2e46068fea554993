import type {
  QuotationFields,
  QuotationInput,
  SaveQuotationRoundMutation,
  SaveQuotationRoundMutationVariables,
} from 'types/graphql'

import { act, fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import i18n from 'src/i18n'

import { processRecord, reference } from '../Process.fixtures'

import RoundEditor from './RoundEditor'

// the toaster's module exports are read-only: replace the module to watch its calls
jest.mock('@redwoodjs/web/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn() },
}))

/** SaveQuotationRoundMutation's variables, with the list the editor always sends. */
type Sent = Omit<SaveQuotationRoundMutationVariables, 'input'> & {
  input: QuotationInput[]
}

/** The round as saved in English: Alpha's steel at 3.20 and 1,000.5 kg, entered by someone else. */
const saved: QuotationFields[] = [
  {
    id: 'q-alpha-steel',
    round: 1,
    supplierId: 'sup-alpha',
    itemId: 'item-steel',
    proposalDate: '2026-11-01',
    annualVolume: '1000.5',
    paymentTerms: 60,
    responseStatus: 'ANSWERED',
    initialProposal: '3.2',
    negotiatedProposal: '3.2',
    agreementPeriod: 'MONTHS',
    awarded: false,
  },
]

const renderRound = () => {
  const sent: Sent[] = []
  mockGraphQLMutation<SaveQuotationRoundMutation, Sent>(
    'SaveQuotationRoundMutation',
    (variables) => {
      sent.push(variables)
      return { saveQuotationRound: variables.input.length }
    }
  )
  render(
    <RoundEditor
      // steel only: a round of rows that can all be saved
      process={{ ...processRecord, items: processRecord.items.slice(0, 1) }}
      reference={reference}
      round={1}
      saved={saved}
      editable
    />
  )
  return sent
}

const cell = (name: string) =>
  screen.getByLabelText(`Alpha Metals STEEL-1 · Steel coil ${name}`)

describe('RoundEditor', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')))

  it('saves in Portuguese what nobody touched exactly as it was, and reads the edited cell as typed', async () => {
    const sent = renderRound()
    expect(cell('Negotiated proposal')).toHaveValue('3.2')

    await act(() => i18n.changeLanguage('pt'))
    // shown as Portuguese writes it, never read again from that
    expect(cell('Proposta negociada')).toHaveValue('3,2')
    fireEvent.change(cell('Proposta equalizada'), {
      target: { value: '3,15' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }))

    await waitFor(() => expect(sent).toHaveLength(1))
    expect(toast.error).not.toHaveBeenCalled()
    expect(sent[0].input[0]).toMatchObject({
      initialProposal: '3.2',
      equalizedProposal: '3.15',
      negotiatedProposal: '3.2',
      annualVolume: '1000.5',
      paymentTerms: 60,
    })
  })

  it('marks a cell it cannot read, with its message, and saves nothing', async () => {
    const sent = renderRound()
    fireEvent.change(cell('Equalized proposal'), { target: { value: '3,40' } })
    fireEvent.change(cell('Initial proposal'), { target: { value: 'abc' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Use a point for decimals (3.40)')
    expect(alert).toHaveTextContent('Enter a number')
    expect(cell('Equalized proposal')).toHaveAttribute('aria-invalid', 'true')
    expect(cell('Equalized proposal')).toHaveValue('3,40')
    expect(sent).toHaveLength(0)
  })

  it('refuses a negative price as "zero or more"', async () => {
    const sent = renderRound()
    fireEvent.change(cell('Initial proposal'), { target: { value: '-3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter zero or more'
    )
    expect(sent).toHaveLength(0)
  })

  it('starts a new round as a copy of the one before, with or without its prices, nothing awarded', () => {
    const previous: QuotationFields[] = [
      { ...saved[0], awarded: true, awardedProposal: '3.1' },
    ]
    const newRound = (choice: string) => {
      const view = render(
        <RoundEditor
          process={{ ...processRecord, items: processRecord.items.slice(0, 1) }}
          reference={reference}
          round={2}
          saved={[]}
          previous={previous}
          editable
        />
      )
      fireEvent.click(screen.getByRole('button', { name: choice }))
      return view
    }

    const withPrices = newRound('Copy with prices')
    expect(cell('Negotiated proposal')).toHaveValue('3.2')
    expect(cell('Annual volume')).toHaveValue('1000.5')
    expect(cell('Awarded')).not.toBeChecked()
    expect(cell('Awarded unit price')).toHaveValue('')
    withPrices.unmount()

    newRound('Copy without prices')
    expect(cell('Negotiated proposal')).toHaveValue('')
    expect(cell('Annual volume')).toHaveValue('1000.5')
    expect(cell('Response')).toHaveValue('PENDING')
    expect(
      screen.queryByRole('button', { name: 'Copy with prices' })
    ).not.toBeInTheDocument()
  })
})
