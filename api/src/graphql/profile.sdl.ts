export const schema = gql`
  input ProfileInput {
    firstName: String!
    lastName: String!
    userName: String!
    "the account's language (en or pt): its emails and notifications, and the screen at sign-in"
    locale: String!
  }

  input ChangePasswordInput {
    currentPassword: String!
    password: String!
    confirmPassword: String!
  }

  type Mutation {
    updateProfile(input: ProfileInput!): SessionUser! @requireAuth
    changePassword(input: ChangePasswordInput!): Boolean! @requireAuth
    "the account's language alone (en or pt): notifications, emails, the screen at sign-in"
    updateMyLocale(locale: String!): SessionUser! @requireAuth
  }
`
