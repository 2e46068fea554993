import type { Prisma } from '@prisma/client'
import { personName, scenarioSchema } from '@procura/shared'
import { db } from 'api/src/lib/db'
import { scenarioBasisOf } from 'api/src/services/scenarios/scenarioBasis'
import { computedAnswer } from 'api/src/services/scenarios/scenarios'

import { DEMO_COMPANY_ID } from './team'

/** What the demo's buyer compared on each draft process. */
const DEMO_SCENARIOS = [
  { name: 'Menor preço por item / Cheapest per item', kind: 'CHEAPEST' },
  {
    name: 'Até 2 fornecedores, sem litigantes / At most 2, no litigants',
    kind: 'AT_MOST',
    maxSuppliers: 2,
    exclude: ['litigant'],
  },
]

/** Two saved scenarios on every draft process of the demo, computed as the review computes them. */
export const seedScenarios = async (buyerId: string) => {
  const buyer = await db.user.findUniqueOrThrow({ where: { id: buyerId } })
  const drafts = await db.process.findMany({
    where: { companyId: DEMO_COMPANY_ID, status: 'DRAFT' },
    select: { id: true },
  })
  for (const { id } of drafts) {
    const basis = await scenarioBasisOf(id)
    for (const asked of DEMO_SCENARIOS) {
      const definition = scenarioSchema.validateSync(asked)
      await db.awardScenario.create({
        data: {
          processId: id,
          name: definition.name,
          definition: definition as unknown as Prisma.InputJsonValue,
          ...(await computedAnswer(basis, definition)),
          createdById: buyer.id,
          createdByName: personName(buyer),
        },
      })
    }
  }
}
