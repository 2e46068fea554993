import {
  DEFAULT_LOCALE,
  LOCALES,
  resolveLocale,
  resources,
  type Locale,
} from '@procura/shared'
import i18next from 'i18next'

// One instance for the api: emails, notifications and API errors are translated here.
const i18n = i18next.createInstance()
i18n.init({
  resources,
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  initAsync: false,
  interpolation: { escapeValue: false },
})

export const translate = (
  locale: Locale,
  key: string,
  values?: Record<string, unknown>
) => i18n.getFixedT(locale)(key, values)

type Headers = Record<string, string | undefined>

/** The request's locale: cookie, then Accept-Language, default en (spec §1). */
export const requestLocale = (headers: Headers = {}): Locale => {
  const header = (name: string) =>
    headers[name] ??
    Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1]
  return resolveLocale({
    cookie: header('cookie'),
    acceptLanguage: header('accept-language'),
  })
}
