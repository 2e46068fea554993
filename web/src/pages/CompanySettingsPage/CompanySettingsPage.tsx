import { useTranslation } from 'react-i18next'

import CompanySettingsCell from 'src/components/Company/CompanySettingsCell'
import PageTitle from 'src/components/PageTitle/PageTitle'

const CompanySettingsPage = () => {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle parts={[t('company.settings.title')]} />
      <h1 className="mb-4 text-xl font-semibold">
        {t('company.settings.title')}
      </h1>
      <CompanySettingsCell />
    </>
  )
}

export default CompanySettingsPage
