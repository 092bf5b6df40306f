import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { OrderList } from '@/components/order-list'
import { StateView } from '@/components/state-view'
import { go, PAGES } from '@/services/nav'
import { useSession } from '@/stores/session'
import './index.scss'

/** Takeaway orders only (the orders tab shows every vertical); the server filters by vertical. */
export default function TakeawayOrders() {
  const token = useSession((s) => s.token)
  // signed out there is no list to reload: just end the pull
  usePullDownRefresh(() => {
    if (!token) Taro.stopPullDownRefresh()
  })
  if (!token) {
    return (
      <View className="ta-orders">
        <NavBar title="外賣訂單" />
        <StateView state="empty" emptyText="登入後查看你的外賣訂單" />
        <View className="ta-orders__go" onClick={() => go(PAGES.login)}>
          登入
        </View>
      </View>
    )
  }
  return (
    <View className="ta-orders">
      <NavBar title="外賣訂單" />
      <OrderList key={token} vertical="takeaway" emptyText="暫無外賣訂單" />
    </View>
  )
}
