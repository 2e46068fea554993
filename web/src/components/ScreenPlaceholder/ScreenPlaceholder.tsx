import { useTranslation } from 'react-i18next'

import EmptyState from 'src/components/EmptyState/EmptyState'
import PageTitle from 'src/components/PageTitle/PageTitle'

export type Screen = 'dashboard' | 'processList' | 'process'

interface ScreenPlaceholderProps {
  screen: Screen
  /** further title parts after the screen's name, e.g. a process number and step */
  titleParts?: string[]
}

/** A screen whose content a later issue builds: its title and an empty state, never a blank page. */
const ScreenPlaceholder = ({
  screen,
  titleParts = [],
}: ScreenPlaceholderProps) => {
  const { t } = useTranslation()
  const heading = t(`pages.${screen}`)
  return (
    <>
      <PageTitle parts={[heading, ...titleParts]} />
      <h1 className="mb-4 text-xl font-semibold">
        {[heading, ...titleParts].join(' · ')}
      </h1>
      <EmptyState title={t('empty.title')} description={t(`empty.${screen}`)} />
    </>
  )
}

export default ScreenPlaceholder
