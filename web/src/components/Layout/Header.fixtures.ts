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
  },
  company: { id: 'company-acme', name: 'Acme', currencyCode: 'BRL' },
}
