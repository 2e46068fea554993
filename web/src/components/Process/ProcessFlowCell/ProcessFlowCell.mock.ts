import type { ProcessFlowQuery, ReviewStatus } from 'types/graphql'

// Two sendings: the first rejected by the category manager, the second waiting on the director.
const review = (
  cycle: number,
  status: ReviewStatus,
  approver: [string, string],
  extra = {}
) => ({
  __typename: 'WorkflowReview' as const,
  id: `${cycle}-${approver[0]}`,
  cycle,
  status,
  requestDate: `2026-11-${10 + cycle}T10:00:00Z`,
  pendingSince: status === 'WAITING' ? null : `2026-11-${10 + cycle}T10:00:00Z`,
  reviewedAt: null,
  description: null,
  entry: { title: approver[1], priority: approver[0] === 'Rafael' ? 1 : 2 },
  reviewerName: `${approver[0]} Souza`,
  // the category manager's is the product's own role, stored in Portuguese as the demo's are
  role:
    approver[0] === 'Rafael'
      ? { name: 'Gerente de Categoria', builtIn: 'categoryManager' }
      : { name: approver[1], builtIn: null },
  ...extra,
})

export const standard = (): ProcessFlowQuery => ({
  processFlow: [
    review(2, 'APPROVED', ['Rafael', 'Category manager'], {
      reviewedAt: '2026-11-13T09:00:00Z',
    }),
    review(2, 'PENDING', ['Helena', 'Sourcing director']),
    review(1, 'REJECTED', ['Rafael', 'Category manager'], {
      reviewedAt: '2026-11-11T15:00:00Z',
      description: 'Renegotiate the resin price',
    }),
    review(1, 'WAITING', ['Helena', 'Sourcing director']),
  ],
})
