import Taro from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { PhotoPicker } from '@/components/photo-picker'
import { StateView } from '@/components/state-view'
import { useOrder } from '@/hooks/use-order-page'
import { usePageParams } from '@/hooks/use-page-params'
import { refund } from '@/queries/order'
import { replace } from '@/services/nav'
import { PHOTOS_MAX, REFUND_DETAIL_MAX, validateRefund } from '@/stores/order-reducer'
import { formatMop } from '@lotus/contract/money'
import { smPage } from '../../hooks/paths'
import '../../components/sm-order/index.scss'

/** Why a supermarket order is refunded (the server keeps the words as the refund's reason). */
const SM_REFUND_REASONS = [
  '商品少送/錯送',
  '商品質量問題',
  '商品已過期',
  '送達時間太晚',
  '不想要了',
  '其他原因'
] as const

/**
 * 申請退款 (?id): a reason, the lines with a problem, a note and photos. The whole paid amount goes back
 * (wallet or the original payment); the chosen lines go with the note to the store.
 */
export default function SupermarketRefund() {
  const id = Number(usePageParams().id ?? 0)
  const { order, state, reload } = useOrder(id, { poll: false })
  const [reason, setReason] = useState('')
  const [lines, setLines] = useState<string[]>([])
  const [detail, setDetail] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const toggle = (name: string) =>
    setLines((l) => (l.includes(name) ? l.filter((x) => x !== name) : [...l, name]))

  const submit = async () => {
    const msg = validateRefund({ reason, detail, images })
    if (msg) {
      setError(msg)
      return void Taro.showToast({ title: msg, icon: 'none' })
    }
    const text = [lines.length ? `問題商品：${lines.join('、')}` : '', detail.trim()]
      .filter(Boolean)
      .join('；')
    if (text.length > REFUND_DETAIL_MAX) {
      setError(`退款說明最多${REFUND_DETAIL_MAX}字`)
      return
    }
    if (busy) return
    setBusy(true)
    try {
      await refund({ id, reason, detail: text || undefined, images: images.length ? images : undefined })
      void Taro.showToast({ title: '退款申請已提交', icon: 'success' })
      replace(smPage('refundProgress', { id }))
    } catch {
      // toasted by the request layer (REFUND_STATE, ORDER_STATE…)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="sm-order">
      <NavBar title="申請退款" />
      <StateView state={state} rows={2} errorText="訂單載入失敗" onRetry={() => void reload()}>
        {order && (
          <>
            <View className="sm-order__card">
              <View className="sm-order__row">
                <Text>{order.merchantName}</Text>
                <Text className="sm-order__muted">共{order.itemCount}件</Text>
              </View>
              <View className="sm-order__row">
                <Text className="sm-order__label">退款金額</Text>
                <Text className="sm-order__total-num">{formatMop(order.amounts.total)}</Text>
              </View>
              <Text className="sm-order__muted">
                {order.payMethod === 'wallet' ? '退款將退回你的錢包餘額' : '退款將原路退回你的支付帳戶'}
              </Text>
            </View>
            <View className="sm-order__card">
              <View className="sm-order__title">退款原因 *</View>
              <View className="sm-order__chips" role="radiogroup" aria-label="退款原因">
                {SM_REFUND_REASONS.map((r) => (
                  <View
                    key={r}
                    role="radio"
                    aria-checked={r === reason}
                    className={`sm-order__chip ${r === reason ? 'sm-order__chip--on' : ''}`}
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
            <View className="sm-order__card">
              <View className="sm-order__title">有問題的商品</View>
              <View className="sm-order__chips" role="group" aria-label="有問題的商品">
                {order.items.map((it) => (
                  <View
                    key={it.goodsId}
                    role="checkbox"
                    aria-checked={lines.includes(it.name)}
                    className={`sm-order__chip ${lines.includes(it.name) ? 'sm-order__chip--on' : ''}`}
                    onClick={() => toggle(it.name)}
                  >
                    {it.name} x{it.itemCount}
                  </View>
                ))}
              </View>
            </View>
            <View className="sm-order__card">
              <View className="sm-order__title">退款說明</View>
              <Textarea
                className="sm-order__text"
                value={detail}
                maxlength={REFUND_DETAIL_MAX}
                placeholder="請描述遇到的問題，幫助門店更快處理"
                onInput={(e) => setDetail(String(e.detail?.value ?? '').slice(0, REFUND_DETAIL_MAX))}
              />
              <Text className="sm-order__muted">
                {detail.length}/{REFUND_DETAIL_MAX}
              </Text>
              <View className="sm-order__title">上傳憑證（最多{PHOTOS_MAX}張）</View>
              <PhotoPicker value={images} onChange={setImages} max={PHOTOS_MAX} />
            </View>
            {error && <View className="sm-order__error">{error}</View>}
            <View className="sm-order__bar">
              <View />
              <View
                role="button"
                className={`sm-order__submit ${busy ? 'sm-order__submit--off' : ''}`}
                aria-disabled={busy}
                onClick={() => void submit()}
              >
                提交申請
              </View>
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
