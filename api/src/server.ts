import { createServer } from '@redwoodjs/api-server'

import { attachmentRoutes } from 'src/lib/attachmentRoutes'
import { logger } from 'src/lib/logger'
import { addSecurityHeaders } from 'src/lib/securityHeaders'

async function main() {
  const server = await createServer({ logger })
  addSecurityHeaders(server)
  await server.register(attachmentRoutes)
  await server.start()
}

main()
