import type { ReactNode } from 'react'

/** A number that opens the lines behind it. */
const OpensLines = ({
  label,
  onOpen,
  children,
}: {
  label: string
  onOpen: () => void
  children: ReactNode
}) => (
  <button
    type="button"
    onClick={onOpen}
    aria-label={label}
    className="tabular text-primary-700 hover:underline"
  >
    {children}
  </button>
)

export default OpensLines
