import { previewActivities } from './preview-activities.js'
import { readSettings } from './read-settings.js'
import { saveActivities } from './save-activities.js'
import { saveCardTier } from './save-card-tier.js'
import { saveDelivery } from './save-delivery.js'
import { saveHours } from './save-hours.js'
import { saveNotice } from './save-notice.js'
import { setPause } from './set-pause.js'
import type { Editor, ShopAdminDeps } from './shared.js'

export type { Editor }

/**
 * The shop runs its own settings (issue 37 point 2), one file per operation. Routes (http/staff/shop.ts) ask the
 * policy first; every save checks the settings' version, writes the audit log in its transaction and then drops
 * the customer-side caches and first screens of that shop (`changed`), so the next customer read shows it.
 */
export function createShopAdminService(deps: ShopAdminDeps) {
  type Arg<F> = F extends (d: ShopAdminDeps, w: Editor, i: infer I) => unknown ? I : never
  return {
    settings: (merchantId: number) => readSettings(deps.db, merchantId, deps.clock.now()),
    saveHours: (who: Editor, input: Arg<typeof saveHours>) => saveHours(deps, who, input),
    pause: (who: Editor, input: { merchantId: number; minutes: number | null }) => setPause(deps, who, input),
    resume: (who: Editor, input: { merchantId: number }) =>
      setPause(deps, who, { merchantId: input.merchantId }),
    saveDelivery: (who: Editor, input: Arg<typeof saveDelivery>) => saveDelivery(deps, who, input),
    saveNotice: (who: Editor, input: Arg<typeof saveNotice>) => saveNotice(deps, who, input),
    saveActivities: (who: Editor, input: Arg<typeof saveActivities>) => saveActivities(deps, who, input),
    previewActivities: (input: Parameters<typeof previewActivities>[1]) => previewActivities(deps, input),
    saveCardTier: (who: Editor, input: Arg<typeof saveCardTier>) => saveCardTier(deps, who, input)
  }
}

export type ShopAdminService = ReturnType<typeof createShopAdminService>
