import { render, screen } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import Sidebar from './Sidebar'

describe('Sidebar', () => {
  beforeEach(() => i18n.changeLanguage('en'))

  it('has the three groups of spec §2 with their links', () => {
    render(<Sidebar collapsed={false} />)

    for (const group of [
      'Sourcing manager',
      'Contract traffic light',
      'Spending analysis',
    ]) {
      expect(screen.getByRole('group', { name: group })).toBeInTheDocument()
    }
    expect(screen.getByRole('link', { name: 'Processes' })).toHaveAttribute(
      'href',
      '/app/process'
    )
    expect(screen.getByRole('link', { name: 'Suppliers' })).toHaveAttribute(
      'href',
      '/app/suppliers'
    )
    expect(screen.getByRole('link', { name: 'Contracts' })).toHaveAttribute(
      'href',
      '/app/traffic-light/contract'
    )
  })

  it('keeps each link named for screen readers when collapsed to icons', () => {
    render(<Sidebar collapsed />)

    expect(
      screen.getByRole('link', { name: 'Spending analysis: Dashboard' })
    ).toHaveAttribute('href', '/app/spending-analysis')
    expect(screen.queryByText('Processes')).not.toBeInTheDocument()
  })
})
