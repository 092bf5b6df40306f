import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import type { CartProp } from '@lotus/contract/cart'
import type { OrderDetail, OrderItem, OrderSummary, RefundView } from '@lotus/contract/order'
import type { OrderRow } from './order-ops.js'
import { allowedActions, STATUS_TEXT } from './order-state-machine.js'

export type { OrderDetail, OrderItem as OrderItemDto, OrderSummary, RefundView }

export type OrderWithMerchant = OrderRow & {
  merchant_name: string
  merchant_phone: string
  delivery_minutes: number
}

export const SELECT_ORDER = `SELECT o.*, m.name AS merchant_name, m.phone AS merchant_phone, m.delivery_minutes
  FROM orders o JOIN merchants m ON m.id = o.merchant_id`

const sec = (ms: number | null) => (ms === null ? null : toSeconds(ms))

export function toSummary(o: OrderWithMerchant, firstItems: string[], now: number): OrderSummary {
  return {
    id: o.id,
    orderNo: o.order_no,
    vertical: o.vertical,
    fulfilment: o.fulfilment,
    merchantId: o.merchant_id,
    merchantName: o.merchant_name,
    merchantLogo: `/api/img/merchant/${o.merchant_id}.svg`,
    status: o.status,
    statusText: STATUS_TEXT[o.status],
    total: o.total,
    itemCount: o.item_count,
    firstItems,
    createdAt: toSeconds(o.created_at),
    actions: allowedActions(
      {
        status: o.status,
        evaluated: o.evaluated,
        completedAt: o.completed_at,
        refundRequests: o.refund_requests
      },
      now
    )
  }
}

interface RefundRow {
  status: 'pending' | 'approved' | 'rejected'
  amount: number
  to_source: 'wallet' | 'online'
  reason: string
  detail: string
  note: string | null
  gateway_ref: string | null
  created_at: number
  decided_at: number | null
}

/** The latest refund of an order as the progress page shows it, or null. */
export async function refundView(db: Db, orderId: number): Promise<RefundView | null> {
  const r = await db.one<RefundRow>('SELECT * FROM refunds WHERE order_id = $1 ORDER BY id DESC LIMIT 1', [
    orderId
  ])
  if (!r) return null
  const dest = r.to_source === 'wallet' ? '退回錢包' : `原路退回（參考號 ${r.gateway_ref ?? '-'}）`
  const timeline: RefundView['timeline'] = [
    {
      title: '提交退款申請',
      at: toSeconds(r.created_at),
      note: r.detail ? `${r.reason}：${r.detail}` : r.reason
    }
  ]
  if (r.status === 'pending') timeline.push({ title: '商家處理中', at: toSeconds(r.created_at), note: null })
  if (r.status === 'approved' && r.decided_at !== null) {
    timeline.push({
      title: '退款成功',
      at: toSeconds(r.decided_at),
      note: `MOP ${(r.amount / 100).toFixed(2)} ${dest}`
    })
  }
  if (r.status === 'rejected' && r.decided_at !== null) {
    timeline.push({ title: '退款被拒', at: toSeconds(r.decided_at), note: r.note })
  }
  return { status: r.status, amount: r.amount, to: r.to_source, reason: r.reason, timeline }
}

export async function toDetail(db: Db, o: OrderWithMerchant, now: number): Promise<OrderDetail> {
  const items = await db.many<{
    goods_id: number
    name: string
    image: string
    props: CartProp[]
    item_count: number
    unit_price: number
    amount: number
  }>('SELECT * FROM order_items WHERE order_id = $1 ORDER BY sort, id', [o.id])
  const events = await db.many<{ status: string; title: string; note: string | null; at: number }>(
    'SELECT status, title, note, at FROM order_events WHERE order_id = $1 ORDER BY at, id',
    [o.id]
  )
  const summary = toSummary(
    o,
    items.slice(0, 3).map((i) => i.name),
    now
  )
  const onTheWay = o.status === 'paid' || o.status === 'accepted' || o.status === 'delivering'
  return {
    ...summary,
    items: items.map((i) => ({
      goodsId: i.goods_id,
      name: i.name,
      image: i.image,
      props: i.props,
      itemCount: i.item_count,
      unitPrice: i.unit_price,
      amount: i.amount
    })),
    amounts: { feeLines: o.fee_lines, total: o.total },
    address: o.address,
    remark: o.remark,
    tableware: o.tableware,
    deliveryTime: sec(o.delivery_time),
    merchantPhone: o.merchant_phone,
    payMethod: o.pay_method,
    paidAt: sec(o.paid_at),
    payDeadline: o.status === 'unpaid' ? toSeconds(o.pay_deadline) : null,
    cancelReason: o.cancel_reason,
    timeline: events.map((e) => ({ status: e.status, title: e.title, at: toSeconds(e.at), note: e.note })),
    refund: await refundView(db, o.id),
    canEvaluate: o.status === 'completed' && !o.evaluated,
    evaluated: o.evaluated,
    rider: o.rider,
    estimatedArrival:
      onTheWay && o.paid_at !== null
        ? toSeconds(Math.max(o.delivery_time ?? 0, o.paid_at + o.delivery_minutes * 60_000))
        : null
  }
}
