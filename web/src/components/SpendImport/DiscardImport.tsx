import { useState } from 'react'

import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'
import ConfirmationDialog from 'src/components/ConfirmationDialog/ConfirmationDialog'

/** An import left at its mapping or its review: discarded, so that it no longer waits in the list. */
const DiscardImport = ({
  onDiscard,
}: {
  onDiscard: () => Promise<unknown>
}) => {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        className="self-start"
        onClick={() => setConfirming(true)}
      >
        {t('spendImports.discard.action')}
      </Button>
      <ConfirmationDialog
        open={confirming}
        title={t('spendImports.discard.title')}
        description={t('spendImports.discard.body')}
        confirmLabel={t('spendImports.discard.action')}
        onConfirm={onDiscard}
        onClose={() => setConfirming(false)}
      />
    </>
  )
}

export default DiscardImport
