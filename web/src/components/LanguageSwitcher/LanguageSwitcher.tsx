import { LOCALES, type Locale } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import { setLocale } from 'src/i18n'

const LanguageSwitcher = () => {
  const { t, i18n } = useTranslation()
  return (
    <label className="language-switcher">
      <span>{t('app.language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => setLocale(event.target.value as Locale)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`app.languages.${locale}`)}
          </option>
        ))}
      </select>
    </label>
  )
}

export default LanguageSwitcher
