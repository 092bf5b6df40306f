import type { PointsMallOrder, PointsMallWay, PointsOrderState } from '@lotus/contract/order-points'
import type { Db } from '../../../db/db.js'
import { notFound } from '../../../errors.js'
import type { OrderActor } from '@lotus/contract/order-actor'
import { stepNote } from '@lotus/contract/server-words'
import { lockOrder } from '../../order/order-ops.js'
import { placeOrder } from '../../order/place-order.js'
import {
  type MallContext,
  ORDER_SELECT,
  type OrderRow,
  mover,
  notifyExchange,
  step,
  toOrder
} from './shared.js'

/** The steps several points-mall operations and hooks share. */
/** The cash order's delivery lifecycle does not apply: it is complete when the gift is handed over / received. */
export async function completeCashOrder(
  ctx: MallContext,
  t: Db,
  orderId: number,
  title: string,
  at: number,
  actor: OrderActor
): Promise<void> {
  const o = await lockOrder(t, null, orderId)
  if (o.status === 'paid') await mover(ctx).move(t, o, 'handOver', actor, { at, title })
}

/** A shipped gift becomes received (the user's confirm or the auto-receive job), with its cash order. */
export async function receiveIn(
  ctx: MallContext,
  t: Db,
  o: { id: number; status: PointsOrderState; order_id: number | null },
  at: number,
  title: string,
  actor: OrderActor
): Promise<void> {
  await t.query('UPDATE pmall_orders SET status = $2, received_at = $3, updated_at = $3 WHERE id = $1', [
    o.id,
    step(o.status, 'receive'),
    at
  ])
  const who = await t.one<{ user_id: number; name: string; qty: number }>(
    'SELECT user_id, name, qty FROM pmall_orders WHERE id = $1',
    [o.id]
  )
  if (who) await notifyExchange(t, { ...who, order_id: o.order_id }, 'received', at)
  if (o.order_id !== null) await completeCashOrder(ctx, t, o.order_id, title, at, actor)
}

/** The exchange of a cash order, locked (the order row is locked first by the caller). */
export async function lockByOrder(ctx: MallContext, t: Db, orderId: number) {
  return t.one<{
    id: number
    user_id: number
    status: PointsOrderState
    way: PointsMallWay
    store_id: number | null
    item_id: number
    qty: number
    name: string
    order_id: number | null
  }>(
    `SELECT id, user_id, status, way, store_id, item_id, qty, name, order_id FROM pmall_orders
     WHERE order_id = $1 FOR UPDATE`,
    [orderId]
  )
}

/** Gives back what an exchange held: its stock and its points (each once; the ledger refuses a second refund). */
export async function giveBack(
  ctx: MallContext,
  t: Db,
  o: { id: number; user_id: number; item_id: number; qty: number },
  reason: string
) {
  const { points, pickup } = ctx
  await t.query('UPDATE pmall_items SET stock = stock + $2, exchanged = exchanged - $2 WHERE id = $1', [
    o.item_id,
    o.qty
  ])
  await points.refund(t, o.user_id, `pmall:${o.id}`, reason)
  await pickup.void(t, `pmall:${o.id}`)
}

/** The `orders` row of an exchange's cash part (vertical supermarket, fulfilment points), unpaid. */
export async function placeCashOrder(
  ctx: MallContext,
  t: Db,
  i: {
    userId: number
    exchangeId: number
    clientKey: string
    name: string
    qty: number
    cash: number
    storeId: number | null
    address: Record<string, unknown> | null
    now: number
  }
): Promise<number> {
  // A delivered gift ships from the mall's first supermarket store.
  const store =
    i.storeId ??
    (
      await t.one<{ id: number }>(
        `SELECT id FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id LIMIT 1`
      )
    )?.id
  if (store === undefined) throw new Error('no supermarket store for a points-mall cash order')
  const placed = await placeOrder(
    t,
    {
      userId: i.userId,
      clientKey: `pmall:${i.clientKey}`,
      requestHash: `pmall:${i.exchangeId}`,
      actor: { type: 'customer', id: i.userId },
      price: async () => ({
        merchantId: store,
        vertical: 'supermarket',
        fulfilment: 'points',
        goodsAmount: i.cash,
        total: i.cash,
        feeLines: [{ label: `積分兌換：${i.name} ×${i.qty}`, amount: i.cash }],
        address: i.address ?? {},
        // The exchange's stock is the mall's (given back by its hooks), not goods stock.
        lines: [],
        itemCount: i.qty,
        searchWords: [i.name, '積分兌換'],
        ...stepNote('pointsExchange', { name: i.name })
      })
    },
    i.now
  )
  return placed.orderId
}

/** Closes an unpaid exchange whose payment window passed (check on read; the job does it too). */
export async function expireIfDue(ctx: MallContext, userId: number, id: number): Promise<void> {
  const { db, clock } = ctx
  const r = await db.one<{
    order_id: number | null
    status: PointsOrderState
    pay_deadline: number | null
  }>(
    `SELECT o.order_id, o.status, po.pay_deadline FROM pmall_orders o LEFT JOIN orders po ON po.id = o.order_id
     WHERE o.id = $1 AND o.user_id = $2`,
    [id, userId]
  )
  if (r?.status === 'unpaid' && r.order_id !== null && Number(r.pay_deadline) <= clock.now()) {
    await ctx.orders?.load(userId, r.order_id)
  }
}

export async function orderOf(ctx: MallContext, t: Db, userId: number, id: number): Promise<PointsMallOrder> {
  const { clock } = ctx
  const r = await t.one<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1 AND o.user_id = $2`, [id, userId])
  if (!r) throw notFound('找不到兌換訂單')
  return toOrder(r, clock.now())
}
