import type { Meta, StoryObj } from '@storybook/react'

import i18n from 'src/i18n'

import LanguageSwitcher from './LanguageSwitcher'

const meta: Meta<typeof LanguageSwitcher> = { component: LanguageSwitcher }
export default meta

type Story = StoryObj<typeof LanguageSwitcher>

export const English: Story = { loaders: [() => i18n.changeLanguage('en')] }
export const Portuguese: Story = { loaders: [() => i18n.changeLanguage('pt')] }
