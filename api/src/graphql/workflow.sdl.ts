export const schema = gql`
  enum ReviewStatus {
    WAITING
    PENDING
    APPROVED
    REJECTED
    "the approver was deleted before deciding: the turn passed on"
    REMOVED
  }

  type WorkflowReviewStep {
    title: String!
    priority: Int!
  }

  type WorkflowReviewRole {
    name: String!
    "The product's own role it is (owner, buyer…), to be named in the reader's language"
    builtIn: String
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
    "the workflow step as it was when the process was sent"
    entry: WorkflowReviewStep!
    "the approver, while still a user"
    user: ProcessPerson
    "the approver's name when the process was sent"
    reviewerName: String!
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
    "the review step's save: the final executive summary, kept until the process is sent"
    saveFinalSummary(id: String!, input: FinalSummaryInput!): Process!
      @requireAuth
  }
`
