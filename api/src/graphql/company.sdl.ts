export const schema = gql`
  "The company's own settings"
  type CompanySettings {
    name: String!
    "ISO 4217: contract amounts, spend and the savings dashboard are in it"
    currencyCode: String!
    "IANA: a company's day (contract terms, approvals by month) is counted in it"
    timeZone: String!
    "whether whoever sends a process may also approve it"
    allowSelfApproval: Boolean!
    "hours a supplier's portal link still opens after its round's deadline (to read what was sent)"
    portalGraceHours: Int!
    "a contract's month paid above its agreed prices by more than this (company currency) is an alert; null: none"
    priceVarianceThreshold: Decimal
    "whether I may change them (the company's highest-ranked role)"
    canEdit: Boolean!
    "amounts are recorded in the currency: it may no longer change"
    currencyLocked: Boolean!
  }

  input CompanySettingsInput {
    name: String!
    currencyCode: String!
    timeZone: String!
    allowSelfApproval: Boolean!
    portalGraceHours: Int
    "left out: unchanged; null: no alert"
    priceVarianceThreshold: Decimal
  }

  type Query {
    companySettings: CompanySettings! @requireAuth
  }

  type Mutation {
    updateCompanySettings(input: CompanySettingsInput!): CompanySettings!
      @requireAuth
  }
`
