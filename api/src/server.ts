import { createServer } from '@redwoodjs/api-server'

import { attachmentRoutes } from 'src/lib/attachmentRoutes'
import { logger } from 'src/lib/logger'

async function main() {
  const server = await createServer({ logger })
  await server.register(attachmentRoutes)
  await server.start()
}

main()
