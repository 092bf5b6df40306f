import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useRef, useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { usePagedList } from '@/hooks/use-paged-list'
import { go, PAGES } from '@/services/nav'
import { listOrders, type OrderStatusFilter } from '@/services/order'
import { useSession } from '@/stores/session'
import { LoginPrompt } from './login-prompt'
import { OrderList } from './order-list'
import './order.scss'

export const ORDER_TABS: readonly { status: OrderStatusFilter; label: string }[] = [
  { status: '', label: '全部' },
  { status: 'unpaid', label: '待付款' },
  { status: 'ongoing', label: '進行中' },
  { status: 'uncommented', label: '待評價' },
  { status: 'refund', label: '退款' }
]

/** Tab 2: the user's orders (all verticals) by status; reloads whenever it shows again. */
export default function Order() {
  const token = useSession((s) => s.token)
  const [status, setStatus] = useState<OrderStatusFilter>('')
  const list = usePagedList(
    `${token}|${status}`,
    (page) => listOrders({ status: status || undefined, page }),
    {
      enabled: token !== ''
    }
  )
  useReachBottom(() => void list.loadMore())
  // back from paying, cancelling or reviewing: statuses moved, so reload (the first show is the mount)
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current && token) void list.refresh()
    shown.current = true
  })
  usePullDownRefresh(() => {
    if (!token) return void Taro.stopPullDownRefresh()
    void list.refresh().finally(() => Taro.stopPullDownRefresh())
  })

  return (
    <View className="order-page">
      <NavBar
        title="訂單"
        showBack={false}
        right={
          token ? (
            <Text className="order-page__search" aria-label="搜索訂單" onClick={() => go(PAGES.searchOrder)}>
              搜索
            </Text>
          ) : undefined
        }
      />
      {token ? (
        <>
          <View className="order-tabs" role="tablist">
            {ORDER_TABS.map((t) => (
              <View
                key={t.label}
                role="tab"
                aria-selected={t.status === status}
                className={`order-tabs__tab ${t.status === status ? 'order-tabs__tab--on' : ''}`}
                onClick={() => setStatus(t.status)}
              >
                {t.label}
              </View>
            ))}
          </View>
          <OrderList list={list} onChanged={() => void list.refresh()} />
        </>
      ) : (
        <LoginPrompt returnTo={PAGES.order} />
      )}
    </View>
  )
}
