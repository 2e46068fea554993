import { Readable } from 'node:stream'

import {
  SPEND_DIMENSIONS,
  SPEND_FILTER_FIELDS,
  SPEND_MEASURES,
  type Locale,
  type SpendFilter,
} from '@procura/shared'
import type { APIGatewayEvent } from 'aws-lambda'

import { currentUser } from 'src/lib/auth'
import {
  signedInHandler,
  csvFile,
  failure,
  importAnswer,
  uploadedCsv,
} from 'src/lib/http'
import { requestLocale } from 'src/lib/i18n'
import {
  exportSpend,
  spendImportProblems,
  spendImportTemplate,
} from 'src/services/spend/spendCsv'
import { importSpendLines } from 'src/services/spend/spendImport'

/**
 * Spec §7's upload is read whole by the function (about 400,000 lines); the import screen streams
 * larger extracts (SPEND_UPLOAD_MAX_BYTES), and `yarn rw exec import-spend` reads any size from disk.
 */
const UPLOAD_MAX_BYTES = 50 * 1024 * 1024

/** The dashboard's dimension, measure and filter, from the query string the export link carries. */
const tableOf = (event: APIGatewayEvent) => {
  const query = event.queryStringParameters ?? {}
  const dimension = SPEND_DIMENSIONS.find((d) => d === query.dimension)
  const measure = SPEND_MEASURES.find((m) => m === query.measure)
  const filter: SpendFilter = {}
  for (const field of [
    ...Object.values(SPEND_FILTER_FIELDS),
    'supplierId',
    'fromMonth',
    'toMonth',
  ] as const)
    if (typeof query[field] === 'string') filter[field] = query[field]
  return { dimension, measure, filter }
}

const exported = async (event: APIGatewayEvent, locale: Locale) => {
  const { dimension, measure, filter } = tableOf(event)
  if (!dimension || !measure)
    return failure(event, 400, 'spend.errors.dimension')
  const day = new Date().toISOString().slice(0, 10)
  return csvFile(
    `spend-by-${dimension}-${day}.csv`,
    await exportSpend({
      dimension,
      measure,
      filter,
      locale,
    })
  )
}

const upload = async (event: APIGatewayEvent, locale: Locale) => {
  const text = uploadedCsv(event)
  if (Buffer.byteLength(text) > UPLOAD_MAX_BYTES)
    return failure(event, 413, 'spend.import.tooLarge', {
      megabytes: Math.round(UPLOAD_MAX_BYTES / 1024 / 1024),
    })
  const { duplicates, imported, problems, problemCount } =
    await importSpendLines({
      companyId: currentUser().companyId,
      input: Readable.from([text]),
      allowDuplicates: event.queryStringParameters?.duplicates === 'allow',
    })
  // the user is asked first; the same request with ?duplicates=allow imports them anyway
  if (duplicates)
    return failure(event, 409, 'spend.import.duplicates', { count: duplicates })
  return importAnswer(locale, 'spend.import', {
    imported,
    problems,
    problemCount,
  })
}

const answer = async (event: APIGatewayEvent) => {
  const locale = requestLocale(event.headers)
  const problems = event.path?.match(/\/spend\/imports\/([\w-]+)\/problems\/?$/)
  if (event.httpMethod === 'GET' && problems)
    return csvFile(
      `spend-import-problems-${problems[1]}.csv`,
      await spendImportProblems({ id: problems[1], locale })
    )
  const action = event.path?.match(/\/spend\/(export|template|import)\/?$/)?.[1]
  if (event.httpMethod === 'GET' && action === 'export')
    return exported(event, locale)
  if (event.httpMethod === 'GET' && action === 'template')
    return csvFile('spend-template.csv', spendImportTemplate())
  if (event.httpMethod === 'POST' && action === 'import')
    return upload(event, locale)
  return failure(event, 404, 'auth.errors.somethingWentWrong')
}

/**
 * GET /api/spend/export (the dashboard's dimension, measure and filter in the query; CSV),
 * GET /api/spend/template, GET /api/spend/imports/{id}/problems (an import's problems, CSV),
 * POST /api/spend/import (the template's CSV file as the body, or JSON { csv }):
 * nothing is imported unless every line is valid, nor when lines are already there (409) unless
 * the query says `duplicates=allow`.
 */
export const handler = signedInHandler(answer)
