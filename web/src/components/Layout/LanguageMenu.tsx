import { LOCALES, toLocale } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  UpdateMyLocaleMutation,
  UpdateMyLocaleMutationVariables,
} from 'types/graphql'

import { useMutation } from '@redwoodjs/web'

import { useAuth } from 'src/auth'
import { LOCALE_FLAGS } from 'src/components/Icons/Flags'
import { setLocale } from 'src/i18n'

import HeaderMenu from './HeaderMenu'

export const UPDATE_MY_LOCALE = gql`
  mutation UpdateMyLocaleMutation($locale: String!) {
    updateMyLocale(locale: $locale) {
      id
      locale
    }
  }
`

/**
 * The language menu with the Brazil and USA flags; the choice is kept in the locale cookie and,
 * once signed in, on the user, so that notifications and emails follow it.
 */
const LanguageMenu = () => {
  const { t, i18n } = useTranslation()
  const { isAuthenticated } = useAuth()
  const [remember] = useMutation<
    UpdateMyLocaleMutation,
    UpdateMyLocaleMutationVariables
  >(UPDATE_MY_LOCALE)
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
          onSelect: () => {
            setLocale(locale)
            // the screen already speaks it; the stored choice only steers later emails
            if (isAuthenticated)
              remember({ variables: { locale } }).catch(() => undefined)
          },
        }
      })}
    />
  )
}

export default LanguageMenu
