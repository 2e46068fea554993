import { useTranslation } from 'react-i18next'

import { Link, routes } from '@redwoodjs/router'

import ContractNewCell from 'src/components/Contract/ContractNewCell'
import PageTitle from 'src/components/PageTitle/PageTitle'

const ContractNewPage = () => {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle parts={[t('pages.contractNew')]} />
      <nav
        aria-label={t('process.page.breadcrumb')}
        className="mb-1 text-sm text-slate-500"
      >
        <Link to={routes.contractList()} className="hover:text-slate-800">
          {t('pages.contractList')}
        </Link>
      </nav>
      <h1 className="mb-4 text-xl font-semibold">{t('pages.contractNew')}</h1>
      <ContractNewCell />
    </>
  )
}

export default ContractNewPage
