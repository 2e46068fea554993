import { yupResolver } from '@hookform/resolvers/yup'
import * as yup from 'yup'

import { Form, useForm } from '@redwoodjs/forms'
import { fireEvent, render, screen, waitFor } from '@redwoodjs/testing/web'

import i18n from 'src/i18n'

import SelectField from './SelectField'
import TextField from './TextField'

const schema = yup.object({
  priority: yup
    .number()
    .typeError({ key: 'validation.required' })
    .required({ key: 'validation.required' }),
  currency: yup.string().required({ key: 'validation.required' }),
})

const RoleForm = ({ onSubmit }: { onSubmit: (values: unknown) => void }) => {
  const formMethods = useForm({ resolver: yupResolver(schema) })
  return (
    <Form formMethods={formMethods} onSubmit={onSubmit}>
      <TextField name="priority" label="Priority" type="number" />
      <SelectField
        name="currency"
        label="Currency"
        options={[{ value: 'BRL', label: 'Real' }]}
      />
      <button type="submit">Save</button>
    </Form>
  )
}

describe('form fields', () => {
  beforeEach(() => i18n.changeLanguage('pt'))
  afterAll(() => i18n.changeLanguage('en'))

  it('show each rule translated under its field and tie it to the input', async () => {
    const onSubmit = jest.fn()
    render(<RoleForm onSubmit={onSubmit} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() =>
      expect(screen.getAllByText('Este campo é obrigatório')).toHaveLength(2)
    )
    expect(screen.getByLabelText('Currency')).toHaveAttribute(
      'aria-describedby',
      'currency-error'
    )
    expect(
      screen.getByRole('option', { name: 'Selecione...' })
    ).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submit once every rule holds', async () => {
    const onSubmit = jest.fn()
    render(<RoleForm onSubmit={onSubmit} />)
    fireEvent.change(screen.getByLabelText('Priority'), {
      target: { value: '10' },
    })
    fireEvent.change(screen.getByLabelText('Currency'), {
      target: { value: 'BRL' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { priority: 10, currency: 'BRL' },
        expect.anything()
      )
    )
  })
})
