import Taro from '@tarojs/taro'
import { useCallback, useState } from 'react'
import { addToHistory, readHistory } from '@/utils/search-history'

/** Search history kept in Taro storage under `key` (cleared on logout by the session store). */
export function useSearchHistory(key: string): {
  history: string[]
  add: (w: string) => void
  clear: () => void
} {
  const [history, setHistory] = useState<string[]>(() => readHistory(Taro.getStorageSync(key)))
  const add = useCallback(
    (w: string) => {
      const next = addToHistory(readHistory(Taro.getStorageSync(key)), w)
      Taro.setStorageSync(key, next)
      setHistory(next)
    },
    [key]
  )
  const clear = useCallback(() => {
    Taro.removeStorageSync(key)
    setHistory([])
  }, [key])
  return { history, add, clear }
}
