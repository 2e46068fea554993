import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Link, routes } from '@redwoodjs/router'

import PageTitle from 'src/components/PageTitle/PageTitle'
import SpendImportCell from 'src/components/SpendImport/SpendImportCell'

const SpendImportPage = ({ id }: { id: string }) => {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle parts={[t('spendImports.title'), t('pages.spending')]} />
      <Link
        to={routes.spendImports()}
        className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700 hover:underline"
      >
        <ArrowLeft size={14} aria-hidden />
        {t('spendImports.title')}
      </Link>
      <SpendImportCell id={id} />
    </>
  )
}

export default SpendImportPage
