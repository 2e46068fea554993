import type { Supplier } from '@prisma/client'
import { isBrazilianTaxId, supplierNameKey } from '@procura/shared'
import { db } from 'api/src/lib/db'
import { processCopyOf } from 'api/src/services/suppliers/suppliers'

import type { ReferenceIds } from './referenceData'
import { DEMO_COMPANY_ID } from './team'

/** A CNPJ from twelve digits: the check digits are the pair the rule accepts. */
export const cnpjOf = (base: string) => {
  for (let check = 0; check < 100; check++) {
    const cnpj = base + String(check).padStart(2, '0')
    if (isBrazilianTaxId(cnpj)) return cnpj
  }
  throw new Error(`no CNPJ for ${base}`)
}

/**
 * The demo company's supplier master: each supplier the processes invite, once. A Brazilian one
 * (a name with letters of Portuguese, or Ltda./S.A.) has a valid CNPJ and a contact in Portuguese,
 * the others an EIN and a contact in English.
 */
export const seedSuppliers = async (
  names: readonly string[],
  refs: ReferenceIds,
  abroad: (name: string) => boolean
) => {
  const masters = new Map<string, Supplier>()
  for (const [index, name] of [...new Set(names)].entries()) {
    const foreign = abroad(name)
    const slug = supplierNameKey(name).replace(/ /g, '')
    masters.set(
      name,
      await db.supplier.create({
        data: {
          companyId: DEMO_COMPANY_ID,
          name,
          vat: foreign
            ? `US${String(410000000 + index * 7919)}`
            : cnpjOf(`${String(33000000 + index * 104729).slice(0, 8)}0001`),
          sapCode: `V${String(100000 + index * 17)}`,
          countryId: foreign ? refs.countries.US : refs.countries.BR,
          technicalApproval: index % 7 !== 3,
          financialRisk: index % 5 === 2 ? 'Médio' : 'Baixo',
          litigant: index % 11 === 4,
          contacts: {
            create: {
              name: foreign ? 'Sales desk' : 'Comercial',
              email: `sales@${slug.slice(0, 20)}.example`,
              language: foreign ? 'en' : 'pt',
            },
          },
        },
      })
    )
  }
  return masters
}

/** What a process's row holds of a master supplier. */
export const processSupplierOf = (supplier: Supplier) => ({
  supplierId: supplier.id,
  ...processCopyOf(supplier),
})
