import Taro from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { PhotoPicker } from '@/components/photo-picker'
import type { OrderDetail } from '@/services/order'
import { PHOTOS_MAX, REFUND_DETAIL_MAX, validateRefund } from '@/stores/order-reducer'
import { formatMop } from '@lotus/contract/money'
import { linesAskable, quoteLineRefund, type LineAsk } from '@lotus/contract/refund-lines'
import { GoodsStepper } from '@/components/goods-stepper'
import './index.scss'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { refundWords } from './words'

export interface RefundBody {
  reason: string
  detail?: string
  images?: string[]
  /** Some lines / units only (an order with `lineRefund`); absent: the whole order. */
  lines?: LineAsk[]
}

export interface RefundFormProps {
  order: Pick<
    OrderDetail,
    'merchantName' | 'itemCount' | 'amounts' | 'payMethod' | 'items' | 'lineRefund' | 'vertical' | 'status'
  >
  /** the vertical's reasons (the server keeps the words as the refund's reason) */
  reasons: readonly string[]
  placeholder: string
  /** lets the buyer mark the lines with a problem; their names go first in the detail */
  pickLines?: boolean
  /** sends the refund; a failure is toasted by the request layer (REFUND_STATE, ORDER_STATE…) */
  submit: (body: RefundBody) => Promise<unknown>
  /** after the server took it (the page opens the refund's progress) */
  onDone: () => void
}

/**
 * 申請退款 of any vertical's order: a reason, a detail ≤ 200, photos ≤ 6 (and the lines with a problem);
 * the whole paid amount goes back. A supermarket or general-store order (`lineRefund`) picks lines and units with
 * steppers (全選: everything left) and shows the contract's amount for them, the one the server records.
 * A wrong form is said once, inline (issue 8 §12: never also a toast).
 */
export function RefundForm({ order, reasons, placeholder, pickLines, submit, onDone }: RefundFormProps) {
  const w = refundWords.useWords()
  const [reason, setReason] = useState('')
  const [lines, setLines] = useState<string[]>([])
  const [detail, setDetail] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [error, setError] = useState('')
  // lines and units once the goods arrived; before that the whole order goes back
  const facts = linesAskable(order) ? (order.lineRefund ?? null) : null
  // units of each line still refundable, and how many the customer picks (all of them to start: 全選)
  const left = new Map(facts?.lines.map((l) => [l.itemId, l.qty - l.refundedQty]) ?? [])
  const [picked, setPicked] = useState<Map<number, number>>(() => new Map(left))
  const ask: LineAsk[] = [...picked].map(([itemId, qty]) => ({ itemId, qty })).filter((a) => a.qty > 0)
  const quote = facts ? quoteLineRefund(facts, ask) : null
  const amount = facts ? (quote?.ok ? quote.quote.amount : 0) : order.amounts.total
  const allPicked = [...left].every(([id, n]) => (picked.get(id) ?? 0) >= n)
  const setQty = (itemId: number, qty: number) => {
    setPicked((m) => new Map(m).set(itemId, Math.max(0, Math.min(left.get(itemId) ?? 0, qty))))
    setError('')
  }
  const sending = useMutation(submit)
  const busy = sending.busy

  const toggle = (name: string) =>
    setLines((l) => (l.includes(name) ? l.filter((x) => x !== name) : [...l, name]))

  const send = async () => {
    const msg = validateRefund({ reason, detail, images })
    if (msg) return setError(msg)
    if (quote && !quote.ok) return setError(quote.message)
    // the merchant reads the detail as written: the lines' prefix stays the server's Chinese
    // eslint-disable-next-line i18n/no-cjk-literal -- stored with the refund as the merchant reads it
    const text = [lines.length ? `問題商品：${lines.join('、')}` : '', detail.trim()]
      .filter(Boolean)
      .join('；')
    // the chosen lines count towards the server's limit too
    if (text.length > REFUND_DETAIL_MAX) return setError(w('tooLong', { n: REFUND_DETAIL_MAX }))
    if (busy) return
    try {
      const sent = await sending.run({
        reason,
        detail: text || undefined,
        images: images.length ? images : undefined,
        ...(facts ? { lines: ask } : {})
      })
      if (sent === SKIPPED) return
      void Taro.showToast({ title: w('sent'), icon: 'success' })
      onDone()
    } catch {
      // toasted by the request layer
    }
  }

  return (
    <View className="refund-form">
      <View className="refund-form__card">
        <View className="refund-form__row">
          <Text>{order.merchantName}</Text>
          <Text className="refund-form__sub">{w('count', { n: order.itemCount })}</Text>
        </View>
        <View className="refund-form__row">
          <Text>{w('amount')}</Text>
          <Text className="refund-form__amount" aria-label={w('amount')}>
            {formatMop(amount)}
          </Text>
        </View>
        <Text className="refund-form__note">
          {order.payMethod === 'wallet' ? w('toWallet') : w('toSource')}
        </Text>
      </View>
      <View className="refund-form__card">
        <View className="refund-form__title">
          {w('reason')}
          <Text className="refund-form__req">*</Text>
        </View>
        <View className="refund-form__chips" role="radiogroup" aria-label={w('reason')}>
          {reasons.map((r) => (
            <View
              key={r}
              role="radio"
              aria-checked={r === reason}
              className={`refund-form__chip ${r === reason ? 'refund-form__chip--on' : ''}`}
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
      {facts && (
        <View className="refund-form__card" role="group" aria-label={w('lines')}>
          <View className="refund-form__row">
            <Text className="refund-form__title">{w('lines')}</Text>
            <View
              role="checkbox"
              aria-checked={allPicked}
              className={`refund-form__chip ${allPicked ? 'refund-form__chip--on' : ''}`}
              onClick={() => {
                setPicked(allPicked ? new Map() : new Map(left))
                setError('')
              }}
            >
              {w('all')}
            </View>
          </View>
          {order.items.map((it) => {
            const n = it.itemId === undefined ? 0 : (left.get(it.itemId) ?? 0)
            if (it.itemId === undefined || n <= 0) return null
            const id = it.itemId
            const q = picked.get(id) ?? 0
            return (
              <View key={id} className="refund-form__line">
                <View className="refund-form__line-name">
                  <Text>{it.name}</Text>
                  <Text className="refund-form__sub">{w('left', { n })}</Text>
                </View>
                <GoodsStepper
                  count={q}
                  label={it.name}
                  plusDisabled={q >= n}
                  onPlus={() => setQty(id, q + 1)}
                  onMinus={() => setQty(id, q - 1)}
                />
              </View>
            )
          })}
          <Text className="refund-form__note">{w('lineNote')}</Text>
        </View>
      )}
      {pickLines && !facts && (
        <View className="refund-form__card">
          <View className="refund-form__title">{w('problem')}</View>
          <View className="refund-form__chips" role="group" aria-label={w('problem')}>
            {order.items.map((it) => (
              <View
                key={it.goodsId}
                role="checkbox"
                aria-checked={lines.includes(it.name)}
                className={`refund-form__chip ${lines.includes(it.name) ? 'refund-form__chip--on' : ''}`}
                onClick={() => toggle(it.name)}
              >
                {it.name} x{it.itemCount}
              </View>
            ))}
          </View>
        </View>
      )}
      <View className="refund-form__card">
        <View className="refund-form__title">{w('detail')}</View>
        <Textarea
          className="refund-form__text"
          value={detail}
          maxlength={REFUND_DETAIL_MAX}
          placeholder={placeholder}
          onInput={(e) => setDetail(String(e.detail?.value ?? '').slice(0, REFUND_DETAIL_MAX))}
        />
        <Text className="refund-form__count">
          {detail.length}/{REFUND_DETAIL_MAX}
        </Text>
        <View className="refund-form__title">{w('photos', { n: PHOTOS_MAX })}</View>
        <PhotoPicker value={images} onChange={setImages} max={PHOTOS_MAX} />
      </View>
      {error && (
        <View className="refund-form__error" role="alert">
          {error}
        </View>
      )}
      <View
        role="button"
        className={`refund-form__submit ${busy ? 'refund-form__submit--off' : ''}`}
        aria-disabled={busy}
        onClick={() => void send()}
      >
        {w('submit')}
      </View>
    </View>
  )
}
