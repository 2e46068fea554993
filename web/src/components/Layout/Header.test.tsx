import { act, fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import i18n from 'src/i18n'

// the toaster's module exports are read-only: replace the module to watch its calls
jest.mock('@redwoodjs/web/toast', () => ({
  toast: Object.assign(jest.fn(), {
    error: jest.fn(),
    success: jest.fn(),
    dismiss: jest.fn(),
  }),
}))

import Header from './Header'
import { helena } from './Header.fixtures'

describe('Header', () => {
  beforeEach(() => i18n.changeLanguage('en'))

  it('shows the placeholder user of spec §3 while the user loads', () => {
    mockCurrentUser(null)
    render(<Header onToggleSidebar={jest.fn()} />)

    const userMenu = screen.getByRole('button', { name: /^User menu/ })
    expect(userMenu).toHaveTextContent('Loading user...')
    expect(userMenu).toHaveTextContent('Role')
  })

  it("shows the user's name and role name", async () => {
    mockCurrentUser(helena)
    render(<Header onToggleSidebar={jest.fn()} />)

    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^User menu/ })
      ).toHaveTextContent('Helena CostaDiretor de Suprimentos')
    )
  })

  it("shows a built-in role in the screen's language; the role above, the company's own, as typed", async () => {
    mockCurrentUser({
      ...helena,
      role: { ...helena.role, builtIn: 'procurementDirector' },
    })
    render(<Header onToggleSidebar={jest.fn()} />)
    const userMenu = await screen.findByRole('button', { name: /^User menu/ })
    await waitFor(() =>
      expect(userMenu).toHaveTextContent('Helena CostaProcurement director')
    )

    await act(() => i18n.changeLanguage('pt'))
    expect(userMenu).toHaveTextContent('Helena CostaDiretor de Suprimentos')
  })

  it("switches the screen's language only: the account's language is the profile's to change", async () => {
    const accountLanguage = jest.fn()
    // the mutation the switch once sent: the account's language must not change with the screen
    mockGraphQLMutation('UpdateMyLocaleMutation', ({ locale }) => {
      accountLanguage(locale)
      return { updateMyLocale: { id: helena.id, locale } }
    })
    mockCurrentUser({ ...helena, locale: 'en' })
    render(<Header onToggleSidebar={jest.fn()} />)
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^User menu/ })
      ).toHaveTextContent('Helena Costa')
    )

    fireEvent.click(screen.getByRole('button', { name: /Language/ }))
    fireEvent.click(screen.getByRole('menuitem', { name: /Português/ }))

    await waitFor(() => expect(i18n.language).toBe('pt'))
    expect(document.cookie).toContain('locale=pt')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(accountLanguage).not.toHaveBeenCalled()
  })

  it('links help to the support address by email', () => {
    render(<Header onToggleSidebar={jest.fn()} />)
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:.+@.+/)
    )
  })

  it('signs out with one farewell: what was said to the signed-in user is dismissed first', async () => {
    mockCurrentUser(helena)
    render(<Header onToggleSidebar={jest.fn()} />)
    fireEvent.click(await screen.findByRole('button', { name: /^User menu/ }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }))

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'You have been signed out. See you soon!'
      )
    )
    const dismissed = (toast.dismiss as jest.Mock).mock.invocationCallOrder[0]
    const farewell = (toast.success as jest.Mock).mock.invocationCallOrder[0]
    expect(dismissed).toBeLessThan(farewell)
  })
})
