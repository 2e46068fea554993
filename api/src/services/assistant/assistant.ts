import { chatMessageSchema, type Locale } from '@procura/shared'

import { UserInputError } from '@redwoodjs/graphql-server'

import { currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { logger } from 'src/lib/logger'
import { enforceRateLimit } from 'src/lib/rateLimit'
import { validateWith } from 'src/lib/validation'

import { builtInAnswer } from './builtInAssistant'
import { llmAnswer, llmSettings } from './llmAssistant'
import { questionLanguage } from './questionLanguage'

// Spec §4 chat flow and §7 POST /completion: a conversation per user, stored with its messages.

/** Questions a user may ask per minute (an assistant reply runs several queries, or a model). */
export const CHAT_RATE_LIMIT = {
  action: 'chat',
  perIp: 120,
  perSubject: 20,
  windowSeconds: 60,
}

/** A conversation of mine; another user's or company's is 'not found'. */
const myConversation = async (id: string) => {
  const me = currentUser()
  const conversation = await db.chatCompletion.findFirst({
    where: { id, userId: me.id, companyId: me.companyId },
  })
  if (!conversation) throw new UserInputError('chat.errors.notFound')
  return conversation
}

/**
 * The language model when it is configured and answers; the built-in assistant otherwise. Either
 * answers in the question's language: a Portuguese question in the English interface gets Portuguese.
 */
const answerOf = async (question: string, interfaceLocale: Locale) => {
  const locale = questionLanguage(question, interfaceLocale)
  const settings = llmSettings()
  if (settings) {
    try {
      return await llmAnswer(settings, question, locale)
    } catch (error) {
      logger.warn(
        { error },
        'assistant model failed: the built-in assistant answers'
      )
    }
  }
  return builtInAnswer(question, locale)
}

/** Stores the question and the answer; the first answer opens the conversation it continues. */
export const completion = async (
  input: { message?: unknown; id?: unknown },
  { locale, ip }: { locale: Locale; ip?: string | null }
) => {
  const { message, id } = await validateWith(chatMessageSchema, input)
  const me = currentUser()
  await enforceRateLimit(CHAT_RATE_LIMIT, {
    ip,
    subject: me.email.toLowerCase(),
  })
  const conversation = id
    ? await myConversation(id)
    : await db.chatCompletion.create({
        data: { userId: me.id, companyId: me.companyId },
      })
  const response = await answerOf(message, locale)
  await db.chatMessage.createMany({
    data: [
      { completionId: conversation.id, author: 'USER', message },
      { completionId: conversation.id, author: 'ASSISTANT', message: response },
    ],
  })
  return { completionId: conversation.id, response }
}

/** A conversation's messages, oldest first: the chat shows them again after a reload. */
export const conversationMessages = async (id: string) => {
  await myConversation(id)
  return db.chatMessage.findMany({
    where: { completionId: id },
    // a question and its answer are written together: USER comes before ASSISTANT in the enum
    orderBy: [{ createdAt: 'asc' }, { author: 'asc' }],
    select: { id: true, author: true, message: true, createdAt: true },
  })
}
