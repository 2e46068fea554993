import {
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import { candidates, processRecord, reference } from './Process.fixtures'
import ProcessForm, { emptyProcess, toProcessInput } from './ProcessForm'

const renderForm = (defaultValues: object, onSubmit = jest.fn()) => {
  render(
    <ProcessForm
      defaultValues={defaultValues}
      reference={reference}
      candidates={candidates}
      onSubmit={onSubmit}
      actions={<button type="submit">{i18n.t('process.create')}</button>}
    />
  )
  return onSubmit
}

describe('ProcessForm', () => {
  afterEach(() => i18n.changeLanguage('en'))

  it('shows spec §5 rules translated, and sends nothing', async () => {
    await i18n.changeLanguage('pt')
    const onSubmit = renderForm(emptyProcess())

    fireEvent.click(screen.getByRole('button', { name: 'Criar processo' }))

    await waitFor(() =>
      expect(
        screen.getAllByText('Este campo é obrigatório').length
      ).toBeGreaterThan(10)
    )
    expect(screen.getByLabelText('Título')).toHaveAttribute(
      'aria-invalid',
      'true'
    )
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("names the product's own roles in the reader's language, a company's as it typed them", () => {
    renderForm(emptyProcess())

    const manager = screen.getByLabelText('Category manager')
    expect(
      within(manager)
        .getAllByRole('option')
        .map((option) => option.textContent)
    ).toEqual(
      expect.arrayContaining([
        'Ana Lima (Owner)',
        'Bia Reis (Category manager)',
      ])
    )
  })

  it('requires at least one item and the effective date before the ending date', async () => {
    const onSubmit = renderForm({ ...processRecord, endingDate: '2026-12-31' })
    const items = screen.getByRole('region', { name: 'Items' })
    for (const remove of within(items).getAllByRole('button', {
      name: /Remove/,
    }))
      fireEvent.click(remove)

    fireEvent.click(screen.getByRole('button', { name: 'Create process' }))

    await screen.findByText('Add at least one item')
    expect(
      screen.getByText('The effective date must be before the ending date')
    ).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends the process with its days as written and only the fields the api takes', async () => {
    const onSubmit = renderForm(processRecord)

    fireEvent.click(screen.getByRole('button', { name: 'Create process' }))

    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    const input = toProcessInput(onSubmit.mock.calls[0][0])
    expect(input).toMatchObject({
      effectiveDate: '2027-01-01',
      endingDate: '2028-12-31',
      items: [
        { id: 'item-steel', code: 'STEEL-1', description: 'Steel coil' },
        { id: 'item-resin', code: 'RESIN-2', description: 'HDPE resin' },
      ],
      approvalWorkflow: [
        { userId: 'user-bia', title: 'Director', priority: 1 },
      ],
    })
    expect(input.items[0]).not.toHaveProperty('detail')
  })
})
