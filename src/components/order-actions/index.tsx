import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { invalidate } from '@/queries/cache'
import { cartKeys } from '@/queries/cart'
import { calcCart } from '@/services/cart'
import { go, withQuery } from '@/services/nav'
import { cancelOrder, confirmOrder, getReorder, type OrderDetail, type OrderSummary } from '@/services/order'
import { getMerchant } from '@/services/takeaway'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { CANCEL_REASONS, reorderChangeText } from '@/stores/order-reducer'
import { ACTION_LABELS, type OrderActionKey, knownActions, PRIMARY_ACTIONS } from '@/utils/order-status'
import { ORDER_PAGES, orderFlowPath } from './pages'
import { BottomSheet } from '@/components/bottom-sheet'
import './index.scss'
import { showActionSheet, showModal } from '@/services/dialogs'
import { orderWords } from './words'

export interface OrderActionsProps {
  order: Pick<OrderSummary, 'id' | 'merchantId' | 'actions'> &
    Partial<Pick<OrderDetail, 'rider' | 'merchantPhone' | 'vertical'>>
  /** the order changed (cancel / confirm): the new detail */
  onChanged?: (o: OrderDetail) => void
  size?: 'small' | 'large'
}

/** Exactly the buttons the server's `actions` allow, each doing its job. */
export function OrderActions({ order, onChanged, size = 'small' }: OrderActionsProps) {
  const w = orderWords.useWords()
  const [cancelOpen, setCancelOpen] = useState(false)
  const [reason, setReason] = useState('')
  const actions = knownActions(order.actions)
  if (!actions.length) return null

  const run = async (a: OrderActionKey) => {
    const id = order.id
    switch (a) {
      case 'pay':
        return go(withQuery(ORDER_PAGES.pay, { orderId: id }))
      case 'cancel':
        setReason('')
        return setCancelOpen(true)
      case 'refund':
        return go(orderFlowPath(order, 'refund'))
      case 'refundProgress':
        return go(orderFlowPath(order, 'refundProgress'))
      case 'evaluate':
        return go(orderFlowPath(order, 'evaluation'))
      case 'confirm': {
        const r = await showModal({
          title: w('confirmTitle'),
          content: w('confirmAsk'),
          confirmText: w('confirmTitle')
        })
        if (!r.confirm) return
        const o = await confirmOrder(id).catch(() => null)
        if (o) {
          void Taro.showToast({ title: w('confirmed'), icon: 'success' })
          onChanged?.(o)
        }
        return
      }
      case 'contact':
        return contact(order)
      case 'reorder':
        return reorder(order.id, order.merchantId)
    }
  }

  const submitCancel = async () => {
    if (!reason) return void Taro.showToast({ title: w('chooseReason'), icon: 'none' })
    const o = await cancelOrder(order.id, reason).catch(() => null)
    if (!o) return
    setCancelOpen(false)
    void Taro.showToast({ title: w('cancelled'), icon: 'success' })
    onChanged?.(o)
  }

  return (
    <View className={`order-actions order-actions--${size}`} onClick={(e) => e.stopPropagation()}>
      {actions.map((a) => (
        <Text
          key={a}
          className={`order-actions__btn ${PRIMARY_ACTIONS.includes(a) ? 'order-actions__btn--primary' : ''}`}
          onClick={() => void run(a)}
        >
          {ACTION_LABELS[a]}
        </Text>
      ))}
      <BottomSheet
        open={cancelOpen}
        title={w('cancelReason')}
        onClose={() => setCancelOpen(false)}
        footer={
          <View
            className={`lotus-sheet-btn ${reason ? '' : 'lotus-sheet-btn--disabled'}`}
            aria-disabled={!reason}
            onClick={() => void submitCancel()}
          >
            {w('cancelConfirm')}
          </View>
        }
      >
        {CANCEL_REASONS.map((r) => (
          <View
            key={r}
            role="radio"
            aria-checked={r === reason}
            className={`lotus-option ${r === reason ? 'lotus-option--on' : ''}`}
            onClick={() => setReason(r)}
          >
            <Text>{r}</Text>
            <View className="lotus-option__check" />
          </View>
        ))}
      </BottomSheet>
    </View>
  )
}

async function contact(order: OrderActionsProps['order']): Promise<void> {
  let phone = order.merchantPhone ?? ''
  if (!phone) {
    const m = await getMerchant(order.merchantId).catch(() => null)
    phone = m?.phone ?? ''
  }
  if (!phone) return void Taro.showToast({ title: orderWords.word('noPhone'), icon: 'none' })
  const rider = order.rider
  if (!rider) return void Taro.makePhoneCall({ phoneNumber: phone })
  const r = await showActionSheet({
    itemList: [orderWords.word('callShop', { phone }), orderWords.word('callRider', { phone: rider.phone })]
  }).catch(() => null)
  if (r) void Taro.makePhoneCall({ phoneNumber: r.tapIndex === 0 ? phone : rider.phone })
}

/** 再來一單: what changed since, then the still-available lines replace the merchant's cart. */
export async function reorder(orderId: number, mchId: number): Promise<boolean> {
  const r = await getReorder(orderId).catch(() => null)
  if (!r) return false
  if (r.lines.length === 0) {
    void showModal({
      title: orderWords.word('reorderNone'),
      content: r.changes.map(reorderChangeText).join('\n') || orderWords.word('reorderAllGone'),
      showCancel: false
    })
    return false
  }
  if (r.changes.length) {
    const ok = await showModal({
      title: orderWords.word('reorderChanged'),
      content: r.changes.map(reorderChangeText).join('\n'),
      confirmText: orderWords.word('addToCart')
    })
    if (!ok.confirm) return false
  }
  const { lat, lng } = effectivePoint(useLocation.getState())
  const calc = await calcCart({ mchId, lat, lng, data: r.lines }).catch(() => null)
  if (!calc) return false
  // the stored cart changed on the server: its page asks again
  void invalidate(cartKeys.mch(mchId))
  go(withQuery(ORDER_PAGES.car, { mchId }))
  return true
}
