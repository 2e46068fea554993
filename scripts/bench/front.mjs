// The production front of the README's "Deploy" (its nginx server): web/dist as static files, the
// build's gzipped copies where the browser takes gzip (gzip_static), the content-hashed assets kept
// by the browser (expires max), every unknown path answered with the app, /api/ forwarded to the
// api without the prefix. `yarn rw serve` compresses nothing and caches nothing: users never get that.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}
const COMPRESSIBLE = ['.html', '.js', '.css', '.json', '.svg', '.txt']

const fileIn = (root, urlPath) => {
  const file = path.join(
    root,
    path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '')
  )
  return file.startsWith(root) && existsSync(file) && statSync(file).isFile()
    ? file
    : null
}

/** Serves `root` on `port`, forwarding /api/ to `api` (a URL), until the returned function is called. */
export const serveFront = async ({ port, root, api }) => {
  const fallback = existsSync(path.join(root, '200.html'))
    ? '200.html'
    : 'index.html'
  const upstream = new URL(api)
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://front')
    if (url.pathname.startsWith('/api/')) {
      const forwarded = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: `${url.pathname.slice('/api'.length)}${url.search}`,
          headers: {
            ...request.headers,
            'x-forwarded-for': [
              request.headers['x-forwarded-for'],
              request.socket.remoteAddress,
            ]
              .filter(Boolean)
              .join(', '),
          },
        },
        (answer) => {
          response.writeHead(answer.statusCode, answer.headers)
          answer.pipe(response)
        }
      )
      forwarded.on('error', () => response.writeHead(502).end())
      request.pipe(forwarded)
      return
    }
    if (url.pathname.startsWith('/assets/') && !fileIn(root, url.pathname)) {
      response.writeHead(404).end('Not Found')
      return
    }
    const file = fileIn(root, url.pathname) ?? path.join(root, fallback)
    const extension = path.extname(file)
    const headers = {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      // the assets' names change with their content; the page itself is asked again each time
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      vary: 'Accept-Encoding',
    }
    const gzip =
      COMPRESSIBLE.includes(extension) &&
      /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
    if (gzip && existsSync(`${file}.gz`)) {
      response.writeHead(200, { ...headers, 'content-encoding': 'gzip' })
      createReadStream(`${file}.gz`).pipe(response)
    } else if (gzip) {
      // what nginx's `gzip on` does for a file the build left uncompressed (the HTML)
      const body = gzipSync(readFileSync(file))
      response.writeHead(200, {
        ...headers,
        'content-encoding': 'gzip',
        'content-length': body.length,
      })
      response.end(body)
    } else {
      response.writeHead(200, headers)
      createReadStream(file).pipe(response)
    }
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return () =>
    new Promise((resolve) => {
      server.close(resolve)
      server.closeAllConnections()
    })
}
