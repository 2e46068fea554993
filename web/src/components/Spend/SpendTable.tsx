import { formatNumber, type AbcClass, type Numeric } from '@procura/shared'
import { FilePlus2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { SpendAnalysisQuery } from 'types/graphql'

import { Link } from '@redwoodjs/router'

/** A group of the analysis (value as decimal text). */
export type SpendGroup = SpendAnalysisQuery['spendAnalysis']['groups'][number]

const ABC_STYLE: Record<AbcClass, string> = {
  A: 'bg-primary-100 text-primary-800',
  B: 'bg-slate-200 text-slate-800',
  C: 'bg-slate-100 text-slate-600',
}

/** The groups with their share and cumulative share (Pareto), largest first; a row's name drills down. */
const SpendTable = ({
  title,
  dimensionName,
  measureName,
  groups,
  groupCount,
  total,
  showUnit,
  format,
  onSelect,
  sourceHref,
}: {
  title: string
  dimensionName: string
  measureName: string
  groups: SpendGroup[]
  groupCount: number
  total: SpendAnalysisQuery['spendAnalysis']['total']
  showUnit: boolean
  format: (value: Numeric, unit?: string | null) => string
  onSelect: (key: string) => void
  /** a supplier, material or material category row starts a sourcing process */
  sourceHref?: (key: string) => string
}) => {
  const { t, i18n } = useTranslation()
  const percent = (share: number) =>
    `${formatNumber(share * 100, i18n.language, 1)}%`
  const cell = 'px-2 py-1.5'
  return (
    <section
      aria-label={title}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 className="mb-2 font-medium">{title}</h2>
      <table className="w-full text-sm">
        <thead className="sticky top-0 bg-white text-slate-600">
          <tr>
            <th scope="col" className={`${cell} text-right font-medium`}>
              {t('spend.table.rank')}
            </th>
            <th scope="col" className={`${cell} text-left font-medium`}>
              {dimensionName}
            </th>
            <th scope="col" className={`${cell} text-right font-medium`}>
              {measureName}
            </th>
            {showUnit && (
              <th scope="col" className={`${cell} text-left font-medium`}>
                {t('spend.table.unit')}
              </th>
            )}
            <th scope="col" className={`${cell} text-right font-medium`}>
              {t('spend.table.share')}
            </th>
            <th scope="col" className={`${cell} text-right font-medium`}>
              {t('spend.table.cumulativeShare')}
            </th>
            <th scope="col" className={`${cell} text-center font-medium`}>
              {t('spend.table.abc')}
            </th>
            {sourceHref && (
              <th scope="col" className="sr-only">
                {t('spend.sourcing.start')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {groups.map((group, index) => (
            <tr key={group.key} className="h-9 border-t border-slate-100">
              <td className={`tabular ${cell} text-right text-slate-500`}>
                {index + 1}
              </td>
              <th scope="row" className={`${cell} text-left font-normal`}>
                {group.key ? (
                  <button
                    type="button"
                    onClick={() => onSelect(group.key)}
                    className="text-left text-primary-700 hover:underline"
                  >
                    {group.label}
                  </button>
                ) : (
                  group.label
                )}
              </th>
              <td className={`tabular ${cell} text-right`}>
                {format(group.value)}
              </td>
              {showUnit && (
                <td className={cell}>
                  {group.unit ?? t('spend.summary.mixedUnits')}
                </td>
              )}
              <td className={`tabular ${cell} text-right`}>
                {percent(group.share)}
              </td>
              <td className={`tabular ${cell} text-right`}>
                {percent(group.cumulativeShare)}
              </td>
              <td className={`${cell} text-center`}>
                <span
                  className={`rounded px-1.5 py-0.5 text-xs font-semibold ${ABC_STYLE[group.abc]}`}
                >
                  {group.abc}
                </span>
              </td>
              {sourceHref && (
                <td className={`${cell} text-right`}>
                  {group.key && (
                    <Link
                      to={sourceHref(group.key)}
                      aria-label={t('spend.sourcing.startFor', {
                        name: group.label,
                      })}
                      title={t('spend.sourcing.start')}
                      className="inline-flex h-7 w-7 items-center justify-center rounded text-primary-700 hover:bg-primary-50"
                    >
                      <FilePlus2 size={15} aria-hidden />
                    </Link>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 font-medium">
            <td />
            <th scope="row" className={`${cell} text-left`}>
              {t('spend.table.total')}
            </th>
            <td className={`tabular ${cell} text-right`}>{format(total)}</td>
            {showUnit && <td />}
            <td className={`tabular ${cell} text-right`}>{percent(1)}</td>
            <td colSpan={sourceHref ? 3 : 2} />
          </tr>
        </tfoot>
      </table>
      {groupCount > groups.length && (
        <p className="mt-2 text-xs text-slate-500">
          {t('spend.table.shown', {
            shown: groups.length,
            total: groupCount,
          })}
        </p>
      )}
    </section>
  )
}

export default SpendTable
