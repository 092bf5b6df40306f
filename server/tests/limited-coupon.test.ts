import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartCalc } from '@lotus/contract/cart'
import type { LimitedCoupon } from '@lotus/contract/limited-coupon'
import type { MarketStore } from '@lotus/contract/market'
import { createUser, noonClock } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let store: MarketStore

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock() })
  store = ((await t.client.get('/v1/market/stores')).body.data as MarketStore[])[0] as MarketStore
})
afterAll(() => t.close())

const HOUR = 3_600_000

/** A batch of this test's own, open now unless told. */
async function batch(o: {
  total: number
  perUser?: number
  startsIn?: number
  endsIn?: number
  threshold?: number
}) {
  const now = t.clock.now()
  const r = await t.db.one<{ id: number }>(
    `INSERT INTO coupon_batches (merchant_id, name, amount, threshold, total, per_user, starts_at, ends_at, valid_days,
       created_at) VALUES ($1, '測試券', 1500, $2, $3, $4, $5, $6, 7, $7) RETURNING id`,
    [
      store.id,
      o.threshold ?? 0,
      o.total,
      o.perUser ?? 1,
      now + (o.startsIn ?? -HOUR),
      now + (o.endsIn ?? 24 * HOUR),
      now
    ]
  )
  return Number(r?.id)
}
const claim = (token: string, batchId: number | string) =>
  t.client.postForm('/v1/market/coupon/claim', { batchId }, { token }).then((r) => r.body.code as string)

describe('limited coupons', () => {
  it('lists open and upcoming batches with what is left and the caller’s count', async () => {
    const u = await createUser(t)
    const id = await batch({ total: 3 })
    const up = await batch({ total: 3, startsIn: HOUR })
    expect(await claim(u.token, id)).toBe('0000')
    const list = (await t.client.get('/v1/market/coupon/list', { mchId: store.id }, { token: u.token })).body
      .data as LimitedCoupon[]
    expect(list.find((b) => b.id === id)).toMatchObject({ left: 2, mine: 1, state: 'open', canClaim: false })
    expect(list.find((b) => b.id === up)).toMatchObject({ state: 'upcoming', canClaim: false })
    const anon = (await t.client.get('/v1/market/coupon/list')).body.data as LimitedCoupon[]
    expect(anon.find((b) => b.id === id)).toMatchObject({ mine: 0, canClaim: true })
  })

  it('refuses outside the window, over the per-user limit, when sold out, and bad input', async () => {
    const u = await createUser(t)
    expect(await claim(u.token, await batch({ total: 5, startsIn: HOUR }))).toBe('COUPON_NOT_STARTED')
    expect(await claim(u.token, await batch({ total: 5, startsIn: -2 * HOUR, endsIn: -HOUR }))).toBe(
      'COUPON_INVALID'
    )
    const two = await batch({ total: 5, perUser: 2 })
    expect([await claim(u.token, two), await claim(u.token, two), await claim(u.token, two)]).toEqual([
      '0000',
      '0000',
      'LIMIT_EXCEEDED'
    ])
    const one = await batch({ total: 1 })
    expect(await claim(u.token, one)).toBe('0000')
    expect(await claim((await createUser(t)).token, one)).toBe('COUPON_SOLD_OUT')
    expect(await claim(u.token, 999999)).toBe('NOT_FOUND')
    expect(await claim(u.token, 'abc')).toBe('VALIDATION')
    expect((await t.client.postForm('/v1/market/coupon/claim', { batchId: one })).body.code).toBe('401')
    const held = await t.db.one<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM coupons WHERE user_id = $1 AND template_key LIKE 'batch:%'`,
      [u.userId]
    )
    expect(held?.n).toBe(3)
  })

  it('never gives one user more than the per-user limit under concurrent claims', async () => {
    const u = await createUser(t)
    const id = await batch({ total: 50, perUser: 2 })
    const codes = await Promise.all(Array.from({ length: 10 }, () => claim(u.token, id)))
    expect(codes.filter((c) => c === '0000')).toHaveLength(2)
    expect(codes.filter((c) => c === 'LIMIT_EXCEEDED')).toHaveLength(8)
  })

  it('applies through the pricing pipeline once the goods amount meets the threshold', async () => {
    const u = await createUser(t)
    const id = await batch({ total: 10, threshold: 5000 })
    expect(await claim(u.token, id)).toBe('0000')
    const sku = await t.db.one<{ id: number }>(
      `SELECT id FROM goods WHERE merchant_id = $1 AND spu_id IS NOT NULL ORDER BY id LIMIT 1`,
      [store.id]
    )
    await t.db.query(
      'UPDATE goods SET price = 3000, stock = 100, total_stock = 100, limit_buy = 0 WHERE id = $1',
      [sku?.id]
    )
    const calc = async (n: number) =>
      (
        await t.client.postJson(
          '/v2/wm/cart/calc',
          {
            mchId: store.id,
            lat: store.lat,
            lng: store.lng,
            data: [{ goodsId: Number(sku?.id), itemCount: n }]
          },
          { token: u.token }
        )
      ).body.data as CartCalc
    const met = await calc(2)
    expect(met.result.goodsAmount).toBe(6000)
    expect(met.result.couponAmount).toBe(1500)
    expect(met.result.feeLines).toContainEqual({ label: '優惠券（測試券）', amount: -1500 })
    const short = await calc(1)
    expect(short.result.couponAmount).toBe(0)
  })
})

describe('limited coupons scoped to an aisle or a goods', () => {
  /** A SKU of the store in a level-1 aisle (by name), priced MOP 30 with stock. */
  async function skuIn(aisle: string, notSpu = 0) {
    const r = await t.db.one<{ id: number; spu_id: number; aisle_id: number }>(
      `SELECT g.id, g.spu_id, p.id AS aisle_id FROM goods g JOIN market_spus s ON s.id = g.spu_id
       JOIN market_aisles a ON a.id = s.aisle_id JOIN market_aisles p ON p.id = a.parent_id
       WHERE g.merchant_id = $1 AND p.name = $2 AND g.spu_id <> $3 ORDER BY g.id LIMIT 1`,
      [store.id, aisle, notSpu]
    )
    if (!r) throw new Error(`no goods in ${aisle}`)
    await t.db.query(
      'UPDATE goods SET price = 3000, stock = 100, total_stock = 100, limit_buy = 0, on_sale = true WHERE id = $1',
      [r.id]
    )
    return r
  }
  async function scopedBatch(scope: { aisleId?: number; spuId?: number }, threshold: number) {
    const now = t.clock.now()
    const r = await t.db.one<{ id: number }>(
      `INSERT INTO coupon_batches (merchant_id, name, amount, threshold, total, per_user, starts_at, ends_at,
         valid_days, created_at, aisle_id, spu_id) VALUES ($1, '範圍券', 2000, $2, 10, 1, $3, $4, 7, $5, $6, $7)
       RETURNING id`,
      [store.id, threshold, now - HOUR, now + 24 * HOUR, now, scope.aisleId ?? null, scope.spuId ?? null]
    )
    return Number(r?.id)
  }
  const calc = async (token: string, data: Array<{ goodsId: number; itemCount: number }>) =>
    (
      await t.client.postJson(
        '/v2/wm/cart/calc',
        { mchId: store.id, lat: store.lat, lng: store.lng, data },
        { token }
      )
    ).body.data as CartCalc

  it('the seeded batches include aisle- and goods-scoped ones, listed with their scope', async () => {
    const list = (await t.client.get('/v1/market/coupon/list', { mchId: store.id })).body
      .data as LimitedCoupon[]
    expect(list.find((b) => b.name === '新鮮蔬果滿80減12')).toMatchObject({
      mchId: null,
      scope: { kind: 'aisle', name: '新鮮蔬果' }
    })
    expect(list.find((b) => b.name === '維記鮮奶滿50減8')).toMatchObject({
      mchId: store.id,
      scope: { kind: 'goods', name: '維記鮮奶' }
    })
    expect(list.find((b) => b.name === '限時滿100減15')).toMatchObject({ scope: null })
  })

  it('an aisle coupon’s threshold counts only the lines of that aisle', async () => {
    const u = await createUser(t)
    const dairy = await skuIn('乳品蛋類')
    const fruit = await skuIn('新鮮蔬果')
    const id = await scopedBatch({ aisleId: dairy.aisle_id }, 5000)
    expect(await claim(u.token, id)).toBe('0000')
    // MOP 60 in the cart but only MOP 30 of dairy: not usable.
    const short = await calc(u.token, [
      { goodsId: dairy.id, itemCount: 1 },
      { goodsId: fruit.id, itemCount: 1 }
    ])
    expect(short.result.goodsAmount).toBe(6000)
    expect(short.result.couponAmount).toBe(0)
    expect(short.coupons.map((c) => c.name)).not.toContain('範圍券')
    const met = await calc(u.token, [
      { goodsId: dairy.id, itemCount: 2 },
      { goodsId: fruit.id, itemCount: 1 }
    ])
    expect(met.result.couponAmount).toBe(2000)
    expect(met.coupons.find((c) => c.name === '範圍券')?.scope).toMatchObject({
      kind: 'aisle',
      aisleId: dairy.aisle_id,
      name: '乳品蛋類'
    })
    expect(met.result.feeLines).toContainEqual({ label: '優惠券（範圍券）', amount: -2000 })
  })

  it('a goods coupon counts every spec of that goods only, and takes at most what they cost', async () => {
    const u = await createUser(t)
    const milk = await skuIn('乳品蛋類')
    const other = await skuIn('乳品蛋類', milk.spu_id)
    const id = await scopedBatch({ spuId: milk.spu_id }, 0)
    expect(await claim(u.token, id)).toBe('0000')
    const without = await calc(u.token, [{ goodsId: other.id, itemCount: 3 }])
    expect(without.result.couponAmount).toBe(0)
    await t.db.query('UPDATE goods SET price = 1200 WHERE id = $1', [milk.id])
    const withMilk = await calc(u.token, [
      { goodsId: other.id, itemCount: 3 },
      { goodsId: milk.id, itemCount: 1 }
    ])
    // MOP 20 off, but the milk line costs MOP 12: the coupon takes MOP 12.
    expect(withMilk.result.couponAmount).toBe(1200)
    await t.db.query('UPDATE goods SET price = 3000 WHERE id = $1', [milk.id])
  })
})
