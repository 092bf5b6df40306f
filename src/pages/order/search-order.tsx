import { useReachBottom } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { OrderListView, useOrderPages } from '@/components/order-list'
import { useSearchHistory } from '@/hooks/use-search-history'
import { PAGES } from '@/services/nav'
import { useSession } from '@/stores/session'
import { LoginPrompt } from './login-prompt'
import './order.scss'
import './search-order.scss'

export const ORDER_SEARCH_HISTORY_KEY = 'lotus.orderSearchHistory'

/** Search the user's orders by merchant or goods name. */
export default function SearchOrder() {
  const token = useSession((s) => s.token)
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const { history, add, clear } = useSearchHistory(ORDER_SEARCH_HISTORY_KEY)
  const list = useOrderPages({ keyword }, { requireKeyword: true })
  useReachBottom(() => void list.loadMore())

  const search = (w: string) => {
    const word = w.trim()
    setText(word)
    setKeyword(word)
    if (word) add(word)
  }

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
          onInput={(e) => {
            setText(String(e.detail?.value ?? ''))
            if (!e.detail?.value) setKeyword('')
          }}
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
              <Text className="search-order__clear" onClick={clear}>
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
