import type { ChatLine } from './useConversation'

// A short conversation, for the chat window's stories and tests.
export const chatLines: ChatLine[] = [
  { id: '1', author: 'USER', message: 'Which contracts expire in 30 days?' },
  {
    id: '2',
    author: 'ASSISTANT',
    message:
      '1 contract ends in the next 30 days:\n- [CT-5](/app/traffic-light/contract?contractId=CT-5) Filmes Sul, Stretch film, ends 11/28/26',
  },
]
