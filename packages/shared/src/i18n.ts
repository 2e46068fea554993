import en from './locales/en.json'
import pt from './locales/pt.json'

export const LOCALES = ['en', 'pt'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'locale'

export const resources = { en: { translation: en }, pt: { translation: pt } }

/** 'pt-BR' → 'pt', 'en-US' → 'en'; anything else → undefined. */
export const toLocale = (tag?: string | null): Locale | undefined => {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0]
  return LOCALES.find((locale) => locale === language)
}

/** One cookie's value from a Cookie header (or document.cookie), undecoded; undefined when absent. */
export const cookieValue = (cookieHeader: string | undefined | null, name: string) =>
  cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1)

/** Spec §1: the locale cookie, then Accept-Language (by quality), default en. */
export const resolveLocale = ({
  cookie,
  acceptLanguage,
}: {
  cookie?: string | null
  acceptLanguage?: string | null
}): Locale => {
  const fromCookie = toLocale(cookieValue(cookie, LOCALE_COOKIE))
  if (fromCookie) return fromCookie
  const byQuality = (acceptLanguage ?? '')
    .split(',')
    .map((entry) => {
      const [tag, ...params] = entry.trim().split(';')
      const q = params.find((p) => p.trim().startsWith('q='))
      return { tag, quality: q ? Number(q.trim().slice(2)) : 1 }
    })
    .sort((a, b) => b.quality - a.quality)
  for (const { tag } of byQuality) {
    const locale = toLocale(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}

/** Every key path of a nested translation object, e.g. 'auth.signIn.title'. */
export const translationKeys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? translationKeys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`]
  )
