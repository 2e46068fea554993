import { useTranslation } from 'react-i18next'

import { Link, routes, useParams } from '@redwoodjs/router'

import PageTitle from 'src/components/PageTitle/PageTitle'
import { spendSelectionOf } from 'src/components/Process/fromSpend'
import ProcessNewCell from 'src/components/Process/ProcessNewCell'

const ProcessNewPage = () => {
  const { t } = useTranslation()
  const params = useParams()
  return (
    <>
      <PageTitle parts={[t('pages.processNew')]} />
      <nav
        aria-label={t('process.page.breadcrumb')}
        className="mb-1 text-sm text-slate-500"
      >
        <Link to={routes.processList()} className="hover:text-slate-800">
          {t('pages.processList')}
        </Link>
      </nav>
      <h1 className="mb-4 text-xl font-semibold">{t('pages.processNew')}</h1>
      {/* ?contract=<id>: started from an expiring contract; ?spendSupplier=…: from the spend */}
      <ProcessNewCell
        fromContractId={params.contract}
        fromSpend={spendSelectionOf(params)}
      />
    </>
  )
}

export default ProcessNewPage
