import { macauDay, macauDayEndOf, macauDayStartOf } from '@lotus/contract/macau-time'
import { riderFee, type RiderEarnings } from '@lotus/contract/rider'
import type { RiderCaller, RiderDeps } from './rider-deps.js'

/**
 * Today's (Macau day) delivered orders of the rider and what they made: per order the rider's fee (the delivery
 * fee, at least RIDER_MIN_FEE: contract/rider.ts) and the customer's tip, if any (rider_tips).
 */
export async function earningsToday(d: RiderDeps, c: RiderCaller): Promise<RiderEarnings> {
  const day = macauDay(d.clock.now())
  const rows = await d.db.many<{
    id: number
    order_no: string
    shop_name: string
    delivered_at: number
    delivery_fee: number
    tip: number | null
  }>(
    `SELECT o.id, o.order_no, m.name AS shop_name, o.delivered_at, o.delivery_fee, t.amount AS tip
     FROM orders o JOIN merchants m ON m.id = o.merchant_id LEFT JOIN rider_tips t ON t.order_id = o.id
     WHERE o.rider_id = $1 AND o.delivered_at >= $2 AND o.delivered_at < $3
     ORDER BY o.delivered_at DESC, o.id DESC`,
    [c.actor.id, macauDayStartOf(day), macauDayEndOf(day)]
  )
  const list = rows.map((r) => ({
    orderId: r.id,
    orderNo: r.order_no,
    shopName: r.shop_name,
    deliveredAt: Math.floor(Number(r.delivered_at) / 1000),
    fee: riderFee(Number(r.delivery_fee)),
    tip: r.tip === null ? 0 : Number(r.tip)
  }))
  const fees = list.reduce((s, r) => s + r.fee, 0)
  const tips = list.reduce((s, r) => s + r.tip, 0)
  return { day, list, fees, tips, total: fees + tips }
}
