import { PAUSED_UNTIL_RESUMED } from '@lotus/contract/open-hours'
import type { ShopSettings } from '@lotus/contract/shop-admin'
import { cardTiers, toSettings } from './read-settings.js'
import { auditActor, shopRow, type Editor, type ShopAdminDeps } from './shared.js'

/**
 * 暫停營業 (owners and shop staff: a rush is the floor's call): no orders for `minutes`, or until resumed (null);
 * `minutes` undefined ends the pause. It leaves the settings' version alone, so an owner's form open meanwhile
 * still saves; pausing twice keeps the later end the floor asked for.
 */
export async function setPause(
  deps: ShopAdminDeps,
  who: Editor,
  input: { merchantId: number; minutes?: number | null }
): Promise<ShopSettings> {
  const now = deps.clock.now()
  const until =
    input.minutes === undefined
      ? null
      : input.minutes === null
        ? PAUSED_UNTIL_RESUMED
        : now + input.minutes * 60_000
  const row = await deps.db.tx(async (t) => {
    const before = await shopRow(t, input.merchantId, true)
    await t.query('UPDATE merchants SET paused_until = $2 WHERE id = $1', [before.id, until])
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: until === null ? 'shop.pause.end' : 'shop.pause.start',
      subjectType: 'merchant',
      subjectId: before.id,
      merchantId: before.id,
      ip: who.ip,
      before: { pausedUntil: before.paused_until },
      after: { pausedUntil: until, minutes: input.minutes ?? null }
    })
    return shopRow(t, input.merchantId)
  })
  deps.changed(input.merchantId)
  return toSettings(row, await cardTiers(deps.db, input.merchantId), now)
}
