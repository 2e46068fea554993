import type { SupplierFields, SuppliersQuery } from 'types/graphql'

// A food company's supplier master as the list pages it: more suppliers than a page shows, named as
// companies are (accents, Ltda., S.A., GmbH, Inc., EIRELI), from Brazil, Germany and the USA, some
// blocked, some without a SAP code. Other mocks take their suppliers' names from here.

const NAMES = [
  ['Aço Forte Indústria e Comércio Ltda.', 'country-br'],
  ['Embalagens Paraná Ltda.', 'country-br'],
  ['Resinas do Sul S.A.', 'country-br'],
  ['Müller Verpackungen GmbH', 'country-de'],
  ['Pacific Resins Inc.', 'country-us'],
  ['Transportes Rápido Ltda.', 'country-br'],
  ['Filmes Técnicos do Brasil Ltda.', 'country-br'],
  ['Química São João S.A.', 'country-br'],
  ['Böhm Stahlhandel GmbH', 'country-de'],
  ['Açúcar & Álcool Paranaense EIRELI', 'country-br'],
  ['Great Lakes Packaging Inc.', 'country-us'],
  ['Logística Ribeirão Preto Ltda.', 'country-br'],
  ['Celulose Itajaí S.A.', 'country-br'],
  ['Schäfer Kunststoffe GmbH', 'country-de'],
] as const

/** The company's suppliers' names, as many as asked (a branch's number past the list). */
export const supplierNames = (count: number) =>
  Array.from({ length: count }, (_, n) => {
    const [name] = NAMES[n % NAMES.length]
    return n < NAMES.length
      ? name
      : `${name} — filial ${Math.floor(n / NAMES.length) + 1}`
  })

/** One supplier of the master, its flags varied by its place in the list. */
export const masterSupplier = (n: number): SupplierFields => ({
  id: `supplier-${n}`,
  name: supplierNames(n + 1)[n],
  vat: `${11_222_333_000_100 + n * 97}`,
  sapCode: n % 4 === 3 ? null : `V-${10_400 + n}`,
  countryId: NAMES[n % NAMES.length][1],
  technicalApproval: n % 5 !== 2,
  financialRisk: n % 6 === 1 ? 'Rating B- (Serasa), revisado em outubro' : null,
  associatedParty: n % 9 === 4,
  blockReason:
    n % 11 === 5 ? 'Litígio sobre o contrato de frete de 2025' : null,
  litigant: n % 11 === 5,
  updatedAt: new Date(
    Date.UTC(2026, 10, 25 - (n % 20), 9, n % 60)
  ).toISOString(),
  contacts: Array.from({ length: 1 + (n % 3) }, (_, c) => ({
    id: `contact-${n}-${c}`,
    name: ['Carla Nunes', 'João Araújo', 'Jürgen Weiß'][c],
    email: `compras${c}@fornecedor${n}.example`,
    language: c === 2 ? 'en' : 'pt',
  })),
})

export const standard = (): SuppliersQuery => ({
  suppliers: {
    total: 64,
    items: Array.from({ length: 50 }, (_, n) => masterSupplier(n)),
  },
})

/** A company that has added no supplier yet. */
export const empty = (): SuppliersQuery => ({
  suppliers: { total: 0, items: [] },
})
