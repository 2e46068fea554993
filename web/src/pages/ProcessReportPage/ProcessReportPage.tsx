import { useTranslation } from 'react-i18next'

import PageTitle from 'src/components/PageTitle/PageTitle'
import ProcessReportCell from 'src/components/Process/Report/ProcessReportCell'

/** Spec §2: the process report, opened in a new tab from the process page, printable. */
const ProcessReportPage = ({ uid }: { uid: string }) => {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle parts={[t('pages.processReport')]} />
      <ProcessReportCell uid={uid} />
    </>
  )
}

export default ProcessReportPage
