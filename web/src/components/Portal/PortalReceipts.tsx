import { formatDateTime, formatUnitPrice } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import type { PortalPageData } from './portalPage'

/** Each answer the supplier sent: when, by whom, and the price it gave per item (or its decline). */
const PortalReceipts = ({ page }: { page: PortalPageData }) => {
  const { t, i18n } = useTranslation()
  const itemOf = new Map(page.items.map((item) => [item.id, item]))
  return (
    <section
      aria-labelledby="portal-receipts"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="portal-receipts" className="mb-2 font-semibold">
        {t('portal.page.receipts')}
      </h2>
      <ul className="flex flex-col gap-3 text-sm">
        {page.receipts.map((receipt) => (
          <li key={receipt.id}>
            {t('portal.page.receipt', {
              at: formatDateTime(receipt.createdAt, i18n.language),
              name: receipt.submittedBy,
            })}
            <ul className="mt-1 flex flex-col gap-0.5 pl-4 text-slate-700">
              {receipt.offers.map((offer) => {
                const item = itemOf.get(offer.itemId)
                return (
                  <li key={offer.itemId}>
                    {item ? `${item.code} · ${item.description}` : ''}:{' '}
                    {offer.declined
                      ? t('portal.declined')
                      : offer.unitPrice
                        ? formatUnitPrice(
                            offer.unitPrice,
                            page.process.currency,
                            i18n.language
                          )
                        : '–'}
                  </li>
                )
              })}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default PortalReceipts
