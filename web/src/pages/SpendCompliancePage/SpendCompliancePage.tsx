import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Link, routes } from '@redwoodjs/router'

import PageTitle from 'src/components/PageTitle/PageTitle'
import SpendComplianceCell from 'src/components/Spend/SpendComplianceCell'

/** Contract compliance: the spend under contract, and the spend that escaped one (leakage). */
const SpendCompliancePage = () => {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle parts={[t('spend.compliance.title'), t('pages.spending')]} />
      <Link
        to={routes.spending()}
        className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700 hover:underline"
      >
        <ArrowLeft size={14} aria-hidden />
        {t('spendImports.back')}
      </Link>
      <h1 className="mb-1 text-xl font-semibold">
        {t('spend.compliance.title')}
      </h1>
      <p className="mb-4 text-sm text-slate-600">
        {t('spend.compliance.hint')}
      </p>
      <SpendComplianceCell />
    </>
  )
}

export default SpendCompliancePage
