import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import NotificationBell, { type BellNotification } from './NotificationBell'

const notification = (change: Partial<BellNotification>): BellNotification => ({
  id: '1',
  read: false,
  createdAt: '2026-11-23T10:00:00Z',
  link: '/app/process/1/review?mode=approve',
  linkType: 'INTERNAL',
  messageCode: 'process/ask-review',
  values: { code: 'PRC-2026-0012', title: 'Pallets' },
  ...change,
})

describe('NotificationBell', () => {
  afterEach(() => i18n.changeLanguage('en'))

  it('shows the unread dot and says so when something is unread', () => {
    render(<NotificationBell notifications={[notification({})]} />)

    expect(screen.getByTestId('unread-dot')).toBeInTheDocument()
    expect(
      screen.getByRole('button', {
        name: 'Notifications (You have unread notifications)',
      })
    ).toBeInTheDocument()
  })

  it('shows no dot when everything is read', () => {
    render(<NotificationBell notifications={[notification({ read: true })]} />)

    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Notifications' })
    ).toBeInTheDocument()
  })

  it("renders each message code with its values in the user's language, with its link", async () => {
    await i18n.changeLanguage('pt')
    render(
      <NotificationBell
        notifications={[
          notification({}),
          notification({
            id: '2',
            messageCode: 'contract/expiring',
            values: { contractId: 'CT-1', days: 30 },
            link: 'https://erp.example.com/ct-1',
            linkType: 'EXTERNAL',
          }),
        ]}
      />
    )
    fireEvent.click(screen.getByRole('button', { name: /Notificações/ }))

    const review = await screen.findByRole('link', {
      name: /O processo PRC-2026-0012 · Pallets aguarda a sua revisão/,
    })
    expect(review).toHaveAttribute('href', '/app/process/1/review?mode=approve')
    const expiring = screen.getByRole('link', {
      name: /Contrato CT-1 está expirando em 30 dias/,
    })
    expect(expiring).toHaveAttribute('target', '_blank')
  })

  it('calls back when the panel closes', async () => {
    const onClose = jest.fn()
    render(
      <NotificationBell notifications={[notification({})]} onClose={onClose} />
    )
    const bell = screen.getByRole('button', { name: /Notifications/ })

    fireEvent.click(bell)
    await screen.findByRole('link', { name: /PRC-2026-0012/ })
    fireEvent.click(bell)

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })
})
