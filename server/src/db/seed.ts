import type { Db } from './db.js'
import {
  ads,
  cities,
  generalGoodsFacts,
  generalStoreKinds,
  merchants,
  notices,
  places
} from './seed-data/index.js'
import { defaultConfig } from '@lotus/contract/config'
import { seedTimeFeeBands } from '../modules/fee/time-fee.js'

/** Inserts rows in one statement; jsonb_to_recordset keeps it one round trip per table. */
export async function insertRows(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: object[]
): Promise<void> {
  if (rows.length === 0) return
  const names = Object.keys(columns)
  const defs = names.map((n) => `${n} ${columns[n]}`).join(', ')
  await db.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${defs})`,
    [JSON.stringify(rows)]
  )
}

/** Seed links name merchants by key; the id is only known once seeded, so it is added here. */
function withMerchantId(link: string, merchantId: number): string {
  if (/[?&]id=/.test(link)) return link
  return `${link}${link.includes('?') ? '&' : '?'}id=${merchantId}`
}

export async function syncSequence(db: Db, table: string): Promise<void> {
  await db.query(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT MAX(id) FROM ${table}), 1))`
  )
}

/** Adds config groups that are missing, leaving edited ones alone. */
export async function seedConfig(db: Db, now: number): Promise<void> {
  for (const [key, value] of Object.entries(defaultConfig)) {
    await db.query(
      'INSERT INTO config (key, value, updated_at) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING',
      [key, JSON.stringify(value), now]
    )
  }
}

/** Seeds the demo catalogue when the database has no city yet (first start). Returns whether it ran. */
export async function seedCatalogue(db: Db): Promise<boolean> {
  const existing = await db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM cities')
  if (existing && existing.n > 0) return false

  const merchantIds = new Map<string, number>()
  const merchantRows: object[] = []
  const categoryRows: object[] = []
  const goodsRows: object[] = []
  const optionRows: object[] = []
  const valueRows: object[] = []
  let categoryId = 0
  let goodsId = 0
  let optionId = 0
  let valueId = 0

  merchants.forEach((m, i) => {
    const id = i + 1
    merchantIds.set(m.key, id)
    merchantRows.push({
      id,
      seed_key: m.key,
      city_code: 'MO',
      name: m.name,
      verticals: m.verticals,
      category: m.category,
      district: m.district,
      address: m.address,
      lat: m.lat,
      lng: m.lng,
      phone: m.phone,
      open_hours: m.openHours,
      star: m.star,
      taste_star: m.tasteStar,
      pack_star: m.packStar,
      month_sales: m.monthSales,
      avg_price: m.avgPrice,
      min_order: m.minOrder,
      delivery_fee: m.deliveryFee,
      pack_fee: m.packFee,
      delivery_minutes: m.deliveryMinutes,
      notice: m.notice,
      tags: m.tags,
      activities: m.activities,
      license_no: m.licenseNo
    })
    const categories = new Map<string, number>()
    m.goods.forEach((g, gi) => {
      let catId = categories.get(g.category)
      if (catId === undefined) {
        catId = ++categoryId
        categories.set(g.category, catId)
        categoryRows.push({ id: catId, merchant_id: id, name: g.category, sort: categories.size })
      }
      const gid = ++goodsId
      goodsRows.push({
        id: gid,
        merchant_id: id,
        category_id: catId,
        seed_key: g.key,
        name: g.name,
        description: g.description,
        price: g.price,
        original_price: g.originalPrice ?? null,
        pack_fee: g.packFee ?? 0,
        stock: g.stock,
        total_stock: g.stock,
        limit_buy: g.limitBuy,
        month_sales: g.monthSales,
        tags: g.tags ?? [],
        sort: gi
      })
      g.props.forEach((p, pi) => {
        const oid = ++optionId
        optionRows.push({
          id: oid,
          goods_id: gid,
          name: p.name,
          required: p.required,
          multi: p.multi,
          sort: pi
        })
        p.values.forEach((v, vi) => {
          valueRows.push({
            id: ++valueId,
            option_id: oid,
            value: v.value,
            price_delta: v.priceDelta,
            sort: vi
          })
        })
      })
    })
  })

  await db.tx(async (t) => {
    await insertRows(
      t,
      'cities',
      { code: 'text', name: 'text', lat: 'float8', lng: 'float8', sort: 'int' },
      cities.map((c, i) => ({ ...c, sort: i }))
    )
    await insertRows(
      t,
      'merchants',
      {
        id: 'int',
        seed_key: 'text',
        city_code: 'text',
        name: 'text',
        verticals: 'text[]',
        category: 'text',
        district: 'text',
        address: 'text',
        lat: 'float8',
        lng: 'float8',
        phone: 'text',
        open_hours: 'text',
        star: 'float8',
        taste_star: 'float8',
        pack_star: 'float8',
        month_sales: 'int',
        avg_price: 'int',
        min_order: 'int',
        delivery_fee: 'int',
        pack_fee: 'int',
        delivery_minutes: 'int',
        notice: 'text',
        tags: 'text[]',
        activities: 'jsonb',
        license_no: 'text'
      },
      merchantRows
    )
    await insertRows(
      t,
      'goods_categories',
      { id: 'int', merchant_id: 'int', name: 'text', sort: 'int' },
      categoryRows
    )
    await insertRows(
      t,
      'goods',
      {
        id: 'int',
        merchant_id: 'int',
        category_id: 'int',
        seed_key: 'text',
        name: 'text',
        description: 'text',
        price: 'int',
        original_price: 'int',
        pack_fee: 'int',
        stock: 'int',
        total_stock: 'int',
        limit_buy: 'int',
        month_sales: 'int',
        tags: 'text[]',
        sort: 'int'
      },
      goodsRows
    )
    await insertRows(
      t,
      'goods_options',
      { id: 'int', goods_id: 'int', name: 'text', required: 'boolean', multi: 'boolean', sort: 'int' },
      optionRows
    )
    await insertRows(
      t,
      'goods_option_values',
      { id: 'int', option_id: 'int', value: 'text', price_delta: 'int', sort: 'int' },
      valueRows
    )
    await insertRows(
      t,
      'places',
      { name: 'text', address: 'text', district: 'text', type: 'text', lat: 'float8', lng: 'float8' },
      places
    )
    await insertRows(
      t,
      'ads',
      { position: 'text', name: 'text', type: 'int', wx_link: 'text', merchant_id: 'int', sort: 'int' },
      ads.map((a, i) => {
        const merchantId = a.merchantKey ? (merchantIds.get(a.merchantKey) ?? null) : null
        return {
          position: a.key,
          name: a.name,
          type: a.type,
          wx_link: merchantId === null ? a.wxLink : withMerchantId(a.wxLink, merchantId),
          merchant_id: merchantId,
          sort: i
        }
      })
    )
    for (const table of ['merchants', 'goods_categories', 'goods', 'goods_options', 'goods_option_values']) {
      await syncSequence(t, table)
    }
  })
  return true
}

/** Issue 3 data added to existing catalogues too (idempotent): delivery-fee bands for every delivering merchant. */
export async function seedTakeaway(db: Db): Promise<void> {
  await seedTimeFeeBands(db)
}

/** Categories of the core catalogue's wine menu that hold alcohol (the general store's older wine shops). */
const ALCOHOL_CATEGORIES = ['葡萄牙酒', '法國/新世界', '烈酒', '啤酒', '送酒禮盒', '烈酒清酒']

/**
 * Issue 11: the general facts of every general merchant and its goods (idempotent: only when none are seeded).
 * Our own shops take their kind and facts from seed-data/general.ts; the core catalogue's general merchants
 * get a kind from their category and alcohol flags from their wine categories.
 */
export async function seedGeneral(db: Db): Promise<void> {
  const done = await db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM general_stores')
  if (done && done.n > 0) return
  await db.tx(async (t) => {
    const own = [...generalStoreKinds].map(([key, v]) => ({
      seed_key: key,
      kind: v.kind,
      weight_policy: v.policy
    }))
    await t.query(
      `INSERT INTO general_stores (merchant_id, kind, weight_policy)
       SELECT m.id, x.kind, x.weight_policy FROM jsonb_to_recordset($1::jsonb) AS x(seed_key text, kind text, weight_policy text)
       JOIN merchants m ON m.seed_key = x.seed_key`,
      [JSON.stringify(own)]
    )
    await t.query(
      `INSERT INTO general_stores (merchant_id, kind)
       SELECT id, CASE WHEN category ~ '(水果|生果)' THEN 'fruit' WHEN category ~ '酒' THEN 'wine'
         WHEN category ~ '花' THEN 'florist' WHEN category ~ '(餅|麵包|蛋糕|甜品)' THEN 'bakery' ELSE 'gift' END
       FROM merchants WHERE 'general' = ANY(verticals) ON CONFLICT (merchant_id) DO NOTHING`
    )
    const facts = [...generalGoodsFacts].map(([key, f]) => ({
      seed_key: key,
      sell_by: f.sellBy,
      price_per_500g: f.per500 === undefined ? null : f.per500 * 100,
      unit_grams: f.grams ?? null,
      season: f.season ?? null,
      season_months: f.months ?? [],
      origin: f.origin ?? null,
      alcohol: f.alcohol ?? false,
      gift_set: f.giftSet ?? false
    }))
    await t.query(
      `INSERT INTO general_goods (goods_id, sell_by, price_per_500g, unit_grams, season, season_months, origin, alcohol, gift_set)
       SELECT g.id, x.sell_by, x.price_per_500g, x.unit_grams, x.season, x.season_months, x.origin, x.alcohol, x.gift_set
       FROM jsonb_to_recordset($1::jsonb) AS x(seed_key text, sell_by text, price_per_500g int, unit_grams int,
         season text, season_months int[], origin text, alcohol boolean, gift_set boolean)
       JOIN goods g ON g.seed_key = x.seed_key`,
      [JSON.stringify(facts)]
    )
    await t.query(
      `INSERT INTO general_goods (goods_id, alcohol, gift_set)
       SELECT g.id, c.name = ANY($1::text[]), c.name = '送酒禮盒'
       FROM goods g JOIN goods_categories c ON c.id = g.category_id JOIN general_stores s ON s.merchant_id = g.merchant_id
       ON CONFLICT (goods_id) DO NOTHING`,
      [ALCOHOL_CATEGORIES]
    )
  })
}

/** The account centre's platform notices (issue 12), each once. */
export async function seedNotices(db: Db, now: number): Promise<void> {
  for (const n of notices) {
    await db.query(
      `INSERT INTO messages (user_id, kind, title, body, created_at, seed_key) VALUES (NULL, 'notice', $1, $2, $3, $4)
       ON CONFLICT (seed_key) DO NOTHING`,
      [n.title, n.body, now - n.daysAgo * 86_400_000, n.key]
    )
  }
}
