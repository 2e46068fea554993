import { useTranslation } from 'react-i18next'

import EmptyState from 'src/components/EmptyState/EmptyState'

/** Review, flow and final come with the approval workflow (issue 7); the step list already links them. */
const LaterStep = () => {
  const { t } = useTranslation()
  return (
    <EmptyState
      title={t('empty.title')}
      description={t('process.page.laterStep')}
    />
  )
}

export default LaterStep
