import http from 'node:http'

/** Where the proxy answers how many requests it passed on (a path the Firebase APIs never use). */
export const COUNT_PATH = '/__procura/requests'

/**
 * An HTTP proxy in front of `target` (host:port) that counts what passes through it: the
 * production tests put it between the api processes and the Auth emulator to count their
 * calls to Firebase. Answers the listening server; its address is 127.0.0.1:<port>.
 */
export const countingProxy = (target) => {
  const [hostname, port] = target.split(':')
  let requests = 0
  const server = http.createServer((incoming, outgoing) => {
    if (incoming.url === COUNT_PATH) {
      outgoing.writeHead(200, { 'content-type': 'application/json' })
      return outgoing.end(JSON.stringify({ requests }))
    }
    requests++
    const forwarded = http.request(
      { hostname, port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      }
    )
    forwarded.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(forwarded)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}
