import { useState } from 'react'

import { act, fireEvent, render, screen } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import DayInput from './DayInput'

const Day = ({ initial }: { initial: string }) => {
  const [value, setValue] = useState(initial)
  return (
    <>
      <DayInput aria-label="End date" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  )
}

describe('DayInput', () => {
  afterEach(() => i18n.changeLanguage('en'))

  it('writes and reads days as the app language does, not as the browser does', async () => {
    await i18n.changeLanguage('pt')
    render(<Day initial="2026-01-31" />)
    const input = screen.getByLabelText('End date')
    expect(input).toHaveValue('31/01/2026')
    expect(input).toHaveAttribute('placeholder', 'DD/MM/AAAA')

    fireEvent.change(input, { target: { value: '05/03/2027' } })
    expect(screen.getByRole('status')).toHaveTextContent('2027-03-05')

    await act(() => i18n.changeLanguage('en'))
    expect(input).toHaveValue('03/05/2027')
    expect(input).toHaveAttribute('placeholder', 'MM/DD/YYYY')
  })

  it('hands on what was typed while it is no day, for the form to name the problem', () => {
    render(<Day initial="" />)
    const input = screen.getByLabelText('End date')
    fireEvent.change(input, { target: { value: '31/01/2026' } })
    expect(input).toHaveValue('31/01/2026')
    expect(screen.getByRole('status')).toHaveTextContent('31/01/2026')
  })
})
