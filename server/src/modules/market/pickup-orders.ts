import type { Db } from '../../db/db.js'
import type { OrderLifecycle } from '../order/move.js'
import { orderPickupRef, shopOf, type OrderRow } from '../order/order-ops.js'
import { issuePickupCode, voidPickupCode } from '../pickup/pickup-service.js'

/**
 * A self-pickup order's code (ref order:<id>, `modules/pickup`): issued when the order is paid, at the chosen
 * store of the chain (else the order's own: only that store's redeem can use it); a cancel or refund makes it
 * useless. The store's redeem completes the order (services.ts).
 */
export function registerPickupOrders(lifecycle: Pick<OrderLifecycle, 'on'>): void {
  lifecycle.on('paid', { fulfilment: 'pickup' }, async (t, order, at) => {
    const ref = orderPickupRef(order.id)
    await issuePickupCode(
      t,
      { merchantId: order.pickup_store_id ?? shopOf(order), userId: order.user_id, ref },
      at
    )
  })
  const voidCode = async (t: Db, order: OrderRow, at: number) => {
    await voidPickupCode(t, orderPickupRef(order.id), at)
  }
  lifecycle.on('cancelled', { fulfilment: 'pickup' }, voidCode)
  lifecycle.on('refunded', { fulfilment: 'pickup' }, voidCode)
}
