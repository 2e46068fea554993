import { formatNumber } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import Button from 'src/components/Button/Button'

/** The lines a page holds (the api's page). */
export const PAGE = 100

/** Which lines of how many a page shows, the largest first, and the way to the pages beside it. */
const LinesPager = ({
  offset,
  shown,
  total,
  onPage,
}: {
  offset: number
  shown: number
  total: number
  onPage: (offset: number) => void
}) => {
  const { t, i18n } = useTranslation()
  const count = (value: number) => formatNumber(value, i18n.language, 0)
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
      <span>
        {t('spend.compliance.lines.range', {
          first: count(offset + 1),
          last: count(offset + shown),
          total: count(total),
        })}
      </span>
      <span className="flex gap-2">
        <Button
          variant="secondary"
          size="slim"
          disabled={offset === 0}
          onClick={() => onPage(Math.max(0, offset - PAGE))}
        >
          {t('spend.compliance.lines.previous')}
        </Button>
        <Button
          variant="secondary"
          size="slim"
          disabled={offset + shown >= total}
          onClick={() => onPage(offset + PAGE)}
        >
          {t('spend.compliance.lines.next')}
        </Button>
      </span>
    </div>
  )
}

export default LinesPager
