import type { BellNotification } from './NotificationBell'

// A signed-in user as GET /api/users answers it, for the header's stories and tests.
export const helena = {
  id: 'user-helena',
  uid: 'firebase-helena',
  firstName: 'Helena',
  lastName: 'Costa',
  userName: 'helena.costa',
  email: 'helena@example.com',
  locale: 'pt' as const,
  avatarId: null,
  companyId: 'company-acme',
  role: {
    id: 'role-director',
    name: 'Diretor de Suprimentos',
    description: 'Procurement director',
    priority: 300,
    // a role the company named itself: shown as written
    builtIn: null,
  },
  company: { id: 'company-acme', name: 'Acme', currencyCode: 'BRL' },
}

// Two notifications of the bell: a review asked of the reader, and a contract about to expire.
const values = { code: 'PRC-2026-0012', title: 'PBR wooden pallets' }
export const askReview: BellNotification = {
  id: '1',
  read: false,
  createdAt: '2026-11-23T10:00:00Z',
  link: '/app/process/1/review?mode=approve',
  linkType: 'INTERNAL',
  messageCode: 'process/ask-review',
  values,
}
export const expiring: BellNotification = {
  id: '2',
  read: true,
  createdAt: '2026-11-20T10:00:00Z',
  link: null,
  linkType: 'INTERNAL',
  messageCode: 'contract/expiring',
  values: { contractId: 'CT-2024001', days: 30 },
}
