import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import i18n from 'src/i18n'

import SignInForm from './SignInForm'

// the toaster's module exports are read-only: replace the module to watch its calls
jest.mock('@redwoodjs/web/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn() },
}))

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('SignInForm', () => {
  beforeEach(() => i18n.changeLanguage('en'))

  it('does not welcome a user whom the api cannot serve yet: it says to try again', async () => {
    // nothing answers /api/users here, as while the api is still starting
    render(<SignInForm />)
    fill('Email', 'owner@procura.local')
    fill('Password', 'Procura!2026')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Procura cannot be reached right now. Try again in a moment.'
      )
    )
    expect(toast.success).not.toHaveBeenCalled()
  })

  it("opens in the account's language: a Portuguese user signing in on an English screen", async () => {
    // GET /api/users answers the signed-in user, whose account speaks Portuguese
    const answered = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(
          JSON.stringify({ success: true, data: { id: 'u1', locale: 'pt' } }),
          { status: 200, headers: { 'content-type': 'application/json' } }
        )
      )
    render(<SignInForm />)
    fill('Email', 'helena@example.com')
    fill('Password', 'Procura!2026')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Bem-vindo de volta!')
    )
    expect(i18n.language).toBe('pt')
    expect(document.cookie).toContain('locale=pt')
    answered.mockRestore()
  })
})
