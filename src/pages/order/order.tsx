import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { OrderList } from '@/components/order-list'
import { go, PAGES } from '@/services/nav'
import { useSession } from '@/stores/session'
import { LoginPrompt } from './login-prompt'
import './order.scss'

/** Tab 2: the user's orders of every vertical, by status. */
export default function Order() {
  const token = useSession((s) => s.token)
  // signed out there is no list to reload: just end the pull
  usePullDownRefresh(() => {
    if (!token) Taro.stopPullDownRefresh()
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
      {token ? <OrderList key={token} /> : <LoginPrompt returnTo={PAGES.order} />}
    </View>
  )
}
