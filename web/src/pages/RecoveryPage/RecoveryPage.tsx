import { useTranslation } from 'react-i18next'

import RecoveryForm from 'src/components/Auth/RecoveryForm'
import PageTitle from 'src/components/PageTitle/PageTitle'

const RecoveryPage = ({ oobCode }: { oobCode?: string }) => {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle parts={[t('auth.recovery.title')]} />
      <h1 className="mb-6 text-xl font-semibold">
        {t('auth.recovery.heading')}
      </h1>
      <RecoveryForm oobCode={oobCode} />
    </>
  )
}

export default RecoveryPage
