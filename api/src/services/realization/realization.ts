import type { Prisma } from '@prisma/client'

import { db } from 'src/lib/db'
import { contractOfMyCompany } from 'src/services/contracts/contracts'

/** A contract's matched spend per month and unit, read from the matches alone (never the lines). */
export const contractConsumption = async ({ id }: { id: string }) => {
  await contractOfMyCompany(id)
  return db.$queryRaw<
    {
      month: Date
      amount: Prisma.Decimal
      volume: Prisma.Decimal
      unitOfMeasureCode: string
      lines: number
    }[]
  >`
    SELECT date_trunc('month', s.date)::date AS month, sum(s.amount) AS amount, sum(s.volume) AS volume,
      u.code AS "unitOfMeasureCode", count(*)::int AS lines
      FROM "ContractSpend" s JOIN "UnitOfMeasure" u ON u.id = s."unitOfMeasureId"
     WHERE s."contractId" = ${id}
     GROUP BY 1, u.code ORDER BY 1, 4`
}
