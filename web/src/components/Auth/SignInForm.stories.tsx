import type { Meta, StoryObj } from '@storybook/react'

import i18n from 'src/i18n'

import SignInForm from './SignInForm'

const meta: Meta<typeof SignInForm> = { component: SignInForm }
export default meta

type Story = StoryObj<typeof SignInForm>

export const English: Story = { loaders: [() => i18n.changeLanguage('en')] }
export const Portuguese: Story = { loaders: [() => i18n.changeLanguage('pt')] }
