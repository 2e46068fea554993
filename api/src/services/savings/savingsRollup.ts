import { db } from 'src/lib/db'

/**
 * Writes a company's savings rollup anew from every line of its processes, as the triggers of
 * migration 20261124100000_savings_rollup would have: after a change to the savings formula, or
 * rows written with the triggers off. Writers wait for it (the lock), so no write is counted twice.
 */
export const rebuildSavingsRollup = async (companyId: string) => {
  await db.$transaction([
    db.$executeRaw`LOCK TABLE "ProcessSaving", "SavingsCell" IN SHARE ROW EXCLUSIVE MODE`,
    db.$executeRaw`DELETE FROM "ProcessSaving" WHERE "companyId" = ${companyId}`,
    db.$executeRaw`DELETE FROM "SavingsCell" WHERE "companyId" = ${companyId}`,
    db.$executeRaw`SELECT FROM refresh_process_saving(ARRAY(
      SELECT "id" FROM "Process" WHERE "companyId" = ${companyId}))`,
  ])
}
