import type { ReactNode } from 'react'

import { Inbox } from 'lucide-react'

interface EmptyStateProps {
  title: string
  description?: string
  action?: ReactNode
}

/** What a list or screen shows when it has nothing yet, and what to do next. */
const EmptyState = ({ title, description, action }: EmptyStateProps) => (
  <div className="flex flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
    <Inbox size={32} className="text-slate-400" aria-hidden />
    <p className="mt-3 font-medium text-slate-800">{title}</p>
    {description && (
      <p className="mt-1 max-w-md text-slate-500">{description}</p>
    )}
    {action && <div className="mt-4">{action}</div>}
  </div>
)

export default EmptyState
