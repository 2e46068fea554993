import { render, screen } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import CellFailure from './CellFailure'

describe('CellFailure', () => {
  it("shows 'Acesso não autorizado.' when the api refused the user", async () => {
    await i18n.changeLanguage('pt')
    render(
      <CellFailure
        errorCode="FORBIDDEN"
        error={{ message: 'auth.errors.unauthorized' }}
      />
    )

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Acesso não autorizado.'
    )
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('offers a retry for any other failure', async () => {
    await i18n.changeLanguage('en')
    const onRetry = jest.fn()
    render(
      <CellFailure error={{ message: 'Failed to fetch' }} onRetry={onRetry} />
    )

    expect(screen.getByRole('alert')).toHaveTextContent(
      'The data could not be loaded.'
    )
    screen.getByRole('button', { name: 'Try again' }).click()
    expect(onRetry).toHaveBeenCalled()
  })
})
