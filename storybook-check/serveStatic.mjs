// A static build served on a free loopback port, as any web server would: the story check opens it.
import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
}

export const serveStatic = (folder) =>
  new Promise((resolve) => {
    const root = path.resolve(folder)
    const server = createServer((request, response) => {
      // every browser asks a site for its icon; a build without one answers with nothing, not an error
      if (request.url === '/favicon.ico') {
        response.writeHead(204).end()
        return
      }
      const file = path.join(root, decodeURIComponent(new URL(request.url, 'http://x').pathname))
      const found = file.startsWith(root) && statSync(file, { throwIfNoEntry: false })
      if (!found?.isFile()) {
        response.writeHead(404).end()
        return
      }
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
      createReadStream(file).pipe(response)
    })
    server.listen(0, '127.0.0.1', () => {
      server.url = `http://127.0.0.1:${server.address().port}`
      resolve(server)
    })
  })
