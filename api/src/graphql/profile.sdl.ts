export const schema = gql`
  input ProfileInput {
    firstName: String!
    lastName: String!
    userName: String!
  }

  input ChangePasswordInput {
    currentPassword: String!
    password: String!
    confirmPassword: String!
  }

  type Mutation {
    updateProfile(input: ProfileInput!): SessionUser! @requireAuth
    changePassword(input: ChangePasswordInput!): Boolean! @requireAuth
    "the language of the user's notifications and emails: en or pt"
    updateMyLocale(locale: String!): SessionUser! @requireAuth
  }
`
