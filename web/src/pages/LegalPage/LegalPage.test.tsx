import { render, screen, waitFor } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import LegalPage from './LegalPage'

describe('LegalPage', () => {
  afterEach(() => i18n.changeLanguage('en'))

  it('shows the terms of use and the privacy policy in the reader’s language', async () => {
    const { unmount } = render(<LegalPage document="terms" />)
    expect(
      screen.getByRole('heading', { name: 'Terms of use', level: 1 })
    ).toBeInTheDocument()
    unmount()

    await waitFor(() => i18n.changeLanguage('pt'))
    render(<LegalPage document="privacy" />)
    expect(
      screen.getByRole('heading', { name: 'Política de privacidade', level: 1 })
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: 'Seus direitos' })
    ).toBeInTheDocument()
  })
})
