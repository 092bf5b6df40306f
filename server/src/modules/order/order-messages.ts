import { formatMop } from '@lotus/contract/money'
import type { OrderMessageKey } from '@lotus/contract/server-words'
import type { Db } from '../../db/db.js'
import { notifyOrder } from '../inbox/messages.js'
import type { OrderRow } from './order-ops.js'

/** The order events a user hears about in the message centre (消息中心 → 訂單消息). */
export type OrderNews = 'paid' | 'dispatched' | 'delivered' | 'completed' | 'refunded'

type Facts = Pick<OrderRow, 'id' | 'user_id' | 'order_no' | 'merchant_id' | 'fulfilment' | 'total'> & {
  pay_method?: OrderRow['pay_method']
}

interface Worded {
  title: string
  body: string
  key: OrderMessageKey
  values: { merchant: string; orderNo: string; amount: string }
}

function text(news: OrderNews, o: Facts, merchant: string, amount: number): Worded {
  const no = `訂單 ${o.order_no}`
  const values = { merchant, orderNo: o.order_no, amount: formatMop(amount) }
  const at = (key: OrderMessageKey, title: string, body: string): Worded => ({ title, body, key, values })
  switch (news) {
    case 'paid':
      if (amount === 0) return at('booked', '預訂成功', `${merchant}：${no}已確認，請按時到店。`)
      return o.fulfilment === 'delivery' || o.fulfilment === 'pickup' || o.fulfilment === 'express'
        ? at('paidShop', '訂單支付成功', `${merchant}：${no}已支付 ${formatMop(amount)}，商家即將接單。`)
        : at('paidOther', '訂單支付成功', `${merchant}：${no}已支付 ${formatMop(amount)}，可在訂單詳情查看。`)
    case 'dispatched':
      return o.fulfilment === 'pickup'
        ? at('pickupReady', '訂單已備好', `${merchant}：${no}已備好，請憑取貨碼到店自取。`)
        : at('dispatched', '訂單配送中', `${merchant}：騎手已取貨，${no}正在配送。`)
    case 'delivered':
      return at('delivered', '訂單已送達', `${merchant}：${no}已送達，請確認收貨。`)
    case 'completed':
      return at('completed', '訂單已完成', `${merchant}：${no}已完成，歡迎評價。`)
    case 'refunded':
      return o.pay_method === 'wallet'
        ? at('refundedWallet', '退款成功', `${merchant}：${no}已退款 ${formatMop(amount)}，款項已退回錢包。`)
        : at(
            'refundedOriginal',
            '退款成功',
            `${merchant}：${no}已退款 ${formatMop(amount)}，款項將退回原支付方式。`
          )
  }
}

/**
 * Writes the order message of one event to the order's owner, inside the transaction of the state change (so a
 * message exists exactly when the change does). `amount` is the money moved (refunds may be partial).
 */
export async function notifyOrderEvent(
  t: Db,
  o: Facts,
  news: OrderNews,
  now: number,
  amount: number = o.total
): Promise<void> {
  const m = await t.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [o.merchant_id])
  await notifyOrder(t, { userId: o.user_id, orderId: o.id, now, ...text(news, o, m?.name ?? '商家', amount) })
}
