import {
  awardBasisOf,
  awardDerived,
  decimalText,
  type DecimalString,
} from '@procura/shared'

import { render, screen, within } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import { processRecord } from '../Process.fixtures'
import type { ProcessRecord } from '../processRecord'

import ReviewResults from './ReviewResults'
import ReviewSummary from './ReviewSummary'

// Steel has its prices, with more digits than a binary float keeps, and a large volume; resin has
// no item details yet, so no historical or baseline price: its savings are incomplete, not zero.
const [steel, resin] = processRecord.items
const award = (
  quotationId: string,
  unitPrice: DecimalString,
  annualVolume: DecimalString,
  itemAnnualVolume: DecimalString
): ProcessRecord['awards'][number] => {
  const terms = {
    quotationId,
    unitPrice,
    annualVolume,
    contractLength: 12,
    contractPeriod: 'MONTHS' as const,
    priceMechanism: 'Fixed',
    takeOrPay: false,
    ghgClause: false,
    terminationClause: false,
    paymentTerms: 60,
    incotermId: null,
    meetOrReleaseClause: false,
    rebate: false,
    rebateDetail: 'None',
    otherKeyTerms: null,
  }
  // the totals the api stores with an award
  const derived = awardDerived(awardBasisOf(terms), itemAnnualVolume)
  return {
    ...terms,
    volume: decimalText(derived.volume)!,
    totalContractVolume: decimalText(derived.totalContractVolume)!,
    totalContractValue: decimalText(derived.totalContractValue)!,
  }
}
const process: ProcessRecord = {
  ...processRecord,
  items: [
    {
      ...steel,
      detail: {
        ...steel.detail,
        historicalPrice: '98765432109.876543',
        baselinePrice: '98765432200.000001',
      },
    },
    { ...resin, detail: null },
  ],
  awardedQuotations: [
    { id: 'q-steel', itemId: steel.id, supplierId: 'sup-alpha' },
    { id: 'q-resin', itemId: resin.id, supplierId: 'sup-beta' },
  ] as ProcessRecord['awardedQuotations'],
  awards: [
    award('q-steel', '98765432000.123457', '1234567.5', '1000'),
    award('q-resin', '10.5', '100', '0'),
  ],
}

describe('the review results and summary', () => {
  beforeEach(() => i18n.changeLanguage('en'))

  it('computes savings over decimals to the cent, and shows an item without prices as incomplete', () => {
    render(<ReviewResults process={process} quotations={[]} />)
    const table = screen.getByRole('table', { name: 'Results' })

    const steelRow = within(table).getByRole('row', { name: /STEEL-1/ })
    expect(steelRow).toHaveTextContent('R$135,497,593.00')
    expect(steelRow).toHaveTextContent('R$111,263,492.23')
    expect(steelRow).toHaveTextContent('R$246,761,085.23')
    const resinRow = within(table).getByRole('row', { name: /RESIN-2/ })
    expect(resinRow).toHaveTextContent(
      'Incomplete: no historical or baseline price yet'
    )
    expect(resinRow).not.toHaveTextContent('R$0.00')
    const totalRow = within(table).getByRole('row', { name: /^Total/ })
    expect(totalRow).toHaveTextContent('R$246,761,085.23')
    expect(table).toHaveTextContent(
      'The totals leave out the items without their historical and baseline prices'
    )
  })

  it('sums the same figures in the summary, in Portuguese too', async () => {
    await i18n.changeLanguage('pt')
    render(<ReviewSummary process={process} />)

    expect(screen.getByText('R$ 135.497.593,00')).toBeInTheDocument()
    expect(screen.getByText('R$ 246.761.085,23')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Os totais deixam de fora os itens sem preço histórico e preço base'
      )
    ).toBeInTheDocument()
  })
})
