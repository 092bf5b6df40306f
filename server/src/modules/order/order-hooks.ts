import type { Fulfilment } from '@lotus/contract/order-kinds'
import type { OrderActor } from '@lotus/contract/order-actor'
import type { Vertical } from '@lotus/contract/verticals'
import type { Db } from '../../db/db.js'
import type { OrderRow } from './order-ops.js'

/** The moments of an order a vertical may act on, inside the transaction of the move. */
export const ORDER_MOMENTS = ['paid', 'cancelled', 'expired', 'refunded'] as const
export type OrderMoment = (typeof ORDER_MOMENTS)[number]

/** What a vertical does at one moment of its orders: `order` is the row after the move. */
export type OrderHook = (t: Db, order: OrderRow, at: number, actor: OrderActor) => Promise<void>

/** Which orders a hook is for: every field given must match (none = every order). */
export interface OrderMatch {
  vertical?: Vertical
  fulfilment?: Fulfilment
}

/**
 * The verticals' listeners of `move` (modules/order/move.ts): a points-mall exchange's held points and stock,
 * a pickup order's code, move with the order in its transaction. Registered where the services are built,
 * once per service set, in the order of registration.
 */
export function createOrderHooks() {
  const hooks: Array<{ moment: OrderMoment; match: OrderMatch; hook: OrderHook }> = []
  return {
    on(moment: OrderMoment, match: OrderMatch, hook: OrderHook): void {
      hooks.push({ moment, match, hook })
    },
    async fire(moment: OrderMoment, t: Db, order: OrderRow, at: number, actor: OrderActor): Promise<void> {
      for (const h of hooks) {
        if (h.moment !== moment) continue
        if (h.match.vertical !== undefined && h.match.vertical !== order.vertical) continue
        if (h.match.fulfilment !== undefined && h.match.fulfilment !== order.fulfilment) continue
        await h.hook(t, order, at, actor)
      }
    }
  }
}

export type OrderHooks = ReturnType<typeof createOrderHooks>
