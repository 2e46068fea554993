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
 * Counts a hit in each key's current window, all in one statement (in PostgreSQL, so every api
 * instance shares them); answers each key's hits so far.
 */
const hit = (keys: string[], windowSeconds: number) =>
  sqlRows<{ key: string; hits: number }>(
    `insert into "RateLimitBucket" ("key", "windowStart", "hits")
     select k, now(), 1 from unnest($1::text[]) as k
     on conflict ("key") do update set
       "hits" = case when "RateLimitBucket"."windowStart" < now() - make_interval(secs => $2)
                then 1 else "RateLimitBucket"."hits" + 1 end,
       "windowStart" = case when "RateLimitBucket"."windowStart" < now() - make_interval(secs => $2)
                       then now() else "RateLimitBucket"."windowStart" end
     returning "key", "hits"`,
    [keys, windowSeconds]
  )

/** Every window is at most this long (15 minutes for sign-in): older counters count nothing. */
const LONGEST_WINDOW_SECONDS = 3600

/** Removes the counters whose window is over; answers how many went. */
export const pruneRateLimits = () =>
  db.$executeRaw`
    delete from "RateLimitBucket"
    where "windowStart" < now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS})`

/** Refuses the request once the IP or the subject went over its limit in the current window. */
export const enforceRateLimit = async (
  { action, perIp, perSubject, windowSeconds }: RateLimit,
  { ip, subject }: { ip?: string | null; subject?: string | null }
) => {
  const limits = new Map<string, number>()
  if (ip) limits.set(`${action}:ip:${ip}`, perIp)
  if (subject) limits.set(`${action}:subject:${subject}`, perSubject)
  if (!limits.size) return
  const counted = await hit([...limits.keys()], windowSeconds)
  if (counted.some(({ key, hits }) => hits > (limits.get(key) ?? Infinity)))
    throw new TooManyRequestsError()
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
