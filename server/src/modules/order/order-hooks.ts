import type { Fulfilment } from '@lotus/contract/order-kinds'
import type { Db } from '../../db/db.js'
import type { OrderRow } from './order-ops.js'

/** What a domain does when one of its orders is paid or closed unpaid, inside that transaction. */
export type OrderHook = (t: Db, order: OrderRow, now: number) => Promise<void>

/**
 * Per-kind listeners of the generic order calls (the cashier's payment, the unpaid-order expiry), so a domain
 * whose order carries more than goods (a points-mall exchange's held points and stock) moves with it in the
 * same transaction. One listener per kind and moment; built once per service set.
 */
export function createOrderHooks() {
  const paid = new Map<Fulfilment, OrderHook>()
  const closed = new Map<Fulfilment, OrderHook>()
  return {
    onPaid(kind: Fulfilment, hook: OrderHook): void {
      paid.set(kind, hook)
    },
    /** An unpaid order closed by its deadline. */
    onExpired(kind: Fulfilment, hook: OrderHook): void {
      closed.set(kind, hook)
    },
    async paid(t: Db, order: OrderRow, now: number): Promise<void> {
      await paid.get(order.fulfilment)?.(t, order, now)
    },
    async expired(t: Db, order: OrderRow, now: number): Promise<void> {
      await closed.get(order.fulfilment)?.(t, order, now)
    }
  }
}

export type OrderHooks = ReturnType<typeof createOrderHooks>
