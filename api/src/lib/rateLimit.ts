import { RedwoodGraphQLError } from '@redwoodjs/graphql-server'

import { db, sqlRows } from './db'

export interface RateLimit {
  /** what is limited, e.g. 'sign-up' */
  action: string
  /** requests allowed per window from one IP (an office behind one address shares it) */
  perIp: number
  /** requests allowed per window for one subject: an email, a portal link */
  perSubject: number
  windowSeconds: number
}

/** Too many requests: Yoga answers it with HTTP 429 and the catalogue's message key. */
export class TooManyRequestsError extends RedwoodGraphQLError {
  constructor() {
    super('auth.messages.tooManyRequests', {
      code: 'TOO_MANY_REQUESTS',
      http: { status: 429 },
    })
    // RedwoodGraphQLError resets the prototype to GraphQLError's, which breaks `instanceof` for
    // subclasses in the built api (a REST function then answered 500 instead of 429)
    Object.setPrototypeOf(this, TooManyRequestsError.prototype)
  }
}

/**
 * Counts a hit in each key's current window (keys $1, window $2), in PostgreSQL so that every api
 * instance shares them; answers each key's hits so far.
 */
const HIT = `
  insert into "RateLimitBucket" ("key", "windowStart", "hits")
  select k, now(), 1 from unnest($1::text[]) as k
  on conflict ("key") do update set
    "hits" = case when "RateLimitBucket"."windowStart" < now() - make_interval(secs => $2)
             then 1 else "RateLimitBucket"."hits" + 1 end,
    "windowStart" = case when "RateLimitBucket"."windowStart" < now() - make_interval(secs => $2)
                    then now() else "RateLimitBucket"."windowStart" end
  returning "key", "hits"`

/** Every window is at most this long (15 minutes for sign-in): older counters count nothing. */
const LONGEST_WINDOW_SECONDS = 3600

/** Removes the counters whose window is over; answers how many went. */
export const pruneRateLimits = () =>
  db.$executeRaw`
    delete from "RateLimitBucket"
    where "windowStart" < now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS})`

/**
 * A query read in the rate limit's statement: its SELECT, whose parameters start at $3 (planned on
 * its own: joined into the counting, its eight tables took the planner 100 ms).
 */
export interface AlongLimit {
  select: string
  values: unknown[]
}

/**
 * Refuses the request once the IP or the subject went over its limit in the current window. The
 * row of `along`, if any, is read in the same statement and answered (null when it finds none):
 * what every request of a busy door reads first (the portal's link) costs no second round trip.
 */
export const enforceRateLimit = async <T = never>(
  { action, perIp, perSubject, windowSeconds }: RateLimit,
  { ip, subject }: { ip?: string | null; subject?: string | null },
  along?: AlongLimit
): Promise<T | null> => {
  const limits = new Map<string, number>()
  if (ip) limits.set(`${action}:ip:${ip}`, perIp)
  if (subject) limits.set(`${action}:subject:${subject}`, perSubject)
  if (!limits.size && !along) return null
  const [{ hits: counted, found, ...columns }] = await sqlRows<{
    hits: { key: string; hits: number }[] | null
    found: boolean | null
  }>(
    `WITH hit AS (${HIT})
     SELECT (SELECT json_agg(hit) FROM hit) AS hits ${along ? ', along.*' : ''}
     FROM (SELECT) one
     ${along ? `LEFT JOIN (SELECT true AS found, a.* FROM (${along.select} OFFSET 0) a) along ON true` : ''}`,
    [[...limits.keys()], windowSeconds, ...(along?.values ?? [])]
  )
  if (counted?.some(({ key, hits }) => hits > (limits.get(key) ?? Infinity)))
    throw new TooManyRequestsError()
  return found ? (columns as T) : null
}

interface RequestEvent {
  headers?: Record<string, string | undefined>
  requestContext?: { identity?: { sourceIp?: string } }
}

/**
 * The caller's IP as the api sees it: of this event (a REST function's), else of the GraphQL
 * request being served. Behind the reverse proxy it is the last X-Forwarded-For hop, the one the
 * proxy appended: the earlier ones come from the client, which could name any address to dodge
 * its limits.
 */
export const requestIp = (
  event = context.event as RequestEvent | undefined
) => {
  const forwarded = event?.headers?.['x-forwarded-for']
    ?.split(',')
    .at(-1)
    ?.trim()
  return forwarded || event?.requestContext?.identity?.sourceIp || null
}
