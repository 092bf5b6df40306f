import { AppError, ErrorCode, notFound } from '../../errors.js'
import { lockOrder } from '../order/order-ops.js'
import { auditActor, orderActor, type RiderCaller, type RiderDeps } from './rider-deps.js'

/**
 * A rider takes a delivery: exactly one rider per order. The order is locked and taken only while no rider has it,
 * so of two riders racing the second finds it taken (ORDER_TAKEN, 已被其他騎手接單) and changes nothing. The
 * customer's page gets the rider's name and work phone; the timeline says 騎手已接單，正前往商家.
 */
export async function take(d: RiderDeps, c: RiderCaller, orderId: number): Promise<{ orderId: number }> {
  return d.db.tx(async (t) => {
    const o = await lockOrder(t, null, orderId)
    if (o.fulfilment !== 'delivery' || o.vertical === 'group') throw notFound('找不到訂單')
    if (o.rider_id != null) {
      throw new AppError(ErrorCode.ORDER_TAKEN, o.rider_id === c.actor.id ? '你已接此單' : '已被其他騎手接單')
    }
    if (o.status !== 'accepted' && o.status !== 'ready') {
      // delivered or moved on by the simulator (development): for a rider it is gone all the same
      throw new AppError(ErrorCode.ORDER_TAKEN, '此訂單已不可接單')
    }
    const me = await t.one<{ name: string; phone: string; suspended_at: number | null }>(
      'SELECT name, phone, suspended_at FROM staff_accounts WHERE id = $1',
      [c.actor.id]
    )
    // a rider suspended by support finishes the deliveries in hand and takes no new one (issue 38 point 2)
    if (me?.suspended_at != null)
      throw new AppError(ErrorCode.RIDER_SUSPENDED, '你的騎手帳號已被暫停接單，請聯絡客服')
    const rider = { name: me?.name ?? c.name, phone: me?.phone ?? '' }
    const row = await d.lifecycle.move(t, o, 'assignRider', orderActor(c), {
      at: d.clock.now(),
      set: { rider_id: c.actor.id, rider: JSON.stringify(rider) }
    })
    await d.audit.write(t, {
      actor: auditActor(c),
      action: 'rider.take',
      subjectType: 'order',
      subjectId: o.id,
      merchantId: o.merchant_id,
      ip: c.ip,
      before: { status: o.status, riderId: null },
      after: { status: row.status, riderId: c.actor.id }
    })
    return { orderId: o.id }
  })
}
