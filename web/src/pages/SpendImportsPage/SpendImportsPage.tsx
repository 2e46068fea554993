import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Link, routes } from '@redwoodjs/router'

import PageTitle from 'src/components/PageTitle/PageTitle'
import SpendImportsCell from 'src/components/SpendImport/SpendImportsCell'
import SpendImportUpload from 'src/components/SpendImport/SpendImportUpload'

const SpendImportsPage = () => {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle parts={[t('spendImports.title'), t('pages.spending')]} />
      <Link
        to={routes.spending()}
        className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700 hover:underline"
      >
        <ArrowLeft size={14} aria-hidden />
        {t('spendImports.back')}
      </Link>
      <h1 className="mb-4 text-xl font-semibold">{t('spendImports.title')}</h1>
      <div className="flex flex-col gap-6">
        <SpendImportUpload />
        <section className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">
            {t('spendImports.list.title')}
          </h2>
          <SpendImportsCell />
        </section>
      </div>
    </>
  )
}

export default SpendImportsPage
