import { useCallback } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { LoadState } from '@/components/state-view'
import { loadStateOf, setData } from '@/queries/cache'
import { merchantKeys, useMerchant as useMerchantQuery } from '@/queries/merchant'
import { useMenu } from '@/queries/menu'
import { cancelCollect, collect } from '@/services/favourite'
import type { Menu, MerchantDetail } from '@/services/takeaway'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'

export interface MerchantPage {
  detail: MerchantDetail | null
  menu: Menu | null
  state: LoadState
  reload: () => Promise<void>
  /** favourite heart: optimistic, back on failure; logged-out users are sent to login by the 401 */
  toggleFavourite: () => Promise<void>
}

/**
 * Merchant detail (distance from the delivery point) and its menu, from the shared cache: every page of a
 * shop (menu, goods, cart, credentials) shares one copy. A login clears the cache, so `favourite` is re-read.
 */
export function useMerchant(id: number, opts: { withMenu?: boolean } = {}): MerchantPage {
  const withMenu = opts.withMenu ?? true
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const detailQ = useMerchantQuery(id, point)
  const menuQ = useMenu(withMenu ? id : 0)
  const detail = detailQ.data ?? null
  const menu = withMenu ? (menuQ.data ?? null) : null

  let state: LoadState
  if (!id) state = 'error'
  else if (!withMenu) state = loadStateOf(detailQ)
  else if (detailQ.data !== undefined && menuQ.data !== undefined) state = 'ready'
  else state = detailQ.isError || menuQ.isError ? 'error' : 'loading'

  const { refetch: refetchDetail } = detailQ
  const { refetch: refetchMenu } = menuQ
  const reload = useCallback(async () => {
    await Promise.all([refetchDetail(), withMenu ? refetchMenu() : Promise.resolve(undefined)])
  }, [refetchDetail, refetchMenu, withMenu])

  const toggleFavourite = useCallback(async () => {
    if (!detail) return
    const key = merchantKeys.detail(id, point)
    const was = detail.favourite
    setData<MerchantDetail>(key, (d) => ({ ...(d ?? detail), favourite: !was }))
    try {
      await (was ? cancelCollect(detail.id, 'merchant') : collect(detail.id, 'merchant'))
    } catch {
      setData<MerchantDetail>(key, (d) => ({ ...(d ?? detail), favourite: was }))
    }
  }, [detail, id, point])

  return { detail, menu, state, reload, toggleFavourite }
}
