import { formatNumber, formatUnitPrice } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import type { AuctionRules } from './auctionRecord'

/** The rules a bidder plays by: the minimum decrement, the soft close, and what they see of others. */
const AuctionRulesSummary = ({
  rules,
  currency,
}: {
  rules: Pick<
    AuctionRules,
    | 'decrementKind'
    | 'decrement'
    | 'extensionMinutes'
    | 'triggerMinutes'
    | 'visibility'
  >
  currency: string
}) => {
  const { t, i18n } = useTranslation()
  const decrement =
    rules.decrementKind === 'PERCENT'
      ? `${formatNumber(rules.decrement, i18n.language, 4)}%`
      : formatUnitPrice(rules.decrement, currency, i18n.language)
  return (
    <ul
      className="list-inside list-disc text-sm text-slate-700"
      data-testid="auction-rules"
    >
      <li>
        {t(`auction.rules.decrement.${rules.decrementKind}`, { decrement })}
      </li>
      <li>
        {rules.extensionMinutes > 0 && rules.triggerMinutes > 0
          ? t('auction.rules.softClose', {
              trigger: rules.triggerMinutes,
              extension: rules.extensionMinutes,
            })
          : t('auction.rules.hardClose')}
      </li>
      <li>{t(`auction.rules.visibility.${rules.visibility}`)}</li>
      <li>{t('auction.rules.tie')}</li>
    </ul>
  )
}

export default AuctionRulesSummary
