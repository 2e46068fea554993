import { render, screen } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import NotificationBell from './NotificationBell'

describe('NotificationBell', () => {
  beforeEach(() => i18n.changeLanguage('en'))

  it('shows the unread dot and says so when something is unread', () => {
    render(
      <NotificationBell
        notifications={[
          { id: '1', read: false, text: 'Process 12 awaits you' },
        ]}
      />
    )

    expect(screen.getByTestId('unread-dot')).toBeInTheDocument()
    expect(
      screen.getByRole('button', {
        name: 'Notifications (You have unread notifications)',
      })
    ).toBeInTheDocument()
  })

  it('shows no dot when everything is read', () => {
    render(
      <NotificationBell
        notifications={[{ id: '1', read: true, text: 'Process 12 approved' }]}
      />
    )

    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Notifications' })
    ).toBeInTheDocument()
  })
})
