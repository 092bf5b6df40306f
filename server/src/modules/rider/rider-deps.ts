import type { StaffActor } from '@lotus/contract/staff'
import type { OrderActor } from '@lotus/contract/order-actor'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import type { OrderLifecycle } from '../order/move.js'
import { lockOrder, type OrderRow } from '../order/order-ops.js'
import type { AuditLog } from '../staff/audit.js'

export interface RiderDeps {
  db: Db
  clock: Clock
  lifecycle: OrderLifecycle
  audit: AuditLog
}

/** The rider calling: the policy's actor, the name the timeline and the audit log show, the address. */
export interface RiderCaller {
  actor: StaffActor
  name: string
  ip: string
}

/** States in which a rider holds an order (taken, not yet handed over). */
export const IN_HAND = ['accepted', 'ready', 'delivering', 'age_check'] as const

export const orderActor = (c: RiderCaller): OrderActor => ({ type: 'rider', id: c.actor.id, name: c.name })
export const auditActor = (c: RiderCaller) => ({ type: 'staff' as const, id: c.actor.id, name: c.name })

/**
 * The order locked, if this rider took it: another rider's order (or any other) answers exactly like a missing
 * one, and nothing changes.
 */
export async function lockOwnOrder(t: Db, c: RiderCaller, orderId: number): Promise<OrderRow> {
  const o = await lockOrder(t, null, orderId).catch(() => null)
  if (!o || o.rider_id !== c.actor.id) throw notFound('找不到訂單')
  return o
}
