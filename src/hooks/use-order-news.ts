import { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { LIVE_POLL_MS } from '@lotus/contract/order-news'
import { orderNewsDeps, watchOrderNews } from '@/services/mqtt/order-news'
import { refreshOrder } from '@/queries/order'
import { useSession } from '@/stores/session'
import { POLL_MS } from './use-order-page'

/**
 * An order page's live news (issue 36): while the page is shown, the customer's own MQTT topic; each message about
 * this order asks the order again through its query. Answers how often the page should still poll: slowly while
 * the socket is up (a lost message costs at most that), every POLL_MS otherwise.
 */
export function useOrderNews(orderId: number): number {
  const userId = useSession((s) => (s.loggedIn && s.user ? s.user.id : null))
  const [visible, setVisible] = useState(true)
  const [online, setOnline] = useState(false)
  useDidShow(() => setVisible(true))
  useDidHide(() => setVisible(false))
  useEffect(() => {
    if (!userId || !orderId || !visible) return
    return watchOrderNews(
      orderNewsDeps,
      userId,
      (news) => {
        if (news.id === orderId) void refreshOrder(orderId)
      },
      setOnline
    )
  }, [userId, orderId, visible])
  return online ? LIVE_POLL_MS : POLL_MS
}
