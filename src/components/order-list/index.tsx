import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useRef, useState } from 'react'
import { ORDER_TABS, type OrderStatusGroup } from '@lotus/contract/order'
import type { Vertical } from '@lotus/contract/verticals'
import { orderWords } from '@/components/order-actions/words'
import { OrderListView } from './order-list-view'
import { useOrderPages } from './use-order-pages'
import './index.scss'

export { OrderListView } from './order-list-view'
export { useOrderPages } from './use-order-pages'

/**
 * The user's orders with the status tabs (全部/待付款/進行中/待評價/退款): the orders tab shows every
 * vertical, a vertical's order page passes its `vertical`. Pages it on reach-bottom, reloads on
 * pull-down and whenever the page shows again (back from paying, cancelling or reviewing).
 * Render it signed in only; the page shows its own sign-in prompt.
 */
export function OrderList({ vertical, emptyText }: { vertical?: Vertical; emptyText?: string }) {
  const w = orderWords.useWords()
  const [status, setStatus] = useState<'' | OrderStatusGroup>('')
  const list = useOrderPages({ vertical, status })
  useReachBottom(() => void list.loadMore())
  usePullDownRefresh(() => void list.refresh().finally(() => Taro.stopPullDownRefresh()))
  // the first show is the mount, which loads already
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void list.refresh()
    shown.current = true
  })
  return (
    <View className="order-list">
      <View className="order-tabs" role="tablist">
        {ORDER_TABS.map((t) => (
          <View
            key={t.status}
            role="tab"
            aria-selected={t.status === status}
            className={`order-tabs__tab ${t.status === status ? 'order-tabs__tab--on' : ''}`}
            onClick={() => setStatus(t.status)}
          >
            {w(`tab.${t.status || 'all'}`)}
          </View>
        ))}
      </View>
      <OrderListView list={list} emptyText={emptyText} onChanged={() => void list.refresh()} />
    </View>
  )
}
