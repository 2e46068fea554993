import { Readable } from 'node:stream'

import {
  dec,
  realisticCompany,
  SPEND_TEMPLATE_FIELDS,
  supplierNameKey,
} from '@procura/shared'
import { db } from 'api/src/lib/db'
import type { LineRecord } from 'api/src/services/spend/importLines'
import {
  importSpendLines,
  INSERT_LINES,
} from 'api/src/services/spend/spendImport'
import Papa from 'papaparse'

import { addDays, seededRandom, today } from './random'
import type { ReferenceIds } from './referenceData'
import { cnpjOf } from './suppliers'
import { DEMO_COMPANY_ID, demoEmail, type DemoUserIds } from './team'

const { MATERIALS_BY_CATEGORY, materialCode, PLANTS, spendSuppliers } =
  realisticCompany
type SpendSupplier = realisticCompany.SpendSupplier

// The demo company's ERP spend (issue 39): two years of lines from the catalogue's suppliers, the
// first ranks bought from far more often and in larger amounts (a fifth of the suppliers make four
// fifths of the spend), more in the harvest months, in reais, dollars and euros at monthly rates.

const CHUNK = 10_000
const DAYS = 730
/** one line of the first is a decade's energy contract booked at once: an amount near 10^12 */
const ENERGY_CONTRACT = '987654321098.76'
// Energia Sul S.A., the seventh offering
const ENERGY_SUPPLIER = 6

/** What a line's supplier is in the files: the master's name and keys, or a code alone. */
interface Identity {
  name: string
  code: string
  vat: string | null
}

/** Master records for the catalogue's suppliers the master lacks, their other spellings as aliases. */
const identitiesOf = async (suppliers: SpendSupplier[], refs: ReferenceIds) => {
  const identities: Identity[] = []
  for (const [at, supplier] of suppliers.entries()) {
    if (supplier.spendOnly) {
      const code = `V9${String(70000 + at * 13)}`
      await db.spendSupplierName.upsert({
        where: {
          companyId_identity: {
            companyId: DEMO_COMPANY_ID,
            identity: `code:${code}`,
          },
        },
        create: {
          companyId: DEMO_COMPANY_ID,
          identity: `code:${code}`,
          name: supplier.name,
        },
        update: {},
      })
      identities.push({ name: supplier.name, code, vat: null })
      continue
    }
    const master =
      (await db.supplier.findFirst({
        where: { companyId: DEMO_COMPANY_ID, name: supplier.name },
      })) ??
      (await db.supplier.create({
        data: {
          companyId: DEMO_COMPANY_ID,
          name: supplier.name,
          vat:
            supplier.country === 'BR'
              ? cnpjOf(`${String(44000000 + at * 7919).slice(0, 8)}0001`)
              : `${supplier.country}${String(300000000 + at * 104729)}`,
          sapCode: `V2${String(10000 + at * 31)}`,
          countryId: refs.countries[supplier.country],
          technicalApproval: at % 6 !== 5,
          contacts: {
            create: {
              name: supplier.country === 'BR' ? 'Comercial' : 'Sales desk',
              email: `sales${at}@${supplierNameKey(supplier.name).replace(/ /g, '').slice(0, 20)}.example`,
              language: supplier.country === 'BR' ? 'pt' : 'en',
            },
          },
        },
      }))
    for (const name of supplier.spellings)
      await db.supplierAlias.upsert({
        where: {
          companyId_nameKey: {
            companyId: DEMO_COMPANY_ID,
            nameKey: supplierNameKey(name),
          },
        },
        create: {
          companyId: DEMO_COMPANY_ID,
          supplierId: master.id,
          name,
          nameKey: supplierNameKey(name),
        },
        update: {},
      })
    identities.push({
      name: master.name,
      code: master.sapCode ?? '',
      vat: supplier.country === 'BR' ? master.vat : null,
    })
  }
  return identities
}

const monthOf = (day: Date) => day.toISOString().slice(0, 7)

/** A dollar and a euro rate for each month of the two years, kept where the company has one. */
const monthlyRates = async () => {
  const data = Array.from({ length: 25 }, (_, back) => {
    const month = new Date(today())
    month.setUTCDate(1)
    month.setUTCMonth(month.getUTCMonth() - back)
    return [
      {
        currencyCode: 'USD',
        month,
        rate: (5.05 + ((back * 7) % 11) / 40).toFixed(4),
      },
      {
        currencyCode: 'EUR',
        month,
        rate: (5.6 + ((back * 5) % 13) / 35).toFixed(4),
      },
    ]
  }).flat()
  await db.exchangeRate.createMany({
    data: data.map((rate) => ({ ...rate, companyId: DEMO_COMPANY_ID })),
    skipDuplicates: true,
  })
  const kept = await db.exchangeRate.findMany({
    where: { companyId: DEMO_COMPANY_ID },
  })
  return new Map(
    kept.map((rate) => [
      `${rate.currencyCode}:${monthOf(rate.month)}`,
      rate.rate.toString(),
    ])
  )
}

/** More is bought in the harvest months (a peak in October), less in the first quarter. */
const seasonOf = (day: Date) =>
  1 + 0.45 * Math.cos((2 * Math.PI * (day.getUTCMonth() - 9)) / 12)

interface Context {
  suppliers: SpendSupplier[]
  identities: Identity[]
  rates: Map<string, string>
  refs: ReferenceIds
  users: DemoUserIds
}

const DIVISIONS = ['AGRO', 'FOOD', 'CHEM', 'MINING', 'CORP']
// by material category; facility services have no category manager
const MANAGERS = ['manager1', 'manager2', 'director', 'manager1', null] as const

/** Line number `n` of the ERP's extract, in its codes: the same line for the same number on every machine. */
const purchaseOf = (n: number, { suppliers, identities, rates }: Context) => {
  const random = seededRandom(n * 2654435761)
  const energy = n === 1
  const rank = energy
    ? ENERGY_SUPPLIER
    : Math.floor(suppliers.length * random.next() ** 2)
  const supplier = suppliers[rank]
  const category = supplier.category
  const [categoryCode, materials, unit] = MATERIALS_BY_CATEGORY[category]
  const materialAt = energy ? 0 : random.int(0, materials.length - 1)
  const plantAt = (rank * 5 + random.int(0, 2)) % PLANTS.length
  const [plant, region] = PLANTS[plantAt]
  const day = addDays(today(), -random.int(0, DAYS - 1))
  const scale =
    10 ** (2 + 5 * random.next()) * 10 ** (1.5 * (1 - rank / suppliers.length))
  const amount = energy ? ENERGY_CONTRACT : (scale * seasonOf(day)).toFixed(2)
  const rate =
    supplier.currency === 'BRL'
      ? '1'
      : rates.get(`${supplier.currency}:${monthOf(day)}`)
  if (!rate) throw new Error(`no ${supplier.currency} rate for ${monthOf(day)}`)
  const price = 10 ** (1 + ((category * 4 + materialAt) % 5) / 2)
  const identity = identities[rank]
  // the extracts write a supplier as they please: its name, or one of its other spellings
  const spellings = [identity.name, ...supplier.spellings]
  return {
    day: day.toISOString().slice(0, 10),
    division: DIVISIONS[plantAt % DIVISIONS.length],
    region,
    manager: MANAGERS[category % MANAGERS.length],
    identity,
    spelling: spellings[n % spellings.length],
    material: materials[materialAt],
    materialCode: materialCode(category, materialAt),
    category: categoryCode,
    plant,
    amount,
    rate,
    currency: supplier.currency,
    volume: dec(amount).times(rate).div(price).toFixed(4),
    unit,
  }
}
type Purchase = ReturnType<typeof purchaseOf>

/** A purchase as a line of the table, as the import would write it: ids, and the master's name. */
const lineOf = (purchase: Purchase, { refs, users }: Context): LineRecord => ({
  d: purchase.day,
  bd: refs.businessDivisions[purchase.division],
  rg: refs.regions[purchase.region],
  cm: purchase.manager && users[purchase.manager],
  su: purchase.identity.name,
  sc: purchase.identity.code,
  sv: purchase.identity.vat,
  ma: purchase.material,
  mk: purchase.materialCode,
  mc: refs.materialCategories[purchase.category],
  pl: purchase.plant,
  oa: purchase.amount,
  rate: purchase.rate,
  cu: refs.currencies[purchase.currency],
  vo: purchase.volume,
  um: refs.units[purchase.unit],
})

/** Purchases as the product's template writes them, the supplier spelled as the ERP did. */
const extractOf = (purchases: Purchase[]) =>
  Papa.unparse({
    fields: [...SPEND_TEMPLATE_FIELDS],
    data: purchases.map((purchase) => [
      purchase.day,
      purchase.division,
      purchase.region,
      purchase.manager ? demoEmail(purchase.manager) : '',
      purchase.spelling,
      purchase.material,
      purchase.category,
      purchase.plant,
      purchase.amount,
      purchase.currency,
      purchase.volume,
      purchase.unit,
      purchase.identity.code,
      purchase.identity.vat ?? '',
      purchase.materialCode,
    ]),
  })

// the last lines of a seed go through the import itself, from an extract that spells suppliers
// its own ways: the engine, not the seed, makes them one supplier each
const THROUGH_THE_IMPORT = 5_000

/** Writes lines `from`..`to` of the demo company's extract (call rebuildSpendRollup afterwards). */
export const writeRealisticSpend = async (
  refs: ReferenceIds,
  users: DemoUserIds,
  from: number,
  to: number
) => {
  const suppliers = spendSuppliers()
  const context: Context = {
    suppliers,
    identities: await identitiesOf(suppliers, refs),
    rates: await monthlyRates(),
    refs,
    users,
  }
  const direct = Math.max(from - 1, to - THROUGH_THE_IMPORT)
  for (let start = from; start <= direct; start += CHUNK) {
    const end = Math.min(direct, start + CHUNK - 1)
    const lines = Array.from({ length: end - start + 1 }, (_, at) =>
      lineOf(purchaseOf(start + at, context), context)
    )
    await db.$executeRawUnsafe(
      INSERT_LINES,
      DEMO_COMPANY_ID,
      null,
      JSON.stringify(lines)
    )
  }
  if (direct >= to) return
  const extract = Array.from({ length: to - direct }, (_, at) =>
    purchaseOf(direct + 1 + at, context)
  )
  const imported = await importSpendLines({
    companyId: DEMO_COMPANY_ID,
    input: Readable.from([extractOf(extract)]),
    allowDuplicates: true,
  })
  if (imported.problemCount)
    throw new Error(
      `the demo's extract has problems: ${JSON.stringify(imported.problems.slice(0, 3))}`
    )
}
