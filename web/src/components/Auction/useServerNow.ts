import { useEffect, useMemo, useState } from 'react'

const TICK_MS = 250

/**
 * The server's time, ticking: the clock's serverTime taken as the moment it arrived, so a page whose
 * computer runs fast or slow still counts down to the server's close (bids are timed there).
 */
export const useServerNow = (serverTime: string) => {
  const offset = useMemo(
    () => new Date(serverTime).getTime() - Date.now(),
    [serverTime]
  )
  const [now, setNow] = useState(() => Date.now() + offset)
  useEffect(() => {
    const tick = () => setNow(Date.now() + offset)
    tick()
    const timer = setInterval(tick, TICK_MS)
    return () => clearInterval(timer)
  }, [offset])
  return new Date(now)
}
