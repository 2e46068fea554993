import type { SupplierFields } from 'types/graphql'

export const SUPPLIER_FIELDS = gql`
  fragment SupplierFields on Supplier {
    id
    name
    vat
    sapCode
    countryId
    technicalApproval
    financialRisk
    associatedParty
    blockReason
    litigant
    updatedAt
    contacts {
      id
      name
      email
      language
    }
  }
`

/** A supplier of the master as the api sends it. */
export type MasterSupplier = SupplierFields
