import { useCallback, useEffect, useRef, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { LoadState } from '@/components/state-view'
import { cancelCollect, collect } from '@/services/favourite'
import { getMenu, getMerchant, type Menu, type MerchantDetail } from '@/services/takeaway'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { useSession } from '@/stores/session'

export interface MerchantPage {
  detail: MerchantDetail | null
  menu: Menu | null
  state: LoadState
  reload: () => Promise<void>
  /** favourite heart: optimistic, back on failure; logged-out users are sent to login by the 401 */
  toggleFavourite: () => Promise<void>
}

/** Merchant detail (distance from the delivery point) and its menu, loaded together. */
export function useMerchant(id: number, opts: { withMenu?: boolean } = {}): MerchantPage {
  const withMenu = opts.withMenu ?? true
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const token = useSession((s) => s.token)
  const [detail, setDetail] = useState<MerchantDetail | null>(null)
  const [menu, setMenu] = useState<Menu | null>(null)
  const [state, setState] = useState<LoadState>('loading')
  const gen = useRef(0)

  const reload = useCallback(async () => {
    const my = ++gen.current
    if (!id) {
      setState('error')
      return
    }
    setState('loading')
    try {
      const [d, m] = await Promise.all([
        getMerchant(id, point),
        withMenu ? getMenu(id) : Promise.resolve(null)
      ])
      if (my !== gen.current) return
      setDetail(d)
      setMenu(m)
      setState('ready')
    } catch {
      if (my === gen.current) setState('error')
    }
    // token: a login changes `favourite`
  }, [id, point.lat, point.lng, withMenu, token]) // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    void reload()
  }, [reload])

  const toggleFavourite = useCallback(async () => {
    if (!detail) return
    const was = detail.favourite
    setDetail({ ...detail, favourite: !was })
    try {
      await (was ? cancelCollect(detail.id, 'merchant') : collect(detail.id, 'merchant'))
    } catch {
      setDetail((d) => (d ? { ...d, favourite: was } : d))
    }
  }, [detail])

  return { detail, menu, state, reload, toggleFavourite }
}
