import { AppError, ErrorCode } from '../../errors.js'
import { auditActor, lockOwnOrder, orderActor, type RiderCaller, type RiderDeps } from './rider-deps.js'

/** The rider has collected the order at the counter (dispatch: 配送中). Only the rider who took it. */
export async function pickUp(d: RiderDeps, c: RiderCaller, orderId: number): Promise<{ orderId: number }> {
  return d.db.tx(async (t) => {
    const o = await lockOwnOrder(t, c, orderId)
    if (o.status !== 'accepted' && o.status !== 'ready')
      throw new AppError(ErrorCode.ORDER_STATE, '此訂單已取餐')
    const row = await d.lifecycle.move(t, o, 'dispatch', orderActor(c), { at: d.clock.now() })
    await d.audit.write(t, {
      actor: auditActor(c),
      action: 'rider.pickUp',
      subjectType: 'order',
      subjectId: o.id,
      merchantId: o.merchant_id,
      ip: c.ip,
      before: { status: o.status },
      after: { status: row.status }
    })
    return { orderId: o.id }
  })
}
