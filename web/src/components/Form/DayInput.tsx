import {
  forwardRef,
  useEffect,
  useState,
  type InputHTMLAttributes,
} from 'react'

import { dayPattern, readDay, writeDay } from '@procura/shared'
import { useTranslation } from 'react-i18next'

type DayInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> & {
  /** the day as ISO text ('YYYY-MM-DD'), or what was typed while it is no day */
  value: string | null | undefined
  onChange: (value: string) => void
}

/**
 * A calendar day typed as the app's language writes it ("01/31/2026", "31/01/2026"), not as the
 * browser's date input would (the browser's own language). It hands on ISO text once the text is a
 * day, and the text itself until then, for the form's rules to name the problem.
 */
const DayInput = forwardRef<HTMLInputElement, DayInputProps>(
  ({ value, onChange, ...input }, ref) => {
    const { t, i18n } = useTranslation()
    const language = i18n.language
    const [text, setText] = useState(() => writeDay(value, language))
    // a value set from outside (a reset, a prefill) or another language: written anew
    useEffect(() => {
      if ((readDay(text, language) ?? text) !== (value ?? ''))
        setText(writeDay(value, language))
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [value, language])
    return (
      <input
        {...input}
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={dayPattern(language, {
          day: t('common.dayPattern.day'),
          month: t('common.dayPattern.month'),
          year: t('common.dayPattern.year'),
        })}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          onChange(readDay(event.target.value, language) ?? event.target.value)
        }}
      />
    )
  }
)
DayInput.displayName = 'DayInput'

export default DayInput
