import type { Meta, StoryObj } from '@storybook/react'

import SignedOutHeader from './SignedOutHeader'

const meta: Meta<typeof SignedOutHeader> = { component: SignedOutHeader }
export default meta

export const standard: StoryObj<typeof SignedOutHeader> = {}
