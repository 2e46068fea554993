import type {
  InviteToRoundMutation,
  InviteToRoundMutationVariables,
  RevokePortalInvitationMutation,
  RevokePortalInvitationMutationVariables,
} from 'types/graphql'

import {
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@redwoodjs/testing/web'

import { processRecord } from '../Process.fixtures'

import { closed, standard } from './PortalRoundCell/PortalRoundCell.mock'
import PortalRoundPanel from './PortalRoundPanel'

jest.mock('@redwoodjs/web/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn() },
}))

const renderPanel = (round = standard(), editable = true) =>
  render(
    <PortalRoundPanel
      portal={round.portalRound}
      history={round.portalAnswerHistory}
      process={processRecord}
      round={2}
      editable={editable}
    />
  )

describe('PortalRoundPanel', () => {
  it("shows each supplier's status and links, no price while sealed", () => {
    renderPanel()
    expect(screen.getByTestId('portal-schedule')).toHaveTextContent(
      /Suppliers answer until .* \(America\/Sao Paulo\)\. Sealed: you see who answered, and their prices once it closes\./
    )
    expect(screen.getByTestId('portal-status-Alpha Metals')).toHaveTextContent(
      'Submitted'
    )
    expect(screen.getByTestId('portal-status-Beta Polymers')).toHaveTextContent(
      'Opened'
    )
    const beta = screen.getByRole('row', { name: /Beta Polymers/ })
    expect(within(beta).getByText('Revoked')).toBeInTheDocument()
    expect(screen.queryByText(/priced/)).not.toBeInTheDocument()
  })

  it('invites the contacts ticked, and revokes a link', async () => {
    const invited: InviteToRoundMutationVariables[] = []
    const revoked: RevokePortalInvitationMutationVariables[] = []
    mockGraphQLMutation<InviteToRoundMutation, InviteToRoundMutationVariables>(
      'InviteToRoundMutation',
      (variables) => {
        invited.push(variables)
        return { inviteToRound: 1 }
      }
    )
    mockGraphQLMutation<
      RevokePortalInvitationMutation,
      RevokePortalInvitationMutationVariables
    >('RevokePortalInvitationMutation', (variables) => {
      revoked.push(variables)
      return { revokePortalInvitation: { id: 'inv-bruno' } }
    })
    renderPanel()
    expect(
      screen.getByRole('button', { name: 'Send invitations (0)' })
    ).toBeDisabled()
    fireEvent.click(screen.getByLabelText(/Sales desk · sales@alpha.example/))
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation (1)' }))
    await waitFor(() =>
      expect(invited).toEqual([
        { processId: processRecord.id, round: 2, contactIds: ['contact-desk'] },
      ])
    )
    fireEvent.click(
      screen.getByRole('button', { name: "Revoke Bruno Lima's link" })
    )
    await waitFor(() => expect(revoked).toEqual([{ id: 'inv-bruno' }]))
  })

  it('once closed: no more invitations, prices counted, and the changes made afterwards', () => {
    renderPanel(closed())
    expect(screen.getByTestId('portal-schedule')).toHaveTextContent(
      /^Closed at its deadline/
    )
    expect(
      screen.queryByRole('button', { name: /Send invitation/ })
    ).not.toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: /Revoke/ })
    ).not.toBeInTheDocument()
    // 101.5 × the steel's 1,000 a year
    expect(
      screen.getByText('1 priced · 1 declined · R$101,500.00 a year')
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        /Rafael Souza changed Alpha Metals · STEEL-1 \(answered by Carla Mendes\): .*: – → 99.9/
      )
    ).toBeInTheDocument()
  })
})
