import type { Meta, StoryObj } from '@storybook/react'

import Dropzone from './Dropzone'

const meta: Meta<typeof Dropzone> = {
  component: Dropzone,
  args: { onFile: () => undefined },
}
export default meta

type Story = StoryObj<typeof Dropzone>

export const AnyFile: Story = {}
export const ImagesOnly: Story = {
  args: { accept: { 'image/*': [] }, maxSize: 2 * 1024 * 1024 },
}
export const Disabled: Story = { args: { disabled: true } }
