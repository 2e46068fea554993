import { CHAT_LINK } from '@procura/shared'

import { Link } from '@redwoodjs/router'

/** An answer's text, its [label](/app/…) links as links to the app's screens, its lines kept. */
const ChatMessageText = ({ text }: { text: string }) => {
  const parts: (string | { label: string; to: string })[] = []
  let last = 0
  for (const match of text.matchAll(CHAT_LINK)) {
    parts.push(text.slice(last, match.index))
    parts.push({ label: match[1], to: match[2] })
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return (
    <p className="whitespace-pre-line break-words">
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link
            // eslint-disable-next-line react/no-array-index-key -- the parts of one fixed text
            key={index}
            to={part.to}
            className="font-medium text-primary-700 underline"
          >
            {part.label}
          </Link>
        )
      )}
    </p>
  )
}

export default ChatMessageText
