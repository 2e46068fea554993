import { fireEvent, render, screen, within } from '@redwoodjs/testing/web'

import { Empty, Success } from './OffContractLinesCell'
import { standard } from './OffContractLinesCell.mock'

describe('OffContractLinesCell', () => {
  it('lists a page of the lines behind a number, the largest first, with why each escaped', () => {
    const onPage = jest.fn()
    render(
      <Success {...standard()} currencyCode="BRL" offset={0} onPage={onPage} />
    )
    const rows = screen.getAllByRole('row')
    // the header and a page of 100
    expect(rows).toHaveLength(101)
    expect(within(rows[1]).getByText('R$1,234,567,890.12')).toBeInTheDocument()
    expect(
      within(rows[1]).getByText("After the contract's term")
    ).toBeInTheDocument()
    expect(
      within(rows[2]).getByText('Another supplier while the contract ran')
    ).toBeInTheDocument()
    expect(
      within(rows[1]).getByText('CT-2026000 · Metalúrgica Caxias Ltda')
    ).toBeInTheDocument()
    expect(
      screen.getByText('Lines 1–100 of 2,345, the largest first')
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Previous lines' })
    ).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Next lines' }))
    expect(onPage).toHaveBeenCalledWith(100)
  })

  it('has no next page after the last line', () => {
    render(
      <Success
        {...standard(2_300)}
        currencyCode="BRL"
        offset={2_300}
        onPage={jest.fn()}
      />
    )
    expect(
      screen.getByText('Lines 2,301–2,345 of 2,345, the largest first')
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next lines' })).toBeDisabled()
  })

  it('says when the period has no such line', () => {
    render(<Empty />)
    expect(
      screen.getByText('No off-contract line in this period.')
    ).toBeInTheDocument()
  })
})
