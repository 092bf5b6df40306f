import { useEffect, useState } from 'react'
import { nowSeconds } from '@/utils/time'

/** The current time in seconds, ticking every second while `active`. */
export function useNowTicker(active: boolean): number {
  const [now, setNow] = useState(nowSeconds)
  useEffect(() => {
    if (!active) return
    setNow(nowSeconds())
    const id = setInterval(() => setNow(nowSeconds()), 1000)
    return () => clearInterval(id)
  }, [active])
  return now
}
