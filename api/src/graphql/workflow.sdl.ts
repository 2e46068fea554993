export const schema = gql`
  enum ReviewStatus {
    WAITING
    PENDING
    APPROVED
    REJECTED
  }

  type WorkflowReviewStep {
    title: String!
    priority: Int!
  }

  type WorkflowReviewRole {
    name: String!
  }

  "One approver's part in one sending for approval"
  type WorkflowReview {
    id: String!
    cycle: Int!
    status: ReviewStatus!
    requestDate: DateTime!
    pendingSince: DateTime
    reviewedAt: DateTime
    "the approver's comment"
    description: String
    entry: WorkflowReviewStep!
    user: ProcessPerson!
    role: WorkflowReviewRole
  }

  input FinalSummaryInput {
    finalExecutiveSummary: String!
  }

  type Query {
    processFlow(id: String!): [WorkflowReview!]! @requireAuth
  }

  type Mutation {
    sendProcessForApproval(id: String!, input: FinalSummaryInput!): Process!
      @requireAuth
  }
`
