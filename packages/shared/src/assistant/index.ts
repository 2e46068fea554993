import * as yup from 'yup'

import { required } from '../fields'

import { CHAT_MESSAGE_MAX } from './chat'

// The chat's constants apart from its schema: the app shell imports them on every page, yup not.
export * from './chat'

export const chatMessageSchema = yup.object({
  message: yup
    .string()
    .trim()
    .required(required)
    .max(CHAT_MESSAGE_MAX, { key: 'chat.errors.tooLong', values: { max: CHAT_MESSAGE_MAX } }),
  id: yup.string().nullable().optional(),
})

export type ChatMessageInput = yup.InferType<typeof chatMessageSchema>
