import type { Meta, StoryObj } from '@storybook/react'

import { sentAsItStands } from 'src/components/Form/storyPlays'

import SignInForm from './SignInForm'

const meta: Meta<typeof SignInForm> = { component: SignInForm }
export default meta

type Story = StoryObj<typeof SignInForm>

export const Empty: Story = {}
export const ValidationErrors: Story = {
  play: sentAsItStands('auth.signIn.submit'),
}
