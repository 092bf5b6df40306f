import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { OrderList } from '@/components/order-list'
import { StateView } from '@/components/state-view'
import { go, PAGES } from '@/services/nav'
import { useSession } from '@/stores/session'
import './index.scss'
import { useWords } from '../../words'

/** Takeaway orders only (the orders tab shows every vertical); the server filters by vertical. */
export default function TakeawayOrders() {
  const token = useSession((s) => s.token)
  const w = useWords()
  // signed out there is no list to reload: just end the pull
  usePullDownRefresh(() => {
    if (!token) Taro.stopPullDownRefresh()
  })
  if (!token) {
    return (
      <View className="ta-orders">
        <NavBar title={w('orders.title')} />
        <StateView state="empty" emptyText={w('orders.loginText')} />
        <View className="ta-orders__go" onClick={() => go(PAGES.login)}>
          {w('orders.login')}
        </View>
      </View>
    )
  }
  return (
    <View className="ta-orders">
      <NavBar title={w('orders.title')} />
      <OrderList key={token} vertical="takeaway" emptyText={w('orders.empty')} />
    </View>
  )
}
