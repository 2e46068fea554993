import type { SpendImport } from '@prisma/client'
import type { SpendImportMapping } from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { db } from 'src/lib/db'
import { logger } from 'src/lib/logger'
import {
  emailNotifications,
  notify,
} from 'src/services/notifications/notifications'
import { sendRealizationAlerts } from 'src/services/realization/alerts'

import {
  openImportFile,
  rowsAfter,
  rowsOf,
  type SpendFileReading,
} from './importFiles'
import { runSpendImport } from './spendImport'

class Cancelled extends Error {}

/**
 * What the import answered, as the import's row keeps it. Its valid lines asked for, its problems no
 * longer stop it: what is left is its review.
 */
const outcomeOf = (
  result: Awaited<ReturnType<typeof runSpendImport>>,
  validOnly: boolean
) => {
  const status = result.importId
    ? 'DONE'
    : result.duplicates || (result.problemCount && !validOnly)
      ? 'FAILED'
      : 'REVIEW'
  return {
    status,
    lines: result.imported,
    total: result.total,
    duplicates: result.duplicates,
    problemCount: result.problemCount,
    linesLeftOut: result.linesLeftOut,
    problems: result.problems as object[],
    unknownValues: result.unknownValues as object[],
    unmatchedSuppliers: result.unmatchedSuppliers as object[],
    rowsRead: result.rowsRead,
  } as const
}

/** Tells the importer how it ended, by notification and e-mail. */
const tellImporter = async (spendImport: SpendImport) => {
  const code = {
    DONE: 'SPEND_IMPORT_DONE',
    REVIEW: 'SPEND_IMPORT_REVIEW',
    FAILED: 'SPEND_IMPORT_FAILED',
  } as const
  const messageCode = code[spendImport.status as keyof typeof code]
  if (!messageCode || !spendImport.createdById) return
  await emailNotifications(
    await notify([
      {
        userId: spendImport.createdById,
        companyId: spendImport.companyId,
        messageCode,
        values: {
          file: spendImport.fileName,
          lines: spendImport.lines,
          problems: spendImport.problemCount,
        },
        link: `/app/spending-analysis/imports/${spendImport.id}`,
      },
    ])
  )
}

/** Reads the import's file through its mapping and writes it, or keeps nothing and says why. */
const importFile = async (spendImport: SpendImport) => {
  let bytesRead = 0
  const input = await openImportFile(spendImport)
  try {
    const rows = rowsOf(input, spendImport as SpendFileReading, (bytes) => {
      bytesRead = bytes
    })
    return await runSpendImport({
      companyId: spendImport.companyId,
      importId: spendImport.id,
      rows: rowsAfter(rows, spendImport.headerRow),
      headers: spendImport.headers,
      firstLine: spendImport.headerRow + 1,
      mapping: spendImport.mapping as unknown as SpendImportMapping,
      reviewed: spendImport.reviewed,
      allowDuplicates: spendImport.allowDuplicates,
      validOnly: spendImport.validOnly,
      onProgress: async (rowsRead) => {
        const [progress] = await db.$queryRaw<{ cancelRequested: boolean }[]>`
          UPDATE "SpendImport" SET "rowsRead" = ${rowsRead}, "bytesRead" = ${bytesRead}
          WHERE id = ${spendImport.id} RETURNING "cancelRequested"`
        if (progress?.cancelRequested) throw new Cancelled()
      },
    })
  } finally {
    input.destroy()
  }
}

/** The alerts the import's spend raises on its company's contracts, over the months it brought. */
const alertOnItsSpend = async ({ id, companyId }: SpendImport) => {
  const [{ since }] = await db.$queryRaw<{ since: Date | null }[]>`
    SELECT min(date) AS since FROM "SpendLine" WHERE "importId" = ${id}`
  if (since) await sendRealizationAlerts({ companyId, since })
}

/**
 * The job's work: claims a queued import, runs it, keeps its outcome and tells its importer.
 * Answers how long the import's parts took (the bench prints them).
 */
export const performSpendImport = async (id: string) => {
  const { count } = await db.spendImport.updateMany({
    where: { id, status: 'QUEUED' },
    data: { status: 'RUNNING', startedAt: new Date() },
  })
  if (!count) return
  const spendImport = await db.spendImport.findUniqueOrThrow({ where: { id } })
  let outcome: object
  let phases: Record<string, number> | undefined
  try {
    const result = await importFile(spendImport)
    phases = result.phases
    outcome = {
      ...outcomeOf(result, spendImport.validOnly),
      bytesRead: spendImport.size,
    }
  } catch (error) {
    if (error instanceof Cancelled) outcome = { status: 'CANCELLED' }
    else if (error instanceof UserInputError)
      outcome = { status: 'FAILED', failure: error.message }
    else {
      logger.error({ error, importId: id }, 'spend import failed')
      outcome = { status: 'FAILED', failure: 'spend.import.unreadable' }
    }
  }
  const finished = await db.spendImport.update({
    where: { id },
    data: { ...outcome, finishedAt: new Date() },
  })
  await tellImporter(finished)
  if (finished.status === 'DONE') await alertOnItsSpend(finished)
  return { status: finished.status, phases }
}
