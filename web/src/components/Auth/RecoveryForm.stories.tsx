import type { Meta, StoryObj } from '@storybook/react'

import { sentAsItStands } from 'src/components/Form/storyPlays'

import RecoveryForm from './RecoveryForm'

const meta: Meta<typeof RecoveryForm> = { component: RecoveryForm }
export default meta

type Story = StoryObj<typeof RecoveryForm>

export const NewPassword: Story = {
  args: { oobCode: 'reset-code-from-the-mail' },
}
export const ValidationErrors: Story = {
  args: { oobCode: 'reset-code-from-the-mail' },
  play: sentAsItStands('auth.recovery.submit'),
}
/** A link without its code (or an expired one): the way to ask for another. */
export const InvalidLink: Story = {}
