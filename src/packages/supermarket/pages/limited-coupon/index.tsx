import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { claimCoupon, useLimitedCoupons } from '@/queries/market'
import { isApiError } from '@/services/errors'
import type { LimitedCoupon } from '@/services/market'
import { formatDate } from '@/utils/time'
import { ErrorCode } from '@lotus/contract/error-codes'
import { couponScopeText } from '@lotus/contract/coupon-scope'
import { LIMITED_COUPON_STATE_TEXT } from '@lotus/contract/limited-coupon'
import { formatMop } from '@lotus/contract/money'
import '../../components/browse.scss'
import './index.scss'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** The button's words: the batch's state, or 已領取 once the caller holds the per-user limit. */
const buttonText = (c: LimitedCoupon) =>
  c.state === 'open' && c.mine >= c.perUser ? '已領取' : LIMITED_COUPON_STATE_TEXT[c.state]

/**
 * 限時搶券: coupon batches with their window, what is left and the per-user limit. Claiming asks the server,
 * whose answer (已搶光, 未到領取時間, 每人限領N張) shows on the card; the list is asked again after every claim.
 */
export default function LimitedCouponPage() {
  const params = usePageParams()
  const mchId = Number(params.mchId ?? 0)
  const list = useLimitedCoupons(mchId)
  const [answers, setAnswers] = useState<Record<number, string>>({})
  const [busy, setBusy] = useState(0)

  const claim = async (c: LimitedCoupon) => {
    if (busy || c.state === 'ended') return
    setBusy(c.id)
    try {
      await claimCoupon(c.id)
      setAnswers((a) => ({ ...a, [c.id]: '領取成功，已放入我的優惠券' }))
      void Taro.showToast({ title: '領取成功', icon: 'success' })
    } catch (e) {
      // the request already showed the server's message as a toast; keep it on the card too
      if (isApiError(e) && e.code !== ErrorCode.UNAUTHORIZED) setAnswers((a) => ({ ...a, [c.id]: e.message }))
    } finally {
      setBusy(0)
    }
  }

  return (
    <View className="sm-page">
      <NavBar title="限時搶券" />
      <StateView
        state={loadStateOf(list, (d) => d.length === 0)}
        rows={4}
        picture="coupon"
        emptyText="暫無可領取的優惠券"
        errorText="優惠券載入失敗"
        onRetry={() => void list.refetch()}
      >
        {list.data?.map((c) => (
          <View key={c.id} className="sm-card sm-lc" role="group" aria-label={c.name}>
            <View className="sm-lc__top">
              <View className="sm-lc__amount">
                <Text className="sm-lc__value">{mop(c.amount)}</Text>
                <Text className="sm-muted">{c.threshold > 0 ? `滿${mop(c.threshold)}可用` : '無門檻'}</Text>
              </View>
              <View className="sm-lc__main">
                <Text className="sm-lc__name">{c.name}</Text>
                {c.scope && (
                  <Text className="sm-lc__scope" data-testid="coupon-scope">
                    {couponScopeText(c.scope)}，門檻只計此範圍商品
                  </Text>
                )}
                <Text className="sm-muted">
                  {c.storeName}適用 · 領取後{c.validDays}天內有效
                </Text>
                <Text className="sm-muted">
                  {formatDate(c.startsAt, 7)} 至 {formatDate(c.endsAt, 7)}
                </Text>
              </View>
            </View>
            <View className="sm-row">
              <View className="sm-lc__meta">
                <Text>
                  剩餘 {c.left}/{c.total} 張
                </Text>
                <Text className="sm-muted">
                  每人限領{c.perUser}張{c.mine > 0 ? ` · 已領 ${c.mine} 張` : ''}
                </Text>
              </View>
              <View
                role="button"
                aria-label={`${buttonText(c)} ${c.name}`}
                aria-disabled={c.state === 'ended' || busy === c.id}
                className={`sm-btn${c.canClaim ? '' : ' sm-btn--off'}`}
                onClick={() => void claim(c)}
              >
                {busy === c.id ? '領取中' : buttonText(c)}
              </View>
            </View>
            {c.state !== 'ended' && (
              <View className="sm-lc__bar" aria-hidden>
                <View
                  className="sm-lc__bar-in"
                  style={{ width: `${c.total ? Math.round(((c.total - c.left) * 100) / c.total) : 0}%` }}
                />
              </View>
            )}
            {answers[c.id] && (
              <View className="sm-lc__answer" role="status">
                {answers[c.id]}
              </View>
            )}
          </View>
        ))}
      </StateView>
    </View>
  )
}
