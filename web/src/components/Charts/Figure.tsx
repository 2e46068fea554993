import { Link } from '@redwoodjs/router'

interface FigureProps {
  label: string
  value: string
  /** a line under the number: what it is made of or compared with */
  detail?: string
  /** where the things it counts are listed */
  to?: string
}

/** One headline number of a dashboard, with what it counts. */
const Figure = ({ label, value, detail, to }: FigureProps) => (
  <div
    role="group"
    aria-label={label}
    className="rounded-lg border border-slate-200 bg-white p-4"
  >
    <p className="text-sm text-slate-600">{label}</p>
    <p className="tabular mt-1 text-2xl font-semibold">
      {to ? (
        <Link to={to} className="text-primary-700 hover:underline">
          {value}
        </Link>
      ) : (
        value
      )}
    </p>
    {detail && <p className="mt-1 text-xs text-slate-500">{detail}</p>}
  </div>
)

export default Figure
