import type { Meta, StoryObj } from '@storybook/react'

import { sentAsItStands } from 'src/components/Form/storyPlays'

import ForgotPasswordForm from './ForgotPasswordForm'

const meta: Meta<typeof ForgotPasswordForm> = { component: ForgotPasswordForm }
export default meta

type Story = StoryObj<typeof ForgotPasswordForm>

export const Empty: Story = {}
export const ValidationErrors: Story = {
  play: sentAsItStands('auth.forgot.submit'),
}
