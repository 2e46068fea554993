import { useTranslation } from 'react-i18next'

import ScreenPlaceholder from 'src/components/ScreenPlaceholder/ScreenPlaceholder'

const ProcessPage = ({ uid, step }: { uid: string; step: string }) => {
  const { t } = useTranslation()
  return (
    <ScreenPlaceholder
      screen="process"
      titleParts={[uid, t(`process.steps.${step}`)]}
    />
  )
}

export default ProcessPage
