import { SUPPLIER_FLAGS, type Locale } from '@procura/shared'
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
  exportSuppliers,
  importSuppliers,
  supplierImportTemplate,
} from 'src/services/suppliers/supplierCsv'
import type { SupplierFilter } from 'src/services/suppliers/suppliers'

// a file of 10,000 suppliers with their contacts is about 2 MB
const IMPORT_MAX_BYTES = 5 * 1024 * 1024

/** The list's search and flags, from the query string the export link carries; null if a flag is neither true nor false. */
const filterOf = (event: APIGatewayEvent): SupplierFilter | null => {
  const query = event.queryStringParameters ?? {}
  const filter: SupplierFilter = { search: query.search || null }
  for (const flag of SUPPLIER_FLAGS) {
    if (!query[flag]) continue
    if (query[flag] !== 'true' && query[flag] !== 'false') return null
    filter[flag] = query[flag] === 'true'
  }
  return filter
}

const upload = async (event: APIGatewayEvent, locale: Locale) => {
  const text = uploadedCsv(event)
  if (Buffer.byteLength(text) > IMPORT_MAX_BYTES)
    return failure(event, 413, 'suppliers.import.tooLarge')
  return importAnswer(
    locale,
    'suppliers.import',
    await importSuppliers({ csv: text })
  )
}

const answer = async (event: APIGatewayEvent) => {
  const locale = requestLocale(event.headers)
  const action = event.path?.match(
    /\/suppliers\/(export|template|import)\/?$/
  )?.[1]
  if (event.httpMethod === 'GET' && action === 'export') {
    const filter = filterOf(event)
    if (!filter) return failure(event, 400, 'validation.fromList')
    const day = new Date().toISOString().slice(0, 10)
    return csvFile(
      `suppliers-${day}.csv`,
      await exportSuppliers({ filter, locale })
    )
  }
  if (event.httpMethod === 'GET' && action === 'template')
    return csvFile('suppliers-template.csv', supplierImportTemplate())
  if (event.httpMethod === 'POST' && action === 'import')
    return upload(event, locale)
  return failure(event, 404, 'auth.errors.somethingWentWrong')
}

/**
 * GET /api/suppliers/export (the list's search and flags in the query; CSV),
 * GET /api/suppliers/template, POST /api/suppliers/import (the CSV file as the body, or JSON
 * { csv }): nothing is imported unless every row is valid.
 */
export const handler = signedInHandler(answer)
