import { useDidHide, useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import type { LoadState } from '@/components/state-view'
import type { OrderDetail } from '@/services/order'
import { setData } from '@/queries/cache'
import { orderKeys, refreshOrder, useOrder as useOrderQuery, useRefund } from '@/queries/order'
import { isMovingState } from '@/utils/order-status'

export const POLL_MS = 5000

/**
 * One order page: the cached order (src/queries/order.ts) asked again whenever the page shows
 * again, and every 5 s while it is in a moving state (paid / accepted / delivering / refunding) and
 * the page is visible (`pollMs`: slower while the page hears the order's live news, use-order-news.ts).
 */
export function useOrder(id: number, opts: { poll?: boolean; pollMs?: number } = {}) {
  const q = useOrderQuery(id)
  const [visible, setVisible] = useState(true)
  const shown = useRef(false)
  const { refetch } = q

  useDidShow(() => {
    setVisible(true)
    if (shown.current) void refetch()
    shown.current = true
  })
  useDidHide(() => setVisible(false))

  const order = q.data ?? null
  const moving = order ? isMovingState(order.status) : false
  const poll = (opts.poll ?? true) && moving && visible
  const every = opts.pollMs ?? POLL_MS
  useEffect(() => {
    if (!poll) return
    const t = setInterval(() => void refetch(), every)
    return () => clearInterval(t)
  }, [poll, every, refetch])

  // an order page without an id has nothing to load: it shows the error state
  const state: LoadState = !id ? 'error' : order ? 'ready' : q.isError ? 'error' : 'loading'
  const setOrder = useCallback((o: OrderDetail) => setData(orderKeys.detail(o.id), o), [])
  return { order, state, reload: refetch, setOrder }
}

/**
 * A refund's progress (every vertical's refund-progress page): asked again when the page shows again and,
 * while the refund (or the platform's decision on it) is pending, every POLL_MS.
 */
export function useRefundProgress(id: number) {
  const q = useRefund(id)
  const { refetch } = q
  // the mount itself is the query's first fetch; later shows ask again
  useReloadOnShow(() => void (q.data && refetch()), [id])
  // a decision moves the order too (refunded, or a refund again allowed): the page's order follows
  const state = q.data ? `${q.data.status}/${q.data.dispute?.status ?? ''}` : null
  const seen = useRef(state)
  useEffect(() => {
    if (seen.current !== null && state !== seen.current) void refreshOrder(id)
    seen.current = state
  }, [state, id])
  // the shop's decision, or the platform's when the customer asked it to decide
  const pending = q.data?.status === 'pending' || q.data?.dispute?.status === 'open'
  useEffect(() => {
    if (!pending) return
    const t = setInterval(() => void refetch(), POLL_MS)
    return () => clearInterval(t)
  }, [pending, refetch])
  return q
}
