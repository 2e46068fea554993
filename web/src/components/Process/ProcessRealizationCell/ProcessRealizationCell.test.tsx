import { render, screen, within } from '@redwoodjs/testing/web'

import { Success } from './ProcessRealizationCell'
import { nothingYet, standard } from './ProcessRealizationCell.mock'

describe('ProcessRealizationCell', () => {
  it('sums the months to the cent and tells spend in another unit apart', () => {
    render(<Success {...standard()} />)
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextSibling?.textContent
    // Σ spend = 14 × 98,765,432.10 + 91 × 1,234,567.89
    expect(figure('Spend covered')).toBe('R$1,495,061,727.39')
    // Σ saving = 13 × 4,321,098.76 − 87,654.32 × (91 − 5) − 45,678.90
    expect(figure('Saving realized')).toBe('R$48,590,333.46')
    expect(figure('Paid above the awarded prices')).toBe('R$123,456.78')
    // beside the saving negotiated at approval
    expect(figure('Saving negotiated')).toBe('R$97,654,321.09')
    expect(figure('Realization rate')).toBe('49.8%')
    expect(
      screen.getByText(/R\$56,789\.01 of spend in another unit/)
    ).toBeInTheDocument()
    // the chart's months as exact figures: June's saving below the baseline's, and its excess
    const june = within(screen.getByRole('table')).getByRole('row', {
      name: /Jun 2026/,
    })
    expect(june).toHaveTextContent('-R$45,678.90')
    expect(june).toHaveTextContent('R$123,456.78')
  })

  it('says when no spend is matched yet', () => {
    render(<Success {...nothingYet()} />)
    expect(
      screen.getByText(/No spend matches this process’s awards yet/)
    ).toBeInTheDocument()
    // what was negotiated, to be realized
    expect(screen.getByText('R$1,500.00')).toBeInTheDocument()
  })
})
