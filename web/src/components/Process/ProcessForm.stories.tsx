import type { Meta, StoryObj } from '@storybook/react'

import Button from 'src/components/Button/Button'

import { candidates, processRecord, reference } from './Process.fixtures'
import ProcessForm, { emptyProcess } from './ProcessForm'

const meta: Meta<typeof ProcessForm> = {
  component: ProcessForm,
  args: {
    reference,
    candidates,
    onSubmit: async () => undefined,
    actions: <Button type="submit">Create process</Button>,
  },
}
export default meta

type Story = StoryObj<typeof ProcessForm>

export const New: Story = { args: { defaultValues: emptyProcess() } }
export const Filled: Story = { args: { defaultValues: processRecord } }
export const Locked: Story = {
  args: { defaultValues: processRecord, disabled: true },
}
