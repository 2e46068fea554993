import type { Meta, StoryObj } from '@storybook/react'

import { sentAsItStands } from 'src/components/Form/storyPlays'

import { countries, supplier } from './Supplier.fixtures'
import SupplierFormModal from './SupplierFormModal'
import SupplierPicker from './SupplierPicker'

// Adding and editing a supplier of the master (with its contacts), and the type-ahead that picks one.
const meta: Meta = { title: 'Supplier/SupplierFormModal' }
export default meta

const withCountries = () =>
  mockGraphQLQuery('SupplierCountriesQuery', () => ({
    referenceData: { countries },
  }))

export const NewSupplier: StoryObj = {
  render: () => {
    withCountries()
    return (
      <SupplierFormModal
        initialName="Resinas do Sul"
        onClose={() => undefined}
      />
    )
  },
}

export const EditWithContacts: StoryObj = {
  render: () => {
    withCountries()
    return (
      <SupplierFormModal
        supplier={{
          ...supplier,
          contacts: [
            {
              id: 'c-1',
              name: 'Carla Nunes',
              email: 'carla@alpha.com.br',
              language: 'pt',
            },
            {
              id: 'c-2',
              name: 'John Miller',
              email: 'j.miller@alpha-steel.com',
              language: 'en',
            },
          ],
        }}
        onClose={() => undefined}
      />
    )
  },
}

export const ValidationErrors: StoryObj = {
  render: () => {
    withCountries()
    return <SupplierFormModal onClose={() => undefined} />
  },
  play: sentAsItStands('suppliers.save'),
}

export const Picker: StoryObj = {
  render: () => {
    withCountries()
    mockGraphQLQuery('SupplierMatchesQuery', () => ({
      supplierMatches: [{ __typename: 'Supplier', ...supplier }],
    }))
    return <SupplierPicker pickedIds={new Set()} onPick={() => undefined} />
  },
}
