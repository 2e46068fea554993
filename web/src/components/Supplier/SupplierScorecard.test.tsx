import { render, screen, within } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import { scorecard, supplier } from './Supplier.fixtures'
import SupplierScorecard from './SupplierScorecard'

const figure = (name: string) => screen.getByRole('group', { name })

describe('SupplierScorecard', () => {
  it('shows each figure with the list behind it', async () => {
    await i18n.changeLanguage('en')
    render(<SupplierScorecard supplier={supplier} scorecard={scorecard} />)

    expect(
      within(figure('Processes invited to')).getByRole('link', { name: '4' })
    ).toHaveAttribute('href', '/app/process?supplierId=supplier-alpha')
    expect(figure('Response rate')).toHaveTextContent(
      '67%4 of 6 rounds answered, 1 declined, 1 not answered'
    )
    expect(
      within(figure('Win rate')).getByRole('link', { name: '40%' })
    ).toHaveAttribute(
      'href',
      '/app/process?supplierId=supplier-alpha&awardedOnly=true'
    )
    expect(figure('Awarded value (BRL)')).toHaveTextContent('R$18,000.50')
    // each figure opens the list of what it counted: in force, ending soon, the same twelve months
    expect(
      within(figure('Contracts in force')).getByRole('link', { name: '3' })
    ).toHaveAttribute(
      'href',
      '/app/traffic-light/contract?supplierName=Alpha+A%C3%A7os+Ltda.&supplierId=supplier-alpha&inForce=true'
    )
    expect(
      within(figure('Ending in the next 120 days')).getByRole('link', {
        name: '1',
      })
    ).toHaveAttribute(
      'href',
      '/app/traffic-light/contract?supplierName=Alpha+A%C3%A7os+Ltda.&supplierId=supplier-alpha&inForce=true&endDateTo=2027-03-24'
    )
    expect(
      within(figure('Spend, last 12 months')).getByRole('link')
    ).toHaveAttribute(
      'href',
      '/app/spending-analysis?supplierId=supplier-alpha&fromMonth=2025-11&toMonth=2026-10'
    )
    expect(screen.getByRole('link', { name: 'CT-9' })).toBeInTheDocument()
    expect(screen.getByText('Less than 30 days')).toBeInTheDocument()
  })

  it('says when there is nothing to count, in Portuguese', async () => {
    await i18n.changeLanguage('pt')
    render(
      <SupplierScorecard
        supplier={supplier}
        scorecard={{
          ...scorecard,
          responseRate: null,
          winRate: null,
          awarded: [],
          contractsExpiring: [],
          spendNames: [],
        }}
      />
    )

    expect(figure('Taxa de resposta')).toHaveTextContent('–')
    expect(
      screen.getByText('Nada adjudicado em processo aprovado ainda')
    ).toBeInTheDocument()
    expect(
      screen.getByText('Nenhum contrato vigente termina nos próximos 120 dias.')
    ).toBeInTheDocument()
    expect(
      within(figure('Gasto, últimos 12 meses')).queryByRole('link')
    ).not.toBeInTheDocument()
    await i18n.changeLanguage('en')
  })
})
