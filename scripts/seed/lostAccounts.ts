import { db } from 'api/src/lib/db'
import { firebaseAuth } from 'api/src/lib/firebase'

import { DEMO_PASSWORD } from './team'

// firebase-admin's getUsers takes at most 100 identifiers a call
const BATCH = 100

/**
 * Local runs only: the Auth emulator keeps its accounts in a file written when it stops, so a run
 * that was killed (or whose export failed) loses the accounts signed up in it while the database
 * keeps their users. After such a run (RESTORE_LOST_ACCOUNTS=true), each such user gets its account
 * back with the demo password; the emails restored are answered.
 */
export const restoreLostAccounts = async () => {
  // scripts/dev.mjs says when the last run's accounts were not saved
  if (
    !process.env.FIREBASE_AUTH_EMULATOR_HOST ||
    process.env.RESTORE_LOST_ACCOUNTS !== 'true'
  )
    return []
  const users = await db.user.findMany({
    select: { uid: true, email: true, firstName: true, lastName: true },
    orderBy: { email: 'asc' },
  })
  const restored: string[] = []
  for (let start = 0; start < users.length; start += BATCH) {
    const batch = users.slice(start, start + BATCH)
    const { notFound } = await firebaseAuth().getUsers(
      batch.map(({ uid }) => ({ uid }))
    )
    const missing = new Set(notFound.map((id) => ('uid' in id ? id.uid : '')))
    for (const user of batch.filter(({ uid }) => missing.has(uid))) {
      await firebaseAuth().createUser({
        uid: user.uid,
        email: user.email,
        password: DEMO_PASSWORD,
        displayName: `${user.firstName} ${user.lastName}`,
      })
      restored.push(user.email)
    }
  }
  return restored
}
