import {
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import i18n from 'src/i18n'

import ChatWindow from './ChatWindow'
import { chatLines } from './ChatWindow.fixtures'

jest.mock('@redwoodjs/web/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn() },
}))

const props = {
  lines: chatLines,
  error: null,
  busy: false,
  maximized: false,
  onSend: jest.fn(async () => true),
  onToggleSize: jest.fn(),
  onRestart: jest.fn(),
  onClose: jest.fn(),
}

describe('ChatWindow', () => {
  beforeEach(() => i18n.changeLanguage('en'))

  it('shows each message by author, answers’ links as links to the screens', () => {
    render(<ChatWindow {...props} />)
    const messages = screen.getAllByRole('listitem')
    expect(messages.map((m) => m.dataset.author)).toEqual([
      'SYSTEM',
      'USER',
      'ASSISTANT',
    ])
    expect(
      within(messages[2]).getByRole('link', { name: 'CT-5' })
    ).toHaveAttribute('href', '/app/traffic-light/contract?contractId=CT-5')
  })

  it('copies a message and says so for one second, in Portuguese too', async () => {
    await i18n.changeLanguage('pt')
    const writeText = jest.fn(async () => undefined)
    Object.assign(navigator, { clipboard: { writeText } })
    render(<ChatWindow {...props} />)
    fireEvent.click(
      within(screen.getAllByRole('listitem')[1]).getByRole('button', {
        name: 'Copiar mensagem',
      })
    )
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Mensagem copiada para a área de transferência',
        { duration: 1000 }
      )
    )
    expect(writeText).toHaveBeenCalledWith(chatLines[0].message)
  })

  it('sends with Enter, keeps a refused question in the box with its reason, shows the waiting line', async () => {
    const onSend = jest.fn(async () => false)
    const { rerender } = render(<ChatWindow {...props} onSend={onSend} />)
    const box = screen.getByRole('textbox')
    fireEvent.change(box, { target: { value: 'x'.repeat(10) } })
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('x'.repeat(10)))
    await waitFor(() => expect(box).toHaveValue('x'.repeat(10)))

    rerender(
      <ChatWindow
        {...props}
        error="Write at most 1000 characters"
        lines={[
          ...chatLines,
          { id: 'waiting', author: 'WAITING', message: '' },
        ]}
      />
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Write at most 1000 characters'
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      'Please wait, looking it up…'
    )
  })

  it('maximises and restores', () => {
    const { rerender } = render(<ChatWindow {...props} />)
    expect(screen.getByRole('dialog')).toHaveClass('h-[500px]', 'w-[350px]')
    fireEvent.click(screen.getByRole('button', { name: 'Maximise' }))
    expect(props.onToggleSize).toHaveBeenCalled()
    rerender(<ChatWindow {...props} maximized />)
    expect(screen.getByRole('dialog')).toHaveClass('h-[600px]', 'w-[550px]')
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument()
  })
})
