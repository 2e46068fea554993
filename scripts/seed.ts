import { seedContracts } from './seed/contracts'
import { restoreLostAccounts } from './seed/lostAccounts'
import { seedProcesses } from './seed/processes'
import { seedReferenceData } from './seed/referenceData'
import { DEFAULT_SPEND_LINES, seedSpendLines } from './seed/spend'
import { DEMO_PASSWORD, demoEmail, seedTeam } from './seed/team'

/** The company shapes the seed makes: one, shaped like a real company's (issue 39). */
const PROFILES = ['realistic']

/**
 * Reference data and a demo company shaped like a real one: `yarn rw exec seed [--profile realistic]
 * [--spend N]`; only the reference data (what every company chooses from): `yarn rw exec seed
 * --reference`. Safe to run again: what exists is kept, nothing is duplicated.
 */
export default async ({
  args,
}: {
  args: { spend?: number; reference?: boolean; profile?: string }
}) => {
  const profile = args.profile ?? 'realistic'
  if (!PROFILES.includes(profile))
    throw new Error(
      `No seed profile "${profile}": the profiles are ${PROFILES.join(', ')}`
    )
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
