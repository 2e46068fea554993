import {
  LOCALE_COOKIE,
  LOCALES,
  resolveLocale,
  toLocale,
  type Locale,
} from '@procura/shared'
import i18n, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'

// Each language's messages load when it is first used: a page carries one language, not both.
const MESSAGES = {
  en: () => import('@procura/shared/locales/en.json'),
  pt: () => import('@procura/shared/locales/pt.json'),
} satisfies Record<Locale, unknown>

const messagesBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, done) => {
    MESSAGES[toLocale(language) ?? 'en']().then(
      (messages) => done(null, messages.default),
      (error) => done(error, false)
    )
  },
}

/** Spec §1: the locale cookie, then the browser's languages, default en. */
const initialLocale = () =>
  typeof document === 'undefined'
    ? 'en'
    : resolveLocale({
        cookie: document.cookie,
        acceptLanguage: navigator.languages?.join(','),
      })

/** Resolves once the first language's messages are in: the app renders after it. */
export const i18nReady = i18n
  .use(messagesBackend)
  .use(initReactI18next)
  .init({
    lng: initialLocale(),
    supportedLngs: [...LOCALES],
    // both languages have every message (shared i18n test): no second language to load
    fallbackLng: false,
    interpolation: { escapeValue: false },
  })

const syncDocumentLanguage = (locale: string) => {
  if (typeof document !== 'undefined')
    document.documentElement.lang = locale === 'pt' ? 'pt-BR' : 'en'
}
syncDocumentLanguage(i18n.language)
i18n.on('languageChanged', syncDocumentLanguage)

/** Switches the language and remembers it in the cookie the api reads too. */
export const setLocale = (locale: Locale) => {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`
  return i18n.changeLanguage(locale)
}

export default i18n
