import { formatYearMonth } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import { Link, routes } from '@redwoodjs/router'

import { useSavingsFilterOptions } from './SavingsFilters'
import type { SavingsSelection } from './savingsLinks'

/** Over a process list opened from the dashboard: which number it lists, and the way back. */
const SavingsSelectionNote = ({
  selection,
}: {
  selection: SavingsSelection
}) => {
  const { t, i18n } = useTranslation()
  const month = (value?: string | null) =>
    value ? formatYearMonth(value, i18n.language) : '…'
  const options = useSavingsFilterOptions()
  const { filter, stage } = selection
  const named = (
    list: { id: string; label: string }[] | undefined,
    id: string
  ) => list?.find((entry) => entry.id === id)?.label ?? id
  const parts = [
    stage && t(`savings.stageNames.${stage}`),
    (filter.fromMonth || filter.toMonth) &&
      t('savings.selection.period', {
        from: month(filter.fromMonth),
        to: month(filter.toMonth),
      }),
    filter.categoryManagerId &&
      named(options?.categoryManagers, filter.categoryManagerId),
    filter.processType && t(`process.enums.processType.${filter.processType}`),
    filter.processProfile &&
      t(`process.enums.processProfile.${filter.processProfile}`),
    filter.categoryId && named(options?.categories, filter.categoryId),
    filter.currencyCode,
  ].filter(Boolean)
  return (
    <div
      role="status"
      className="mb-3 flex flex-wrap items-center gap-3 rounded-md border border-primary-200 bg-primary-50 px-3 py-2 text-sm"
    >
      <span>{t('savings.selection.title', { parts: parts.join(' · ') })}</span>
      <Link
        to={routes.dashboard()}
        className="text-primary-700 hover:underline"
      >
        {t('savings.selection.back')}
      </Link>
      <Link
        to={routes.processList()}
        className="text-primary-700 hover:underline"
      >
        {t('savings.selection.all')}
      </Link>
    </div>
  )
}

export default SavingsSelectionNote
