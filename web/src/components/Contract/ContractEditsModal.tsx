import { useTranslation } from 'react-i18next'

import Modal from 'src/components/Modal/Modal'

import ContractConsumptionCell from './ContractConsumptionCell'
import ContractEditsCell from './ContractEditsCell'
import type { ContractRecord } from './contractRecord'

/** The history of the contract chosen in the list, in a dialog. */
const ContractEditsModal = ({
  contract,
  onClose,
}: {
  contract: ContractRecord | null
  onClose: () => void
}) => {
  const { t } = useTranslation()
  return (
    <Modal
      open={Boolean(contract)}
      title={t('contract.list.historyTitle', {
        contractId: contract?.contractId ?? '',
      })}
      onClose={onClose}
      width={560}
    >
      {contract?.sourceProcess && (
        <p className="mb-3 text-sm text-slate-700">
          {t('contract.fromAward.madeFrom', {
            process: contract.sourceProcess.code,
          })}
        </p>
      )}
      {contract && (
        <div className="flex flex-col gap-4">
          <ContractConsumptionCell id={contract.id} />
          <ContractEditsCell id={contract.id} />
        </div>
      )}
    </Modal>
  )
}

export default ContractEditsModal
