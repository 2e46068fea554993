import type { Meta, StoryObj } from '@storybook/react'

import Sidebar from './Sidebar'

const meta: Meta<typeof Sidebar> = {
  component: Sidebar,
  decorators: [
    (Story, { args }) => (
      <div
        style={{ width: args.collapsed ? 80 : 280, height: 600 }}
        className="border-r border-slate-200 bg-white"
      >
        <Story />
      </div>
    ),
  ],
}
export default meta

type Story = StoryObj<typeof Sidebar>

export const Expanded: Story = { args: { collapsed: false } }
export const Collapsed: Story = { args: { collapsed: true } }
