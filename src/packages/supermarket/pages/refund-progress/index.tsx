import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useOrder, useRefundProgress } from '@/hooks/use-order-page'
import { RefundLines } from '@/components/refund-lines'
import { RefundDispute } from '@/components/refund-dispute'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { go } from '@/services/nav'
import { formatMop } from '@lotus/contract/money'
import { formatDate } from '@/utils/time'
import { smPage } from '../../hooks/paths'
import { marketWords } from '../../words'
import '../../components/sm-order/index.scss'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'

/** 退款進度 (?id): state, amount, where the money goes and the timeline; asked again while pending. */
export default function SupermarketRefundProgress() {
  const w = marketWords.useWords()
  const id = Number(usePageParams().id ?? 0)
  const { order } = useOrder(id, { poll: false })
  const q = useRefundProgress(id)
  const r = q.data
  const { refetch } = q

  return (
    <View className="sm-order">
      <NavBar title={w('refundProgress')} />
      <StateView state={loadStateOf(q)} rows={3} errorText={w('refundFailed')} onRetry={() => void refetch()}>
        {r && (
          <>
            <View className="sm-order__card">
              <Text className="sm-order__title">{w(`refund.${r.status}`)}</Text>
              <Text className="sm-order__total-num">{formatMop(r.amount)}</Text>
              <View className="sm-order__muted">{w(`refundTo.${r.to}`)}</View>
              <View className="sm-order__muted">{w('refundReason', { reason: r.reason })}</View>
            </View>
            <RefundLines refund={r} order={order} />
            <View className="sm-order__card" role="group" aria-label={w('refundProgress')}>
              {[...r.timeline].reverse().map((t, i) => (
                <View key={`${t.at}-${i}`} className={`sm-order__tl ${i === 0 ? 'sm-order__tl--first' : ''}`}>
                  <Text>{t.title}</Text>
                  {t.note && <Text className="sm-order__muted">{t.note}</Text>}
                  <Text className="sm-order__muted">{formatDate(t.at, 7)}</Text>
                </View>
              ))}
            </View>
            <RefundDispute orderId={id} refund={r} />
            <View className="sm-order__card" onClick={() => go(smPage('orderDel2', { id }))}>
              <View className="sm-order__row">
                <Text className="sm-order__label">{w('viewTracking')}</Text>
                <Icon className="sm-order__link" d={iconChevronRight} />
              </View>
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
