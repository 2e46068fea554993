// Test-only: real Firebase emulator ID tokens for scenario users (their uid and team email).
import { freshAccount, idTokenFor } from './firebaseEmulator'

const PASSWORD = 'Str0ng!Pass'

export const bearerFor = async (uid: string) => {
  const email = `${uid}@team.example.com`
  await freshAccount(uid, email, PASSWORD)
  return `Bearer ${await idTokenFor(email, PASSWORD)}`
}
