import type { APIGatewayEvent } from 'aws-lambda'
import contentDisposition from 'content-disposition'

import { signedInHandler, failure, json, jsonBodyWithText } from 'src/lib/http'
import { requestLocale } from 'src/lib/i18n'
import {
  attachments,
  removeAttachment,
} from 'src/services/attachments/attachments'
import { deleteProcess } from 'src/services/processes/processes'
import { processReportPdf } from 'src/services/processes/report'
import { decideProcess } from 'src/services/workflow/workflow'

// Spec §7; the file upload and download stream through lib/attachmentRoutes instead.
const ROUTE = /\/process\/([^/]+)(?:\/(attachment)(?:\/([^/]+))?)?\/?$/
const FLOW = /\/process\/([^/]+)\/flow\/(approve|disapprove)\/?$/
const REPORT = /\/process\/([^/]+)\/report\/?$/

/** PUT /process/{id}/flow/approve|disapprove { description }: answers the process's status after it. */
const decide = async (event: APIGatewayEvent, id: string, decision: string) => {
  if (event.httpMethod !== 'PUT')
    return failure(event, 405, 'process.errors.generic')
  const { description } = jsonBodyWithText(event, ['description'])
  const outcome = await decideProcess({
    id,
    approve: decision === 'approve',
    input: { description },
  })
  return json(200, { success: true, data: outcome })
}

/** GET /process/{id}/report: the report as a PDF, in the reader's language. */
const report = async (event: APIGatewayEvent, id: string) => {
  if (event.httpMethod !== 'GET')
    return failure(event, 405, 'process.errors.generic')
  const { fileName, pdf } = await processReportPdf({
    id,
    locale: requestLocale(event.headers),
  })
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition(fileName),
      'cache-control': 'private, no-store',
    },
    body: pdf.toString('base64'),
    isBase64Encoded: true,
  }
}

const answer = async (event: APIGatewayEvent) => {
  const [, flowProcessId, decision] = event.path?.match(FLOW) ?? []
  if (flowProcessId) return decide(event, flowProcessId, decision)
  const [, reportProcessId] = event.path?.match(REPORT) ?? []
  if (reportProcessId) return report(event, reportProcessId)
  const [, processId, attachment, attachmentId] = event.path?.match(ROUTE) ?? []
  if (!processId) return failure(event, 404, 'process.errors.notFound')
  const { httpMethod } = event
  if (httpMethod === 'DELETE' && !attachment) {
    await deleteProcess({ id: processId })
    return json(200, { success: true })
  }
  if (httpMethod === 'GET' && attachment && !attachmentId)
    return json(200, {
      success: true,
      data: { data: await attachments({ processId }) },
    })
  if (httpMethod === 'DELETE' && attachmentId) {
    await removeAttachment({ processId, attachmentId })
    return json(200, { success: true })
  }
  return failure(event, 405, 'process.errors.generic')
}

/**
 * DELETE /api/process/{id}; GET /api/process/{id}/attachment (the list, as data.data);
 * DELETE /api/process/{id}/attachment/{attachmentId}; PUT /api/process/{id}/flow/approve and
 * /flow/disapprove; GET /api/process/{id}/report (PDF).
 */
export const handler = signedInHandler(answer)
