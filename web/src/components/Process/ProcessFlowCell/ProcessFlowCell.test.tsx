import { act, render, screen } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import { Empty, Failure, Success } from './ProcessFlowCell'
import { standard } from './ProcessFlowCell.mock'

describe('ProcessFlowCell', () => {
  it('lists every sending, with each decision and comment', () => {
    render(<Success {...standard()} />)

    expect(
      screen.getByRole('table', { name: 'Approval workflow' })
    ).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(1 + 4)
    expect(screen.getByText('Renegotiate the resin price')).toBeInTheDocument()
    expect(screen.getByText('Rejected')).toBeInTheDocument()
    // each moment with its time, not just its day
    expect(screen.getAllByText(/\/2026, \d{1,2}:00/).length).toBeGreaterThan(0)
  })

  it("names the product's own roles in the reader's language, a company's as typed", async () => {
    render(<Success {...standard()} />)
    expect(screen.queryByText('Gerente de Categoria')).not.toBeInTheDocument()
    expect(screen.getAllByText('Sourcing director').length).toBeGreaterThan(0)

    await act(() => i18n.changeLanguage('pt'))
    expect(screen.getAllByText('Gerente de Categoria')).toHaveLength(2)
    await act(() => i18n.changeLanguage('en'))
  })

  it('says when the process was never sent', () => {
    render(<Empty />)
    expect(
      screen.getByText('This process has not been sent for approval yet.')
    ).toBeInTheDocument()
  })

  it("names the api's refusal", () => {
    render(<Failure error={new Error('process.errors.companyNotAllowed')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Company not allowed')
  })
})
