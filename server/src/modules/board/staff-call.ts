import type { OrderActor } from '@lotus/contract/order-actor'
import type { Db } from '../../db/db.js'

/**
 * A board call of a member of staff, as the staff route hands it over: who (the order's actor), the policy's
 * answer for the order's shop, and the audit log writer (both owned by the staff side).
 */
export interface StaffCall {
  actor: OrderActor & { type: 'merchant'; id: number; name: string }
  /** Asks the policy about the order's shop; throws (NOT_FOUND, exactly like a missing order) when refused. */
  allow(merchantId: number): void
  audit(
    t: Db,
    e: { action: string; orderId: number; merchantId: number; before: unknown; after: unknown }
  ): Promise<void>
}
