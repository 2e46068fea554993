import {
  LOCALE_COOKIE,
  LOCALES,
  resolveLocale,
  resources,
  type Locale,
} from '@procura/shared'
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

/** Spec §1: the locale cookie, then the browser's languages, default en. */
const initialLocale = () =>
  typeof document === 'undefined'
    ? 'en'
    : resolveLocale({
        cookie: document.cookie,
        acceptLanguage: navigator.languages?.join(','),
      })

i18n.use(initReactI18next).init({
  resources,
  lng: initialLocale(),
  supportedLngs: [...LOCALES],
  fallbackLng: 'en',
  initAsync: false,
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
