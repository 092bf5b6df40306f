import type { AdminGoods } from '@lotus/contract/menu-admin'
import type { GoodsProp } from '@lotus/contract/goods'
import type { Db } from '../../db/db.js'
import { validation } from '../../errors.js'
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
           pack_fee, stock, total_stock, daily_stock, limit_buy, on_sale, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12,
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
          input.onSale
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
           on_sale = $12, version = version + 1
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
          input.onSale
        ]
      )
    }
    await replaceOptions(t, id, input.props)
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
