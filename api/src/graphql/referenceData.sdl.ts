export const schema = gql`
  "A row of a shared reference list (countries, currencies, incoterms…)"
  type ReferenceEntry {
    id: String!
    code: String!
    nameEn: String!
    namePt: String!
  }

  type ReferenceData {
    categories: [ReferenceEntry!]!
    units: [ReferenceEntry!]!
    incoterms: [ReferenceEntry!]!
    supplyOrigins: [ReferenceEntry!]!
    countries: [ReferenceEntry!]!
    regions: [ReferenceEntry!]!
    currencies: [ReferenceEntry!]!
    materialCategories: [ReferenceEntry!]!
    businessDivisions: [ReferenceEntry!]!
  }

  type Query {
    referenceData: ReferenceData! @requireAuth
  }
`
