import type { ShopSettings } from '@lotus/contract/shop-admin'
import { cardTiers, toSettings } from './read-settings.js'
import { saveSettings, type Editor, type ShopAdminDeps } from './shared.js'

/** The announcement (公告) on the customer's shop page (owners); empty: none shown. */
export async function saveNotice(
  deps: ShopAdminDeps,
  who: Editor,
  input: { merchantId: number; version: number; notice: string }
): Promise<ShopSettings> {
  const row = await saveSettings(deps, who, input, {
    action: 'shop.notice.save',
    set: 'notice = $2',
    params: [input.notice],
    before: (r) => ({ notice: r.notice })
  })
  return toSettings(row, await cardTiers(deps.db, input.merchantId), deps.clock.now())
}
