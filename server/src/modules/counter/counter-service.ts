import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import type { createWeighing } from '../general/weigh.js'
import type { GroupOrders } from '../group/group-orders.js'
import type { PickupService } from '../pickup/pickup-service.js'
import type { AuditLog } from '../staff/audit.js'
import type { StaffSession } from '../staff/sessions.js'
import { lookupCode } from './lookup.js'
import { redeemAtCounter } from './redeem.js'
import { weighAtCounter } from './weigh.js'
import { weighOrder } from './weigh-order.js'

/**
 * The shop's counter in the staff console (issue 36 point 4), one file per operation: what a code is for, its
 * redeem, a fruit order's weighing. Codes are redeemed by their owners (group codes, pickup codes).
 */
export function createCounterService(deps: {
  db: Db
  clock: Clock
  groupOrders: Pick<GroupOrders, 'redeem'>
  pickup: Pick<PickupService, 'redeem'>
  weigh: ReturnType<typeof createWeighing>
  audit: AuditLog
}) {
  return {
    lookup: (merchantId: number, code: string) => lookupCode(deps, merchantId, code),
    redeem: (session: StaffSession, input: Parameters<typeof redeemAtCounter>[2]) =>
      redeemAtCounter(deps, session, input),
    weighOrder: (merchantId: number, orderNo: string) => weighOrder(deps.db, merchantId, orderNo),
    weigh: (session: StaffSession, input: Parameters<typeof weighAtCounter>[2]) =>
      weighAtCounter(deps, session, input)
  }
}

export type CounterService = ReturnType<typeof createCounterService>
