// Test-only: the streaming file routes on a Fastify app of their own, and a real multipart body.
import Fastify from 'fastify'

import { getAsyncStoreInstance } from '@redwoodjs/context/dist/store'

import { attachmentRoutes } from 'src/lib/attachmentRoutes'

export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(20_000, 'x'),
])
// a Windows program, whatever its name says
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000, 0)])

/** The app, as Redwood's server runs the routes: each request gets its own context. */
export const fileRoutesApp = async () => {
  const app = Fastify()
  app.addHook('onRequest', (_request, _reply, done) => {
    getAsyncStoreInstance().run(new Map(), done)
  })
  await app.register(attachmentRoutes)
  return app
}

/** A real multipart body, as a browser's FormData sends it. */
export const multipart = async (
  fileName: string,
  bytes: Buffer,
  fields: Record<string, string> = {}
) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', new Blob([bytes]), fileName)
  const request = new Request('http://localhost/', {
    method: 'PUT',
    body: form,
  })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  }
}
