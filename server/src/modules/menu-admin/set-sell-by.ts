import type { SellBy } from '@lotus/contract/general'
import type { AdminGoods } from '@lotus/contract/menu-admin'
import { priceForGrams } from '@lotus/contract/weight'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import {
  auditActor,
  checkVersion,
  lockGoods,
  staleGoods,
  toAdminGoods,
  type Editor,
  type MenuAdminDeps
} from './shared.js'

interface SellByRow {
  sell_by: SellBy
  price_per_500g: number | null
  unit_grams: number | null
}

/** A general store's goods with how each is sold (goods without a row are sold by unit). */
export async function sellByOf(db: Db, goodsIds: number[]): Promise<Map<number, SellByRow>> {
  const rows = await db.many<SellByRow & { goods_id: number }>(
    'SELECT goods_id, sell_by, price_per_500g, unit_grams FROM general_goods WHERE goods_id = ANY($1::int[])',
    [goodsIds]
  )
  return new Map(rows.map((r) => [r.goods_id, r]))
}

export const withSellBy = (g: AdminGoods, f: SellByRow | undefined): AdminGoods => ({
  ...g,
  sellBy: f?.sell_by ?? 'unit',
  pricePer500g: f?.price_per_500g ?? null,
  unitGrams: f?.unit_grams ?? null
})

/**
 * How a general store's goods is sold (fruit by weight): by weight, its price becomes the estimated portion's
 * (`priceForGrams`, the rule the cart and the weighing at the counter use), so the menu, the cart and the order
 * agree; the weighing later settles the difference by the store's policy. Only a general store's goods.
 */
export async function setSellBy(
  deps: MenuAdminDeps,
  who: Editor,
  input: {
    merchantId: number
    id: number
    version: number
    sellBy: SellBy
    pricePer500g: number | null
    unitGrams: number | null
  }
): Promise<AdminGoods> {
  const out = await deps.db.tx(async (t) => {
    const store = await t.one('SELECT 1 AS x FROM general_stores WHERE merchant_id = $1', [input.merchantId])
    if (!store) throw notFound('找不到商品')
    const row = await lockGoods(t, input.merchantId, input.id)
    checkVersion(row, input.version, staleGoods)
    const before = withSellBy(toAdminGoods(row), (await sellByOf(t, [row.id])).get(row.id))
    const weight = input.sellBy === 'weight'
    await t.query(
      `INSERT INTO general_goods (goods_id, sell_by, price_per_500g, unit_grams) VALUES ($1, $2, $3, $4)
       ON CONFLICT (goods_id) DO UPDATE SET sell_by = $2, price_per_500g = $3, unit_grams = $4`,
      [row.id, input.sellBy, weight ? input.pricePer500g : null, weight ? input.unitGrams : null]
    )
    const price = weight ? priceForGrams(input.pricePer500g!, input.unitGrams!) : row.price
    await t.query(
      `UPDATE goods SET price = $2, member_price = CASE WHEN member_price > $2 THEN NULL ELSE member_price END,
         version = version + 1 WHERE id = $1`,
      [row.id, price]
    )
    const after = withSellBy(
      toAdminGoods(await lockGoods(t, input.merchantId, input.id)),
      (await sellByOf(t, [row.id])).get(row.id)
    )
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: 'menu.goods.sellby',
      subjectType: 'goods',
      subjectId: row.id,
      merchantId: input.merchantId,
      ip: who.ip,
      before: pick(before),
      after: pick(after)
    })
    return after
  })
  deps.changed(input.merchantId)
  return out
}

const pick = (g: AdminGoods) => ({
  sellBy: g.sellBy,
  pricePer500g: g.pricePer500g,
  unitGrams: g.unitGrams,
  price: g.price,
  version: g.version
})
