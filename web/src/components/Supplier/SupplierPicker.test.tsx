import type {
  CreateSupplierMutation,
  CreateSupplierMutationVariables,
  SupplierCountriesQuery,
  SupplierMatchesQuery,
  SupplierMatchesQueryVariables,
} from 'types/graphql'

import {
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@redwoodjs/testing/web'
import { toast } from '@redwoodjs/web/toast'

import i18n from 'src/i18n'

import { supplier } from './Supplier.fixtures'
import SupplierPicker from './SupplierPicker'
import type { MasterSupplier } from './supplierRecord'

const beta: MasterSupplier = {
  ...supplier,
  id: 'supplier-beta',
  name: 'Alpha Beta Filmes',
  vat: 'US987654321',
  sapCode: null,
}

jest.mock('@redwoodjs/web/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn() },
}))

/** As the api answers it: the fragment matches by type name. */
const answered = (record: MasterSupplier): MasterSupplier => ({
  ...record,
  __typename: 'Supplier',
})

const countries: SupplierCountriesQuery['referenceData']['countries'] = [
  { id: 'country-br', code: 'BR', nameEn: 'Brazil', namePt: 'Brasil' },
  { id: 'country-us', code: 'US', nameEn: 'USA', namePt: 'EUA' },
]

const input = () => screen.getByRole('combobox', { name: 'Add a supplier' })

/** Chooses the active option (the first that may be chosen), with the keyboard. */
const chooseActive = () => fireEvent.keyDown(input(), { key: 'Enter' })

const typeIn = (text: string) =>
  fireEvent.change(input(), { target: { value: text } })

describe('SupplierPicker', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en')
    mockGraphQLQuery<SupplierMatchesQuery, SupplierMatchesQueryVariables>(
      'SupplierMatchesQuery',
      ({ search }) => ({
        supplierMatches:
          search === 'alp' ? [answered(supplier), answered(beta)] : [],
      })
    )
    mockGraphQLQuery<SupplierCountriesQuery>('SupplierCountriesQuery', () => ({
      referenceData: { countries },
    }))
  })

  it('offers the master suppliers found, not one already listed', async () => {
    const picked = jest.fn()
    render(
      <SupplierPicker pickedIds={new Set([supplier.id])} onPick={picked} />
    )

    typeIn('alp')
    const listed = await screen.findByRole('option', {
      name: /Alpha Beta Filmes/,
    })
    const taken = screen.getByRole('option', { name: /Alpha Aços Ltda\./ })
    expect(taken).toHaveAttribute('aria-disabled', 'true')
    expect(taken).toHaveTextContent(
      '11.222.333/0001-81 · V-1 · Already in this process'
    )
    expect(listed).not.toHaveAttribute('aria-disabled')
    // the one already listed is passed over
    chooseActive()

    expect(picked).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'supplier-beta' })
    )
  })

  it('creates a supplier in the master from what was typed, its CNPJ checked first', async () => {
    const created = jest.fn()
    mockGraphQLMutation<
      CreateSupplierMutation,
      CreateSupplierMutationVariables
    >('CreateSupplierMutation', ({ input }) => {
      created(input)
      return {
        createSupplier: {
          __typename: 'Supplier',
          ...supplier,
          id: 'supplier-delta',
          ...input,
          contacts: [],
        },
      }
    })
    const picked = jest.fn()
    render(<SupplierPicker pickedIds={new Set()} onPick={picked} />)

    typeIn('Delta Metais')
    await screen.findByRole('option', {
      name: 'Create supplier “Delta Metais”',
    })
    chooseActive()
    const dialog = await screen.findByRole('dialog', { name: 'New supplier' })
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Delta Metais')
    await within(dialog).findByRole('option', { name: 'BR · Brazil' })
    fireEvent.change(within(dialog).getByLabelText('Country'), {
      target: { value: 'country-br' },
    })
    fireEvent.change(within(dialog).getByLabelText('VAT number'), {
      target: { value: '30.478.061/2060-98' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    await within(dialog).findByText('Not a valid CNPJ or CPF: check its digits')
    expect(created).not.toHaveBeenCalled()

    fireEvent.change(within(dialog).getByLabelText('VAT number'), {
      target: { value: '30.478.061/2060-97' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(picked).toHaveBeenCalled())
    expect(toast.success).toHaveBeenCalledWith('Supplier created')
    expect(created).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Delta Metais',
        vat: '30478061206097',
        countryId: 'country-br',
      })
    )
  })
})
