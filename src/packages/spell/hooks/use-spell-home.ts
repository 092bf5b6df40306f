import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { LoadState } from '@/components/state-view'
import { go } from '@/services/nav'
import * as spellApi from '@/services/spell'
import type { SpellSummary } from '@/services/spell'
import type { Merchant } from '@/services/types'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { useSession } from '@/stores/session'
import { spellPage } from './paths'

const PAGE_SIZE = 20

/** 拼單首頁: my spells and the merchants that take group orders (nearest first, paged), and 發起拼單. */
export function useSpellHome() {
  const loggedIn = useSession((s) => s.loggedIn)
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const [spells, setSpells] = useState<SpellSummary[]>([])
  const [spellState, setSpellState] = useState<LoadState>('loading')
  const [merchants, setMerchants] = useState<Merchant[]>([])
  const [mchState, setMchState] = useState<LoadState>('loading')
  const [page, setPage] = useState(1)
  const [hasMore, setHasMore] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const [creating, setCreating] = useState(0)
  const shown = useRef(false)

  const loadSpells = useCallback(async () => {
    try {
      const list = await spellApi.listSpells()
      setSpells(list)
      setSpellState(list.length ? 'ready' : 'empty')
    } catch {
      setSpellState((s) => (s === 'ready' ? s : 'error'))
    }
  }, [])

  const loadMerchants = useCallback(
    async (p: number) => {
      if (p > 1) setLoadingMore(true)
      try {
        const r = await spellApi.spellMerchants({
          lat: point.lat,
          lng: point.lng,
          page: p,
          pageSize: PAGE_SIZE
        })
        setMerchants((old) => (p === 1 ? r.list : [...old, ...r.list]))
        setPage(p)
        setHasMore(r.hasMore)
        if (p === 1) setMchState(r.list.length ? 'ready' : 'empty')
      } catch {
        if (p === 1) setMchState((s) => (s === 'ready' ? s : 'error'))
      } finally {
        setLoadingMore(false)
      }
    },
    [point.lat, point.lng]
  )

  const reload = useCallback(async () => {
    if (!loggedIn) return
    await Promise.all([loadSpells(), loadMerchants(1)])
  }, [loggedIn, loadSpells, loadMerchants])

  useEffect(() => {
    void reload()
  }, [reload])
  // back from a spell: its state may have moved
  useDidShow(() => {
    if (!shown.current) {
      shown.current = true
      return
    }
    if (loggedIn) void loadSpells()
  })
  usePullDownRefresh(() => {
    void reload().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => {
    if (loggedIn && hasMore && !loadingMore) void loadMerchants(page + 1)
  })

  const start = async (m: Merchant) => {
    if (creating) return
    setCreating(m.id)
    try {
      const r = await spellApi.createSpell({ mchId: m.id, lat: point.lat, lng: point.lng })
      go(spellPage('mchInfo', { tid: r.tid }))
    } catch {
      // toasted by the request layer
    } finally {
      setCreating(0)
    }
  }

  return {
    loggedIn,
    spells,
    spellState,
    merchants,
    mchState,
    hasMore,
    loadingMore,
    creating,
    start: (m: Merchant) => void start(m),
    open: (s: SpellSummary) => go(spellPage('mchInfo', { tid: s.tid })),
    reload: () => void reload()
  }
}
