import { useEffect, useState } from 'react'

import { decimalText, readDecimal, writeDecimal } from '@procura/shared'

/** `invalid` for a value that is a problem whose typed text the input itself holds. */
export const KEEP_TYPED = {}

/**
 * The text a number input shows for an exact decimal `value`: what the user typed while it still
 * reads as that value ("1.50" stays "1.50"), else the value as `language` writes it. A value set
 * from outside (a reset, a paste) or a new language rewrites it. While the typed text is no number
 * (`invalid`), it stays as typed; `invalid` text from elsewhere (a paste) is shown as it is.
 */
export const useDecimalText = (
  value: string | number | null | undefined,
  language: string,
  invalid?: { text?: string }
) => {
  const [text, setText] = useState(
    () => invalid?.text ?? writeDecimal(value, language)
  )
  useEffect(() => {
    if (invalid) {
      if (invalid.text !== undefined) setText(invalid.text)
      return
    }
    const exact = decimalText(value)
    setText((shown) =>
      readDecimal(shown, language) === exact
        ? shown
        : writeDecimal(exact, language)
    )
  }, [value, language, invalid])
  return [text, setText] as const
}
