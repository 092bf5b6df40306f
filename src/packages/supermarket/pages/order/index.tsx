import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { OrderList } from '@/components/order-list'
import { StateView } from '@/components/state-view'
import { go, PAGES } from '@/services/nav'
import { useSession } from '@/stores/session'
import { smPage } from '../../hooks/paths'
import { marketWords } from '../../words'
import '../../components/sm-order/index.scss'

/** 超市訂單: the user's supermarket orders only (delivery and self-pickup); the server filters by vertical. */
export default function SupermarketOrders() {
  const w = marketWords.useWords()
  const token = useSession((s) => s.token)
  usePullDownRefresh(() => {
    if (!token) Taro.stopPullDownRefresh()
  })
  if (!token) {
    return (
      <View className="sm-order">
        <NavBar title={w('marketOrders')} />
        <StateView state="empty" emptyText={w('loginForOrders')} />
        <View className="sm-order__card" style={{ textAlign: 'center' }} onClick={() => go(PAGES.login)}>
          <Text className="sm-order__link">{w('login')}</Text>
        </View>
      </View>
    )
  }
  return (
    <View className="sm-order">
      <NavBar title={w('marketOrders')} />
      <View className="sm-order__search" onClick={() => go(smPage('searchOrder'))}>
        <View className="sm-order__search-input" role="search" aria-label={w('searchMarketOrders')}>
          <Text className="sm-order__muted" style={{ lineHeight: '72px' }}>
            {w('searchOrderHint')}
          </Text>
        </View>
      </View>
      <OrderList key={token} vertical="supermarket" emptyText={w('noMarketOrders')} />
    </View>
  )
}
