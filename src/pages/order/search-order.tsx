import { Input, Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { OrderListView } from '@/components/order-list'
import { useOrderSearch } from '@/components/order-list/use-order-search'
import { PAGES } from '@/services/nav'
import { useSession } from '@/stores/session'
import { LoginPrompt } from './login-prompt'
import './order.scss'
import './search-order.scss'

export const ORDER_SEARCH_HISTORY_KEY = 'lotus.orderSearchHistory'

/** Search the user's orders by merchant or goods name. */
export default function SearchOrder() {
  const token = useSession((s) => s.token)
  const { text, onInput, keyword, search, history, clearHistory, list } =
    useOrderSearch(ORDER_SEARCH_HISTORY_KEY)

  if (!token) {
    return (
      <View className="order-page">
        <NavBar title="搜尋訂單" />
        <LoginPrompt returnTo={PAGES.searchOrder} />
      </View>
    )
  }
  return (
    <View className="order-page">
      <NavBar title="搜尋訂單" />
      <View className="search-order__bar">
        <Input
          className="search-order__input"
          value={text}
          focus
          placeholder="搜尋商家或商品名稱"
          confirmType="search"
          onInput={(e) => onInput(String(e.detail?.value ?? ''))}
          onConfirm={(e) => search(String(e.detail?.value ?? text))}
        />
        <Text className="search-order__go" onClick={() => search(text)}>
          搜尋
        </Text>
      </View>
      {keyword ? (
        <OrderListView list={list} emptyText="沒有找到相關訂單" />
      ) : (
        history.length > 0 && (
          <View className="search-order__history">
            <View className="search-order__head">
              <Text className="search-order__title">歷史搜尋</Text>
              <Text className="search-order__clear" onClick={clearHistory}>
                清除
              </Text>
            </View>
            <View className="search-order__chips">
              {history.map((w) => (
                <Text key={w} className="search-order__chip" onClick={() => search(w)}>
                  {w}
                </Text>
              ))}
            </View>
          </View>
        )
      )}
    </View>
  )
}
