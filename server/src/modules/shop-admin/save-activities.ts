import { activityLabel, type ShopActivity, type ShopSettings } from '@lotus/contract/shop-admin'
import type { Activity } from '../pricing/snapshot.js'
import { cardTiers, editable, toSettings } from './read-settings.js'
import { saveSettings, type Editor, type ShopAdminDeps, type ShopRow } from './shared.js'

/** An activity as `merchants.activities` keeps it: the numbers pricing reads and the label customers read. */
export function storedActivity(a: ShopActivity): Activity & { rate?: number } {
  return { ...a, label: activityLabel(a) }
}

/** The shop's activities after the edit: the owner's list, then the label-only ones it cannot edit (kept). */
export function nextActivities(row: Pick<ShopRow, 'activities'>, list: readonly ShopActivity[]) {
  return [...list.map(storedActivity), ...row.activities.filter((a) => editable(a) === null)]
}

/**
 * 滿減 tiers, a whole-order discount, the new-customer reduction and free delivery (owners). Quotes read the row
 * live: a cart quoted before is priced again with these on its next quote (its total says so), an order placed
 * keeps what it was charged.
 */
export async function saveActivities(
  deps: ShopAdminDeps,
  who: Editor,
  input: { merchantId: number; version: number; activities: ShopActivity[] }
): Promise<ShopSettings> {
  const row = await saveSettings(deps, who, input, {
    action: 'shop.activities.save',
    set: 'activities = $2::jsonb',
    params: (r) => [JSON.stringify(nextActivities(r, input.activities))],
    before: (r) => ({ activities: r.activities })
  })
  return toSettings(row, await cardTiers(deps.db, input.merchantId), deps.clock.now())
}
