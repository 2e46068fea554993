import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import { candidates, processRecord, reference } from '../Process.fixtures'

import PipelineStep from './PipelineStep'

const renderStep = () =>
  render(
    <PipelineStep
      process={processRecord}
      reference={reference}
      candidates={candidates}
      editable
    />
  )

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ')

describe('PipelineStep', () => {
  it('counts an empty expected price as nothing, not as zero: the results say incomplete', () => {
    renderStep()
    const steel = screen.getByRole('row', { name: /STEEL-1/ })
    // historical 100, baseline 110 and 1,000 a year are known; the expected price is not typed yet
    expect(within(steel).getAllByText('incomplete')).toHaveLength(4)
    expect(screen.queryByText(/R\$\s?10,000\.00/)).not.toBeInTheDocument()
    const total = screen.getByRole('row', { name: /Total/ })
    expect(plain(total.textContent)).toContain('R$0.00')
  })

  it('shows the line and says the total is incomplete while another item is empty', () => {
    renderStep()
    fireEvent.change(screen.getByLabelText('STEEL-1 Expected unit price'), {
      target: { value: '95' },
    })
    const steel = screen.getByRole('row', { name: /STEEL-1/ })
    // (100 − 95) × 1,000 reduction, (110 − 100) × 1,000 avoidance over 12 months
    expect(plain(steel.textContent)).toContain('R$5,000.00')
    expect(plain(steel.textContent)).toContain('R$15,000.00')
    const total = screen.getByRole('row', { name: /Total/ })
    expect(plain(total.textContent)).toContain('R$15,000.00')
    expect(within(total).getAllByText('incomplete').length).toBeGreaterThan(0)
  })
})
