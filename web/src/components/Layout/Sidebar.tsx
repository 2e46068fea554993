import {
  BarChart3,
  FileText,
  LayoutDashboard,
  ListChecks,
  PieChart,
  TrafficCone,
  Truck,
  type LucideIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { NavLink, routes } from '@redwoodjs/router'

interface NavItem {
  to: string
  label: string
  icon: LucideIcon
  /** also active on the pages below it (a list and its records) */
  subPaths?: boolean
}

const useNavGroups = (): { label: string; items: NavItem[] }[] => {
  const { t } = useTranslation()
  return [
    {
      label: t('nav.sourcingManager'),
      items: [
        {
          to: routes.dashboard(),
          label: t('nav.dashboard'),
          icon: LayoutDashboard,
        },
        {
          to: routes.processList(),
          label: t('nav.processes'),
          icon: ListChecks,
          subPaths: true,
        },
        {
          to: routes.suppliers(),
          label: t('nav.suppliers'),
          icon: Truck,
          subPaths: true,
        },
      ],
    },
    {
      label: t('nav.trafficLight'),
      items: [
        {
          to: routes.contractDashboard(),
          label: t('nav.dashboard'),
          icon: TrafficCone,
        },
        {
          to: routes.contractList(),
          label: t('nav.contracts'),
          icon: FileText,
          subPaths: true,
        },
      ],
    },
    {
      label: t('nav.spendingAnalysis'),
      items: [
        { to: routes.spending(), label: t('nav.dashboard'), icon: BarChart3 },
      ],
    },
  ]
}

interface SidebarProps {
  collapsed: boolean
  onNavigate?: () => void
}

/** Three groups of links (spec §2); collapsed it keeps only the icons, named for screen readers. */
const Sidebar = ({ collapsed, onNavigate }: SidebarProps) => {
  const { t } = useTranslation()
  const groups = useNavGroups()
  return (
    <nav
      aria-label={t('nav.main')}
      className="flex h-full flex-col gap-6 overflow-y-auto px-3 py-4"
    >
      <div className="flex items-center gap-2 px-2 text-lg font-semibold text-primary-600">
        <PieChart size={22} aria-hidden />
        {!collapsed && t('app.name')}
      </div>
      {groups.map((group) => (
        <div key={group.label} role="group" aria-label={group.label}>
          {!collapsed && (
            <p className="mb-1 px-2 text-xs font-medium uppercase tracking-wide text-slate-500">
              {group.label}
            </p>
          )}
          <ul className="flex flex-col gap-0.5">
            {group.items.map(({ to, label, icon: Icon, subPaths }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  matchSubPaths={subPaths}
                  onClick={onNavigate}
                  title={collapsed ? `${group.label}: ${label}` : undefined}
                  aria-label={
                    collapsed ? `${group.label}: ${label}` : undefined
                  }
                  className={`flex h-9 items-center gap-3 rounded-md px-2 text-slate-700 hover:bg-slate-100 ${collapsed ? 'justify-center' : ''}`}
                  activeClassName={`flex h-9 items-center gap-3 rounded-md bg-primary-50 px-2 font-medium text-primary-700 ${collapsed ? 'justify-center' : ''}`}
                >
                  <Icon size={18} aria-hidden />
                  {!collapsed && label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

export default Sidebar
