import { render, screen } from '@redwoodjs/testing/web'

import EmptyState from './EmptyState'

describe('EmptyState', () => {
  it('says what is missing and what to do next', () => {
    render(
      <EmptyState
        title="Nothing here yet"
        description="Add a process"
        action={<button>Add</button>}
      />
    )

    expect(screen.getByText('Nothing here yet')).toBeInTheDocument()
    expect(screen.getByText('Add a process')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument()
  })
})
