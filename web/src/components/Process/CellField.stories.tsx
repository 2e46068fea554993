import { yupResolver } from '@hookform/resolvers/yup'
import type { Meta, StoryObj } from '@storybook/react'
import * as yup from 'yup'

import { Form, useForm } from '@redwoodjs/forms'

import CellField from './CellField'

const schema = yup.object({
  price: yup
    .number()
    .typeError({ key: 'validation.number' })
    .min(0, { key: 'validation.nonNegative' }),
  note: yup.string(),
})

/** Inputs inside a table row, labelled by their column, with an error under the cell. */
const Row = ({ invalid = false }: { invalid?: boolean }) => {
  const formMethods = useForm({
    resolver: yupResolver(schema),
    defaultValues: { price: invalid ? -1 : 95, note: 'Firm offer' },
  })
  return (
    <Form
      formMethods={formMethods}
      onSubmit={() => undefined}
      ref={(form) => {
        if (invalid && form) form.requestSubmit()
      }}
    >
      <table>
        <tbody>
          <tr>
            <td>
              <CellField name="price" label="STEEL-1 Expected unit price" />
            </td>
            <td>
              <CellField name="note" type="text" label="STEEL-1 Note" />
            </td>
          </tr>
        </tbody>
      </table>
    </Form>
  )
}

const meta: Meta<typeof Row> = { component: Row }
export default meta

type Story = StoryObj<typeof Row>

export const Valid: Story = {}
export const WithError: Story = { args: { invalid: true } }
