import {
  instantOfWallTime,
  personName,
  roundScheduleSchema,
  wallTimeOf,
  type RoundScheduleInput,
} from '@procura/shared'

import { ForbiddenError, UserInputError } from '@redwoodjs/graphql-server'

import { SendPortalMailJob } from 'src/jobs/SendPortalMailJob/SendPortalMailJob'
import { currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { isUuid } from 'src/lib/ids'
import { later } from 'src/lib/jobs'
import { validateWith } from 'src/lib/validation'
import {
  editableProcess,
  processOfMyCompany,
} from 'src/services/processes/access'
import { assertRound } from 'src/services/quotations/round'

import { closeRound } from './closeRound'
import { scheduleRoundJobs } from './reminders'

// The buyer's side of the supplier portal, in the quotations step: a round's schedule, who is
// invited, where each supplier stands, and closing the round.

export const timeZoneOfMyCompany = async () =>
  (
    await db.company.findUniqueOrThrow({
      where: { id: currentUser().companyId },
      select: { timeZone: true },
    })
  ).timeZone

/** Whether the buyer may see submitted prices: an open round, or a sealed one past its deadline. */
const pricesVisible = (schedule: {
  sealed: boolean
  deadline: Date
  closedAt: Date | null
}) =>
  !schedule.sealed ||
  Boolean(schedule.closedAt) ||
  schedule.deadline.getTime() <= Date.now()

type Schedule = NonNullable<
  Awaited<ReturnType<typeof db.roundSchedule.findUnique>>
>

/** A schedule as the panel reads it: its deadline also in the company's wall-clock time. */
const scheduleView = (schedule: Schedule, timeZone: string) => ({
  ...schedule,
  deadlineWallTime: wallTimeOf(schedule.deadline, timeZone),
  pricesVisible: pricesVisible(schedule),
})

interface Offer {
  itemId: string
  unitPrice?: string | null
  declined?: boolean
}

/** The quotations step's portal panel: the schedule, and each supplier of the process with its contacts. */
export const portalRound = async ({
  processId,
  round,
}: {
  processId: string
  round: number
}) => {
  await processOfMyCompany(processId)
  assertRound(round)
  const [timeZone, schedule, suppliers] = await Promise.all([
    timeZoneOfMyCompany(),
    db.roundSchedule.findUnique({
      where: { processId_round: { processId, round } },
    }),
    db.processSupplier.findMany({
      where: { processId },
      select: {
        id: true,
        name: true,
        supplier: {
          select: {
            contacts: {
              select: { id: true, name: true, email: true, language: true },
              orderBy: { name: 'asc' },
            },
          },
        },
      },
      orderBy: { name: 'asc' },
    }),
  ])
  const responses = schedule
    ? await db.portalResponse.findMany({
        where: { scheduleId: schedule.id },
        include: {
          invitations: { orderBy: { createdAt: 'asc' } },
          receipts: { orderBy: { createdAt: 'desc' }, take: 1 },
        },
      })
    : []
  const view = schedule && scheduleView(schedule, timeZone)
  const responseOf = new Map(responses.map((r) => [r.supplierId, r]))
  return {
    schedule: view,
    timeZone,
    suppliers: suppliers.map(({ id, name, supplier }) => {
      const response = responseOf.get(id)
      return {
        supplierId: id,
        name,
        contacts: supplier?.contacts ?? [],
        status: response?.status ?? null,
        submittedAt: response?.submittedAt ?? null,
        submittedBy: response?.submittedBy ?? null,
        remindedAt: response?.remindedAt ?? null,
        invitations: response?.invitations ?? [],
        offers:
          view?.pricesVisible && response?.receipts[0]
            ? (response.receipts[0].offers as unknown as Offer[])
            : null,
      }
    }),
  }
}

const openScheduleOf = async (processId: string, round: number) => {
  const schedule = await db.roundSchedule.findUnique({
    where: { processId_round: { processId, round } },
  })
  if (!schedule) throw new UserInputError('portal.errors.noSchedule')
  if (schedule.closedAt) throw new UserInputError('portal.errors.roundClosed')
  return schedule
}

/** Sets (or changes) a round's deadline, instructions, sealing and fields; its jobs follow the deadline. */
export const scheduleRound = async ({
  processId,
  round,
  input,
}: {
  processId: string
  round: number
  input: RoundScheduleInput
}) => {
  await editableProcess(processId)
  assertRound(round)
  const { deadline: wallTime, ...values } = await validateWith(
    roundScheduleSchema,
    input
  )
  const timeZone = await timeZoneOfMyCompany()
  const deadline = instantOfWallTime(wallTime, timeZone)
  if (deadline.getTime() <= Date.now())
    throw new UserInputError('portal.errors.deadlinePast', {
      field: 'deadline',
    })
  const existing = await db.roundSchedule.findUnique({
    where: { processId_round: { processId, round } },
  })
  if (existing?.closedAt) throw new UserInputError('portal.errors.roundClosed')
  const schedule = await db.roundSchedule.upsert({
    where: { processId_round: { processId, round } },
    create: { processId, round, deadline, ...values },
    update: { deadline, ...values },
  })
  if (existing?.deadline.getTime() !== deadline.getTime())
    await scheduleRoundJobs(schedule)
  return scheduleView(schedule, timeZone)
}

/** The master contacts asked for, each of a supplier of this process. */
const contactsToInvite = async (processId: string, contactIds: string[]) => {
  if (!contactIds.length || !contactIds.every(isUuid))
    throw new UserInputError('portal.errors.contactRequired')
  const contacts = await db.supplierContact.findMany({
    where: { id: { in: contactIds } },
    include: {
      supplier: {
        select: {
          companyId: true,
          processes: { where: { processId }, select: { id: true } },
        },
      },
    },
  })
  if (
    contacts.length !== new Set(contactIds).size ||
    contacts.some(
      (contact) =>
        contact.supplier.companyId !== currentUser().companyId ||
        !contact.supplier.processes.length
    )
  )
    throw new UserInputError('portal.errors.contactUnknown')
  return contacts
}

/**
 * Invites contacts to answer the round: each gets a mail, in their language, with a personal link.
 * A contact already invited is invited again (a new link) only if their invitation was revoked.
 */
export const inviteToRound = async ({
  processId,
  round,
  contactIds,
}: {
  processId: string
  round: number
  contactIds: string[]
}) => {
  await editableProcess(processId)
  assertRound(round)
  const schedule = await openScheduleOf(processId, round)
  const contacts = await contactsToInvite(processId, contactIds)
  const invited: string[] = []
  for (const contact of contacts) {
    const supplierId = contact.supplier.processes[0].id
    const response = await db.portalResponse.upsert({
      where: { scheduleId_supplierId: { scheduleId: schedule.id, supplierId } },
      create: { scheduleId: schedule.id, supplierId },
      update: {},
    })
    const existing = await db.portalInvitation.findUnique({
      where: {
        responseId_email: { responseId: response.id, email: contact.email },
      },
    })
    if (existing && !existing.revokedAt) continue
    const invitation = existing
      ? await renewed(existing.id)
      : await db.portalInvitation.create({
          data: {
            responseId: response.id,
            contactId: contact.id,
            name: contact.name,
            email: contact.email,
            language: contact.language,
          },
        })
    invited.push(invitation.id)
  }
  for (const invitationId of invited)
    await later(SendPortalMailJob, [{ kind: 'invitation', invitationId }])
  return invited.length
}

/** An invitation of my company's process, for revoking or resending. */
const invitationOfMyCompany = async (id: string) => {
  if (!isUuid(id)) throw new UserInputError('portal.invitation.notFound')
  const invitation = await db.portalInvitation.findUnique({
    where: { id },
    include: {
      response: { include: { schedule: { include: { process: true } } } },
    },
  })
  if (!invitation) throw new UserInputError('portal.invitation.notFound')
  if (
    invitation.response.schedule.process.companyId !== currentUser().companyId
  )
    throw new ForbiddenError('process.errors.companyNotAllowed')
  return invitation
}

/** Its old links stop working; it is live again, to be mailed a new one. */
const renewed = async (invitationId: string) => {
  await db.portalLink.deleteMany({ where: { invitationId } })
  const invitation = await db.portalInvitation.update({
    where: { id: invitationId },
    data: {
      revokedAt: null,
      revokedByName: null,
      bouncedAt: null,
      sentAt: null,
    },
  })
  await db.portalResponse.updateMany({
    where: { id: invitation.responseId, status: 'BOUNCED' },
    data: { status: 'INVITED' },
  })
  return invitation
}

/** The contact's link stops opening the round (its page says it was revoked). */
export const revokePortalInvitation = async ({ id }: { id: string }) => {
  await invitationOfMyCompany(id)
  return db.portalInvitation.update({
    where: { id },
    data: { revokedAt: new Date(), revokedByName: personName(currentUser()) },
  })
}

/** A new link by mail; the ones sent before stop working. */
export const resendPortalInvitation = async ({ id }: { id: string }) => {
  const { response } = await invitationOfMyCompany(id)
  await editableProcess(response.schedule.processId)
  await openScheduleOf(response.schedule.processId, response.schedule.round)
  const invitation = await renewed(id)
  await later(SendPortalMailJob, [{ kind: 'invitation', invitationId: id }])
  return invitation
}

/** Closes the round before its deadline: the answers become quotations now. */
export const closePortalRound = async ({
  processId,
  round,
}: {
  processId: string
  round: number
}) => {
  await editableProcess(processId)
  assertRound(round)
  const schedule = await openScheduleOf(processId, round)
  return closeRound(schedule.id, personName(currentUser()))
}
