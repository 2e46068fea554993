import { useEffect, useRef, useState } from 'react'

import type { DocumentNode, OperationVariables } from '@apollo/client'

import { useSubscription } from '@redwoodjs/web'

/** Pages are heard from when they subscribe and every 20 s after (the api's heartbeat): silence past this means the line is down. */
const SILENT_MS = 30_000
/** While it is down, the page reads the whole state this often, and tries the line again. */
export const POLL_MS = 5_000

/**
 * A subscription that survives its connection: while it is down (an error, or silence past the
 * heartbeat) the page polls with `resync` and subscribes again; the first update after a gap
 * resyncs once more, since what happened meanwhile was not heard.
 */
export const useLiveSubscription = <T, V extends OperationVariables>(
  document: DocumentNode,
  variables: V,
  {
    onData,
    resync,
    ready = true,
  }: {
    onData: (data: T) => void
    resync: () => unknown
    /** false until the subscription can be sent (its credentials loaded) */
    ready?: boolean
  }
) => {
  const [down, setDown] = useState(false)
  const [paused, setPaused] = useState(false)
  // what the timer and the callbacks read, as of the last render, without restarting them on each
  const latest = useRef({ onData, resync, down, paused, heard: Date.now() })
  Object.assign(latest.current, { onData, resync, down, paused })
  useSubscription<T, V>(document, {
    variables,
    skip: paused || !ready,
    onData: ({ data }) => {
      const now = latest.current
      now.heard = Date.now()
      if (now.down) {
        setDown(false)
        now.resync()
      }
      if (data.data) now.onData(data.data)
    },
    onError: () => {
      setDown(true)
      setPaused(true)
    },
  })
  useEffect(() => {
    if (!ready) return
    latest.current.heard = Date.now()
    const timer = setInterval(() => {
      const now = latest.current
      const silent = Date.now() - now.heard > SILENT_MS
      if (!silent && !now.down) return
      setDown(true)
      now.resync()
      // a line gone quiet is dropped; the next tick opens a new one, given the heartbeat's time
      if (silent && !now.paused) setPaused(true)
      else if (now.paused) {
        now.heard = Date.now()
        setPaused(false)
      }
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [ready])
  return { live: !down }
}
