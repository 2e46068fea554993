export const schema = gql`
  type Supplier {
    id: String!
    name: String!
    vat: String!
    sapCode: String!
    countryId: String!
    technicalApproval: Boolean!
    financialRisk: String
    associatedParty: Boolean!
    blockReason: String
    litigant: Boolean!
  }

  input SupplierInput {
    "an existing supplier keeps its quotations"
    id: String
    name: String!
    vat: String!
    sapCode: String!
    countryId: String!
    technicalApproval: Boolean!
    financialRisk: String
    associatedParty: Boolean!
    blockReason: String
    litigant: Boolean!
  }

  type Mutation {
    saveSuppliers(processId: String!, input: [SupplierInput!]!): Process!
      @requireAuth
  }
`
