import { useCallback, useEffect, useState } from 'react'

// Spec §9: under 1200 px the sidebar becomes an overlay, closed by default.
export const MOBILE_QUERY = '(max-width: 1199.98px)'
const COLLAPSED_KEY = 'procura.sidebar.collapsed'

const matchesMobile = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_QUERY).matches
    : false

/** Desktop: expanded (280 px) or collapsed (80 px), remembered. Mobile: an overlay, open or closed. */
export const useSidebar = () => {
  const [isMobile, setIsMobile] = useState(matchesMobile)
  const [collapsed, setCollapsed] = useState(
    () =>
      typeof localStorage !== 'undefined' &&
      localStorage.getItem(COLLAPSED_KEY) === 'true'
  )
  const [mobileOpen, setMobileOpen] = useState(false)

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const media = window.matchMedia(MOBILE_QUERY)
    const onChange = () => {
      setIsMobile(media.matches)
      setMobileOpen(false)
    }
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [])

  const closeMobile = useCallback(() => setMobileOpen(false), [])

  const toggle = useCallback(() => {
    if (isMobile) return setMobileOpen((open) => !open)
    setCollapsed((was) => {
      localStorage.setItem(COLLAPSED_KEY, String(!was))
      return !was
    })
  }, [isMobile])

  return {
    isMobile,
    collapsed: !isMobile && collapsed,
    mobileOpen,
    toggle,
    closeMobile,
  }
}
