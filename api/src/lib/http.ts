import { cookieValue, type Locale } from '@procura/shared'
import type { APIGatewayEvent } from 'aws-lambda'
import contentDisposition from 'content-disposition'

import { ForbiddenError, UserInputError } from '@redwoodjs/graphql-server'

import { requestLocale, translate } from './i18n'
import { jsonText } from './json'
import { logger } from './logger'
import { TooManyRequestsError } from './rateLimit'
import { userForIdToken } from './session'
import { StatusError } from './statusError'

export const json = (statusCode: number, body: unknown) => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: jsonText(body),
})

/** A request's body as text, whichever way the api server handed it over. */
const bodyText = (event: APIGatewayEvent) =>
  event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
    : (event.body ?? '')

/** A request's JSON body ({} when empty); anything but JSON is refused as bad input. */
export const jsonBody = (event: APIGatewayEvent) => {
  const body = bodyText(event)
  try {
    return JSON.parse(body || '{}')
  } catch {
    throw new UserInputError('validation.json')
  }
}

/**
 * A JSON body whose named fields are text (or absent): the shared schemas would read 42 as '42'
 * and cannot trim a list, so another type is refused here as the type error it is.
 */
export const jsonBodyWithText = (event: APIGatewayEvent, fields: string[]) => {
  const body = jsonBody(event)
  // JSON `null`, a list or a number is not the object the endpoint reads
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new UserInputError('validation.type')
  const field = fields.find(
    (name) => body[name] != null && typeof body[name] !== 'string'
  )
  if (field) throw new UserInputError('validation.type', { field })
  return body
}

/** A CSV file to download, never cached (it holds the company's figures). */
export const csvFile = (fileName: string, body: string) => ({
  statusCode: 200,
  headers: {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': contentDisposition(fileName),
    'cache-control': 'private, no-store',
  },
  body,
})

/** An uploaded CSV: the file itself as the body, or { csv } as the web app sends it. */
export const uploadedCsv = (event: APIGatewayEvent) =>
  /json/.test(event.headers?.['content-type'] ?? '')
    ? String(jsonBody(event)?.csv ?? '')
    : bodyText(event)

/**
 * What an import answers: 200 with the count, or 400 with `${messages}.invalid` and every
 * problem by line and column (the file's own column names), each in the reader's language.
 */
export const importAnswer = (
  locale: Locale,
  messages: string,
  {
    problems,
    problemCount = problems.length,
    ...result
  }: {
    /** how many rows were written, and whatever else the import tells of them */
    imported: number
    [detail: string]: unknown
    problems: {
      line: number
      field: string
      message: { key: string; values?: Record<string, unknown> }
    }[]
    problemCount?: number
  }
) =>
  problemCount
    ? json(400, {
        success: false,
        code: `${messages}.invalid`,
        message: translate(locale, `${messages}.invalid`, {
          count: problemCount,
        }),
        errors: problems.map(({ line, field, message }) => ({
          line,
          field,
          message: translate(locale, message.key, message.values),
        })),
      })
    : json(200, { success: true, data: result })

/** A translated failure in the shape every REST endpoint answers: { success: false, code, message }. */
export const failure = (
  event: APIGatewayEvent,
  statusCode: number,
  key: string,
  values?: Record<string, unknown>,
  /** which field broke the rule ("[3].unitPrice": the fourth row's price), for a form to mark it */
  field?: string
) =>
  json(statusCode, {
    success: false,
    code: key,
    message: translate(requestLocale(event.headers), key, values),
    ...(field ? { field } : {}),
  })

/** Known errors keep their status and message; anything else is a 500 with no detail leaked. */
export const failureFor = (event: APIGatewayEvent, error: unknown) => {
  // a session refused, a portal link that opens nothing: each has its status
  if (error instanceof StatusError)
    return failure(event, error.status, error.key)
  // a rule the input broke, or a door closed: the message is the i18n key
  if (error instanceof ForbiddenError) return failure(event, 403, error.message)
  if (error instanceof TooManyRequestsError)
    return failure(event, 429, error.message)
  if (error instanceof UserInputError) {
    const { values, field } = (error.extensions?.properties ?? {}) as {
      values?: Record<string, unknown>
      field?: string
    }
    return failure(
      event,
      /\.notFound$/.test(error.message) ? 404 : 400,
      error.message,
      values,
      field
    )
  }
  logger.error({ error }, 'request failed')
  return failure(event, 500, 'auth.errors.somethingWentWrong')
}

export const SESSION_COOKIE = 'procura-session'

/**
 * The bearer token of the Authorization header, else the `token` query parameter (spec §7), else,
 * for reads only (images, reports opened in a new tab), the session cookie: a cookie never
 * authorizes a change, so a forged cross-site form cannot act for the user.
 */
export const idToken = (event: APIGatewayEvent) => {
  const header = event.headers?.authorization ?? event.headers?.Authorization
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1]
  const fromCookie =
    event.httpMethod === 'GET'
      ? cookieValue(
          event.headers?.cookie ?? event.headers?.Cookie,
          SESSION_COOKIE
        )
      : undefined
  return bearer ?? event.queryStringParameters?.token ?? fromCookie ?? undefined
}

/** Runs a service call as the user behind the request's token (REST doors onto services). */
export const asSignedInUser = async <T>(
  event: APIGatewayEvent,
  work: () => Promise<T>
) => {
  context.currentUser = await userForIdToken(idToken(event))
  return work()
}

/**
 * A REST function for signed-in users: `answer` runs as the token's user, and anything it throws
 * becomes the catalogue's { success: false } answer (401, 403, 400, 404, 429, else 500).
 */
export const signedInHandler =
  <T>(answer: (event: APIGatewayEvent) => Promise<T>) =>
  async (event: APIGatewayEvent) => {
    try {
      return await asSignedInUser(event, () => answer(event))
    } catch (error) {
      return failureFor(event, error)
    }
  }

/** What a CSV resource's three routes do: export (null when its query is refused), template, import. */
interface CsvResource {
  /** the path under /api, and the files' names */
  name: string
  /** where the import's texts live ('contract.import') */
  messages: string
  maxImportBytes: number
  exported: (event: APIGatewayEvent, locale: Locale) => Promise<string | null>
  template: () => string
  imported: (csv: string) => Promise<Parameters<typeof importAnswer>[2]>
}

/**
 * GET /api/<name>/export (CSV), GET /api/<name>/template and POST /api/<name>/import (the CSV file
 * as the body, or JSON { csv }), for a signed-in user; an export's refused query is a 400.
 */
export const csvResourceHandler = (resource: CsvResource) =>
  signedInHandler(async (event: APIGatewayEvent) => {
    const locale = requestLocale(event.headers)
    const action = event.path?.match(
      new RegExp(`/${resource.name}/(export|template|import)/?$`)
    )?.[1]
    if (event.httpMethod === 'GET' && action === 'export') {
      const csv = await resource.exported(event, locale)
      if (csv === null) return failure(event, 400, 'validation.fromList')
      const day = new Date().toISOString().slice(0, 10)
      return csvFile(`${resource.name}-${day}.csv`, csv)
    }
    if (event.httpMethod === 'GET' && action === 'template')
      return csvFile(`${resource.name}-template.csv`, resource.template())
    if (event.httpMethod === 'POST' && action === 'import') {
      const text = uploadedCsv(event)
      if (Buffer.byteLength(text) > resource.maxImportBytes)
        return failure(event, 413, `${resource.messages}.tooLarge`)
      return importAnswer(
        locale,
        resource.messages,
        await resource.imported(text)
      )
    }
    return failure(event, 404, 'auth.errors.somethingWentWrong')
  })
