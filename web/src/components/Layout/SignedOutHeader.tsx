import { useTranslation } from 'react-i18next'

import LanguageMenu from './LanguageMenu'

/** The header of the pages read signed out (sign-in, terms): the product's name and the language switcher. */
const SignedOutHeader = () => {
  const { t } = useTranslation()
  return (
    <header className="flex w-full items-center justify-between border-b border-slate-200 bg-white px-6 py-2">
      <span className="text-lg font-semibold text-primary-600">
        {t('app.name')}
      </span>
      <LanguageMenu />
    </header>
  )
}

export default SignedOutHeader
