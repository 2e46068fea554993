import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

import { getPaths } from '@redwoodjs/project-config'

/** Where uploaded files live; local disk by default, another adapter can take its place. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>
  get(key: string): Promise<Buffer | null>
  /** writes a file as it arrives, never holding it whole in memory (attachments) */
  putStream(key: string, stream: Readable): Promise<void>
  /** reads a file as it is sent; null when there is none */
  getStream(key: string): Promise<Readable | null>
  remove(key: string): Promise<void>
}

// keys are ours (uuids and fixed prefixes), but never let one climb out of the folder
const safeKey = (key: string) => {
  if (!/^[\w-]+(\/[\w.-]+)*$/.test(key))
    throw new Error(`invalid storage key ${key}`)
  return key
}

export const diskStorage = (root: string): FileStorage => ({
  async put(key, bytes) {
    const file = path.join(root, safeKey(key))
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, bytes)
  },
  async get(key) {
    try {
      return await readFile(path.join(root, safeKey(key)))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  },
  async putStream(key, stream) {
    const file = path.join(root, safeKey(key))
    await mkdir(path.dirname(file), { recursive: true })
    await pipeline(stream, createWriteStream(file))
  },
  async getStream(key) {
    const file = path.join(root, safeKey(key))
    try {
      await stat(file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
    return createReadStream(file)
  },
  async remove(key) {
    await rm(path.join(root, safeKey(key)), { force: true })
  },
})

export interface S3Settings {
  bucket: string
  region?: string
  /** an S3-compatible service's address (MinIO, R2…); omit for AWS itself */
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
}

export const s3Storage = ({
  bucket,
  region,
  endpoint,
  accessKeyId,
  secretAccessKey,
}: S3Settings): FileStorage => {
  const client = new S3Client({
    region: region ?? 'us-east-1',
    endpoint,
    // S3-compatible services address buckets by path, not by subdomain
    forcePathStyle: Boolean(endpoint),
    credentials:
      accessKeyId && secretAccessKey
        ? { accessKeyId, secretAccessKey }
        : undefined,
  })
  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: safeKey(key), Body: bytes })
      )
    },
    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: safeKey(key) })
        )
        return Buffer.from(await object.Body.transformToByteArray())
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        throw error
      }
    },
    async putStream(key, stream) {
      // multipart upload in parts: the length of a streamed file is not known in advance
      await new Upload({
        client,
        params: { Bucket: bucket, Key: safeKey(key), Body: stream },
      }).done()
    },
    async getStream(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: safeKey(key) })
        )
        return object.Body as Readable
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        throw error
      }
    },
    async remove(key) {
      await client.send(
        new DeleteObjectCommand({ Bucket: bucket, Key: safeKey(key) })
      )
    },
  }
}

/** The configured storage: S3 when FILE_STORAGE=s3, else local disk (FILE_STORAGE_DIR or .procura/uploads). */
export const storageFromEnv = (
  env: NodeJS.ProcessEnv = process.env
): FileStorage =>
  env.FILE_STORAGE === 's3'
    ? s3Storage({
        bucket: env.S3_BUCKET as string,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      })
    : diskStorage(
        env.FILE_STORAGE_DIR ??
          path.join(getPaths().base, '.procura', 'uploads')
      )

export const fileStorage = storageFromEnv()
