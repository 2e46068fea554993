import type { ProcessDeletionsQuery } from 'types/graphql'

// Two processes deleted by the Owner: a draft and an approved one.
export const standard = (): ProcessDeletionsQuery => ({
  processDeletionLog: {
    __typename: 'ProcessDeletionLog' as const,
    canRead: true,
    deletions: [
      {
        __typename: 'ProcessDeletion' as const,
        id: 'deletion-2',
        code: 'PRC-2026-0024',
        title: 'Resina PEAD para embalagens / HDPE resin for packaging',
        status: 'APPROVED',
        deletedByName: 'Helena Prado',
        deletedAt: '2026-11-20T14:05:00Z',
      },
      {
        __typename: 'ProcessDeletion' as const,
        id: 'deletion-1',
        code: 'PRC-2026-0019',
        title: 'Paletes de madeira PBR / PBR wooden pallets',
        status: 'DRAFT',
        deletedByName: 'Rafael Souza',
        deletedAt: '2026-11-02T09:30:00Z',
      },
    ],
  },
})
