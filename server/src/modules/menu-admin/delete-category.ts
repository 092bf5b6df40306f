import { AppError, ErrorCode } from '../../errors.js'
import {
  auditActor,
  checkVersion,
  noCategory,
  staleCategory,
  type Editor,
  type MenuAdminDeps
} from './shared.js'

/** Deletes a category that holds no goods (goods are moved or deleted first, so nothing is lost by accident). */
export async function deleteCategory(
  deps: MenuAdminDeps,
  who: Editor,
  input: { merchantId: number; id: number; version: number }
): Promise<void> {
  await deps.db.tx(async (t) => {
    const before = await t.one<{ id: number; name: string; sort: number; version: number }>(
      'SELECT id, name, sort, version FROM goods_categories WHERE id = $1 AND merchant_id = $2 FOR UPDATE',
      [input.id, input.merchantId]
    )
    if (!before) throw noCategory()
    checkVersion(before, input.version, staleCategory)
    const goods = await t.one('SELECT 1 AS x FROM goods WHERE category_id = $1 LIMIT 1', [input.id])
    if (goods) throw new AppError(ErrorCode.VALIDATION, '分類內仍有商品，請先移走或刪除商品')
    await t.query('DELETE FROM goods_categories WHERE id = $1', [input.id])
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: 'menu.category.delete',
      subjectType: 'goods_category',
      subjectId: input.id,
      merchantId: input.merchantId,
      ip: who.ip,
      before
    })
  })
  deps.changed(input.merchantId)
}
