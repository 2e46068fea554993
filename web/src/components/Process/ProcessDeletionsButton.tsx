import { useState } from 'react'

import { History } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type {
  ProcessDeletionLogAccessQuery,
  ProcessDeletionLogAccessQueryVariables,
} from 'types/graphql'

import { useQuery } from '@redwoodjs/web'

import Button from 'src/components/Button/Button'
import Modal from 'src/components/Modal/Modal'

import ProcessDeletionsCell from './ProcessDeletionsCell'

const CAN_READ = gql`
  query ProcessDeletionLogAccessQuery {
    processDeletionLog {
      canRead
    }
  }
`

/** The deletion log's button, for the company's highest-ranked role only. */
const ProcessDeletionsButton = () => {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const { data } = useQuery<
    ProcessDeletionLogAccessQuery,
    ProcessDeletionLogAccessQueryVariables
  >(CAN_READ)
  if (!data?.processDeletionLog.canRead) return null
  return (
    <>
      <Button variant="ghost" icon={History} onClick={() => setOpen(true)}>
        {t('process.deletions.open')}
      </Button>
      <Modal
        open={open}
        title={t('process.deletions.title')}
        onClose={() => setOpen(false)}
        width={800}
      >
        {open && <ProcessDeletionsCell />}
      </Modal>
    </>
  )
}

export default ProcessDeletionsButton
