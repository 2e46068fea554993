import { SUPPLIER_FLAGS } from '@procura/shared'
import type { APIGatewayEvent } from 'aws-lambda'

import { csvResourceHandler } from 'src/lib/http'
import {
  exportSuppliers,
  importSuppliers,
  supplierImportTemplate,
} from 'src/services/suppliers/supplierCsv'
import type { SupplierFilter } from 'src/services/suppliers/suppliers'

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

/**
 * GET /api/suppliers/export (the list's search and flags in the query; CSV),
 * GET /api/suppliers/template, POST /api/suppliers/import (the CSV file as the body, or JSON
 * { csv }): nothing is imported unless every row is valid.
 */
export const handler = csvResourceHandler({
  name: 'suppliers',
  messages: 'suppliers.import',
  // a file of 10,000 suppliers with their contacts is about 2 MB
  maxImportBytes: 5 * 1024 * 1024,
  exported: async (event, locale) => {
    const filter = filterOf(event)
    return filter && exportSuppliers({ filter, locale })
  },
  template: supplierImportTemplate,
  imported: (csv) => importSuppliers({ csv }),
})
