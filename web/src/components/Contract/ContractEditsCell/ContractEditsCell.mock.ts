import type { ContractEditsQuery } from 'types/graphql'

// A long-running contract's history of edits: balances with cents up to hundreds of billions, dates,
// flags, its status, and an edit by a user since removed.

const PEOPLE = [
  { id: 'user-marina', firstName: 'Marina', lastName: 'Costa' },
  { id: 'user-lucia', firstName: 'Lúcia', lastName: 'Ferreira' },
  { id: 'user-joao', firstName: 'João', lastName: 'Araújo' },
]

const CHANGES = [
  { currentBalance: { from: '987654321098.76', to: '912345678901.23' } },
  {
    actionNeed: { from: false, to: true },
    actionDescription: {
      from: 'NO_VOLUME_DEMAND',
      to: 'NEW_CONTRACTING_PROCESS',
    },
  },
  {
    endDate: { from: '2027-01-01', to: '2027-06-30' },
    status: { from: 'ON_GOING', to: 'ON_HOLD' },
  },
  { paymentTerm: { from: 60, to: 90 } },
  {
    totalBalance: { from: '1000000000000.00', to: '999999999999.99' },
    comment: { from: '', to: 'Reajuste pelo IPCA acordado em ata' },
  },
  {
    currentBalance: { from: '48211934.57', to: '7350120.08' },
    status: { from: 'TO_BE_STARTED', to: 'ON_GOING' },
  },
]

export const standard = (): ContractEditsQuery => ({
  contractEdits: Array.from({ length: 12 }, (_, n) => ({
    id: `edit-${n}`,
    changes: CHANGES[n % CHANGES.length],
    createdAt: new Date(
      Date.UTC(2026, 10, 20 - n * 9, 14, 5 + n)
    ).toISOString(),
    user: n === 7 ? null : PEOPLE[n % PEOPLE.length],
  })),
})
