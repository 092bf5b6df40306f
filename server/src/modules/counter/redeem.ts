import type { CounterCode } from '@lotus/contract/counter'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import type { GroupOrders } from '../group/group-orders.js'
import type { PickupService } from '../pickup/pickup-service.js'
import type { AuditLog } from '../staff/audit.js'
import type { StaffSession } from '../staff/sessions.js'
import { auditActorOf, merchantActorOf } from '../staff/staff-actor.js'
import { lookupCode, type CounterDeps } from './lookup.js'

export interface RedeemDeps extends CounterDeps {
  groupOrders: Pick<GroupOrders, 'redeem'>
  pickup: Pick<PickupService, 'redeem'>
  audit: AuditLog
}

/**
 * Redeems a code once at the shop's counter, through the code's owner (group codes: the code machine; pickup
 * and gift codes: the pickup owner, whose handlers complete the order or the exchange), with the member of staff
 * as the actor and the audit entry in the same transaction. A used, refunded or expired code says so; of two
 * counters redeeming one code at once exactly one succeeds (the owners' conditional updates decide).
 */
export async function redeemAtCounter(
  deps: RedeemDeps,
  session: StaffSession,
  input: { merchantId: number; code: string; ip: string }
): Promise<CounterCode> {
  const { merchantId, code } = input
  const before = await lookupCode(deps, merchantId, code)
  if (before.state !== 'unused') throw new AppError(ErrorCode.ORDER_STATE, before.refusal ?? '此碼不可核銷')
  const within = async (t: Db) => {
    await deps.audit.write(t, {
      actor: auditActorOf(session),
      action: 'counter.redeem',
      subjectType: before.kind,
      subjectId: code,
      merchantId,
      ip: input.ip,
      before: { state: before.state, orderNo: before.orderNo },
      after: { state: 'used', orderNo: before.orderNo }
    })
  }
  const actor = merchantActorOf(session)
  if (code.length === 12) {
    await deps.groupOrders.redeem(merchantId, code, { actor, within })
  } else {
    try {
      await deps.pickup.redeem(merchantId, code, {
        actor: { type: 'merchant', id: actor.id, name: actor.name },
        within
      })
    } catch (err) {
      // the owner answers a code that stopped being live as missing; the counter says what happened to it
      const now = await lookupCode(deps, merchantId, code).catch(() => null)
      if (now && now.state !== 'unused')
        throw new AppError(ErrorCode.ORDER_STATE, now.refusal ?? '此碼不可核銷')
      throw err
    }
  }
  return lookupCode(deps, merchantId, code)
}
