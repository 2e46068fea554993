import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

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
    mockGraphQLMutation('UpdateMyLocaleMutation', ({ locale }) => {
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
})
