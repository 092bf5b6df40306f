import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { OrderList } from '@/components/order-list'
import { StateView } from '@/components/state-view'
import { go, PAGES } from '@/services/nav'
import { useSession } from '@/stores/session'
import { smPage } from '../../hooks/paths'
import '../../components/sm-order/index.scss'

/** 超市訂單: the user's supermarket orders only (delivery and self-pickup); the server filters by vertical. */
export default function SupermarketOrders() {
  const token = useSession((s) => s.token)
  usePullDownRefresh(() => {
    if (!token) Taro.stopPullDownRefresh()
  })
  if (!token) {
    return (
      <View className="sm-order">
        <NavBar title="超市訂單" />
        <StateView state="empty" emptyText="登入後查看你的超市訂單" />
        <View className="sm-order__card" style={{ textAlign: 'center' }} onClick={() => go(PAGES.login)}>
          <Text className="sm-order__link">登入</Text>
        </View>
      </View>
    )
  }
  return (
    <View className="sm-order">
      <NavBar title="超市訂單" />
      <View className="sm-order__search" onClick={() => go(smPage('searchOrder'))}>
        <View className="sm-order__search-input" role="search" aria-label="搜尋超市訂單">
          <Text className="sm-order__muted" style={{ lineHeight: '72px' }}>
            搜尋訂單號、商品名稱
          </Text>
        </View>
      </View>
      <OrderList key={token} vertical="supermarket" emptyText="暫無超市訂單" />
    </View>
  )
}
