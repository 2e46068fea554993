// Test-only: the mailer's in-memory inbox, which it uses when NODE_ENV=test.
import type { InMemoryMailHandler } from '@redwoodjs/mailer-handler-in-memory'

import { mailer } from 'src/lib/mailer'

export const testInbox = () => mailer.getTestHandler() as InMemoryMailHandler
