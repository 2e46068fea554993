import type { ReactNode } from 'react'

/** A screen's headline figures, three to a row: each label over its value (or a number that opens its lines). */
const Headlines = ({ figures }: { figures: [string, ReactNode][] }) => (
  <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
    {figures.map(([label, value]) => (
      <div key={label}>
        <dt className="text-sm text-slate-600">{label}</dt>
        <dd className="tabular text-2xl font-semibold">{value}</dd>
      </div>
    ))}
  </dl>
)

export default Headlines
