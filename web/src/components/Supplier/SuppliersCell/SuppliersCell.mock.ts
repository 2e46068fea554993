import { realisticCompany } from '@procura/shared'
import type { SupplierFields, SuppliersQuery } from 'types/graphql'

// A food company's supplier master as the list pages it: more suppliers than a page shows, named as
// the demo company's are (realisticCompany: accents, Ltda., S.A., GmbH, Inc.), from Brazil, Germany and
// the USA, some blocked, some without a SAP code. Other mocks take their suppliers' names from here.

/** The suppliers the master knows (those the spend alone names left out), every fourth one abroad. */
const MASTER = (() => {
  const known = realisticCompany
    .spendSuppliers()
    .filter((supplier) => !supplier.spendOnly)
  const home = known.filter((supplier) => supplier.country === 'BR')
  const abroad = known.filter((supplier) => supplier.country !== 'BR')
  return known.map((_, n) =>
    n % 4 === 3 && n >> 2 < abroad.length
      ? abroad[n >> 2]
      : home[((n - Math.min(n >> 2, abroad.length)) * 5) % home.length]
  )
})()
const nth = (n: number) => MASTER[n % MASTER.length]

const COUNTRY_IDS: Record<string, string> = {
  BR: 'country-br',
  DE: 'country-de',
  US: 'country-us',
}

/** The company's suppliers' names, as many as asked (a branch's number past the master's). */
export const supplierNames = (count: number) =>
  Array.from({ length: count }, (_, n) =>
    n < MASTER.length
      ? nth(n).name
      : `${nth(n).name} — filial ${Math.floor(n / MASTER.length) + 1}`
  )

/** Where supplier `n` of the list is: Brazil, Germany or the USA. */
export const supplierCountryId = (n: number) => COUNTRY_IDS[nth(n).country]

/** One supplier of the master, its flags varied by its place in the list. */
export const masterSupplier = (n: number): SupplierFields => ({
  __typename: 'Supplier',
  id: `supplier-${n}`,
  name: supplierNames(n + 1)[n],
  vat: `${11_222_333_000_100 + n * 97}`,
  sapCode: n % 4 === 3 ? null : `V-${10_400 + n}`,
  countryId: supplierCountryId(n),
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
