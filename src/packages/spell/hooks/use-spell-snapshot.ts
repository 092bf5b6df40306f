import { useCallback, useEffect, useState } from 'react'
import type { LoadState } from '@/components/state-view'
import type { SpellSnapshot } from '@/services/spell'
import { useGroupCart } from '@/stores/group-cart'
import { useSession } from '@/stores/session'

/**
 * The group-cart store pointed at spell `tid` and its snapshot fetched once (no live connection: the pages
 * opened from mch-info — goods, share, order — read what mch-info keeps, or fetch it when opened directly).
 */
export function useSpellSnapshot(tid: number) {
  const userId = useSession((s) => (s.loggedIn ? (s.user?.id ?? null) : null))
  const stored = useGroupCart((s) => s.snapshot)
  const gone = useGroupCart((s) => s.gone)
  const storeTid = useGroupCart((s) => s.tid)
  const snapshot: SpellSnapshot | null = stored && stored.spellInfo.tid === tid ? stored : null
  const [state, setState] = useState<LoadState>(snapshot ? 'ready' : 'loading')

  const load = useCallback(async () => {
    if (userId === null) return setState('error')
    if (!tid) return // still being resolved (order-del by orderId)
    const g = useGroupCart.getState()
    if (g.tid !== tid || g.userId !== userId) g.dispatch({ type: 'start', tid, userId })
    if (!useGroupCart.getState().snapshot) setState('loading')
    try {
      await useGroupCart.getState().refresh()
      setState('ready')
    } catch {
      // NOT_FOUND marked the cart gone (the page says so); anything else offers a retry
      setState(useGroupCart.getState().gone ? 'ready' : useGroupCart.getState().snapshot ? 'ready' : 'error')
    }
  }, [tid, userId])

  useEffect(() => {
    void load()
  }, [load])

  return {
    snapshot: storeTid === tid ? snapshot : null,
    gone: storeTid === tid ? gone : null,
    state,
    reload: load
  }
}
