import { bulkTransaction, db } from 'api/src/lib/db'
import {
  rematchCompany,
  throughClient,
} from 'api/src/services/realization/spendMatching'

/**
 * `yarn rw exec rebuild-spend-matches [--company ID]`: matches every spend line anew to the
 * contracts and awards that cover it, and the contracts' balances with it, company by company
 * (every company unless one is named), each in one transaction.
 */
export default async ({ args }: { args: { company?: string } }) => {
  const companies = await db.company.findMany({
    where: args.company ? { id: args.company } : {},
    select: { id: true, name: true },
  })
  for (const company of companies) {
    const started = Date.now()
    await bulkTransaction((client) =>
      rematchCompany(throughClient(client), company.id)
    )
    console.log(`${company.name}: spend matched in ${Date.now() - started} ms`)
  }
}
