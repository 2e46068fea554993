import { CONTRACT_FILTER_FIELDS } from '@procura/shared'
import type { APIGatewayEvent } from 'aws-lambda'

import { csvResourceHandler } from 'src/lib/http'
import {
  contractImportTemplate,
  exportContracts,
  importContracts,
} from 'src/services/contracts/contractCsv'
import type { ContractFilter } from 'src/services/contracts/contractRows'

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
  if (query.inForce === 'true') filter.inForce = true
  return filter
}

/**
 * GET /api/contracts/export (the list's filter in the query; CSV), GET /api/contracts/template,
 * POST /api/contracts/import (the CSV file as the body, or JSON { csv }): nothing is imported unless
 * every row is valid.
 */
export const handler = csvResourceHandler({
  name: 'contracts',
  messages: 'contract.import',
  // a file of 10,000 contracts is about 2 MB
  maxImportBytes: 5 * 1024 * 1024,
  exported: (event, locale) =>
    exportContracts({ filter: filterOf(event), locale }),
  template: contractImportTemplate,
  imported: (csv) => importContracts({ csv }),
})
