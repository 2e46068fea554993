import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'

import { logger } from './logger'

// The emulator accepts unsigned tokens: in production its host must never be honoured.
if (
  process.env.NODE_ENV === 'production' &&
  process.env.FIREBASE_AUTH_EMULATOR_HOST
) {
  logger.warn('FIREBASE_AUTH_EMULATOR_HOST is ignored in production')
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST
}

const app =
  getApps()[0] ??
  initializeApp(
    process.env.FIREBASE_PROJECT_ID
      ? { projectId: process.env.FIREBASE_PROJECT_ID }
      : undefined
  )

/** The Firebase Admin Auth client of the project configured in env. */
export const firebaseAuth = () => getAuth(app)

export const firebaseErrorCode = (error: unknown) =>
  (error as { code?: string } | null)?.code ?? ''
