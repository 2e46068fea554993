import type {
  ScheduleRoundMutation,
  ScheduleRoundMutationVariables,
} from 'types/graphql'

import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import type { RoundScheduleRecord } from './portalRound'
import RoundScheduleForm from './RoundScheduleForm'

jest.mock('@redwoodjs/web/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn() },
}))

const scheduled = {
  deadlineWallTime: '2026-12-01T18:00',
  instructions: '',
  format: 'SEALED' as const,
  sealed: true,
  fields: [],
} as unknown as RoundScheduleRecord

describe('RoundScheduleForm', () => {
  it('in Portuguese, shows and reads the deadline as dd/mm/aaaa HH:mm, whatever the browser', async () => {
    await i18n.changeLanguage('pt')
    const saved: ScheduleRoundMutationVariables[] = []
    mockGraphQLMutation<ScheduleRoundMutation, ScheduleRoundMutationVariables>(
      'ScheduleRoundMutation',
      (variables) => {
        saved.push(variables)
        return { scheduleRound: { id: 'schedule-1' } }
      }
    )
    render(
      <RoundScheduleForm
        processId="process-1"
        round={1}
        timeZone="America/Sao_Paulo"
        schedule={scheduled}
        onDone={jest.fn()}
      />
    )
    const deadline = screen.getByLabelText('Prazo (America/Sao Paulo)')
    // a native date input writes the browser's format (mm/dd/yyyy in an English browser)
    expect(deadline).toHaveAttribute('type', 'text')
    expect(deadline).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm')
    expect(deadline).toHaveValue('01/12/2026 18:00')

    fireEvent.change(deadline, { target: { value: '05/12/2026 09:30' } })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar prazo' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0].input.deadline).toBe('2026-12-05T09:30')
  })

  it('refuses a deadline it cannot read, in the reader’s language', async () => {
    await i18n.changeLanguage('pt')
    render(
      <RoundScheduleForm
        processId="process-1"
        round={1}
        timeZone="America/Sao_Paulo"
        schedule={null}
        onDone={jest.fn()}
      />
    )
    const deadline = screen.getByLabelText('Prazo (America/Sao Paulo)')
    fireEvent.change(deadline, { target: { value: '31/02/2026 18:00' } })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar prazo' }))
    expect(
      await screen.findByText(i18n.t('portal.errors.deadline'))
    ).toBeInTheDocument()
  })
})
