import { randomBytes } from 'node:crypto'
import type { TestApp } from './test-app.js'

export interface SpellShop {
  mchId: number
  lat: number
  lng: number
  /** Plain goods, 2500 avos, pack fee 100. */
  goodsId: number
  /** Goods with a 甜度 option (少甜 +0, 正常 +0) and 加料 (珍珠 +500), 3000 avos. */
  drinkId: number
}

/**
 * How many shops each app has set up: the n-th call of a file gets the n-th seeded merchant. Counted per database
 * handle (one per app, the cluster's fixtures included), not per module: the server suite runs files one after
 * another in one worker without module isolation, and a module counter made a file's merchant depend on which files
 * that worker had run before (康記生果, takeaway and general, then turned up in a test that expects a takeaway-only
 * merchant).
 */
const shopIndex = new WeakMap<TestApp['db'], number>()
const nextShopIndex = (t: TestApp): number => {
  const n = shopIndex.get(t.db) ?? 0
  shopIndex.set(t.db, n + 1)
  return n
}

/** A seeded spell merchant made predictable (open, no activities, min order 0, pack fee 0) with two goods. */
export async function setupSpellShop(t: TestApp, opts: { stock?: number } = {}): Promise<SpellShop> {
  const m = await t.db.one<{ id: number; lat: number; lng: number }>(
    "SELECT id, lat, lng FROM merchants WHERE 'spell' = ANY(verticals) ORDER BY id LIMIT 1 OFFSET $1",
    [nextShopIndex(t) % 10]
  )
  if (!m) throw new Error('no spell merchant seeded')
  await t.db.query(
    `UPDATE merchants SET open_hours = '', is_open = true, min_order = 0, activities = '[]', pack_fee = 0,
       delivery_range_m = 5000 WHERE id = $1`,
    [m.id]
  )
  await t.db.query('DELETE FROM time_fee_bands WHERE merchant_id = $1', [m.id])
  await t.db.query('UPDATE merchants SET delivery_fee = 1000 WHERE id = $1', [m.id])
  const cat = await t.db.one<{ id: number }>(
    'SELECT id FROM goods_categories WHERE merchant_id = $1 ORDER BY id LIMIT 1',
    [m.id]
  )
  const insert = async (name: string, price: number, pack: number) => {
    const g = await t.db.one<{ id: number }>(
      `INSERT INTO goods (merchant_id, category_id, name, price, pack_fee, stock, total_stock, limit_buy)
       VALUES ($1, $2, $3, $4, $5, $6, $6, 0) RETURNING id`,
      [m.id, cat?.id, `${name} ${randomBytes(2).toString('hex')}`, price, pack, opts.stock ?? 1000]
    )
    if (!g) throw new Error('goods insert failed')
    return g.id
  }
  const goodsId = await insert('拼單飯', 2500, 100)
  const drinkId = await insert('拼單奶茶', 3000, 0)
  const sweet = await t.db.one<{ id: number }>(
    "INSERT INTO goods_options (goods_id, name, required, multi) VALUES ($1, '甜度', false, false) RETURNING id",
    [drinkId]
  )
  const extra = await t.db.one<{ id: number }>(
    "INSERT INTO goods_options (goods_id, name, required, multi, sort) VALUES ($1, '加料', false, true, 1) RETURNING id",
    [drinkId]
  )
  await t.db.query(
    `INSERT INTO goods_option_values (option_id, value, price_delta, sort)
     VALUES ($1, '少甜', 0, 0), ($1, '正常', 0, 1), ($2, '珍珠', 500, 0), ($2, '椰果', 300, 1)`,
    [sweet?.id, extra?.id]
  )
  return { mchId: m.id, lat: m.lat, lng: m.lng, goodsId, drinkId }
}

/** A merchant that does not take group orders. */
export async function nonSpellMerchant(t: TestApp): Promise<number> {
  const m = await t.db.one<{ id: number }>(
    "SELECT id FROM merchants WHERE NOT ('spell' = ANY(verticals)) ORDER BY id LIMIT 1"
  )
  if (!m) throw new Error('every merchant takes spells')
  return m.id
}
