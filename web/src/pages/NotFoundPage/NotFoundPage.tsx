import { useTranslation } from 'react-i18next'

import { Link, routes } from '@redwoodjs/router'

import PageTitle from 'src/components/PageTitle/PageTitle'

const NotFoundPage = () => {
  const { t } = useTranslation()
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3">
      <PageTitle parts={[t('notFound.title')]} />
      <h1 className="text-xl font-semibold">{t('notFound.title')}</h1>
      <Link
        to={routes.dashboard()}
        className="text-primary-600 hover:underline"
      >
        {t('notFound.back')}
      </Link>
    </main>
  )
}

export default NotFoundPage
