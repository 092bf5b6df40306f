import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useRef, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { LoadState } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { startSpell, useMySpells, useSpellMerchants } from '@/queries/spell'
import { go } from '@/services/nav'
import type { SpellSummary } from '@/services/spell'
import type { Merchant } from '@/services/types'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { useSession } from '@/stores/session'
import { spellPage } from './paths'

/** 拼單首頁: my spells and the merchants that take group orders (nearest first, paged), and 發起拼單. */
export function useSpellHome() {
  const loggedIn = useSession((s) => s.loggedIn)
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const spells = useMySpells(loggedIn)
  const merchants = useSpellMerchants(point, loggedIn)
  const [creating, setCreating] = useState(0)
  const shown = useRef(false)

  const reload = () => Promise.all([spells.refetch(), merchants.refresh()])

  // back from a spell: its state may have moved
  useDidShow(() => {
    if (!shown.current) {
      shown.current = true
      return
    }
    if (loggedIn) void spells.refetch()
  })
  usePullDownRefresh(() => {
    void (loggedIn ? reload() : Promise.resolve()).finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => {
    if (loggedIn) void merchants.loadMore()
  })

  const start = async (m: Merchant) => {
    if (creating) return
    setCreating(m.id)
    try {
      const r = await startSpell({ mchId: m.id, lat: point.lat, lng: point.lng })
      go(spellPage('mchInfo', { tid: r.tid }))
    } catch {
      // toasted by the request layer
    } finally {
      setCreating(0)
    }
  }

  const spellState: LoadState = loadStateOf(spells, (list) => list.length === 0)
  return {
    loggedIn,
    spells: spells.data ?? [],
    spellState,
    merchants: merchants.items,
    mchState: merchants.state,
    hasMore: merchants.hasMore,
    loadingMore: merchants.loadingMore,
    creating,
    start: (m: Merchant) => void start(m),
    open: (s: SpellSummary) => go(spellPage('mchInfo', { tid: s.tid })),
    reload: () => void reload()
  }
}
