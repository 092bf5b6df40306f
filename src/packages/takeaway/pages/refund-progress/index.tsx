import { RefundLines } from '@/components/refund-lines'
import { RefundDispute } from '@/components/refund-dispute'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { OrderActions } from '@/components/order-actions'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { go, withQuery } from '@/services/nav'
import { formatMop } from '@lotus/contract/money'
import { refundStatusText, refundToText } from '@lotus/contract/order'
import { currentLocale } from '@/i18n'
import { formatDate } from '@/utils/time'
import { useRefundProgress } from '@/hooks/use-order-page'
import { useOrder } from '../order-del/use-order'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { useWords } from '../../words'

/** Refund progress (?id): status, amount, where the money goes and the timeline; polls while pending. */
export default function RefundProgress() {
  const id = Number(usePageParams().id ?? 0)
  const { order } = useOrder(id, { poll: false })
  const q = useRefundProgress(id)
  const refund = q.data
  const { refetch } = q
  const w = useWords()

  return (
    <View className="refund-progress">
      <NavBar title={w('refund.progress')} />
      <StateView
        state={loadStateOf(q)}
        rows={3}
        errorText={w('refund.progressFailed')}
        onRetry={() => void refetch()}
      >
        {refund && (
          <>
            <View className="refund-progress__head">
              <Text className="refund-progress__status">
                {refundStatusText(refund.status, currentLocale())}
              </Text>
              <Text className="refund-progress__amount">{formatMop(refund.amount)}</Text>
              <Text className="refund-progress__to">{refundToText(refund.to, currentLocale())}</Text>
            </View>
            <RefundLines refund={refund} order={order} />
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
            <RefundDispute orderId={id} refund={refund} />
            {order && (
              <View className="refund-progress__foot">
                <Text
                  className="refund-progress__link"
                  onClick={() => go(withQuery(ORDER_PAGES.orderDel, { id }))}
                >
                  {w('refund.viewOrder')}
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
