import type { FastifyInstance } from 'fastify'

/**
 * Headers every api response carries. The api answers data, files and PDFs, never pages: nothing
 * it sends may run scripts, load anything or be framed by another site.
 */
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-site',
}

// Chromium's PDF viewer is an embedded plugin, which `default-src 'none'` would block: the
// process report opened in a new tab keeps only the framing rule.
const PDF_POLICY = "frame-ancestors 'none'"

/** On the root instance itself (not as a plugin, whose hooks would stay inside it). */
export const addSecurityHeaders = (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS)
    if (String(reply.getHeader('content-type')).startsWith('application/pdf'))
      reply.header('content-security-policy', PDF_POLICY)
    return payload
  })
}
