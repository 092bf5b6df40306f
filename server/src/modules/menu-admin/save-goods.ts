import type { AdminGoods } from '@lotus/contract/menu-admin'
import type { GoodsProp } from '@lotus/contract/goods'
import type { Db } from '../../db/db.js'
import { notFound, validation } from '../../errors.js'
import {
  auditActor,
  checkVersion,
  lockGoods,
  noCategory,
  staleGoods,
  toAdminGoods,
  type Editor,
  type MenuAdminDeps
} from './shared.js'

export interface GoodsInput {
  merchantId: number
  id?: number | undefined
  version?: number | undefined
  categoryId: number
  name: string
  /** '' none; absent: as it was */
  nameEn?: string | undefined
  namePt?: string | undefined
  description: string
  price: number
  memberPrice: number | null
  originalPrice: number | null
  packFee: number
  stock: number
  dailyStock: number | null
  limitBuy: number
  onSale: boolean
  props: GoodsProp[]
  skus?: SkuInput[] | undefined
}

export interface SkuInput {
  id?: number | undefined
  name: string
  price: number
  memberPrice: number | null
  stock: number
  soldOut: boolean
}

/**
 * Creates a goods or saves one whole (the console's form sends every field). A save names the version it read;
 * a stale one is refused and changes nothing. Orders keep the prices they were placed at (order lines carry
 * their own); carts are priced again on their next quote.
 */
export async function saveGoods(deps: MenuAdminDeps, who: Editor, input: GoodsInput): Promise<AdminGoods> {
  const out = await deps.db.tx(async (t) => {
    const cat = await t.one('SELECT 1 AS x FROM goods_categories WHERE id = $1 AND merchant_id = $2', [
      input.categoryId,
      input.merchantId
    ])
    if (!cat) throw noCategory()
    let id: number
    let before: AdminGoods | undefined
    if (input.id === undefined) {
      const row = await t.one<{ id: number }>(
        `INSERT INTO goods (merchant_id, category_id, name, description, price, member_price, original_price,
           pack_fee, stock, total_stock, daily_stock, limit_buy, on_sale, name_en, name_pt, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12, NULLIF($13::text, ''), NULLIF($14::text, ''),
           COALESCE((SELECT max(sort) + 1 FROM goods WHERE category_id = $2), 0))
         RETURNING id`,
        [
          input.merchantId,
          input.categoryId,
          input.name,
          input.description,
          input.price,
          input.memberPrice,
          input.originalPrice,
          input.packFee,
          input.stock,
          input.dailyStock,
          input.limitBuy,
          input.onSale,
          input.nameEn ?? null,
          input.namePt ?? null
        ]
      )
      id = row!.id
    } else {
      if (input.version === undefined) throw validation('缺少參數 version')
      const row = await lockGoods(t, input.merchantId, input.id)
      checkVersion(row, input.version, staleGoods)
      before = toAdminGoods(row)
      id = row.id
      await t.query(
        `UPDATE goods SET category_id = $2, name = $3, description = $4, price = $5, member_price = $6,
           original_price = $7, pack_fee = $8, stock = $9, total_stock = $9, daily_stock = $10, limit_buy = $11,
           on_sale = $12, name_en = CASE WHEN $13::text IS NULL THEN name_en ELSE NULLIF($13, '') END,
           name_pt = CASE WHEN $14::text IS NULL THEN name_pt ELSE NULLIF($14, '') END, version = version + 1
         WHERE id = $1`,
        [
          id,
          input.categoryId,
          input.name,
          input.description,
          input.price,
          input.memberPrice,
          input.originalPrice,
          input.packFee,
          input.stock,
          input.dailyStock,
          input.limitBuy,
          input.onSale,
          input.nameEn ?? null,
          input.namePt ?? null
        ]
      )
    }
    await replaceOptions(t, id, input.props)
    await replaceSkus(t, id, input)
    const after = toAdminGoods(await lockGoods(t, input.merchantId, id))
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: before ? 'menu.goods.update' : 'menu.goods.create',
      subjectType: 'goods',
      subjectId: id,
      merchantId: input.merchantId,
      ip: who.ip,
      ...(before ? { before } : {}),
      after
    })
    return after
  })
  deps.changed(input.merchantId)
  return out
}

/** The goods' option groups (規格, 口味 …) as given, in that order. */
async function replaceOptions(t: Db, goodsId: number, props: GoodsProp[]): Promise<void> {
  await t.query(
    'DELETE FROM goods_option_values WHERE option_id IN (SELECT id FROM goods_options WHERE goods_id = $1)',
    [goodsId]
  )
  await t.query('DELETE FROM goods_options WHERE goods_id = $1', [goodsId])
  for (const [n, p] of props.entries()) {
    const o = await t.one<{ id: number }>(
      'INSERT INTO goods_options (goods_id, name, required, multi, sort) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [goodsId, p.name, p.required, p.multi, n]
    )
    await t.query(
      `INSERT INTO goods_option_values (option_id, value, price_delta, sort)
       SELECT $1, x.value, x.price_delta, x.n FROM jsonb_to_recordset($2::jsonb) AS x(value text, price_delta int, n int)`,
      [o!.id, JSON.stringify(p.values.map((v, i) => ({ value: v.value, price_delta: v.priceDelta, n: i })))]
    )
  }
}

/**
 * The goods' SKUs as given, in that order: each a goods row of its own (`sku_of`) whose stock given is its daily
 * stock (back at each Macau midnight); 售罄 is stock 0. A save keeps what is left today unless the daily stock
 * changed or the SKU comes back from 售罄. The goods' pack fee, limit and category are copied. A SKU left out is
 * taken off sale, not deleted: order lines and carts still name it. An id that is not one of this goods' SKUs is
 * refused (the whole save).
 */
async function replaceSkus(t: Db, goodsId: number, input: GoodsInput): Promise<void> {
  const skus = input.skus ?? []
  const mine = new Set(
    (await t.many<{ id: number }>('SELECT id FROM goods WHERE sku_of = $1 FOR UPDATE', [goodsId])).map(
      (r) => r.id
    )
  )
  if (skus.some((k) => k.id !== undefined && !mine.has(k.id))) throw notFound('找不到規格')
  const kept = new Set(skus.flatMap((k) => (k.id === undefined ? [] : [k.id])))
  const gone = [...mine].filter((id) => !kept.has(id))
  if (gone.length > 0)
    await t.query('UPDATE goods SET on_sale = false, version = version + 1 WHERE id = ANY($1::int[])', [gone])
  for (const [n, k] of skus.entries()) {
    const common = [
      k.name,
      k.price,
      k.memberPrice,
      k.soldOut,
      k.stock,
      input.limitBuy,
      input.packFee,
      input.categoryId,
      n
    ]
    if (k.id === undefined) {
      await t.query(
        `INSERT INTO goods (merchant_id, sku_of, name, price, member_price, stock, total_stock, daily_stock, limit_buy,
           pack_fee, category_id, sort)
         VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::boolean THEN 0 ELSE $7::int END, $7::int, $7::int, $8, $9, $10, $11)`,
        [input.merchantId, goodsId, ...common]
      )
    } else {
      await t.query(
        `UPDATE goods SET name = $2, price = $3, member_price = $4,
           stock = CASE WHEN $5::boolean THEN 0 WHEN stock = 0 OR daily_stock IS DISTINCT FROM $6::int THEN $6::int
                        ELSE LEAST(stock, $6::int) END,
           total_stock = GREATEST(total_stock, $6::int), daily_stock = $6::int, limit_buy = $7, pack_fee = $8,
           category_id = $9, sort = $10, on_sale = true, version = version + 1
         WHERE id = $1`,
        [k.id, ...common]
      )
    }
  }
  // the menu shows the goods "from" its cheapest SKU
  if (skus.length > 0)
    await t.query('UPDATE goods SET price = $2 WHERE id = $1', [
      goodsId,
      Math.min(...skus.map((k) => k.price))
    ])
}
