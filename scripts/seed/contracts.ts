import { dec } from '@procura/shared'
import { realisticCompany } from '@procura/shared'
import { db } from 'api/src/lib/db'

import { addDays, seededRandom, today } from './random'
import type { ReferenceIds } from './referenceData'
import { DEMO_COMPANY_ID, type DemoUserIds } from './team'

export const DEMO_CONTRACT_COUNT = 200

const STATUSES = [
  'ON_GOING',
  'ON_GOING',
  'ON_GOING',
  'TO_BE_STARTED',
  'ON_HOLD',
  'COMPLETED',
  'CANCELLED',
] as const
const ACTIONS = [
  'NO_VOLUME_DEMAND',
  'NEW_CONTRACTING_PROCESS',
  'LENGTH_VALUE',
  'LENGTH',
  'VALUE',
] as const
// remaining days ranges: expired, < 30, < 120, > 120 (shared/notes/domain.md)
const TERM_RANGES: [number, number][] = [
  [-240, -1],
  [0, 29],
  [30, 119],
  [120, 900],
]

/** About 200 contracts spread over every traffic-light bucket, by term and by balance. */
export const seedContracts = async (refs: ReferenceIds, users: DemoUserIds) => {
  if (await db.contract.count({ where: { companyId: DEMO_COMPANY_ID } }))
    return 0
  const random = seededRandom(7)
  const managers = [users.manager1, users.manager2, users.director]
  const contracts = Array.from({ length: DEMO_CONTRACT_COUNT }, (_, index) => {
    const [min, max] = TERM_RANGES[index % TERM_RANGES.length]
    const endDate = addDays(today(), random.int(min, max))
    const startDate = addDays(endDate, -random.int(12, 36) * 30)
    // with cents; every fortieth a decade's supply contract, up to 10^12
    const totalBalance = dec(random.int(50_000, 5_000_000))
      .plus(random.int(0, 99) / 100)
      .times(index % 40 === 5 ? random.int(10_000, 199_999) : 1)
    // a tenth has realized nothing yet; the rest anywhere from a little to almost all
    const realizedShare = index % 10 === 0 ? 0 : random.between(0.05, 0.98)
    const [material, materialCategory, supplier] = random.pick(
      realisticCompany.OFFERINGS
    )
    return {
      companyId: DEMO_COMPANY_ID,
      contractId: `CT-${String(2024000 + index)}`,
      material,
      supplier,
      materialCategoryId: refs.materialCategories[materialCategory],
      categoryManagerId: random.pick(managers),
      businessDivisionId: random.pick(Object.values(refs.businessDivisions)),
      regionId: random.pick(Object.values(refs.regions)),
      startDate,
      endDate,
      totalBalance: totalBalance.toFixed(2),
      currentBalance: totalBalance
        .times(1 - realizedShare)
        .toDecimalPlaces(2)
        .toFixed(2),
      paymentTerm: random.pick([30, 45, 60, 90, 120]),
      actionNeed: index % 3 !== 0,
      actionDescription: random.pick(ACTIONS),
      status: random.pick(STATUSES),
      estimatedConclusionDate: addDays(endDate, -random.int(10, 60)),
      comment:
        index % 3 === 0
          ? 'Sem ação necessária no momento.'
          : 'Iniciar renegociação com o fornecedor.',
    }
  })
  await db.contract.createMany({ data: contracts })
  return contracts.length
}
