import { Input, Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { OrderListView } from '@/components/order-list'
import { useOrderSearch } from '@/components/order-list/use-order-search'
import { StateView } from '@/components/state-view'
import { go, PAGES } from '@/services/nav'
import { useSession } from '@/stores/session'
import { marketWords } from '../../words'
import '../../components/sm-order/index.scss'

export const SM_ORDER_SEARCH_KEY = 'lotus.orderSearchHistory.supermarket'

/** 搜尋超市訂單: the user's supermarket orders matching an order number, store or goods name (server-side). */
export default function SearchSupermarketOrder() {
  const w = marketWords.useWords()
  const token = useSession((s) => s.token)
  const { text, onInput, keyword, search, history, clearHistory, list } = useOrderSearch(
    SM_ORDER_SEARCH_KEY,
    'supermarket'
  )

  if (!token) {
    return (
      <View className="sm-order">
        <NavBar title={w('searchOrders')} />
        <StateView state="empty" emptyText={w('loginForSearch')} />
        <View className="sm-order__card" style={{ textAlign: 'center' }} onClick={() => go(PAGES.login)}>
          <Text className="sm-order__link">{w('login')}</Text>
        </View>
      </View>
    )
  }
  return (
    <View className="sm-order">
      <NavBar title={w('searchOrders')} />
      <View className="sm-order__search">
        <Input
          className="sm-order__search-input"
          value={text}
          focus
          maxlength={50}
          placeholder={w('searchOrderHint')}
          confirmType="search"
          onInput={(e) => onInput(String(e.detail?.value ?? ''))}
          onConfirm={(e) => search(String(e.detail?.value ?? text))}
        />
        <View className="sm-order__link" role="button" onClick={() => search(text)}>
          {w('search')}
        </View>
      </View>
      {keyword ? (
        <OrderListView list={list} emptyText={w('noOrdersFound')} />
      ) : (
        history.length > 0 && (
          <View className="sm-order__card">
            <View className="sm-order__title">
              <Text>{w('history')}</Text>
              <View className="sm-order__link" role="button" onClick={clearHistory}>
                {w('clear')}
              </View>
            </View>
            <View className="sm-order__chips">
              {history.map((h) => (
                <Text key={h} className="sm-order__chip" onClick={() => search(h)}>
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
