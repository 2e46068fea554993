// Test-only: run service calls as a scenario user, exactly as GET /api/users would load them.
import { findUserByUid } from 'src/lib/auth'

export const signInAs = async (uid: string) => {
  mockCurrentUser(await findUserByUid(uid))
}
