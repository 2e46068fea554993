import { CONTRACT_FILTER_FIELDS, type Locale } from '@procura/shared'
import type { APIGatewayEvent } from 'aws-lambda'

import {
  signedInHandler,
  csvFile,
  failure,
  importAnswer,
  uploadedCsv,
} from 'src/lib/http'
import { requestLocale } from 'src/lib/i18n'
import {
  contractImportTemplate,
  exportContracts,
  importContracts,
} from 'src/services/contracts/contractCsv'
import type { ContractFilter } from 'src/services/contracts/contractRows'

// a file of 10,000 contracts is about 2 MB
const IMPORT_MAX_BYTES = 5 * 1024 * 1024
/** The list's filter, from the query string the export link carries. */
const filterOf = (event: APIGatewayEvent): ContractFilter => {
  const query = event.queryStringParameters ?? {}
  const filter: ContractFilter = Object.fromEntries(
    CONTRACT_FILTER_FIELDS.filter((field) => query[field]).map((field) => [
      field,
      query[field],
    ])
  )
  if (query.actionNeed === 'true' || query.actionNeed === 'false')
    filter.actionNeed = query.actionNeed === 'true'
  return filter
}

const upload = async (event: APIGatewayEvent, locale: Locale) => {
  const text = uploadedCsv(event)
  if (Buffer.byteLength(text) > IMPORT_MAX_BYTES)
    return failure(event, 413, 'contract.import.tooLarge')
  return importAnswer(
    locale,
    'contract.import',
    await importContracts({ csv: text })
  )
}

const answer = async (event: APIGatewayEvent) => {
  const locale = requestLocale(event.headers)
  const action = event.path?.match(
    /\/contracts\/(export|template|import)\/?$/
  )?.[1]
  if (event.httpMethod === 'GET' && action === 'export') {
    const day = new Date().toISOString().slice(0, 10)
    return csvFile(
      `contracts-${day}.csv`,
      await exportContracts({ filter: filterOf(event), locale })
    )
  }
  if (event.httpMethod === 'GET' && action === 'template')
    return csvFile('contracts-template.csv', contractImportTemplate())
  if (event.httpMethod === 'POST' && action === 'import')
    return upload(event, locale)
  return failure(event, 404, 'auth.errors.somethingWentWrong')
}

/**
 * GET /api/contracts/export (the list's filter in the query; CSV), GET /api/contracts/template,
 * POST /api/contracts/import (the CSV file as the body, or JSON { csv }): nothing is imported unless
 * every row is valid.
 */
export const handler = signedInHandler(answer)
