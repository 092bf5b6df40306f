import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { OrderList } from '@/components/order-list'
import { go, PAGES } from '@/services/nav'
import { useSession } from '@/stores/session'
import { LoginPrompt } from './login-prompt'
import './order.scss'
import { useT } from '@/i18n'
import { orderPageWords } from './words'
import { useTabBarWords } from '@/hooks/use-tab-bar-words'

/** Tab 2: the user's orders of every vertical, by status. */
export default function Order() {
  useTabBarWords()
  const t = useT()
  const w = orderPageWords.useWords()
  const token = useSession((s) => s.token)
  // signed out there is no list to reload: just end the pull
  usePullDownRefresh(() => {
    if (!token) Taro.stopPullDownRefresh()
  })

  return (
    <View className="order-page">
      <NavBar
        title={t('tab.order')}
        showBack={false}
        right={
          token ? (
            <View
              className="order-page__search"
              role="button"
              aria-label={w('searchOrders')}
              onClick={() => go(PAGES.searchOrder)}
            >
              {w('search')}
            </View>
          ) : undefined
        }
      />
      {token ? <OrderList key={token} /> : <LoginPrompt returnTo={PAGES.order} />}
    </View>
  )
}
