import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import { Success } from './LinesPaidAboveCell'
import { standard } from './LinesPaidAboveCell.mock'

describe('LinesPaidAboveCell', () => {
  it('lists the lines paid above their contracts, the largest excess first, with where and when', () => {
    const onPage = jest.fn()
    render(
      <Success {...standard()} currencyCode="BRL" offset={0} onPage={onPage} />
    )
    const rows = screen.getAllByRole('row')
    expect(rows).toHaveLength(101)
    expect(rows[1]).toHaveTextContent(
      '1/15/2026Aço Norte Indústria LtdaCT-2026100Manaus12,500 TONR$987,654,321.09R$45,678.90'
    )
    expect(within(rows[2]).getByText('12,501 KG')).toBeInTheDocument()
    expect(
      screen.getByText('Lines 1–100 of 1,234, the largest first')
    ).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Next lines' }))
    expect(onPage).toHaveBeenCalledWith(100)
  })
})
