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
import { formatMop } from '@lotus/contract/money'
import { scopeText } from '../../components/coupon-words'
import { marketWords } from '../../words'
import '../../components/browse.scss'
import './index.scss'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** The button's words: the batch's state, or 已領取 once the caller holds the per-user limit. */
const buttonText = (c: LimitedCoupon) =>
  marketWords.word(c.state === 'open' && c.mine >= c.perUser ? 'lc.claimed' : `lc.${c.state}`)

/**
 * 限時搶券: coupon batches with their window, what is left and the per-user limit. Claiming asks the server,
 * whose answer (已搶光, 未到領取時間, 每人限領N張) shows on the card; the list is asked again after every claim.
 */
export default function LimitedCouponPage() {
  const w = marketWords.useWords()
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
      setAnswers((a) => ({ ...a, [c.id]: w('lc.claimOk') }))
      void Taro.showToast({ title: w('lc.claimOkToast'), icon: 'success' })
    } catch (e) {
      // the request already showed the server's message as a toast; keep it on the card too
      if (isApiError(e) && e.code !== ErrorCode.UNAUTHORIZED) setAnswers((a) => ({ ...a, [c.id]: e.message }))
    } finally {
      setBusy(0)
    }
  }

  return (
    <View className="sm-page">
      <NavBar title={w('entry.coupons')} />
      <StateView
        state={loadStateOf(list, (d) => d.length === 0)}
        rows={4}
        picture="coupon"
        emptyText={w('lc.empty')}
        errorText={w('lc.failed')}
        onRetry={() => void list.refetch()}
      >
        {list.data?.map((c) => (
          <View
            key={c.id}
            className={`sm-card sm-lc${c.type === 'redEnvelope' ? ' sm-lc--envelope' : ''}`}
            role="group"
            aria-label={c.name}
          >
            <View className="sm-lc__top">
              <View className="sm-lc__amount">
                <Text className="sm-lc__value">{mop(c.amount)}</Text>
                <Text className="sm-muted">
                  {c.threshold > 0 ? w('threshold', { amount: mop(c.threshold) }) : w('noThreshold')}
                </Text>
              </View>
              <View className="sm-lc__main">
                <Text className="sm-lc__name">
                  {/* a red envelope is for any shop's order, unlike a coupon: its name alone may not say so */}
                  {c.type === 'redEnvelope' && <Text className="sm-lc__kind">{w('lc.redEnvelope')}</Text>}
                  {c.name}
                </Text>
                {c.scope && (
                  <Text className="sm-lc__scope" data-testid="coupon-scope">
                    {w('lc.scopeNote', { scope: scopeText(c.scope) })}
                  </Text>
                )}
                <Text className="sm-muted">{w('lc.valid', { store: c.storeName, n: c.validDays })}</Text>
                <Text className="sm-muted">
                  {w('lc.window', { from: formatDate(c.startsAt, 7), to: formatDate(c.endsAt, 7) })}
                </Text>
              </View>
            </View>
            <View className="sm-row">
              <View className="sm-lc__meta">
                <Text>{w('lc.left', { left: c.left, total: c.total })}</Text>
                <Text className="sm-muted">
                  {w('lc.perUser', { n: c.perUser })}
                  {c.mine > 0 ? ` · ${w('lc.mine', { n: c.mine })}` : ''}
                </Text>
              </View>
              <View
                role="button"
                aria-label={`${buttonText(c)} ${c.name}`}
                aria-disabled={c.state === 'ended' || busy === c.id}
                className={`sm-btn${c.canClaim ? '' : ' sm-btn--off'}`}
                onClick={() => void claim(c)}
              >
                {busy === c.id ? w('lc.claiming') : buttonText(c)}
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
