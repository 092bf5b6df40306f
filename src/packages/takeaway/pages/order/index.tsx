import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useRef, useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { OrderCard } from '@/components/order-card'
import { StateView } from '@/components/state-view'
import { usePagedList } from '@/hooks/use-paged-list'
import { go, PAGES } from '@/services/nav'
import { listOrders, type OrderStatusFilter } from '@/services/order'
import { useSession } from '@/stores/session'
import './index.scss'

const TABS: readonly { status: OrderStatusFilter; label: string }[] = [
  { status: '', label: '全部' },
  { status: 'unpaid', label: '待付款' },
  { status: 'ongoing', label: '進行中' },
  { status: 'uncommented', label: '待評價' },
  { status: 'refund', label: '退款' }
]

/** Takeaway orders only (the orders tab shows every vertical): status tabs, client-side vertical filter. */
export default function TakeawayOrders() {
  const token = useSession((s) => s.token)
  const [status, setStatus] = useState<OrderStatusFilter>('')
  const list = usePagedList(
    `${token}|${status}`,
    (page) => listOrders({ status: status || undefined, page }),
    {
      enabled: token !== ''
    }
  )
  const items = list.items.filter((o) => o.vertical === 'takeaway')
  useReachBottom(() => void list.loadMore())
  usePullDownRefresh(() => void list.refresh().finally(() => Taro.stopPullDownRefresh()))
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current && token) void list.refresh()
    shown.current = true
  })

  if (!token) {
    return (
      <View className="ta-orders">
        <NavBar title="外賣訂單" />
        <StateView state="empty" emptyText="登錄後查看你的外賣訂單" />
        <View className="ta-orders__go" onClick={() => go(PAGES.login)}>
          登錄
        </View>
      </View>
    )
  }
  const state = list.state === 'ready' && items.length === 0 && !list.hasMore ? 'empty' : list.state
  return (
    <View className="ta-orders">
      <NavBar title="外賣訂單" />
      <View className="ta-orders__tabs" role="tablist">
        {TABS.map((t) => (
          <View
            key={t.label}
            role="tab"
            aria-selected={t.status === status}
            className={`ta-orders__tab ${t.status === status ? 'ta-orders__tab--on' : ''}`}
            onClick={() => setStatus(t.status)}
          >
            {t.label}
          </View>
        ))}
      </View>
      <StateView
        state={state}
        rows={3}
        emptyText="暫無外賣訂單"
        errorText="訂單加載失敗"
        onRetry={() => void list.refresh()}
      >
        {items.map((o) => (
          <OrderCard key={o.id} order={o} onChanged={() => void list.refresh()} />
        ))}
        <View className="ta-orders__footer" onClick={() => list.moreFailed && void list.loadMore()}>
          {list.loadingMore
            ? '加載中…'
            : list.moreFailed
              ? '加載失敗，點擊重試'
              : list.hasMore
                ? '上拉加載更多'
                : '沒有更多了'}
        </View>
      </StateView>
    </View>
  )
}
