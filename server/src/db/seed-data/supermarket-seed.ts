import type { Db } from '../db.js'
import { insertRows, syncSequence } from '../seed.js'
import { pick, randInt, rngFor } from './prng.js'
import {
  AISLES,
  CHAINS,
  NEWS,
  parseSpu,
  PMALL_CASH_GIFTS,
  PMALL_COUPONS,
  PMALL_GIFTS,
  REVIEW_NAMES,
  REVIEW_TEXTS,
  SCOPED_BATCHES,
  SLOT_PLAN
} from './supermarket.js'

const DAY_MS = 86_400_000

/**
 * Seeds the supermarket catalogue once (when no aisle exists yet): aisles, every store's goods with their
 * SKUs (rows of `goods` with spu_id and spec), reviews with photos, news, delivery slot plans and a few
 * limited coupon batches. Every store of the supermarket vertical carries the whole list.
 */
export async function seedSupermarket(db: Db, now: number): Promise<boolean> {
  const done = await db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM market_aisles')
  if (done && done.n > 0) return false
  const stores = await db.many<{ id: number; seed_key: string }>(
    `SELECT id, seed_key FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id`
  )
  if (stores.length === 0) return false
  const max = async (table: string) =>
    Number((await db.one<{ n: number }>(`SELECT COALESCE(MAX(id), 0)::int AS n FROM ${table}`))?.n ?? 0)

  const aisleRows: object[] = []
  let aisleId = 0
  const leaves: Array<{ id: number; name: string; goods: string[] }> = []
  AISLES.forEach((a, i) => {
    const parent = ++aisleId
    aisleRows.push({ id: parent, parent_id: null, name: a.name, sort: i })
    a.children.forEach((c, ci) => {
      const id = ++aisleId
      aisleRows.push({ id, parent_id: parent, name: c.name, sort: ci })
      leaves.push({ id, name: c.name, goods: c.goods })
    })
  })

  let categoryId = await max('goods_categories')
  let goodsId = await max('goods')
  let spuId = 0
  let reviewId = 0
  const categoryRows: object[] = []
  const spuRows: object[] = []
  const goodsRows: object[] = []
  const reviewRows: object[] = []
  for (const store of stores) {
    const rng = rngFor(`market:${store.seed_key}`)
    let sort = 0
    for (const leaf of leaves) {
      const catId = ++categoryId
      categoryRows.push({ id: catId, merchant_id: store.id, name: leaf.name, sort: 100 + leaf.id })
      for (const line of leaf.goods) {
        const spu = parseSpu(line)
        const id = ++spuId
        const hot = Math.floor(Math.pow(rng(), 2) * 900)
        spuRows.push({
          id,
          merchant_id: store.id,
          aisle_id: leaf.id,
          seed_key: `${store.seed_key}-${leaf.id}-${sort}`,
          name: spu.name,
          brand: spu.brand,
          origin: spu.origin,
          description: `${spu.brand ? `${spu.brand} ` : ''}${spu.name}，產地${spu.origin}。${leaf.name}精選，門市同價。`,
          tags: hot > 600 ? ['熱賣'] : rng() < 0.15 ? ['新品'] : [],
          gallery_size: randInt(rng, 2, 4),
          pickup: true,
          delivery: !spu.name.includes('紅酒') || rng() < 0.5,
          sort: sort++,
          created_at: now - randInt(rng, 1, 90) * DAY_MS
        })
        let firstSku = 0
        spu.specs.forEach((s, si) => {
          const gid = ++goodsId
          if (si === 0) firstSku = gid
          const price = Math.max(100, Math.round(s.mop * (0.95 + rng() * 0.1)) * 100)
          const r = rng()
          const stock = r < 0.05 ? 0 : r < 0.15 ? randInt(rng, 2, 9) : randInt(rng, 40, 500)
          goodsRows.push({
            id: gid,
            merchant_id: store.id,
            category_id: catId,
            seed_key: `${store.seed_key}-spu${id}-${si}`,
            name: `${spu.name}（${s.spec}）`,
            description: spu.name,
            price,
            original_price: rng() < 0.25 ? Math.round((price * 1.25) / 100) * 100 : null,
            stock,
            total_stock: stock,
            limit_buy: rng() < 0.1 ? randInt(rng, 1, 3) : 0,
            month_sales: Math.floor(hot / (si + 1)),
            tags: stock === 0 ? ['售罄'] : [],
            sort: si,
            spu_id: id,
            spec: s.spec
          })
        })
        const reviews = randInt(rng, 0, 6)
        for (let k = 0; k < reviews; k++) {
          const [star, text] = pick(rng, REVIEW_TEXTS)
          const photos = rng() < 0.4 ? randInt(rng, 1, 3) : 0
          reviewRows.push({
            id: ++reviewId,
            spu_id: id,
            nickname: pick(rng, REVIEW_NAMES),
            star,
            content: text,
            images: Array.from({ length: photos }, () => `/api/img/goods/${firstSku}.svg`),
            spec: spu.specs[0]?.spec ?? '',
            created_at: now - randInt(rng, 1, 60) * DAY_MS - randInt(rng, 0, 86_399) * 1000
          })
        }
      }
    }
  }

  /** The aisle- and goods-scoped limited coupons, open now for 30 days. */
  const scopedBatches = () => {
    const aisleId = (name: string) =>
      (aisleRows as Array<{ id: number; name: string }>).find((a) => a.name === name)?.id
    const spuOf = (storeId: number, goods: string) =>
      (spuRows as Array<{ id: number; merchant_id: number; brand: string; name: string }>).find(
        (r) => r.merchant_id === storeId && `${r.brand}${r.name}` === goods
      )?.id
    return SCOPED_BATCHES.flatMap((b) =>
      (b.everyStore ? [null] : stores.map((s) => s.id)).map((storeId) => ({
        merchant_id: storeId,
        name: b.name,
        amount: b.amount * 100,
        threshold: b.threshold * 100,
        total: b.total,
        per_user: 1,
        starts_at: now - 3_600_000,
        ends_at: now + 30 * DAY_MS,
        valid_days: 7,
        created_at: now,
        aisle_id: b.aisle ? (aisleId(b.aisle) ?? null) : null,
        spu_id: b.goods && storeId !== null ? (spuOf(storeId, b.goods) ?? null) : null
      }))
    ).filter((r) => r.aisle_id !== null || r.spu_id !== null)
  }

  await db.tx(async (t) => {
    await insertRows(
      t,
      'market_aisles',
      { id: 'int', parent_id: 'int', name: 'text', sort: 'int' },
      aisleRows
    )
    await insertRows(
      t,
      'goods_categories',
      { id: 'int', merchant_id: 'int', name: 'text', sort: 'int' },
      categoryRows
    )
    await insertRows(
      t,
      'market_spus',
      {
        id: 'int',
        merchant_id: 'int',
        aisle_id: 'int',
        seed_key: 'text',
        name: 'text',
        brand: 'text',
        origin: 'text',
        description: 'text',
        tags: 'text[]',
        gallery_size: 'int',
        pickup: 'bool',
        delivery: 'bool',
        sort: 'int',
        created_at: 'int8'
      },
      spuRows
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
        stock: 'int',
        total_stock: 'int',
        limit_buy: 'int',
        month_sales: 'int',
        tags: 'text[]',
        sort: 'int',
        spu_id: 'int',
        spec: 'text'
      },
      goodsRows
    )
    await insertRows(
      t,
      'market_reviews',
      {
        id: 'int',
        spu_id: 'int',
        nickname: 'text',
        star: 'int',
        content: 'text',
        images: 'jsonb',
        spec: 'text',
        created_at: 'int8'
      },
      reviewRows
    )
    await insertRows(
      t,
      'market_news',
      { title: 'text', summary: 'text', body: 'text', created_at: 'int8' },
      NEWS.flatMap(([title, summary], i) =>
        // Enough rows for the list to page (reach-bottom loads more).
        [0, 1, 2].map((round) => ({
          title: round === 0 ? title : `${title}（第${round + 1}期）`,
          summary,
          body: `${summary}。詳情請留意門市公告及 App 推送，優惠以門市最新公佈為準。`,
          created_at: now - (round * NEWS.length + i) * DAY_MS
        }))
      )
    )
    await insertRows(
      t,
      'slot_plans',
      { store_id: 'int', slot: 'text', capacity: 'int' },
      stores.flatMap((s) => SLOT_PLAN.map(([slot, capacity]) => ({ store_id: s.id, slot, capacity })))
    )
    const hour = 3_600_000
    await insertRows(
      t,
      'coupon_batches',
      {
        merchant_id: 'int',
        name: 'text',
        amount: 'int',
        threshold: 'int',
        total: 'int',
        per_user: 'int',
        starts_at: 'int8',
        ends_at: 'int8',
        valid_days: 'int',
        created_at: 'int8',
        aisle_id: 'int',
        spu_id: 'int'
      },
      [
        ...stores.flatMap((s) => [
          {
            merchant_id: s.id,
            name: '限時滿100減15',
            amount: 1500,
            threshold: 10000,
            total: 100,
            per_user: 1,
            starts_at: now - hour,
            ends_at: now + 30 * DAY_MS,
            valid_days: 7,
            created_at: now
          },
          {
            merchant_id: s.id,
            name: '限時滿200減40',
            amount: 4000,
            threshold: 20000,
            total: 50,
            per_user: 1,
            starts_at: now + DAY_MS,
            ends_at: now + 31 * DAY_MS,
            valid_days: 7,
            created_at: now
          }
        ]),
        ...scopedBatches()
      ]
    )
    await insertRows(
      t,
      'pmall_items',
      {
        kind: 'text',
        name: 'text',
        description: 'text',
        points: 'int',
        stock: 'int',
        per_user: 'int',
        coupon_amount: 'int',
        coupon_threshold: 'int',
        coupon_days: 'int',
        sort: 'int',
        created_at: 'int8'
      },
      [
        ...PMALL_GIFTS.map(([name, points, stock, perUser], i) => ({
          kind: 'gift',
          name,
          description: `${name}：可到任何一間超市門店自取，或送貨上門。`,
          points,
          stock,
          per_user: perUser,
          coupon_amount: null,
          coupon_threshold: null,
          coupon_days: null,
          sort: i,
          created_at: now
        })),
        ...PMALL_COUPONS.map(([name, points, amount, threshold, days], i) => ({
          kind: 'coupon',
          name,
          description:
            threshold > 0
              ? `全平台滿${threshold}減${amount}，${days}天內有效`
              : `全平台無門檻減${amount}，${days}天內有效`,
          points,
          stock: 1000,
          per_user: 5,
          coupon_amount: amount * 100,
          coupon_threshold: threshold * 100,
          coupon_days: days,
          sort: 100 + i,
          created_at: now
        }))
      ]
    )
    await insertRows(
      t,
      'pmall_items',
      {
        kind: 'text',
        name: 'text',
        description: 'text',
        points: 'int',
        cash: 'int',
        stock: 'int',
        per_user: 'int',
        sort: 'int',
        created_at: 'int8'
      },
      PMALL_CASH_GIFTS.map(([name, points, cash, stock, perUser], i) => ({
        kind: 'gift',
        name,
        description: `${name}：蜂蜜加現金兌換，付款後可到任何一間超市門店自取，或送貨上門。`,
        points,
        cash,
        stock,
        per_user: perUser,
        sort: 50 + i,
        created_at: now
      }))
    )
    for (const [chain, keys] of Object.entries(CHAINS)) {
      await t.query('UPDATE merchants SET chain = $1 WHERE seed_key = ANY($2::text[])', [chain, [...keys]])
    }
    for (const table of ['market_aisles', 'goods_categories', 'market_spus', 'goods', 'market_reviews']) {
      await syncSequence(t, table)
    }
  })
  return true
}
