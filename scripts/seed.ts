import { seedContracts } from './seed/contracts'
import { restoreLostAccounts } from './seed/lostAccounts'
import { seedProcesses } from './seed/processes'
import { seedReferenceData } from './seed/referenceData'
import { DEFAULT_SPEND_LINES, seedSpendLines } from './seed/spend'
import { DEMO_PASSWORD, demoEmail, seedTeam } from './seed/team'

/**
 * Reference data and a demo company: `yarn rw exec seed [--spend N]`; only the reference data
 * (what every company chooses from): `yarn rw exec seed --reference`.
 * Safe to run again: what exists is kept, nothing is duplicated.
 */
export default async ({
  args,
}: {
  args: { spend?: number; reference?: boolean }
}) => {
  const started = Date.now()
  const refs = await seedReferenceData()
  if (args.reference) return
  const users = await seedTeam()
  const processes = await seedProcesses(refs, users)
  const contracts = await seedContracts(refs, users)
  const spendLines = await seedSpendLines(
    refs,
    users,
    Number(args.spend ?? DEFAULT_SPEND_LINES)
  )
  const restored = await restoreLostAccounts()
  if (restored.length)
    console.warn(
      `Restored ${restored.length} sign-in accounts that the Auth emulator had lost, with the ` +
        `demo password ${DEMO_PASSWORD}: ${restored.join(', ')}`
    )
  console.info(
    `Seeded ${processes} processes, ${contracts} contracts, ${spendLines} spend lines ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s. Demo sign-in: ${demoEmail('owner')} / ${DEMO_PASSWORD}`
  )
}
