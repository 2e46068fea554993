import { yupResolver } from '@hookform/resolvers/yup'
import type { Meta, StoryObj } from '@storybook/react'
import * as yup from 'yup'

import { Form, useForm } from '@redwoodjs/forms'

import CheckboxField from './CheckboxField'
import DayField from './DayField'
import SelectField from './SelectField'
import TextAreaField from './TextAreaField'
import TextField from './TextField'

const schema = yup.object({
  name: yup.string().required({ key: 'validation.required' }),
  priority: yup
    .number()
    .typeError({ key: 'validation.required' })
    .required({ key: 'validation.required' }),
  currency: yup.string().required({ key: 'validation.required' }),
  effectiveDate: yup.string().required({ key: 'validation.required' }),
  summary: yup.string().required({ key: 'validation.required' }),
})

const ExampleForm = ({ invalid }: { invalid?: boolean }) => {
  const formMethods = useForm({ resolver: yupResolver(schema) })
  return (
    <Form
      formMethods={formMethods}
      onSubmit={() => undefined}
      className="flex max-w-sm flex-col gap-4"
      ref={(form) => {
        if (invalid && form) form.requestSubmit()
      }}
    >
      <TextField name="name" label="Name" />
      <TextField name="priority" label="Priority" type="number" />
      <SelectField
        name="currency"
        label="Currency"
        options={[
          { value: 'BRL', label: 'Brazilian real' },
          { value: 'USD', label: 'US dollar' },
        ]}
      />
      <DayField name="effectiveDate" label="Effective date" />
      <TextAreaField name="summary" label="Executive summary" />
      <CheckboxField name="takeOrPay" label="Take-or-pay" />
    </Form>
  )
}

const meta: Meta<typeof ExampleForm> = { component: ExampleForm }
export default meta

type Story = StoryObj<typeof ExampleForm>

export const Empty: Story = {}
export const WithErrors: Story = { args: { invalid: true } }
