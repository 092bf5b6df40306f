import { macauDay } from '@lotus/contract/macau-time'
import type { ShopSettings } from '@lotus/contract/shop-admin'
import { cardTiers, toSettings } from './read-settings.js'
import { saveSettings, type Editor, type ShopAdminDeps } from './shared.js'

/**
 * Opening hours and holidays (owners): the ranges are stored as the `HH:MM-HH:MM, …` text every reader parses
 * (contract/open-hours.ts); holidays before today are dropped (they can no longer close anything).
 */
export async function saveHours(
  deps: ShopAdminDeps,
  who: Editor,
  input: {
    merchantId: number
    version: number
    ranges: Array<{ from: string; to: string }>
    holidays: string[]
  }
): Promise<ShopSettings> {
  const now = deps.clock.now()
  const today = macauDay(now)
  const openHours = [...input.ranges]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((r) => `${r.from}-${r.to}`)
    .join(', ')
  const holidays = input.holidays.filter((d) => d >= today).sort()
  const row = await saveSettings(deps, who, input, {
    action: 'shop.hours.save',
    set: 'open_hours = $2, holidays = $3::text[]',
    params: [openHours, holidays],
    before: (r) => ({ openHours: r.open_hours, holidays: r.holidays })
  })
  return toSettings(row, await cardTiers(deps.db, input.merchantId), now)
}
