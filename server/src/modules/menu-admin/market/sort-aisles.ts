import type { MenuAdminDeps, Editor } from '../shared.js'
import { auditActor } from '../shared.js'
import { validation } from '../../../errors.js'
import { checkStore } from './shared.js'

/**
 * The store's own order of the aisles under one parent (the console's drag). The aisles are shared by every
 * supermarket, so the order is kept per store (market_aisle_sorts) and another store's page is untouched. The
 * list must be exactly those aisles, once each: anything else refuses the whole order.
 */
export async function sortAisles(
  deps: MenuAdminDeps,
  who: Editor,
  input: { merchantId: number; parentId: number | null; ids: number[] }
): Promise<void> {
  await deps.db.tx(async (t) => {
    await checkStore(t, input.merchantId)
    const rows = await t.many<{ id: number }>(
      `SELECT a.id FROM market_aisles a
       LEFT JOIN market_aisle_sorts o ON o.aisle_id = a.id AND o.merchant_id = $1
       WHERE a.parent_id IS NOT DISTINCT FROM $2 ORDER BY COALESCE(o.sort, a.sort), a.id`,
      [input.merchantId, input.parentId]
    )
    const known = new Set(rows.map((r) => r.id))
    if (rows.length === 0 || rows.length !== input.ids.length || input.ids.some((id) => !known.has(id)))
      throw validation('貨架清單已變更，請重新載入後再排序')
    await t.query(
      `INSERT INTO market_aisle_sorts (merchant_id, aisle_id, sort)
       SELECT $1, x.id, x.n FROM unnest($2::int[]) WITH ORDINALITY AS x(id, n)
       ON CONFLICT (merchant_id, aisle_id) DO UPDATE SET sort = EXCLUDED.sort`,
      [input.merchantId, input.ids]
    )
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: 'market.aisle.sort',
      subjectType: 'merchant',
      subjectId: input.merchantId,
      merchantId: input.merchantId,
      ip: who.ip,
      before: { parentId: input.parentId, ids: rows.map((r) => r.id) },
      after: { parentId: input.parentId, ids: input.ids }
    })
  })
  deps.changed(input.merchantId)
}
