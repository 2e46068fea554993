import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import { spendFilterOptions } from './Spend.fixtures'
import SpendFilters from './SpendFilters'

describe('SpendFilters', () => {
  it("shows a scorecard's supplier as the one chosen, with its months; another supplier replaces it", async () => {
    await i18n.changeLanguage('en')
    mockGraphQLQuery('SpendMasterSupplierQuery', () => ({
      supplier: { id: 'supplier-1', name: 'Aços Minas Ltda.' },
    }))
    const onChange = jest.fn()
    const filter = {
      supplierId: 'supplier-1',
      fromMonth: '2025-11',
      toMonth: '2026-10',
    }
    render(
      <SpendFilters
        options={spendFilterOptions()}
        filter={filter}
        onChange={onChange}
      />
    )

    const supplier = screen.getByRole('combobox', {
      name: 'Supplier',
    }) as HTMLSelectElement
    await waitFor(() =>
      expect(supplier.selectedOptions[0]).toHaveTextContent('Aços Minas Ltda.')
    )
    expect(screen.getByLabelText('From month')).toHaveValue('2025-11')
    expect(screen.getByLabelText('To month')).toHaveValue('2026-10')

    fireEvent.change(supplier, { target: { value: 'supplier-0' } })
    expect(onChange).toHaveBeenCalledWith({
      supplier: 'supplier-0',
      fromMonth: '2025-11',
      toMonth: '2026-10',
    })
  })
})
