import { decimalText, personName, type QuotationInput } from '@procura/shared'
import type pg from 'pg'

import { currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { processOfMyCompany } from 'src/services/processes/access'
import { assertRound } from 'src/services/quotations/round'

// A quotation a supplier answered on the portal is theirs: when the buyer changes it afterwards,
// the change is kept with who made it and when (QuotationChange), beside what the supplier sent.

/** The fields of a quotation that a change is recorded for. */
const FIELDS = [
  'responseStatus',
  'initialProposal',
  'equalizedProposal',
  'negotiatedProposal',
  'annualVolume',
  'paymentTerms',
  'incotermId',
  'supplyOriginId',
  'unitOfMeasureId',
  'agreementLength',
  'agreementPeriod',
  'additionalInformation',
] as const

/** One value as a change shows it: decimals canonical, an empty field null. */
const comparable = (value: unknown) => {
  if (value === undefined || value === null || value === '') return null
  if (typeof value === 'object' && 'toFixed' in (value as object))
    return decimalText(String(value))
  if (
    typeof value === 'number' ||
    (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
  )
    return decimalText(value)
  return String(value)
}

export interface PortalAnswerChange {
  quotationId: string
  changes: Record<string, [unknown, unknown]>
}

/** What the saved grid changes of the round's portal answers (none for a round typed by the buyer). */
export const portalAnswerChanges = async (
  processId: string,
  round: number,
  input: Omit<QuotationInput, 'round'>[]
): Promise<PortalAnswerChange[]> => {
  const answered = await db.quotation.findMany({
    where: { processId, round, portalAnsweredAt: { not: null } },
  })
  if (!answered.length) return []
  const incoming = new Map(
    input.map((row) => [`${row.supplierId}:${row.itemId}`, row])
  )
  return answered.flatMap((quotation) => {
    const row = incoming.get(`${quotation.supplierId}:${quotation.itemId}`)
    if (!row) return []
    const changes: PortalAnswerChange['changes'] = {}
    for (const field of FIELDS) {
      const [before, after] = [
        comparable(quotation[field]),
        comparable(row[field]),
      ]
      if (before !== after) changes[field] = [before, after]
    }
    return Object.keys(changes).length
      ? [{ quotationId: quotation.id, changes }]
      : []
  })
}

/** Writes the changes in the saving transaction, in the name of the signed-in user. */
export const recordChanges = (
  client: pg.PoolClient,
  changes: PortalAnswerChange[]
) => {
  const user = currentUser()
  return client.query(
    `INSERT INTO "QuotationChange" ("id", "quotationId", "userId", "userName", "changes")
     SELECT gen_random_uuid()::text, c."quotationId", $1, $2, c.changes
     FROM jsonb_to_recordset($3::jsonb) AS c("quotationId" text, changes jsonb)`,
    [user.id, personName(user), JSON.stringify(changes)]
  )
}

/** The buyer's changes to a round's portal answers, newest first: who, when, which pair, what. */
export const portalAnswerHistory = async ({
  processId,
  round,
}: {
  processId: string
  round: number
}) => {
  await processOfMyCompany(processId)
  assertRound(round)
  const changes = await db.quotationChange.findMany({
    where: { quotation: { processId, round } },
    include: {
      quotation: {
        select: {
          supplierId: true,
          itemId: true,
          portalAnsweredBy: true,
          portalAnsweredAt: true,
        },
      },
    },
    orderBy: { createdAt: 'desc' },
  })
  return changes.map(({ quotation, changes: fields, ...change }) => ({
    ...change,
    ...quotation,
    fields: Object.entries(fields as PortalAnswerChange['changes']).map(
      ([field, [before, after]]) => ({ field, before, after })
    ),
  }))
}
