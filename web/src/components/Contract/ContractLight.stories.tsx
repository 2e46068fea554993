import type { Meta, StoryObj } from '@storybook/react'

import ContractLight from './ContractLight'

const meta: Meta<typeof ContractLight> = { component: ContractLight }
export default meta

type Story = StoryObj<typeof ContractLight>

export const OnTrack: Story = { args: { bucket: 'MORE_THAN_120' } }
export const Soon: Story = { args: { bucket: 'LESS_THAN_120' } }
export const Urgent: Story = { args: { bucket: 'LESS_THAN_30' } }
export const Expired: Story = { args: { bucket: 'EXPIRED' } }
