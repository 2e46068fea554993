import { act, fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import ConfirmationDialog from './ConfirmationDialog'

/** A confirm action the test finishes when it wants. */
const pendingAction = () => {
  let finish: () => void = () => {}
  let fail: () => void = () => {}
  const action = jest.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = resolve
        fail = () => reject(new Error('refused'))
      })
  )
  return { action, finish: () => finish(), fail: () => fail() }
}

const renderDialog = (
  props: Partial<Parameters<typeof ConfirmationDialog>[0]> = {}
) => {
  const onClose = jest.fn()
  const onConfirm = props.onConfirm ?? jest.fn()
  render(
    <ConfirmationDialog
      open
      title="Delete process?"
      description="This cannot be undone."
      confirmLabel="Delete"
      inProgressLabel="Deleting..."
      onClose={onClose}
      {...props}
      onConfirm={onConfirm}
    />
  )
  return { onClose, onConfirm }
}

const pressEscape = () =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })

describe('ConfirmationDialog', () => {
  beforeEach(() => i18n.changeLanguage('en'))

  it('runs the action once, shows the in-progress label meanwhile, then closes', async () => {
    const { action, finish } = pendingAction()
    const { onClose } = renderDialog({ onConfirm: action })

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const busy = await screen.findByRole('button', { name: 'Deleting...' })
    fireEvent.click(busy)
    expect(action).toHaveBeenCalledTimes(1)
    expect(onClose).not.toHaveBeenCalled()

    await act(async () => finish())
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })

  it('cannot be closed while the action runs', async () => {
    const { action } = pendingAction()
    const { onClose } = renderDialog({ onConfirm: action })

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await screen.findByRole('button', { name: 'Deleting...' })
    pressEscape()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))

    expect(onClose).not.toHaveBeenCalled()
  })

  it('cannot be closed when closing is disabled', () => {
    const { onClose } = renderDialog({ closeDisabled: true })

    pressEscape()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))

    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes on Escape when idle', () => {
    const { onClose } = renderDialog()

    pressEscape()

    expect(onClose).toHaveBeenCalled()
  })

  it('stays open and returns to idle when the action fails', async () => {
    const { action, fail } = pendingAction()
    const { onClose } = renderDialog({ onConfirm: action })

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await screen.findByRole('button', { name: 'Deleting...' })
    await act(async () => fail())

    expect(await screen.findByRole('button', { name: 'Delete' })).toBeEnabled()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('shows a message in its type colour only when there is one', () => {
    renderDialog({
      message: { type: 'error', text: 'Process already in review' },
    })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Process already in review'
    )
    expect(screen.getByRole('alert')).toHaveClass('text-danger-700')
  })

  it('shows no message box without a message', () => {
    renderDialog({ message: { type: 'warning', text: '' } })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
