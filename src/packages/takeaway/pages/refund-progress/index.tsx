import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { NavBar } from '@/components/nav-bar'
import { OrderActions } from '@/components/order-actions'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useRefund } from '@/queries/order'
import { go, withQuery } from '@/services/nav'
import { formatMop } from '@lotus/contract/money'
import { formatDate } from '@/utils/time'
import { POLL_MS, useOrder } from '../order-del/use-order'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'

const REFUND_STATUS: Record<string, string> = {
  refunding: '退款處理中',
  pending: '退款處理中',
  refunded: '退款成功',
  approved: '退款成功',
  refund_rejected: '退款被拒絕',
  rejected: '退款被拒絕'
}

/** Refund progress (?id): status, amount, where the money goes and the timeline; polls while pending. */
export default function RefundProgress() {
  const id = Number(usePageParams().id ?? 0)
  const { order } = useOrder(id, { poll: false })
  const q = useRefund(id)
  const refund = q.data
  const { refetch } = q
  // the mount itself is the hook's first fetch; later shows ask again
  useReloadOnShow(() => void (refund && refetch()), [id])
  const pending = refund ? REFUND_STATUS[refund.status] === '退款處理中' : false
  useEffect(() => {
    if (!pending) return
    const t = setInterval(() => void refetch(), POLL_MS)
    return () => clearInterval(t)
  }, [pending, refetch])

  return (
    <View className="refund-progress">
      <NavBar title="退款進度" />
      <StateView state={loadStateOf(q)} rows={3} errorText="退款資料載入失敗" onRetry={() => void refetch()}>
        {refund && (
          <>
            <View className="refund-progress__head">
              <Text className="refund-progress__status">{REFUND_STATUS[refund.status] ?? refund.status}</Text>
              <Text className="refund-progress__amount">{formatMop(refund.amount)}</Text>
              <Text className="refund-progress__to">
                {refund.to === 'wallet' ? '退回錢包餘額' : '原路退回支付帳戶'}
              </Text>
            </View>
            <View className="refund-progress__card">
              {[...refund.timeline].reverse().map((t, i) => (
                <View
                  key={`${t.at}-${i}`}
                  className={`refund-progress__tl ${i === 0 ? 'refund-progress__tl--now' : ''}`}
                >
                  <View className="refund-progress__dot" />
                  <View className="refund-progress__tl-main">
                    <Text className="refund-progress__tl-title">{t.title}</Text>
                    {t.note && <Text className="refund-progress__tl-note">{t.note}</Text>}
                    <Text className="refund-progress__tl-at">{formatDate(t.at, 1)}</Text>
                  </View>
                </View>
              ))}
            </View>
            {order && (
              <View className="refund-progress__foot">
                <Text
                  className="refund-progress__link"
                  onClick={() => go(withQuery(ORDER_PAGES.orderDel, { id }))}
                >
                  查看訂單
                </Text>
                <OrderActions order={{ ...order, actions: order.actions.filter((a) => a === 'refund') }} />
              </View>
            )}
          </>
        )}
      </StateView>
    </View>
  )
}
