import {
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@redwoodjs/testing/web'

import { lists, mapping, review } from './SpendImportCell/SpendImportCell.mock'
import SpendImportView from './SpendImportView'

describe('SpendImportView', () => {
  it.each([
    ['its mapping', mapping],
    ['its review', review],
  ])('discards an import left at %s, once confirmed', async (_, state) => {
    const discarded: string[] = []
    mockGraphQLMutation('CancelSpendImportMutation', (variables) => {
      discarded.push(variables.id)
      return {
        cancelSpendImport: { ...state().spendImport, status: 'CANCELLED' },
      }
    })
    render(<SpendImportView spendImport={state().spendImport} lists={lists} />)
    fireEvent.click(screen.getByRole('button', { name: 'Discard this import' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Discard this import?',
    })
    expect(discarded).toEqual([])
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Discard this import' })
    )
    await waitFor(() => expect(discarded).toEqual([state().spendImport.id]))
  })
})
