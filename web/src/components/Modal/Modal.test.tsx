import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import Modal from './Modal'

describe('Modal', () => {
  it('is a labelled dialog, 500 px wide by default', () => {
    render(
      <Modal open title="Add role" onClose={jest.fn()}>
        body
      </Modal>
    )
    const dialog = screen.getByRole('dialog', { name: 'Add role' })
    expect(dialog.querySelector('[style]')).toHaveStyle({ maxWidth: '500px' })
  })

  it('closes on Escape and with its close button', () => {
    const onClose = jest.fn()
    render(
      <Modal open title="Add role" onClose={onClose}>
        body
      </Modal>
    )
    fireEvent.keyDown(document.activeElement ?? document.body, {
      key: 'Escape',
    })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))

    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('stays open when closing is disabled', () => {
    const onClose = jest.fn()
    render(
      <Modal open title="Add role" onClose={onClose} closeDisabled>
        body
      </Modal>
    )
    fireEvent.keyDown(document.activeElement ?? document.body, {
      key: 'Escape',
    })

    expect(onClose).not.toHaveBeenCalled()
  })
})
