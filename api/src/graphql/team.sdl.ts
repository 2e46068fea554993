export const schema = gql`
  input PageInput {
    "0-based"
    page: Int!
    pageSize: Int!
    sortBy: String
    descending: Boolean
  }

  type TeamRole {
    id: String!
    name: String!
    description: String!
    priority: Int!
    "one of the product's own roles (owner...): the client shows its name and description in the reader's language; null for a role the company named"
    builtIn: String
    userCount: Int
  }

  type RolePage {
    items: [TeamRole!]!
    total: Int!
  }

  type TeamMemberRole {
    id: String!
    name: String!
    priority: Int!
    "one of the product's own roles (owner...): the client shows its name and description in the reader's language; null for a role the company named"
    builtIn: String
  }

  type TeamMember {
    id: String!
    firstName: String!
    lastName: String!
    userName: String!
    email: String!
    avatarId: String
    role: TeamMemberRole!
    "receives every contract's expiry notices"
    contractNotices: Boolean!
    "can neither sign in nor use an open session"
    disabled: Boolean!
  }

  type UserPage {
    items: [TeamMember!]!
    total: Int!
  }

  input RoleInput {
    name: String!
    description: String!
    priority: Int!
  }

  input CreateUserInput {
    email: String!
    password: String!
    firstName: String!
    lastName: String!
    userName: String!
    roleId: String!
    contractNotices: Boolean
  }

  input UpdateUserInput {
    firstName: String!
    lastName: String!
    userName: String!
    roleId: String!
    contractNotices: Boolean
    disabled: Boolean
  }

  type Query {
    roles(page: PageInput!): RolePage! @requireAuth
    users(page: PageInput!): UserPage! @requireAuth
  }

  type Mutation {
    createRole(input: RoleInput!): TeamRole! @requireAuth
    updateRole(id: String!, input: RoleInput!): TeamRole! @requireAuth
    deleteRole(id: String!): TeamRole! @requireAuth
    createUser(input: CreateUserInput!): TeamMember! @requireAuth
    updateUser(id: String!, input: UpdateUserInput!): TeamMember! @requireAuth
    deleteUser(id: String!): TeamMember! @requireAuth
  }
`
