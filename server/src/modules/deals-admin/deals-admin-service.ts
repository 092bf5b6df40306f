import type { SlotService } from '../slots/slot-service.js'
import { addSlot } from './add-slot.js'
import { readDeliverySlots, saveDeliverySlot } from './delivery-slots.js'
import { readPickupPoints, savePickupPoint } from './pickup-points.js'
import { publishDeal } from './publish-deal.js'
import { readDeals, readSlots } from './read-deals.js'
import { saveDeal, type DealInput } from './save-deal.js'
import { saveSlot } from './save-slot.js'
import type { DealsAdminDeps, Editor } from './shared.js'

export type { Editor }

/**
 * The shop keeps its group-buying deals, reservation slots, supermarket delivery slots and pickup points (issue 37 point 3), one file per operation. Routes
 * (http/staff/deals.ts) ask the policy first; every write checks the row's version, writes the audit log in its
 * transaction and then drops the customer-side caches of that shop (`changed`), so the next customer read shows it.
 */
export function createDealsAdminService(deps: DealsAdminDeps & { slots: SlotService }) {
  return {
    deals: (merchantId: number) => readDeals(deps.db, merchantId),
    saveDeal: (who: Editor, input: DealInput) => saveDeal(deps, who, input),
    publishDeal: (who: Editor, input: Parameters<typeof publishDeal>[2]) => publishDeal(deps, who, input),
    slots: (merchantId: number) => readSlots(deps.db, deps.clock, merchantId),
    saveSlot: (who: Editor, input: Parameters<typeof saveSlot>[2]) => saveSlot(deps, who, input),
    addSlot: (who: Editor, input: Parameters<typeof addSlot>[2]) => addSlot(deps, who, input),
    deliverySlots: (merchantId: number) => readDeliverySlots(deps.slots, merchantId),
    saveDeliverySlot: (who: Editor, input: Parameters<typeof saveDeliverySlot>[2]) =>
      saveDeliverySlot(deps, who, input),
    pickupPoints: (merchantId: number) => readPickupPoints(deps.db, merchantId),
    savePickupPoint: (who: Editor, input: Parameters<typeof savePickupPoint>[2]) =>
      savePickupPoint(deps, who, input)
  }
}

export type DealsAdminService = ReturnType<typeof createDealsAdminService>
