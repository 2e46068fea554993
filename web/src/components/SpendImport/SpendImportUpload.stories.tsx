import type { Meta, StoryObj } from '@storybook/react'

import SpendImportUpload from './SpendImportUpload'

const meta: Meta<typeof SpendImportUpload> = {
  title: 'Spend/SpendImportUpload',
  component: SpendImportUpload,
}
export default meta

export const ReadyForAFile: StoryObj<typeof SpendImportUpload> = {}
