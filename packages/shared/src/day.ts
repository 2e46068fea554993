import { localeTag } from './format'

// A calendar day as the app's language writes it in an input, whatever language the browser speaks:
// "1/31/2026" in English, "31/01/2026" in Portuguese. The day travels as ISO text ('YYYY-MM-DD').

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const WRITTEN_DAY = /^(\d{1,2})\D(\d{1,2})\D(\d{4})$/

const intlPartsOrder = (locale: string) =>
  new Intl.DateTimeFormat(localeTag(locale), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  })
    .formatToParts(new Date(Date.UTC(2026, 0, 31)))
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year')

/** The order the locale writes day, month and year in, as Intl says (asked once per locale). */
const orders = new Map<string, string[]>()
const partsOrder = (locale: string) => {
  let order = orders.get(locale)
  if (!order) {
    order = intlPartsOrder(locale)
    orders.set(locale, order)
  }
  return order
}
const isoOf = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day))
  // 31/02 is not a day: the date rolled over
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null
  return date.toISOString().slice(0, 10)
}

/**
 * A day typed in `locale` as ISO text; '' when nothing was typed; null when it is not a day. ISO
 * text itself is read in either language: it cannot be mistaken.
 */
export const readDay = (text: string, locale: string): string | null => {
  const typed = text.trim()
  if (!typed) return ''
  const iso = typed.match(ISO_DAY)
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  const written = typed.match(WRITTEN_DAY)
  if (!written) return null
  const parts = Object.fromEntries(
    partsOrder(locale).map((type, index) => [type, Number(written[index + 1])])
  )
  return isoOf(parts.year, parts.month, parts.day)
}

/** An ISO day as the locale writes it in an input: "01/31/2026", "31/01/2026" ('' for none). */
export const writeDay = (iso: string | null | undefined, locale: string) => {
  if (!iso || !ISO_DAY.test(iso)) return iso ?? ''
  return new Intl.DateTimeFormat(localeTag(locale), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`))
}

/** What the locale's input asks for: "MM/DD/YYYY", "DD/MM/AAAA". */
export const dayPattern = (
  locale: string,
  letters: { day: string; month: string; year: string }
) =>
  partsOrder(locale)
    .map((type) => letters[type as keyof typeof letters])
    .join('/')
