import type {
  SaveScenarioMutation,
  SaveScenarioMutationVariables,
} from 'types/graphql'

import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import { processRecord } from '../Process.fixtures'

import ScenarioForm from './ScenarioForm'

jest.mock('@redwoodjs/web/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn() },
}))

describe('ScenarioForm', () => {
  it('sends the definition with the incumbent kept and the flags left out', async () => {
    const sent: SaveScenarioMutationVariables[] = []
    mockGraphQLMutation<SaveScenarioMutation, SaveScenarioMutationVariables>(
      'SaveScenarioMutation',
      (variables) => {
        sent.push(variables)
        return { saveScenario: { id: 'scenario-1' } }
      }
    )
    render(
      <ScenarioForm
        process={processRecord}
        incumbents={[{ itemId: 'item-steel', supplierId: 'sup-alpha' }]}
        count={0}
      />
    )
    fireEvent.change(screen.getByLabelText('Scenario'), {
      target: { value: 'AT_MOST' },
    })
    fireEvent.change(await screen.findByLabelText('Suppliers at most'), {
      target: { value: '' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Compute and save' }))
    expect(
      await screen.findByText('This field is required')
    ).toBeInTheDocument()
    expect(sent).toEqual([])

    fireEvent.change(screen.getByLabelText('Suppliers at most'), {
      target: { value: '2' },
    })
    fireEvent.click(screen.getByLabelText('Litigants'))
    fireEvent.click(
      screen.getByLabelText('STEEL-1 · Steel coil (Alpha Metals)')
    )
    fireEvent.click(screen.getByRole('button', { name: 'Compute and save' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0].input).toMatchObject({
      name: 'Scenario 1',
      kind: 'AT_MOST',
      maxSuppliers: 2,
      exclude: ['litigant'],
      keep: [{ itemId: 'item-steel', supplierId: 'sup-alpha' }],
      dualItemIds: [],
      dualMinimumPercent: 30,
    })
  })
})
