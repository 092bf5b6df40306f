import { Input, Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { OrderListView } from '@/components/order-list'
import { useOrderSearch } from '@/components/order-list/use-order-search'
import { StateView } from '@/components/state-view'
import { go, PAGES } from '@/services/nav'
import { useSession } from '@/stores/session'
import '../../components/sm-order/index.scss'

export const SM_ORDER_SEARCH_KEY = 'lotus.orderSearchHistory.supermarket'

/** 搜尋超市訂單: the user's supermarket orders matching an order number, store or goods name (server-side). */
export default function SearchSupermarketOrder() {
  const token = useSession((s) => s.token)
  const { text, onInput, keyword, search, history, clearHistory, list } = useOrderSearch(
    SM_ORDER_SEARCH_KEY,
    'supermarket'
  )

  if (!token) {
    return (
      <View className="sm-order">
        <NavBar title="搜尋訂單" />
        <StateView state="empty" emptyText="登入後搜尋你的超市訂單" />
        <View className="sm-order__card" style={{ textAlign: 'center' }} onClick={() => go(PAGES.login)}>
          <Text className="sm-order__link">登入</Text>
        </View>
      </View>
    )
  }
  return (
    <View className="sm-order">
      <NavBar title="搜尋訂單" />
      <View className="sm-order__search">
        <Input
          className="sm-order__search-input"
          value={text}
          focus
          maxlength={50}
          placeholder="搜尋訂單號、商品名稱"
          confirmType="search"
          onInput={(e) => onInput(String(e.detail?.value ?? ''))}
          onConfirm={(e) => search(String(e.detail?.value ?? text))}
        />
        <View className="sm-order__link" role="button" onClick={() => search(text)}>
          搜尋
        </View>
      </View>
      {keyword ? (
        <OrderListView list={list} emptyText="沒有找到相關訂單" />
      ) : (
        history.length > 0 && (
          <View className="sm-order__card">
            <View className="sm-order__title">
              <Text>歷史搜尋</Text>
              <View className="sm-order__link" role="button" onClick={clearHistory}>
                清除
              </View>
            </View>
            <View className="sm-order__chips">
              {history.map((w) => (
                <Text key={w} className="sm-order__chip" onClick={() => search(w)}>
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
