import { LOCALES, toLocale } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import { LOCALE_FLAGS } from 'src/components/Icons/Flags'
import { setLocale } from 'src/i18n'

import HeaderMenu from './HeaderMenu'

/**
 * The language menu with the Brazil and USA flags: it changes the screen only, kept in the locale
 * cookie. The account's language, which emails and notifications follow, is the profile's to change.
 */
const LanguageMenu = () => {
  const { t, i18n } = useTranslation()
  const current = toLocale(i18n.language) ?? 'en'
  const CurrentFlag = LOCALE_FLAGS[current]
  return (
    <HeaderMenu
      label={t('nav.languageMenu')}
      button={
        <>
          <CurrentFlag />
          <span className="text-sm">{t(`app.languages.${current}`)}</span>
        </>
      }
      entries={LOCALES.map((locale) => {
        const Flag = LOCALE_FLAGS[locale]
        return {
          key: locale,
          label: (
            <>
              <Flag /> {t(`app.languages.${locale}`)}
            </>
          ),
          onSelect: () => setLocale(locale),
        }
      })}
    />
  )
}

export default LanguageMenu
