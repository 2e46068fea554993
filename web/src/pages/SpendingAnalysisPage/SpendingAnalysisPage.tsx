import { useTranslation } from 'react-i18next'

import PageTitle from 'src/components/PageTitle/PageTitle'
import SpendDashboard from 'src/components/Spend/SpendDashboard'

const SpendingAnalysisPage = () => {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle parts={[t('pages.spending')]} />
      <h1 className="mb-4 text-xl font-semibold">{t('pages.spending')}</h1>
      <SpendDashboard />
    </>
  )
}

export default SpendingAnalysisPage
