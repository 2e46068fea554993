import type { PortalStatus } from '@procura/shared'

// The quotations step's portal panel, as PortalRoundQuery reads it.

export interface RoundScheduleRecord {
  id: string
  round: number
  deadline: string
  deadlineWallTime: string
  instructions: string
  sealed: boolean
  fields: string[]
  closedAt: string | null
  closedByName: string | null
  pricesVisible: boolean
}

export interface PortalInvitationRecord {
  id: string
  name: string
  email: string
  language: string
  sentAt: string | null
  openedAt: string | null
  bouncedAt: string | null
  revokedAt: string | null
  revokedByName: string | null
}

export interface PortalSupplierRecord {
  supplierId: string
  name: string
  contacts: { id: string; name: string; email: string; language: string }[]
  status: PortalStatus | null
  submittedAt: string | null
  submittedBy: string | null
  remindedAt: string | null
  invitations: PortalInvitationRecord[]
  offers:
    | { itemId: string; unitPrice: string | null; declined: boolean | null }[]
    | null
}

export interface PortalRoundRecord {
  schedule: RoundScheduleRecord | null
  timeZone: string
  suppliers: PortalSupplierRecord[]
}

export interface AnswerChangeRecord {
  id: string
  supplierId: string
  itemId: string
  userName: string
  createdAt: string
  portalAnsweredBy: string | null
  fields: { field: string; before: string | null; after: string | null }[]
}

/** Whether the round still takes answers: scheduled, not closed, its deadline ahead. */
export const isOpen = (
  schedule: RoundScheduleRecord | null,
  now = Date.now()
) =>
  Boolean(
    schedule &&
      !schedule.closedAt &&
      new Date(schedule.deadline).getTime() > now
  )
