import { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import { useSearchHistory } from '@/hooks/use-search-history'
import type { PagedList } from '@/queries/infinite'
import type { OrderSummary } from '@/services/order'
import type { Vertical } from '@lotus/contract/verticals'
import { useOrderPages } from './use-order-pages'

export interface OrderSearch {
  /** the input's text */
  text: string
  /** typing; clearing the input goes back to the history */
  onInput: (value: string) => void
  /** the word searched for ('' while the history shows) */
  keyword: string
  search: (word: string) => void
  history: string[]
  clearHistory: () => void
  list: PagedList<OrderSummary>
}

/**
 * Searching my orders (server-side: order number, merchant or goods name), of every vertical or one:
 * the input, the searched word, its history under `historyKey`, and the result list paged on reach-bottom.
 */
export function useOrderSearch(historyKey: string, vertical?: Vertical): OrderSearch {
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const { history, add, clear } = useSearchHistory(historyKey)
  const list = useOrderPages({ keyword, vertical }, { requireKeyword: true })
  useReachBottom(() => void list.loadMore())

  const search = (w: string) => {
    const word = w.trim()
    setText(word)
    setKeyword(word)
    if (word) add(word)
  }
  const onInput = (value: string) => {
    setText(value)
    if (!value) setKeyword('')
  }
  return { text, onInput, keyword, search, history, clearHistory: clear, list }
}
