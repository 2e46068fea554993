import { db } from 'api/src/lib/db'
import { rebuildSavingsRollup } from 'api/src/services/savings/savingsRollup'

/**
 * `yarn rw exec rebuild-savings [--company ID]`: writes the sourcing dashboard's rollup anew from
 * every process's lines, company by company (every company unless one is named).
 */
export default async ({ args }: { args: { company?: string } }) => {
  const companies = await db.company.findMany({
    where: args.company ? { id: args.company } : {},
    select: { id: true, name: true },
  })
  for (const company of companies) {
    const started = Date.now()
    await rebuildSavingsRollup(company.id)
    console.log(
      `${company.name}: savings rollup rebuilt in ${Date.now() - started} ms`
    )
  }
}
