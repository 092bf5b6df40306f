import Taro from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { PhotoPicker } from '@/components/photo-picker'
import { StateView } from '@/components/state-view'
import { replace, withQuery } from '@/services/nav'
import { refundOrder } from '@/services/order'
import { PHOTOS_MAX, REFUND_DETAIL_MAX, REFUND_REASONS, validateRefund } from '@/stores/order-reducer'
import { formatMop } from '@lotus/contract/money'
import { useOrder } from '../order-del/use-order'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'

/** Apply for a refund (?id): reason, detail ≤ 200, photos ≤ 6; the whole paid amount goes back. */
export default function Refund() {
  const id = Number(usePageParams().id ?? 0)
  const { order, state, reload } = useOrder(id, { poll: false })
  const [reason, setReason] = useState('')
  const [detail, setDetail] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const msg = validateRefund({ reason, detail, images })
    if (msg) {
      // said once, inline beside the form (issue 8 §12: never inline and a toast)
      return setError(msg)
    }
    if (busy) return
    setBusy(true)
    try {
      await refundOrder({
        id,
        reason,
        detail: detail.trim() || undefined,
        images: images.length ? images : undefined
      })
      void Taro.showToast({ title: '退款申請已提交', icon: 'success' })
      replace(withQuery(ORDER_PAGES.refundProgress, { id }))
    } catch {
      // toasted (REFUND_STATE, ORDER_STATE...)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="refund-page">
      <NavBar title="申請退款" />
      <StateView state={state} rows={2} errorText="訂單載入失敗" onRetry={() => void reload()}>
        {order && (
          <>
            <View className="refund-page__card">
              <View className="refund-page__row">
                <Text>{order.merchantName}</Text>
                <Text className="refund-page__sub">共{order.itemCount}件</Text>
              </View>
              <View className="refund-page__row">
                <Text>退款金額</Text>
                <Text className="refund-page__amount">{formatMop(order.amounts.total)}</Text>
              </View>
              <Text className="refund-page__note">
                {order.payMethod === 'wallet' ? '退款將退回你的錢包餘額' : '退款將原路退回你的支付帳戶'}
              </Text>
            </View>
            <View className="refund-page__card">
              <View className="refund-page__title">
                退款原因<Text className="refund-page__req">*</Text>
              </View>
              <View className="refund-page__chips">
                {REFUND_REASONS.map((r) => (
                  <View
                    key={r}
                    role="radio"
                    aria-checked={r === reason}
                    className={`refund-page__chip ${r === reason ? 'refund-page__chip--on' : ''}`}
                    onClick={() => {
                      setReason(r)
                      setError('')
                    }}
                  >
                    {r}
                  </View>
                ))}
              </View>
            </View>
            <View className="refund-page__card">
              <View className="refund-page__title">退款說明</View>
              <Textarea
                className="refund-page__text"
                value={detail}
                maxlength={REFUND_DETAIL_MAX}
                placeholder="請描述遇到的問題，幫助商家更快處理"
                onInput={(e) => setDetail(String(e.detail?.value ?? '').slice(0, REFUND_DETAIL_MAX))}
              />
              <Text className="refund-page__count">
                {detail.length}/{REFUND_DETAIL_MAX}
              </Text>
              <View className="refund-page__title">上傳憑證（最多{PHOTOS_MAX}張）</View>
              <PhotoPicker value={images} onChange={setImages} max={PHOTOS_MAX} />
            </View>
            {error && (
              <View className="refund-page__error" role="alert">
                {error}
              </View>
            )}
            <View
              className={`refund-page__submit ${busy ? 'refund-page__submit--off' : ''}`}
              aria-disabled={busy}
              onClick={() => void submit()}
            >
              提交申請
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
