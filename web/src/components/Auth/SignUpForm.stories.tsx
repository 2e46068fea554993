import type { Meta, StoryObj } from '@storybook/react'

import { sentAsItStands } from 'src/components/Form/storyPlays'

import SignUpForm from './SignUpForm'

const meta: Meta<typeof SignUpForm> = { component: SignUpForm }
export default meta

type Story = StoryObj<typeof SignUpForm>

export const Empty: Story = {}
export const ValidationErrors: Story = {
  play: sentAsItStands('auth.signUp.submit'),
}
