import type { ReactNode } from 'react'

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'

export interface HeaderMenuEntry {
  key: string
  label: ReactNode
  onSelect?: () => void
  href?: string
}

interface HeaderMenuProps {
  /** what the menu is, read before the button's visible content */
  label: string
  /** visible content; without it the button shows only an icon */
  button: ReactNode
  entries: HeaderMenuEntry[]
}

/** A header drop-down menu: keyboard navigable, Escape closes, ARIA menu roles (Headless UI). */
const HeaderMenu = ({ label, button, entries }: HeaderMenuProps) => (
  <Menu as="div" className="relative">
    <MenuButton
      title={label}
      className="flex h-9 items-center gap-2 rounded-md px-2 text-slate-700 hover:bg-slate-100"
    >
      {/* the accessible name starts with what the menu is and contains the visible text */}
      <span className="sr-only">{label}: </span>
      {button}
    </MenuButton>
    <MenuItems
      anchor="bottom end"
      className="z-40 mt-1 min-w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
    >
      {entries.map((entry) => (
        <MenuItem key={entry.key}>
          {entry.href ? (
            <a
              href={entry.href}
              onClick={entry.onSelect}
              className="flex items-center gap-2 px-3 py-2 text-slate-700 data-[focus]:bg-slate-100"
            >
              {entry.label}
            </a>
          ) : (
            <button
              type="button"
              onClick={entry.onSelect}
              className="flex w-full items-center gap-2 px-3 py-2 text-left text-slate-700 data-[focus]:bg-slate-100"
            >
              {entry.label}
            </button>
          )}
        </MenuItem>
      ))}
    </MenuItems>
  </Menu>
)

export default HeaderMenu
