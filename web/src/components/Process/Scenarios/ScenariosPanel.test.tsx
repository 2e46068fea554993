import type {
  ApplyScenarioMutation,
  ApplyScenarioMutationVariables,
  CancelScenarioMutation,
  CancelScenarioMutationVariables,
} from 'types/graphql'

import {
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@redwoodjs/testing/web'

import { processRecord } from '../Process.fixtures'

import {
  computing,
  standard,
} from './ProcessScenariosCell/ProcessScenariosCell.mock'
import ScenariosPanel from './ScenariosPanel'

jest.mock('@redwoodjs/web/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn() },
}))

const renderPanel = (editable = true) =>
  render(
    <ScenariosPanel
      scenarios={standard().processScenarios}
      process={processRecord}
      editable={editable}
    />
  )

describe('ScenariosPanel', () => {
  it('compares the scenarios figure by figure, the applied one marked, an impossible one explained', async () => {
    renderPanel()
    const table = await screen.findByRole('table', {
      name: 'Scenarios side by side',
    })
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')
    expect(
      within(row('Annual value'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    ).toEqual(['R$188,000.00', 'R$190,000.00', '—'])
    expect(
      within(row('Over the cheapest per item')).getAllByRole('cell')[1]
    ).toHaveTextContent('R$2,000.00')
    expect(
      within(table).getByRole('columnheader', {
        name: /Cheapest per item.*Applied/,
      })
    ).toBeInTheDocument()
    expect(
      within(table).getByText(
        'No supplier over 60 % needs at least 2 suppliers awarded.'
      )
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Apply At most one, 60 % cap' })
    ).toBeDisabled()
    expect(
      screen.getByText(
        /“Cheapest per item” applied by Rafael Souza on .*: 2 changes/
      )
    ).toBeInTheDocument()
  })

  it('says what applying changes before it applies', async () => {
    const applied: ApplyScenarioMutationVariables[] = []
    mockGraphQLMutation<ApplyScenarioMutation, ApplyScenarioMutationVariables>(
      'ApplyScenarioMutation',
      (variables) => {
        applied.push(variables)
        return { applyScenario: { id: processRecord.id } }
      }
    )
    renderPanel()
    fireEvent.click(
      await screen.findByRole('button', { name: 'Apply Alpha Metals alone' })
    )
    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog).getByText('RESIN-2 · Alpha Metals: 0 → 1,000')
    ).toBeInTheDocument()
    expect(applied).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(applied).toEqual([{ id: 'scenario-alpha' }]))
  })

  it('shows no form and no action to an approver', async () => {
    renderPanel(false)
    await screen.findByRole('table', { name: 'Scenarios side by side' })
    expect(screen.queryByText('New scenario')).not.toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: /Apply/ })
    ).not.toBeInTheDocument()
  })

  it('shows a computing scenario with its progress and a cancel, and why others have no fresh answer', async () => {
    const cancelled: CancelScenarioMutationVariables[] = []
    mockGraphQLMutation<
      CancelScenarioMutation,
      CancelScenarioMutationVariables
    >('CancelScenarioMutation', (variables) => {
      cancelled.push(variables)
      return {
        cancelScenario: { id: variables.id, state: 'CANCELLED' as const },
      }
    })
    render(
      <ScenariosPanel
        scenarios={computing().processScenarios}
        process={processRecord}
        editable
      />
    )
    const progress = await screen.findByRole('progressbar', {
      name: 'Computing At most 3, 60 % cap',
    })
    expect(progress).toHaveValue(35)
    expect(screen.getByText('Computing… 35 %')).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Apply At most 3, 60 % cap' })
    ).toBeDisabled()
    expect(
      screen.getByText(
        'The best award found in 10 s: not proven the lowest, at most 0.42 % above it.'
      )
    ).toBeInTheDocument()
    expect(screen.getByText('Computation cancelled.')).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Compute again At most 4' })
    ).toBeInTheDocument()

    fireEvent.click(
      screen.getByRole('button', { name: 'Cancel At most 3, 60 % cap' })
    )
    await waitFor(() => expect(cancelled).toEqual([{ id: 'scenario-hard' }]))
  })
})
