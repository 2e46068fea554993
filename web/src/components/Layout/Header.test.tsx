import type {
  UpdateMyLocaleMutation,
  UpdateMyLocaleMutationVariables,
} from 'types/graphql'

import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'
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

  it('keeps the language chosen by a signed-in user for their emails', async () => {
    const chosen = jest.fn()
    mockGraphQLMutation<
      UpdateMyLocaleMutation,
      UpdateMyLocaleMutationVariables
    >('UpdateMyLocaleMutation', ({ locale }) => {
      chosen(locale)
      return { updateMyLocale: { id: helena.id, locale } }
    })
    mockCurrentUser(helena)
    render(<Header onToggleSidebar={jest.fn()} />)
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^User menu/ })
      ).toHaveTextContent('Helena Costa')
    )

    fireEvent.click(screen.getByRole('button', { name: /Language/ }))
    fireEvent.click(screen.getByRole('menuitem', { name: /Português/ }))

    await waitFor(() => expect(chosen).toHaveBeenCalledWith('pt'))
    expect(document.cookie).toContain('locale=pt')
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
