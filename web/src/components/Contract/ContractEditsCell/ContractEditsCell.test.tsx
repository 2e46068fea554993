import type { ContractEditsQuery } from 'types/graphql'

import { render, screen } from '@redwoodjs/testing/web'

import { Success } from './ContractEditsCell'

const edit: ContractEditsQuery['contractEdits'][number] = {
  id: 'edit-1',
  createdAt: '2026-11-20T14:05:00Z',
  user: { id: 'user-ana', firstName: 'Ana', lastName: 'Lima' },
  changes: {
    currentBalance: { from: '600', to: '500.5' },
    actionNeed: { from: false, to: true },
    endDate: { from: '2027-01-01', to: '2027-06-30' },
    status: { from: 'ON_GOING', to: 'ON_HOLD' },
    paymentTerm: { from: 60, to: 90 },
  },
}

describe('ContractEditsCell', () => {
  it('shows each change as the list shows the field, with when it happened', () => {
    render(<Success contractEdits={[edit]} />)
    const text = (label: string) =>
      screen.getByText(label).closest('li')?.textContent?.replace(/\s/g, ' ')

    expect(text('Current balance')).toBe('Current balance: R$600.00 → R$500.50')
    expect(text('Action needed')).toBe('Action needed: No → Yes')
    expect(text('End date')).toBe('End date: 1/1/2027 → 6/30/2027')
    expect(text('Status')).toBe('Status: On going → On hold')
    expect(text('Payment term (days)')).toMatch(/: 60 → 90$/)
    expect(
      screen.getByText(/Ana Lima on 11\/2[01]\/2026, \d{1,2}:05/)
    ).toBeInTheDocument()
  })

  it('names the spend matched to the contract as who moved its balance to it', () => {
    render(
      <Success
        contractEdits={[
          {
            ...edit,
            user: null,
            changes: {
              balanceSource: { from: 'TYPED', to: 'SPEND' },
              currentBalance: { from: '600.00', to: '512.30' },
            },
          },
        ]}
      />
    )
    expect(screen.getByText(/^Spend matched to it on /)).toBeInTheDocument()
    expect(screen.getByText('Balance source').closest('li')?.textContent).toBe(
      'Balance source: Typed → Spend'
    )
  })
})
