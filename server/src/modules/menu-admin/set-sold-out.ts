import type { AdminGoods } from '@lotus/contract/menu-admin'
import {
  auditActor,
  checkVersion,
  lockGoods,
  staleGoods,
  toAdminGoods,
  type Editor,
  type MenuAdminDeps
} from './shared.js'

/** Stock a goods gets back when 售罄 is switched off and it has no daily stock set. */
const RESTOCK = 99

/**
 * The 售罄 switch (owners and shop staff): sold out is stock 0, which the cart, the checkout and the order all
 * already refuse; switched back, the goods gets its daily stock (or RESTOCK). A goods with SKUs switches them all.
 */
export async function setSoldOut(
  deps: MenuAdminDeps,
  who: Editor,
  input: { merchantId: number; id: number; version: number; soldOut: boolean }
): Promise<AdminGoods> {
  const out = await deps.db.tx(async (t) => {
    const row = await lockGoods(t, input.merchantId, input.id)
    checkVersion(row, input.version, staleGoods)
    const stock = input.soldOut ? 0 : row.daily_stock || Math.max(row.stock, RESTOCK)
    await t.query(
      'UPDATE goods SET stock = $2, total_stock = GREATEST(total_stock, $2), version = version + 1 WHERE id = $1',
      [row.id, stock]
    )
    // a goods with SKUs is sold out when they all are: the switch moves every SKU on sale the same way
    await t.query(
      `UPDATE goods SET stock = CASE WHEN $2::boolean THEN 0 ELSE COALESCE(daily_stock, GREATEST(stock, $3::int)) END,
         total_stock = GREATEST(total_stock, COALESCE(daily_stock, $3::int)), version = version + 1
       WHERE sku_of = $1 AND on_sale`,
      [row.id, input.soldOut, RESTOCK]
    )
    const after = toAdminGoods(await lockGoods(t, input.merchantId, input.id))
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: input.soldOut ? 'menu.goods.soldout' : 'menu.goods.restock',
      subjectType: 'goods',
      subjectId: row.id,
      merchantId: input.merchantId,
      ip: who.ip,
      before: { stock: toAdminGoods(row).stock, soldOut: toAdminGoods(row).soldOut, version: row.version },
      after: { stock: after.stock, soldOut: after.soldOut, version: after.version }
    })
    return after
  })
  deps.changed(input.merchantId)
  return out
}
