import type { ReactNode } from 'react'

/**
 * A box that scrolls what is too wide or too tall for it, reachable by keyboard (a focusable, named
 * region: axe's scrollable-region-focusable), also when nothing inside it takes the focus.
 */
const ScrollRegion = ({
  label,
  className = 'overflow-x-auto',
  children,
}: {
  label?: string
  className?: string
  children: ReactNode
}) => (
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box must take the focus to scroll by keyboard
  <div className={className} role="region" aria-label={label} tabIndex={0}>
    {children}
  </div>
)

export default ScrollRegion
