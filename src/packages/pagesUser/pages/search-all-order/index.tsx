import { useReachBottom } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { OrderListView, useOrderPages } from '@/components/order-list'
import { useSearchHistory } from '@/hooks/use-search-history'
import { USER_KEY_PREFIX } from '@/stores/identity'
import '../all-order/index.scss'
import './index.scss'

/** Per user (cleared with the identity). */
export const ALL_ORDER_SEARCH_KEY = `${USER_KEY_PREFIX}allOrderSearch`

/** Search all my orders on the server: merchant name, goods name or order number. */
export default function SearchAllOrder() {
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const { history, add, clear } = useSearchHistory(ALL_ORDER_SEARCH_KEY)
  const list = useOrderPages({ keyword }, { requireKeyword: true })
  useReachBottom(() => void list.loadMore())

  const search = (w: string) => {
    const word = w.trim().slice(0, 50)
    setText(word)
    setKeyword(word)
    if (word) add(word)
  }

  return (
    <View className="all-order">
      <NavBar title="搜尋訂單" />
      <View className="sao__bar">
        <Input
          className="sao__input"
          aria-label="搜尋訂單"
          value={text}
          focus
          maxlength={50}
          placeholder="商家、商品名稱或訂單號"
          confirmType="search"
          onInput={(e) => {
            setText(String(e.detail?.value ?? ''))
            if (!e.detail?.value) setKeyword('')
          }}
          onConfirm={(e) => search(String(e.detail?.value ?? text))}
        />
        <View className="sao__go" role="button" onClick={() => search(text)}>
          搜尋
        </View>
      </View>
      {keyword ? (
        <OrderListView list={list} emptyText="沒有找到相關訂單" onChanged={() => void list.refresh()} />
      ) : (
        history.length > 0 && (
          <View className="sao__history">
            <View className="sao__head">
              <Text className="sao__title">歷史搜尋</Text>
              <View className="sao__clear" role="button" onClick={clear}>
                清除
              </View>
            </View>
            <View className="sao__chips">
              {history.map((w) => (
                <View key={w} className="sao__chip" role="button" onClick={() => search(w)}>
                  {w}
                </View>
              ))}
            </View>
          </View>
        )
      )}
    </View>
  )
}
