import { useCallback, useEffect, useRef, useState } from 'react'

import type { DocumentNode, OperationVariables } from '@apollo/client'

import { useSubscription } from '@redwoodjs/web'

/** Pages are heard from every 20 s (the api's heartbeat): silence past this means the line is down. */
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
  const heard = useRef(Date.now())
  const wasDown = useRef(false)
  wasDown.current = down
  const pausedNow = useRef(paused)
  pausedNow.current = paused
  const onHeard = useCallback(
    (data: T | undefined) => {
      heard.current = Date.now()
      if (wasDown.current) {
        setDown(false)
        resync()
      }
      if (data) onData(data)
    },
    [onData, resync]
  )
  useSubscription<T, V>(document, {
    variables,
    skip: paused || !ready,
    onData: ({ data }) => onHeard(data.data),
    onError: () => {
      setDown(true)
      setPaused(true)
    },
  })
  useEffect(() => {
    const timer = setInterval(() => {
      const silent = Date.now() - heard.current > SILENT_MS
      if (!silent && !wasDown.current) return
      setDown(true)
      resync()
      // a line gone quiet is dropped; the next tick opens a new one, given the heartbeat's time
      if (silent && !pausedNow.current) setPaused(true)
      else if (pausedNow.current) {
        heard.current = Date.now()
        setPaused(false)
      }
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [resync])
  return { live: !down }
}
