import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'
import { apiHref } from 'src/lib/apiClient'

import ContractFilters, { type ContractFilterOptions } from './ContractFilters'
import ContractLight from './ContractLight'

const options: ContractFilterOptions = {
  materials: ['Stretch film'],
  suppliers: ['Filmes Sul', 'Papelão Paulista'],
  materialCategories: [
    { id: 'mc-1', code: 'PACK', nameEn: 'Packaging', namePt: 'Embalagens' },
  ],
  businessDivisions: [],
  regions: [],
  categoryManagers: [{ id: 'user-1', firstName: 'Ana', lastName: 'Lima' }],
}

describe('contract filters', () => {
  beforeEach(() => i18n.changeLanguage('en'))

  it('offers the choices found in the data, in the user language', async () => {
    await i18n.changeLanguage('pt')
    const onChange = jest.fn()
    render(
      <ContractFilters options={options} filter={{}} onChange={onChange} />
    )

    fireEvent.change(screen.getByRole('combobox', { name: 'Fornecedor' }), {
      target: { value: 'Papelão Paulista' },
    })
    fireEvent.change(
      screen.getByRole('combobox', { name: 'Categoria de material' }),
      { target: { value: 'mc-1' } }
    )

    expect(onChange).toHaveBeenNthCalledWith(1, {
      supplier: 'Papelão Paulista',
    })
    expect(onChange).toHaveBeenNthCalledWith(2, { materialCategoryId: 'mc-1' })
    expect(
      screen.getByRole('option', { name: 'Embalagens' })
    ).toBeInTheDocument()
  })

  it("shows a scorecard's supplier as the one chosen, and another choice replaces it", () => {
    const onChange = jest.fn()
    render(
      <ContractFilters
        options={options}
        filter={{ supplierName: 'Aços Minas Ltda.', supplierId: 'supplier-1' }}
        onChange={onChange}
      />
    )

    const supplier = screen.getByRole('combobox', {
      name: 'Supplier',
    }) as HTMLSelectElement
    expect(supplier.selectedOptions[0]).toHaveTextContent('Aços Minas Ltda.')

    fireEvent.change(supplier, { target: { value: 'Filmes Sul' } })
    expect(onChange).toHaveBeenCalledWith({ supplier: 'Filmes Sul' })
  })

  it('asks again for a typed contract id only once typing pauses', async () => {
    const onChange = jest.fn()
    render(
      <ContractFilters options={options} filter={{}} onChange={onChange} />
    )

    const search = screen.getByRole('searchbox', {
      name: 'Search by contract id',
    })
    fireEvent.change(search, { target: { value: 'CT' } })
    fireEvent.change(search, { target: { value: 'CT-20' } })

    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ contractId: 'CT-20' })
    )
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('exports what the list shows: the same filter in the address', () => {
    const api = globalThis.RWJS_API_URL ?? '/api'
    expect(
      apiHref('/contracts/export', {
        supplier: 'Filmes Sul',
        actionNeed: false,
        region: undefined,
      })
    ).toBe(`${api}/contracts/export?supplier=Filmes+Sul&actionNeed=false`)
    expect(apiHref('/contracts/export')).toBe(`${api}/contracts/export`)
  })

  it('shows a light as a dot and its words, never colour alone', () => {
    render(<ContractLight bucket="LESS_THAN_30" />)

    expect(screen.getByText('Less than 30 days')).toBeInTheDocument()
    expect(screen.getByTitle('Light: Less than 30 days')).toBeInTheDocument()
  })
})
