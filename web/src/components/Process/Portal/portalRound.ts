import type { PortalRoundQuery } from 'types/graphql'

// The quotations step's portal panel, as PortalRoundQuery reads it.

export type PortalRoundRecord = PortalRoundQuery['portalRound']
export type RoundScheduleRecord = NonNullable<PortalRoundRecord['schedule']>
export type PortalSupplierRecord = PortalRoundRecord['suppliers'][number]
export type PortalInvitationRecord = PortalSupplierRecord['invitations'][number]
export type AnswerChangeRecord = PortalRoundQuery['portalAnswerHistory'][number]

/** Whether the round still takes answers: scheduled, not closed, its deadline ahead. */
export const isOpen = (
  schedule: RoundScheduleRecord | null | undefined,
  now = Date.now()
) =>
  Boolean(
    schedule &&
      !schedule.closedAt &&
      new Date(schedule.deadline).getTime() > now
  )
