import type { Meta, StoryObj } from '@storybook/react'

import i18n from 'src/i18n'

import { portalPage } from './Portal.fixtures'
import PortalAnswer from './PortalAnswer'
import PortalLinkProblem from './PortalLinkProblem'

const meta: Meta<typeof PortalAnswer> = {
  title: 'Portal/PortalAnswer',
  component: PortalAnswer,
  args: { token: 'story-token', onChanged: async () => undefined },
}
export default meta
type Story = StoryObj<typeof PortalAnswer>

export const Answering: Story = {
  args: { page: portalPage() },
  loaders: [() => i18n.changeLanguage('en')],
}

export const AnsweringInPortuguese: Story = {
  args: {
    page: portalPage({
      answer: {
        status: 'DRAFT',
        offers: [
          { itemId: 'item-box', unitPrice: '4.6' },
          { itemId: 'item-tape', declined: true },
        ],
        savedAt: new Date().toISOString(),
        submittedAt: null,
        fileName: null,
      },
    }),
  },
  loaders: [() => i18n.changeLanguage('pt')],
}

export const ClosedWithReceipts: Story = {
  args: {
    page: portalPage({
      round: {
        ...portalPage().round,
        answering: false,
        deadline: new Date(Date.now() - 3_600_000).toISOString(),
      },
      answer: {
        status: 'SUBMITTED',
        offers: [
          { itemId: 'item-box', unitPrice: '4.6' },
          { itemId: 'item-film', unitPrice: '9.5', paymentTerms: 90 },
          { itemId: 'item-tape', declined: true },
        ],
        savedAt: null,
        submittedAt: new Date(Date.now() - 86_400_000).toISOString(),
        fileName: null,
      },
      receipts: [
        {
          id: 'r2',
          createdAt: new Date(Date.now() - 86_400_000).toISOString(),
          submittedBy: 'Ana Souza',
          offers: [
            { itemId: 'item-box', unitPrice: '4.6', declined: false },
            { itemId: 'item-film', unitPrice: '9.5', declined: false },
            { itemId: 'item-tape', unitPrice: null, declined: true },
          ],
        },
        {
          id: 'r1',
          createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
          submittedBy: 'Ana Souza',
          offers: [
            { itemId: 'item-box', unitPrice: '4.8', declined: false },
            { itemId: 'item-film', unitPrice: '9.7', declined: false },
            { itemId: 'item-tape', unitPrice: null, declined: true },
          ],
        },
      ],
    }),
  },
  loaders: [() => i18n.changeLanguage('en')],
}

export const RevokedLink: StoryObj = {
  render: () => <PortalLinkProblem reason="revoked" />,
}
