import { useDidHide, useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { LoadState } from '@/components/state-view'
import { getOrder, type OrderDetail } from '@/services/order'
import { isMovingState } from '@/utils/order-status'

export const POLL_MS = 5000

/**
 * One order: loaded on mount and whenever the page shows again; polled every 5 s while it is in a
 * moving state (paid / accepted / delivering / refunding) and the page is visible.
 */
export function useOrder(id: number, opts: { poll?: boolean } = {}) {
  const [order, setOrder] = useState<OrderDetail | null>(null)
  const [state, setState] = useState<LoadState>('loading')
  const [visible, setVisible] = useState(true)
  const seq = useRef(0)
  const shown = useRef(false)

  const load = useCallback(async () => {
    const my = ++seq.current
    if (!id) return setState('error')
    try {
      const o = await getOrder(id)
      if (my !== seq.current) return
      setOrder(o)
      setState('ready')
    } catch {
      if (my === seq.current) setState((s) => (s === 'ready' ? s : 'error'))
    }
  }, [id])

  useEffect(() => {
    void load()
  }, [load])
  useDidShow(() => {
    setVisible(true)
    if (shown.current) void load()
    shown.current = true
  })
  useDidHide(() => setVisible(false))

  const moving = order ? isMovingState(order.status) : false
  const poll = (opts.poll ?? true) && moving && visible
  useEffect(() => {
    if (!poll) return
    const t = setInterval(() => void load(), POLL_MS)
    return () => clearInterval(t)
  }, [poll, load])

  return { order, state, reload: load, setOrder }
}
