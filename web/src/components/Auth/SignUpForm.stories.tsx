import type { Meta, StoryObj } from '@storybook/react'

import i18n from 'src/i18n'

import SignUpForm from './SignUpForm'

const meta: Meta<typeof SignUpForm> = { component: SignUpForm }
export default meta

type Story = StoryObj<typeof SignUpForm>

export const English: Story = { loaders: [() => i18n.changeLanguage('en')] }
export const Portuguese: Story = { loaders: [() => i18n.changeLanguage('pt')] }
