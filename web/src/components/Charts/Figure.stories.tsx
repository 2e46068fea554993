import type { Meta, StoryObj } from '@storybook/react'

import Figure from './Figure'

const meta: Meta<typeof Figure> = {
  component: Figure,
  args: { label: 'Cost saving', value: 'R$58,516,182.40' },
}
export default meta

type Story = StoryObj<typeof Figure>

export const Plain: Story = {}
export const WithDetail: Story = {
  args: { detail: 'Pipeline: R$14,062,460.00' },
}
export const Linked: Story = {
  args: { to: '/app/process?from=dashboard&stage=APPROVED' },
}
