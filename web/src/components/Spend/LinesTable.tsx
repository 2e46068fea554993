import type { ReactNode } from 'react'

import { useTranslation } from 'react-i18next'

import LinesPager from './LinesPager'

/** A column of a page of spend lines: its label's key, and whether it holds amounts. */
export interface LineColumn {
  key: string
  numeric?: boolean
}

/** A page of spend lines, the largest first, with the pager to the next ones. */
const LinesTable = ({
  labels,
  columns,
  rows,
  total,
  offset,
  onPage,
}: {
  /** where the columns' labels are: `${labels}.${column.key}` */
  labels: string
  columns: LineColumn[]
  rows: ReactNode[][]
  total: number
  offset: number
  onPage: (offset: number) => void
}) => {
  const { t } = useTranslation()
  const align = (column: LineColumn) =>
    column.numeric ? 'tabular whitespace-nowrap text-right' : 'text-left'
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`px-2 py-1 font-medium ${align(column)}`}
                >
                  {t(`${labels}.${column.key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, n) => (
              <tr key={n} className="border-t border-slate-100">
                {cells.map((cell, column) => (
                  <td
                    key={columns[column].key}
                    className={`px-2 py-1 ${align(columns[column])}`}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LinesPager
        offset={offset}
        shown={rows.length}
        total={total}
        onPage={onPage}
      />
    </div>
  )
}

export default LinesTable
