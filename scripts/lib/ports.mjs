import net from 'node:net'

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export const portAnswers = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host, timeout: 1000 })
    const settle = (answered) => {
      socket.destroy()
      resolve(answered)
    }
    socket.on('connect', () => settle(true))
    socket.on('error', () => settle(false))
    socket.on('timeout', () => settle(false))
  })

/** Waits until the port answers; false when the deadline passes first. */
export const waitForPort = async (port, timeoutMs = 180_000) => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await portAnswers(port)) return true
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return false
}

const listensOn = (port) =>
  new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(null))
    server.listen({ port, host: '127.0.0.1' }, () => {
      const { port: bound } = server.address()
      server.close(() => resolve(bound))
    })
  })

/** `preferred` when nothing listens there, else a port the system says is free. */
export const freePort = async (preferred) =>
  (!(await portAnswers(preferred)) && (await listensOn(preferred))) || listensOn(0)
