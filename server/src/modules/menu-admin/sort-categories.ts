import { validation } from '../../errors.js'
import { auditActor, type Editor, type MenuAdminDeps } from './shared.js'

/**
 * Puts the shop's categories in the order given (the console's drag). The list must be exactly the shop's
 * categories: one missing, another shop's or unknown refuses the whole order (nothing half-sorted). Each moved
 * category's version goes up, so a rename read before the move is refused as stale.
 */
export async function sortCategories(
  deps: MenuAdminDeps,
  who: Editor,
  input: { merchantId: number; ids: number[] }
): Promise<void> {
  await deps.db.tx(async (t) => {
    const rows = await t.many<{ id: number; sort: number }>(
      'SELECT id, sort FROM goods_categories WHERE merchant_id = $1 ORDER BY sort, id FOR UPDATE',
      [input.merchantId]
    )
    const mine = new Set(rows.map((r) => r.id))
    if (rows.length !== input.ids.length || input.ids.some((id) => !mine.has(id)))
      throw validation('分類清單已變更，請重新載入後再排序')
    await t.query(
      `UPDATE goods_categories c SET sort = x.n, version = c.version + 1
       FROM unnest($2::int[]) WITH ORDINALITY AS x(id, n)
       WHERE c.id = x.id AND c.merchant_id = $1 AND c.sort IS DISTINCT FROM x.n::int`,
      [input.merchantId, input.ids]
    )
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: 'menu.category.sort',
      subjectType: 'merchant',
      subjectId: input.merchantId,
      merchantId: input.merchantId,
      ip: who.ip,
      before: rows.map((r) => r.id),
      after: input.ids
    })
  })
  deps.changed(input.merchantId)
}
