import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { NavBar } from '@/components/nav-bar'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { StateView } from '@/components/state-view'
import { POLL_MS } from '@/hooks/use-order-page'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { useRefund } from '@/queries/order'
import { go } from '@/services/nav'
import { formatMop } from '@lotus/contract/money'
import { formatDate } from '@/utils/time'
import { smPage } from '../../hooks/paths'
import '../../components/sm-order/index.scss'
import { Icon, icons } from '@/components/icon'

const REFUND_STATUS: Record<string, string> = {
  pending: '退款處理中',
  approved: '退款成功',
  rejected: '退款被拒絕'
}

/** 退款進度 (?id): state, amount, where the money goes and the timeline; asked again while pending. */
export default function SupermarketRefundProgress() {
  const id = Number(usePageParams().id ?? 0)
  const q = useRefund(id)
  const r = q.data
  const { refetch } = q
  useReloadOnShow(() => void (r && refetch()), [id])
  const pending = r?.status === 'pending'
  useEffect(() => {
    if (!pending) return
    const t = setInterval(() => void refetch(), POLL_MS)
    return () => clearInterval(t)
  }, [pending, refetch])

  return (
    <View className="sm-order">
      <NavBar title="退款進度" />
      <StateView state={loadStateOf(q)} rows={3} errorText="退款資料載入失敗" onRetry={() => void refetch()}>
        {r && (
          <>
            <View className="sm-order__card">
              <Text className="sm-order__title">{REFUND_STATUS[r.status] ?? r.status}</Text>
              <Text className="sm-order__total-num">{formatMop(r.amount)}</Text>
              <View className="sm-order__muted">
                {r.to === 'wallet' ? '退回錢包餘額' : '原路退回支付帳戶'}
              </View>
              <View className="sm-order__muted">退款原因：{r.reason}</View>
            </View>
            <View className="sm-order__card" role="group" aria-label="退款進度">
              {[...r.timeline].reverse().map((t, i) => (
                <View key={`${t.at}-${i}`} className={`sm-order__tl ${i === 0 ? 'sm-order__tl--first' : ''}`}>
                  <Text>{t.title}</Text>
                  {t.note && <Text className="sm-order__muted">{t.note}</Text>}
                  <Text className="sm-order__muted">{formatDate(t.at, 7)}</Text>
                </View>
              ))}
            </View>
            <View className="sm-order__card" onClick={() => go(smPage('orderDel2', { id }))}>
              <View className="sm-order__row">
                <Text className="sm-order__label">查看訂單跟蹤</Text>
                <Icon className="sm-order__link" d={icons.chevronRight} />
              </View>
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
