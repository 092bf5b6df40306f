import { useReachBottom } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { OrderListView, useOrderPages } from '@/components/order-list'
import { useSearchHistory } from '@/hooks/use-search-history'
import { USER_KEY_PREFIX } from '@/stores/identity'
import '../all-order/index.scss'
import './index.scss'
import { pagesUserWords } from '../../words'

/** Per user (cleared with the identity). */
export const ALL_ORDER_SEARCH_KEY = `${USER_KEY_PREFIX}allOrderSearch`

/** Search all my orders on the server: merchant name, goods name or order number. */
export default function SearchAllOrder() {
  const t = pagesUserWords.useWords()
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
      <NavBar title={t('orders.search')} />
      <View className="sao__bar">
        <Input
          className="sao__input"
          aria-label={t('orders.search')}
          value={text}
          focus
          maxlength={50}
          placeholder={t('sao.placeholder')}
          confirmType="search"
          onInput={(e) => {
            setText(String(e.detail?.value ?? ''))
            if (!e.detail?.value) setKeyword('')
          }}
          onConfirm={(e) => search(String(e.detail?.value ?? text))}
        />
        <View className="sao__go" role="button" onClick={() => search(text)}>
          {t('search')}
        </View>
      </View>
      {keyword ? (
        <OrderListView list={list} emptyText={t('sao.none')} onChanged={() => void list.refresh()} />
      ) : (
        history.length > 0 && (
          <View className="sao__history">
            <View className="sao__head">
              <Text className="sao__title">{t('sao.history')}</Text>
              <View className="sao__clear" role="button" onClick={clear}>
                {t('sao.clear')}
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
