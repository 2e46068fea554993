import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import SignUpForm from './SignUpForm'

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('SignUpForm', () => {
  beforeEach(() => i18n.changeLanguage('en'))

  it('shows each rule of spec §5 under its field before anything is sent', async () => {
    render(<SignUpForm />)
    fill('First name', 'A')
    fill('Password', 'weakpass')
    fill('Confirm password', 'other')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))

    await waitFor(() =>
      expect(screen.getByText('Use at least 2 characters')).toBeInTheDocument()
    )
    expect(
      screen.getAllByText('This field is required').length
    ).toBeGreaterThanOrEqual(3)
    expect(
      screen.getByText(
        'Use lowercase and uppercase letters, a number and a symbol'
      )
    ).toBeInTheDocument()
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument()
    expect(
      screen.getByText(
        'You must accept the terms of use and the privacy policy'
      )
    ).toBeInTheDocument()
  })

  it('speaks Portuguese when the language is pt', async () => {
    await i18n.changeLanguage('pt')
    render(<SignUpForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }))

    await waitFor(() =>
      expect(
        screen.getAllByText('Este campo é obrigatório').length
      ).toBeGreaterThan(0)
    )
    expect(screen.getByLabelText('Nome de usuário')).toBeInTheDocument()
  })

  it('links the terms checkbox to the terms of use and the privacy policy, in either language', async () => {
    render(<SignUpForm />)
    expect(
      screen.getByLabelText('I accept the terms of use and the privacy policy')
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      '/legal/terms'
    )
    expect(
      screen.getByRole('link', { name: 'privacy policy' })
    ).toHaveAttribute('href', '/legal/privacy')

    await waitFor(() => i18n.changeLanguage('pt'))
    expect(
      await screen.findByRole('link', { name: 'política de privacidade' })
    ).toHaveAttribute('target', '_blank')
  })
})
