import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import DecisionBar from './DecisionBar'

jest.mock('src/auth', () => ({
  idToken: async () => 'token',
}))

/** The api answers the decision with the process's status after it. */
const answering = (status: string) =>
  jest.spyOn(global, 'fetch').mockImplementation(
    async () =>
      ({
        status: 200,
        ok: true,
        headers: new Headers(),
        text: async () => JSON.stringify({ success: true, data: { status } }),
      }) as Response
  )

/** The confirmation the reload after the decision shows (spec §4): the key left in its cookie. */
const confirmationAfterApproving = async () => {
  render(<DecisionBar processId="process-1" canApprove />)
  fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }))
  fireEvent.click(
    screen.getAllByRole('button', { name: 'Aprovar' }).at(-1) as HTMLElement
  )
  await waitFor(() => expect(window.location.reload).toHaveBeenCalled())
  return decodeURIComponent(document.cookie.match(/success=([^;]*)/)?.[1])
}

describe('DecisionBar', () => {
  const { location } = window
  beforeEach(async () => {
    await i18n.changeLanguage('pt')
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...location, reload: jest.fn() },
    })
  })
  afterEach(() => {
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: location,
    })
    document.cookie = 'success=; path=/; max-age=0'
    jest.restoreAllMocks()
  })

  it('confirms the first of two approvals as recorded, the process awaiting its next approver', async () => {
    answering('IN_REVIEW')
    const key = await confirmationAfterApproving()
    expect(key).toBe('process.flow.approvalRecorded')
    expect(i18n.t(key)).toBe(
      'Sua aprovação foi registrada: o processo aguarda o próximo aprovador.'
    )
  })

  it('confirms the last approval as the process approved', async () => {
    answering('APPROVED')
    expect(await confirmationAfterApproving()).toBe('process.flow.approved')
  })
})
