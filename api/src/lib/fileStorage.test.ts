import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'

import S3rver from 's3rver'

import { diskStorage, s3Storage, type FileStorage } from './fileStorage'

const BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])

const behavesAsStorage = (name: string, storage: () => FileStorage) => {
  describe(name, () => {
    it('keeps, answers and removes a file by key', async () => {
      await storage().put('avatars/abc-123', BYTES)
      expect((await storage().get('avatars/abc-123'))?.equals(BYTES)).toBe(true)

      await storage().remove('avatars/abc-123')
      expect(await storage().get('avatars/abc-123')).toBeNull()
    })

    it('answers null for a key it never had', async () => {
      expect(await storage().get('avatars/never')).toBeNull()
      expect(await storage().getStream('attachments/never')).toBeNull()
    })

    it('writes and reads a file as a stream, in many chunks', async () => {
      const chunks = Array.from({ length: 64 }, (_, i) =>
        Buffer.alloc(100_000, i)
      )
      await storage().putStream('attachments/big', Readable.from(chunks))

      const read: Buffer[] = []
      for await (const chunk of (await storage().getStream('attachments/big'))!)
        read.push(chunk as Buffer)
      expect(Buffer.concat(read).equals(Buffer.concat(chunks))).toBe(true)
      await storage().remove('attachments/big')
    })

    it('refuses a key that climbs out of its folder', async () => {
      await expect(storage().put('../outside', BYTES)).rejects.toThrow(
        'invalid storage key'
      )
    })
  })
}

const folder = mkdtempSync(path.join(tmpdir(), 'procura-storage-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

behavesAsStorage('disk storage', () => diskStorage(path.join(folder, 'disk')))

// A real S3 wire protocol, served locally by s3rver.
let s3: FileStorage
let server: S3rver
beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(folder, 's3'),
    configureBuckets: [{ name: 'procura-test', configs: [] }],
  })
  const { port } = (await server.run()) as AddressInfo
  s3 = s3Storage({
    bucket: 'procura-test',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  })
})
afterAll(() => server.close())

behavesAsStorage('S3-compatible storage', () => s3)
