import { useState } from 'react'

import { dec, formatDateTime, formatMoney, sumOf } from '@procura/shared'
import { RotateCw, Send, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type {
  InviteToRoundMutation,
  InviteToRoundMutationVariables,
  ResendPortalInvitationMutation,
  ResendPortalInvitationMutationVariables,
  RevokePortalInvitationMutation,
  RevokePortalInvitationMutationVariables,
} from 'types/graphql'

import { useMutation } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import { useToastedAction } from 'src/components/Form/useToastedAction'

import type { ProcessRecord } from '../processRecord'

import type {
  PortalInvitationRecord,
  PortalSupplierRecord,
} from './portalRound'

const refetch = {
  refetchQueries: ['PortalRoundQuery'],
  awaitRefetchQueries: true,
}

export const INVITE_TO_ROUND = gql`
  mutation InviteToRoundMutation(
    $processId: String!
    $round: Int!
    $contactIds: [String!]!
  ) {
    inviteToRound(processId: $processId, round: $round, contactIds: $contactIds)
  }
`
export const REVOKE_INVITATION = gql`
  mutation RevokePortalInvitationMutation($id: String!) {
    revokePortalInvitation(id: $id) {
      id
    }
  }
`
export const RESEND_INVITATION = gql`
  mutation ResendPortalInvitationMutation($id: String!) {
    resendPortalInvitation(id: $id) {
      id
    }
  }
`

/** Where one contact's link stands: revoked, bounced, opened, sent or still queued. */
const linkState = (invitation: PortalInvitationRecord) =>
  invitation.revokedAt
    ? 'revoked'
    : invitation.bouncedAt
      ? 'bounced'
      : invitation.openedAt
        ? 'opened'
        : invitation.sentAt
          ? 'sent'
          : 'queued'

const Invitation = ({
  invitation,
  open,
}: {
  invitation: PortalInvitationRecord
  open: boolean
}) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const [revoke, revoking] = useMutation<
    RevokePortalInvitationMutation,
    RevokePortalInvitationMutationVariables
  >(REVOKE_INVITATION, refetch)
  const [resend, resending] = useMutation<
    ResendPortalInvitationMutation,
    ResendPortalInvitationMutationVariables
  >(RESEND_INVITATION, refetch)
  const variables = { variables: { id: invitation.id } }
  const revoked = Boolean(invitation.revokedAt)
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span>
        {invitation.name} · {invitation.email}
      </span>
      <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
        {t(`process.portal.link.${linkState(invitation)}`)}
      </span>
      {open && !revoked && (
        <Button
          size="slim"
          variant="ghost"
          icon={XCircle}
          loading={revoking.loading}
          aria-label={t('process.portal.revokeFor', { name: invitation.name })}
          onClick={() =>
            run(() => revoke(variables), {
              success: 'process.portal.revoked',
              failure: 'process.portal.actionError',
            })
          }
        >
          {t('process.portal.revoke')}
        </Button>
      )}
      {open && (
        <Button
          size="slim"
          variant="ghost"
          icon={RotateCw}
          loading={resending.loading}
          aria-label={t('process.portal.resendFor', { name: invitation.name })}
          onClick={() =>
            run(() => resend(variables), {
              success: 'process.portal.resent',
              failure: 'process.portal.actionError',
            })
          }
        >
          {t('process.portal.resend')}
        </Button>
      )}
    </li>
  )
}

/** An answer's yearly value: each priced item's price times the item's annual volume. */
const yearlyValue = (
  offers: NonNullable<PortalSupplierRecord['offers']>,
  process: ProcessRecord
) => {
  const volume = new Map(
    process.items.map((item) => [item.id, item.detail?.annualVolume ?? 0])
  )
  return sumOf(
    offers
      .filter((offer) => !offer.declined && offer.unitPrice)
      .map((offer) => dec(offer.unitPrice).times(dec(volume.get(offer.itemId))))
  )
}

/** What a supplier sent, as far as the buyer may see it: when, by whom, and (unsealed) how much. */
const Answered = ({
  supplier,
  process,
}: {
  supplier: PortalSupplierRecord
  process: ProcessRecord
}) => {
  const { t, i18n } = useTranslation()
  if (!supplier.submittedAt) return <>–</>
  const declined =
    supplier.offers?.filter((offer) => offer.declined).length ?? 0
  return (
    <>
      {t('process.portal.submittedAt', {
        at: formatDateTime(supplier.submittedAt, i18n.language),
        name: supplier.submittedBy,
      })}
      {supplier.offers && (
        <span className="block text-xs text-slate-500">
          {[
            t('process.portal.pricedCount', {
              count: supplier.offers.length - declined,
            }),
            t('process.portal.declinedCount', { count: declined }),
            t('process.portal.yearlyValue', {
              value: formatMoney(
                yearlyValue(supplier.offers, process),
                process.currency.code,
                i18n.language
              ),
            }),
          ].join(' · ')}
        </span>
      )}
    </>
  )
}

/** Whether a supplier has contacts not invited yet. */
const hasContactsToInvite = (supplier: PortalSupplierRecord) => {
  const invited = new Set(supplier.invitations.map((i) => i.email))
  return supplier.contacts.some((contact) => !invited.has(contact.email))
}

/**
 * The process's suppliers in a portal round: each one's status, its contacts' links (revoke,
 * resend) and, while the round is open, the contacts still to invite.
 */
const PortalSuppliersTable = ({
  process,
  round,
  suppliers,
  open,
}: {
  process: ProcessRecord
  round: number
  suppliers: PortalSupplierRecord[]
  /** invitations can still be sent, revoked or resent */
  open: boolean
}) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const [chosen, setChosen] = useState<Set<string>>(() => new Set())
  const [invite, inviting] = useMutation<
    InviteToRoundMutation,
    InviteToRoundMutationVariables
  >(INVITE_TO_ROUND, refetch)
  const toggle = (contactId: string) =>
    setChosen((current) => {
      const next = new Set(current)
      if (!next.delete(contactId)) next.add(contactId)
      return next
    })
  const sendInvitations = async () => {
    const sent = await run(
      () =>
        invite({
          variables: { processId: process.id, round, contactIds: [...chosen] },
        }),
      {
        success: 'process.portal.invited',
        failure: 'process.portal.actionError',
      }
    )
    if (sent) setChosen(new Set())
  }
  return (
    <div className="flex flex-col gap-2">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('process.portal.suppliers')}</caption>
        <thead className="text-left text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('process.quotations.supplier')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('process.portal.status')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('process.portal.contacts')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('process.portal.answered')}
            </th>
          </tr>
        </thead>
        <tbody>
          {suppliers.map((supplier) => {
            const invited = new Set(supplier.invitations.map((i) => i.email))
            const toInvite = supplier.contacts.filter(
              (c) => !invited.has(c.email)
            )
            return (
              <tr
                key={supplier.supplierId}
                className="border-t border-slate-100 align-top"
              >
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {supplier.name}
                </th>
                <td
                  className="py-2 pr-3"
                  data-testid={`portal-status-${supplier.name}`}
                >
                  {supplier.status
                    ? t(`portal.status.${supplier.status}`)
                    : t('process.portal.notInvited')}
                </td>
                <td className="py-2 pr-3">
                  <ul className="flex flex-col gap-1">
                    {supplier.invitations.map((invitation) => (
                      <Invitation
                        key={invitation.id}
                        invitation={invitation}
                        open={open}
                      />
                    ))}
                    {open &&
                      toInvite.map((contact) => (
                        <li key={contact.id}>
                          <label className="flex items-center gap-2">
                            <input
                              type="checkbox"
                              checked={chosen.has(contact.id)}
                              onChange={() => toggle(contact.id)}
                              className="h-4 w-4 rounded border-slate-300 text-primary-600"
                            />
                            {contact.name} · {contact.email} (
                            {contact.language.toUpperCase()})
                          </label>
                        </li>
                      ))}
                    {!supplier.contacts.length &&
                      !supplier.invitations.length && (
                        <li className="text-slate-500">
                          {t('process.portal.noContacts')}
                        </li>
                      )}
                  </ul>
                </td>
                <td className="py-2">
                  <Answered supplier={supplier} process={process} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {open && suppliers.some(hasContactsToInvite) && (
        <div className="flex justify-end">
          <Button
            size="medium"
            icon={Send}
            disabled={!chosen.size}
            loading={inviting.loading}
            onClick={sendInvitations}
          >
            {t('process.portal.invite', { count: chosen.size })}
          </Button>
        </div>
      )}
    </div>
  )
}

export default PortalSuppliersTable
