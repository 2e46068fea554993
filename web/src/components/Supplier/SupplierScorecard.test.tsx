import { render, screen, within } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import SupplierScorecard, { type Scorecard } from './SupplierScorecard'
import type { MasterSupplier } from './supplierRecord'

const supplier = {
  id: 'supplier-alpha',
  name: 'Alpha Aços Ltda.',
  vat: '11222333000181',
  sapCode: 'V-1',
  countryId: 'country-br',
  technicalApproval: true,
  associatedParty: false,
  litigant: false,
  financialRisk: null,
  blockReason: null,
  contacts: [],
  updatedAt: '2026-11-20T10:00:00Z',
} as MasterSupplier

const scorecard: Scorecard = {
  processesInvited: 4,
  roundsInvited: 6,
  roundsAnswered: 4,
  roundsDeclined: 1,
  roundsNotAnswered: 1,
  responseRate: 4 / 6,
  itemsQuoted: 5,
  itemsAwarded: 2,
  winRate: 0.4,
  awarded: [
    {
      currencyCode: 'BRL',
      awardedValue: '18000.5',
      costReduction: '2000',
      costAvoidance: '1000',
    },
  ],
  contractsRunning: 3,
  contractsExpiring: [
    {
      id: 'contract-1',
      contractId: 'CT-9',
      material: 'Steel coil',
      endDate: '2026-12-20',
      remainingDaysForLength: 26,
      light: 'LESS_THAN_30',
    },
  ],
  expiringDays: 120,
  spend12Months: '1200.75',
  spendLines: 4,
  spendNames: ['Alpha S.A.', 'alpha'],
}

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
    expect(
      within(figure('Contracts running')).getByRole('link', { name: '3' })
    ).toHaveAttribute(
      'href',
      '/app/traffic-light/contract?supplierName=Alpha+A%C3%A7os+Ltda.'
    )
    expect(
      within(figure('Spend, last 12 months')).getByRole('link')
    ).toHaveAttribute('href', '/app/spending-analysis?supplier=Alpha+S.A.')
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
    ).toBeNull()
    await i18n.changeLanguage('en')
  })
})
