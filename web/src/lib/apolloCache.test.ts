import { InMemoryCache, gql } from '@apollo/client'

import { cacheConfig } from './apolloCache'

// The process page reads its lists from the reference data; the supplier form, opened over it,
// asks the same object for its countries only.
const PROCESS_LISTS = gql`
  query ProcessLists {
    referenceData {
      incoterms {
        id
        code
      }
    }
  }
`
const SUPPLIER_COUNTRIES = gql`
  query SupplierCountries {
    referenceData {
      countries {
        id
        code
      }
    }
  }
`
const incoterms = [{ __typename: 'Incoterm', id: 'inco-cif', code: 'CIF' }]
const countries = [{ __typename: 'Country', id: 'country-br', code: 'BR' }]

describe('the Apollo cache', () => {
  it('keeps the reference data one query read when another reads more of it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const cache = new InMemoryCache(cacheConfig)
    cache.writeQuery({
      query: PROCESS_LISTS,
      data: { referenceData: { __typename: 'ReferenceData', incoterms } },
    })

    cache.writeQuery({
      query: SUPPLIER_COUNTRIES,
      data: { referenceData: { __typename: 'ReferenceData', countries } },
    })

    expect(cache.readQuery({ query: PROCESS_LISTS })).toEqual({
      referenceData: { __typename: 'ReferenceData', incoterms },
    })
    expect(cache.readQuery({ query: SUPPLIER_COUNTRIES })).toEqual({
      referenceData: { __typename: 'ReferenceData', countries },
    })
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})
