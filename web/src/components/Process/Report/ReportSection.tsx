import type { ReactNode } from 'react'

/** A part of the report, which prints after the one before it (see index.css @media print). */
const ReportSection = ({
  title,
  children,
}: {
  title: string
  children: ReactNode
}) => (
  <section aria-label={title} className="report-section mb-6">
    <h2 className="mb-2 border-b border-slate-300 pb-1 text-base font-semibold">
      {title}
    </h2>
    {children}
  </section>
)

export default ReportSection
