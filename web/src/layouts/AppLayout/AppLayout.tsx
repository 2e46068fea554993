import { useEffect, type ReactNode } from 'react'

import AssistantChat from 'src/components/Chat/AssistantChat'
import Header from 'src/components/Layout/Header'
import Sidebar from 'src/components/Layout/Sidebar'
import { useSidebar } from 'src/components/Layout/useSidebar'

/** Spec §2: a collapsible sidebar (280 / 80 px; an overlay under 1200 px) beside the header and page. */
const AppLayout = ({ children }: { children?: ReactNode }) => {
  const { isMobile, collapsed, mobileOpen, toggle, closeMobile } = useSidebar()
  useEffect(() => {
    if (!mobileOpen) return
    const closeOnEscape = (event: KeyboardEvent) =>
      event.key === 'Escape' && closeMobile()
    window.addEventListener('keydown', closeOnEscape)
    return () => window.removeEventListener('keydown', closeOnEscape)
  }, [mobileOpen, closeMobile])
  return (
    <div className="flex min-h-screen">
      {!isMobile && (
        // the column runs the page's whole height; the menu in it stays in view
        <div
          data-testid="sidebar-column"
          className="shrink-0 border-r border-slate-200 bg-white"
        >
          <aside
            data-testid="sidebar"
            className={`sticky top-0 h-screen transition-[width] ${collapsed ? 'w-sidebar-collapsed' : 'w-sidebar'}`}
          >
            <Sidebar collapsed={collapsed} />
          </aside>
        </div>
      )}
      {isMobile && mobileOpen && (
        <>
          <div
            className="fixed inset-0 z-40 bg-slate-900/40"
            aria-hidden
            onClick={closeMobile}
          />
          <aside
            data-testid="sidebar"
            className="fixed inset-y-0 left-0 z-50 w-sidebar border-r border-slate-200 bg-white shadow-xl"
          >
            <Sidebar collapsed={false} onNavigate={closeMobile} />
          </aside>
        </>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <Header onToggleSidebar={toggle} />
        {/* room at the bottom for the floating assistant button */}
        <main className="flex-1 p-6 pb-24">{children}</main>
      </div>
      <AssistantChat />
    </div>
  )
}

export default AppLayout
