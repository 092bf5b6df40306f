import {
  deliveryBelowBookedMsg,
  STALE_DELIVERY_SLOT_MSG,
  type AdminDeliverySlot,
  type AdminDeliverySlots
} from '@lotus/contract/deals-admin'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import type { SlotService } from '../slots/slot-service.js'
import { auditActor, type DealsAdminDeps, type Editor } from './shared.js'

/** A supermarket's delivery slot plan with the orders booked per coming date. */
export async function readDeliverySlots(slots: SlotService, merchantId: number): Promise<AdminDeliverySlots> {
  return { merchantId, ...(await slots.plan(merchantId)) }
}

/**
 * A delivery slot's capacity, from today on (the slot service owns the plan and its bookings). Never below the
 * orders already booked in it; a stale version or a slot the store has not changes nothing.
 */
export async function saveDeliverySlot(
  deps: DealsAdminDeps & { slots: SlotService },
  who: Editor,
  input: { merchantId: number; slot: string; version: number; capacity: number }
): Promise<AdminDeliverySlot> {
  await deps.db.tx(async (t) => {
    const r = await deps.slots.setCapacity(t, {
      storeId: input.merchantId,
      slot: input.slot,
      capacity: input.capacity,
      version: input.version
    })
    if (r === undefined) throw notFound('找不到配送時段')
    if (r === 'stale') throw new AppError(ErrorCode.STALE_VERSION, STALE_DELIVERY_SLOT_MSG, 409)
    if ('booked' in r) throw new AppError(ErrorCode.VALIDATION, deliveryBelowBookedMsg(r.booked))
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: 'deals.delivery.update',
      subjectType: 'slot_plan',
      subjectId: `${input.merchantId}:${input.slot}`,
      merchantId: input.merchantId,
      ip: who.ip,
      before: { slot: input.slot, ...r.before },
      after: { slot: input.slot, ...r.after }
    })
  })
  deps.changed(input.merchantId)
  const plan = await deps.slots.plan(input.merchantId)
  return plan.slots.find((s) => s.slot === input.slot)!
}
