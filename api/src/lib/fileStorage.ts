import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { getPaths } from '@redwoodjs/project-config'

/** Where uploaded files live; local disk by default, another adapter can take its place. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>
  get(key: string): Promise<Buffer | null>
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
  async remove(key) {
    await rm(path.join(root, safeKey(key)), { force: true })
  },
})

/** The configured storage: FILE_STORAGE_DIR, else .procura/uploads in the project. */
export const fileStorage = diskStorage(
  process.env.FILE_STORAGE_DIR ??
    path.join(getPaths().base, '.procura', 'uploads')
)
