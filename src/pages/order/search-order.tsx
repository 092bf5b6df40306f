import { Input, Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { OrderListView } from '@/components/order-list'
import { useOrderSearch } from '@/components/order-list/use-order-search'
import { PAGES } from '@/services/nav'
import { useSession } from '@/stores/session'
import { LoginPrompt } from './login-prompt'
import './order.scss'
import './search-order.scss'
import { orderPageWords } from './words'

export const ORDER_SEARCH_HISTORY_KEY = 'lotus.orderSearchHistory'

/** Search the user's orders by merchant or goods name. */
export default function SearchOrder() {
  const w = orderPageWords.useWords()
  const token = useSession((s) => s.token)
  const { text, onInput, keyword, search, history, clearHistory, list } =
    useOrderSearch(ORDER_SEARCH_HISTORY_KEY)

  if (!token) {
    return (
      <View className="order-page">
        <NavBar title={w('searchOrders')} />
        <LoginPrompt returnTo={PAGES.searchOrder} />
      </View>
    )
  }
  return (
    <View className="order-page">
      <NavBar title={w('searchOrders')} />
      <View className="search-order__bar">
        <Input
          className="search-order__input"
          value={text}
          focus
          placeholder={w('searchHint')}
          confirmType="search"
          onInput={(e) => onInput(String(e.detail?.value ?? ''))}
          onConfirm={(e) => search(String(e.detail?.value ?? text))}
        />
        <Text className="search-order__go" onClick={() => search(text)}>
          {w('search')}
        </Text>
      </View>
      {keyword ? (
        <OrderListView list={list} emptyText={w('notFound')} />
      ) : (
        history.length > 0 && (
          <View className="search-order__history">
            <View className="search-order__head">
              <Text className="search-order__title">{w('history')}</Text>
              <Text className="search-order__clear" onClick={clearHistory}>
                {w('clear')}
              </Text>
            </View>
            <View className="search-order__chips">
              {history.map((h) => (
                <Text key={h} className="search-order__chip" onClick={() => search(h)}>
                  {h}
                </Text>
              ))}
            </View>
          </View>
        )
      )}
    </View>
  )
}
