import type { Meta, StoryObj } from '@storybook/react'
import { expect, userEvent, within } from '@storybook/test'

import { helena } from 'src/components/Layout/Header.fixtures'
import i18n from 'src/i18n'
import { mockApi } from 'src/lib/storyApi'

import AssistantChat from './AssistantChat'
import ChatMessageText from './ChatMessageText'
import { chatLines } from './ChatWindow.fixtures'

// The floating assistant as a signed-in user meets it: closed, then asked a question it takes a moment
// to answer (its waiting message), then its answer with links to the app's screens.
const meta: Meta = { title: 'Chat/AssistantChat' }
export default meta

const answering = (delayMs: number) =>
  mockApi({
    method: 'post',
    path: '/completion',
    delayMs,
    body: {
      success: true,
      data: {
        completionId: 'story-conversation',
        response: chatLines[1].message,
      },
    },
  })

export const Closed: StoryObj = {
  render: () => {
    mockCurrentUser(helena)
    return <AssistantChat />
  },
}

export const WaitingThenAnswered: StoryObj = {
  render: () => {
    mockCurrentUser(helena)
    answering(1_500)
    return <AssistantChat />
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(
      page.getByRole('button', { name: i18n.t('chat.open') })
    )
    await userEvent.type(
      await page.findByRole('textbox', { name: i18n.t('chat.placeholder') }),
      `${chatLines[0].message}{enter}`
    )
    await expect(
      await page.findByText(i18n.t('chat.waiting'), {}, { timeout: 1_400 })
    ).toBeInTheDocument()
    await expect(
      await page.findByText('CT-5', {}, { timeout: 3_000 })
    ).toBeInTheDocument()
  },
}

export const AnswerWithLinks: StoryObj = {
  render: () => <ChatMessageText text={chatLines[1].message} />,
}
