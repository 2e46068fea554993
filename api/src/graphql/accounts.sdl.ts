export const schema = gql`
  type SessionRole {
    id: String!
    name: String!
    description: String!
    priority: Int!
    "one of the product's own roles (owner...): the client shows its name and description in the reader's language; null for a role the company named"
    builtIn: String
  }

  type SessionCompany {
    id: String!
    name: String!
    "the currency the company's amounts are kept in"
    currencyCode: String!
  }

  "The signed-in user as the client may see it."
  type SessionUser {
    id: String!
    uid: String!
    firstName: String!
    lastName: String!
    userName: String!
    email: String!
    locale: String!
    avatarId: String
    role: SessionRole!
    company: SessionCompany!
  }

  input SignUpInput {
    firstName: String!
    lastName: String!
    userName: String!
    email: String!
    password: String!
    confirmPassword: String!
    acceptTerms: Boolean!
    locale: String
  }

  input ForgotPasswordInput {
    email: String!
  }

  input ResetPasswordInput {
    oobCode: String!
    password: String!
    confirmPassword: String!
  }

  type Mutation {
    "Open to visitors: it is how an account comes to exist."
    signUp(input: SignUpInput!): SessionUser! @skipAuth
    "Open to visitors: they have forgotten how to sign in."
    requestPasswordReset(input: ForgotPasswordInput!): Boolean! @skipAuth
    "Open to visitors: the emailed code is the proof."
    resetPassword(input: ResetPasswordInput!): Boolean! @skipAuth
  }
`
