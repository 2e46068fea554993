import type { ReactNode } from 'react'

export interface ReportColumn {
  label: string
  /** numbers align right */
  numeric?: boolean
}

/** A plain, printable table: the report's items, pipeline and awards. */
const ReportTable = ({
  label,
  columns,
  rows,
}: {
  label: string
  columns: ReportColumn[]
  rows: { key: string; cells: ReactNode[] }[]
}) => (
  <div className="overflow-x-auto">
    <table className="w-full text-sm" aria-label={label}>
      <thead className="text-slate-600">
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={`px-2 py-1.5 font-medium ${column.numeric ? 'text-right' : 'text-left'}`}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-100">
            {row.cells.map((cell, index) => (
              <td
                key={columns[index].label}
                className={`px-2 py-1.5 ${columns[index].numeric ? 'tabular text-right' : ''}`}
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)

export default ReportTable
