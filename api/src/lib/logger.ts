import { createLogger } from '@redwoodjs/api/logger'

// A supplier portal link's token is its whole authority, and it travels in the path
// (/portal/{token}): no log line keeps one, whatever logged it (the request log at info level,
// an error, a job).
const PORTAL_TOKEN = /(\/portal\/)[\w-]{20,}/g

export const withoutPortalTokens = (line: string) =>
  line.replace(PORTAL_TOKEN, '$1[token]')

/** Redwood's logger (pino, its redactions), every line written without portal tokens. */
export const logger = createLogger({
  destination: {
    write: (line: string) => process.stdout.write(withoutPortalTokens(line)),
  },
})
