import type { PointsOrderState } from '@lotus/contract/order-points'
import { lockOrder } from '../../order/order-ops.js'
import { type MallContext, PMALL_AUTO_RECEIVE_JOB, notifyExchange, step } from './shared.js'
import { completeCashOrder, receiveIn, lockByOrder, giveBack } from './helpers.js'

/** What the mall does when a code is redeemed, a shipped gift is due, or a cash order is paid or expires. */
export function registerMallHooks(ctx: MallContext): void {
  const { clock, pickup } = ctx
  // The store's redeem of a gift's pickup code completes the exchange (and its cash order, if any).
  pickup.onRedeem('pmall', async (t, ref, at, actor) => {
    const id = Number(ref.slice('pmall:'.length))
    const o = await t.one<{
      status: PointsOrderState
      order_id: number | null
      user_id: number
      name: string
      qty: number
    }>('SELECT status, order_id, user_id, name, qty FROM pmall_orders WHERE id = $1 FOR UPDATE', [id])
    if (!o) return
    await t.query('UPDATE pmall_orders SET status = $2, updated_at = $3 WHERE id = $1', [
      id,
      step(o.status, 'pickUp'),
      at
    ])
    await notifyExchange(t, o, 'completed', at)
    if (o.order_id !== null)
      await completeCashOrder(ctx, t, o.order_id, '已到店取貨', at, actor ?? { type: 'merchant' })
  })

  ctx.jobs?.register(PMALL_AUTO_RECEIVE_JOB, async (t, payload: { id?: unknown }) => {
    const head = await t.one<{ order_id: number | null }>('SELECT order_id FROM pmall_orders WHERE id = $1', [
      Number(payload.id)
    ])
    // The cash order first, the exchange second: the same lock order as a payment or a cancel.
    if (head?.order_id != null) await lockOrder(t, null, head.order_id)
    const o = await t.one<{ id: number; status: PointsOrderState; order_id: number | null }>(
      'SELECT id, status, order_id FROM pmall_orders WHERE id = $1 FOR UPDATE',
      [Number(payload.id)]
    )
    // Received by the user meanwhile (or never shipped): nothing to do.
    if (o?.status === 'shipped') {
      await receiveIn(ctx, t, o, clock.now(), '已自動確認收貨', {
        type: 'system',
        name: PMALL_AUTO_RECEIVE_JOB
      })
    }
  })

  // Paid at the cashier: the gift goes to pickup (a code now) or shipping.
  ctx.lifecycle?.on('paid', { fulfilment: 'points' }, async (t, order, now) => {
    const o = await lockByOrder(ctx, t, order.id)
    if (!o) return
    const to = step(o.status, o.way === 'pickup' ? 'payForPickup' : 'payForDelivery')
    await t.query('UPDATE pmall_orders SET status = $2, updated_at = $3 WHERE id = $1', [o.id, to, now])
    if (o.way === 'pickup' && o.store_id !== null) {
      await pickup.issue(t, { merchantId: o.store_id, userId: o.user_id, ref: `pmall:${o.id}` })
    }
  })
  // Not paid in time: the exchange closes, points and stock come back.
  ctx.lifecycle?.on('expired', { fulfilment: 'points' }, async (t, order, now) => {
    const o = await lockByOrder(ctx, t, order.id)
    if (!o || o.status !== 'unpaid') return
    await t.query('UPDATE pmall_orders SET status = $2, updated_at = $3 WHERE id = $1', [
      o.id,
      step(o.status, 'expire'),
      now
    ])
    await giveBack(ctx, t, o, '兌換超時未付款，蜂蜜退回')
    await notifyExchange(t, o, 'expired', now)
  })
}
