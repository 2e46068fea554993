import { formatDateTime } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import type { ProcessRecord } from '../processRecord'

import type { AnswerChangeRecord } from './portalRound'

/** What buyers changed of the answers suppliers sent on the portal: who, when, which cell, from what. */
const PortalAnswerHistory = ({
  history,
  process,
}: {
  history: AnswerChangeRecord[]
  process: ProcessRecord
}) => {
  const { t, i18n } = useTranslation()
  if (!history.length) return null
  const supplier = new Map(process.suppliers.map((s) => [s.id, s.name]))
  const item = new Map(process.items.map((i) => [i.id, i.code]))
  const shown = (value: string | null) => value ?? '–'
  return (
    <section aria-labelledby="portal-history" className="flex flex-col gap-1">
      <h3 id="portal-history" className="text-sm font-semibold">
        {t('process.portal.history')}
      </h3>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        {history.map((change) => (
          <li key={change.id}>
            {t('process.portal.change', {
              at: formatDateTime(change.createdAt, i18n.language),
              user: change.userName,
              supplier: supplier.get(change.supplierId),
              item: item.get(change.itemId),
              answeredBy: change.portalAnsweredBy,
            })}{' '}
            {change.fields
              .map(
                (field) =>
                  `${t(`process.quotations.${field.field}`)}: ${shown(field.before)} → ${shown(field.after)}`
              )
              .join('; ')}
          </li>
        ))}
      </ul>
    </section>
  )
}

export default PortalAnswerHistory
