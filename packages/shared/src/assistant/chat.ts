// The floating assistant chat (spec §2, §3, §4 chat flow, §9 sizes).

export const CHAT_AUTHORS = ['SYSTEM', 'USER', 'WAITING', 'ASSISTANT'] as const
export type ChatAuthor = (typeof CHAT_AUTHORS)[number]

/** Spec §9: the waiting placeholder shows after 500 ms; the copy toast lasts 1 s. */
export const CHAT_REPLY_DELAY_MS = 500
export const CHAT_COPY_TOAST_MS = 1000

/** A question longer than this is refused with a message (a prompt is not a document). */
export const CHAT_MESSAGE_MAX = 1000

/**
 * A link in an answer, written [label](/app/…): the chat shows it as a link to that screen. Only
 * the app's own paths, so an answer never links elsewhere.
 */
export const CHAT_LINK = /\[([^\]]+)\]\((\/app[^)\s]*)\)/g
