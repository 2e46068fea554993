import { useTranslation } from 'react-i18next'

import { Link, routes } from '@redwoodjs/router'
import { Metadata } from '@redwoodjs/web'

const NotFoundPage = () => {
  const { t } = useTranslation()
  return (
    <main className="not-found">
      <Metadata title={t('notFound.title')} />
      <h1>{t('notFound.title')}</h1>
      <Link to={routes.dashboard()}>{t('notFound.back')}</Link>
    </main>
  )
}

export default NotFoundPage
