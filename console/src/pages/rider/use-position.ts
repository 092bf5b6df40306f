import type { Point } from '@lotus/contract/geo'
import { inMacau, POSITION_EVERY_MS } from '@lotus/contract/rider'
import { useEffect, useRef, useState } from 'react'
import { staffApi } from '../../api'

export type PositionState = 'off' | 'waiting' | 'sharing' | 'outside' | 'denied' | 'unsupported'

/**
 * The phone's position (the browser's geolocation). While `share` is on (a delivery in hand) the latest one is
 * sent every POSITION_EVERY_MS; a position outside Macau is not sent (the server would refuse it).
 */
export function usePosition(share: boolean): { point: Point | null; state: PositionState } {
  const [point, setPoint] = useState<Point | null>(null)
  const [state, setState] = useState<PositionState>('waiting')
  const latest = useRef<Point | null>(null)

  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState('unsupported')
      return
    }
    const id = navigator.geolocation.watchPosition(
      (p) => {
        const next = { lat: p.coords.latitude, lng: p.coords.longitude }
        latest.current = next
        setPoint(next)
        setState(inMacau(next) ? 'sharing' : 'outside')
      },
      (err) => setState(err.code === err.PERMISSION_DENIED ? 'denied' : 'waiting'),
      { enableHighAccuracy: true, maximumAge: POSITION_EVERY_MS, timeout: 30_000 }
    )
    return () => navigator.geolocation.clearWatch(id)
  }, [])

  const located = point !== null
  useEffect(() => {
    if (!share) return
    const send = () => {
      const p = latest.current
      if (p && inMacau(p)) void staffApi('POST', '/rider/position', { body: p }).catch(() => undefined)
    }
    send()
    const timer = setInterval(send, POSITION_EVERY_MS)
    return () => clearInterval(timer)
  }, [share, located])

  return { point, state: share ? state : state === 'sharing' ? 'off' : state }
}
