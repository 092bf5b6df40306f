import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import type { CouponEntry } from '@lotus/contract/account-money'
import type { CartCalc } from '@lotus/contract/cart'
import { macauMonthStart } from '@lotus/contract/macau-time'
import { setPayPassword, topUp } from './helpers/account-fixtures.js'
import {
  addAddress,
  buyer,
  fillCart,
  near,
  noonClock,
  ORDER_ENV,
  servicesOf,
  setupShop,
  type Shop
} from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

// Issue 12: a god member's free-delivery vouchers, issued with the monthly coupons, chosen at checkout, used once
// with the order and returned on cancel.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
})
afterAll(() => t.close())

/** A buyer of one MOP 25 goods at a shop with a flat MOP 8 delivery fee who bought a monthly membership. */
async function memberAt(shop: Shop) {
  const b = await buyer(t, shop, 1)
  await setPayPassword(t, b.token)
  await topUp(t, b.token, 20_000)
  const r = await t.client.postJson(
    '/v1/member/buy',
    { plan: 'month', password: '135790' },
    { token: b.token }
  )
  expect(r.body.code).toBe('0000')
  return b
}

async function flatShop(fee = 800): Promise<Shop> {
  const shop = await setupShop(t, { price: 2500 })
  await t.db.query('UPDATE merchants SET delivery_fee = $2 WHERE id = $1', [shop.mchId, fee])
  await t.db.query('DELETE FROM time_fee_bands WHERE merchant_id = $1', [shop.mchId])
  return shop
}

const entries = async (token: string, status: 'usable' | 'used' | 'expired') => {
  const r = await t.client.get('/v1/user/coupon/entries', { type: 'freeDelivery', status }, { token })
  expect(r.body.code).toBe('0000')
  return r.body.data as CouponEntry[]
}

const calc = async (token: string, shop: Shop, extra: Record<string, unknown> = {}) => {
  const r = await t.client.postJson(
    '/v2/wm/cart/calc',
    { mchId: shop.mchId, ...near(shop), ...extra },
    { token }
  )
  expect(r.body.code).toBe('0000')
  return r.body.data as CartCalc
}

const submit = (token: string, shop: Shop, addressId: number, extra: Record<string, unknown> = {}) =>
  t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: shop.mchId, addressId, ...extra },
    { token }
  )

describe('free-delivery vouchers', () => {
  it('are issued with the membership and listed with the user’s vouchers; not to non-members', async () => {
    const shop = await flatShop()
    const plain = await buyer(t, shop, 1)
    expect(await entries(plain.token, 'usable')).toEqual([])
    const q = await calc(plain.token, shop)
    expect(q.freeDeliveryVouchers).toEqual([])
    expect(q.result.deliveryFee).toBe(800)

    const m = await memberAt(shop)
    const list = await entries(m.token, 'usable')
    expect(list).toHaveLength(4)
    expect(list[0]).toMatchObject({
      type: 'freeDelivery',
      name: '神會員免配送費券',
      amount: 2000,
      status: 'usable'
    })
    // they end with the Asia/Macau month they were issued in
    expect(list[0]?.expireAt).toBe(macauMonthStart(t.clock.now(), 1) / 1000)
    const info = (await t.client.get('/v1/member/info', {}, { token: m.token })).body.data as {
      monthCoupons: Array<{ type: string }>
      benefits: string[]
    }
    expect(info.monthCoupons.filter((c) => c.type === 'freeDelivery')).toHaveLength(4)
    expect(info.benefits.join()).toContain('免配送費券')
  })

  it('waive only the delivery fee of the order they are chosen for, used once and returned on cancel', async () => {
    const shop = await flatShop()
    const m = await memberAt(shop)
    const q = await calc(m.token, shop)
    expect(q.freeDeliveryVouchers).toHaveLength(4)
    expect(q.warnMsg).toBeNull()
    expect(q.freeDeliveryId).not.toBeNull()
    expect(q.result.deliveryFee).toBe(0)
    expect(q.result.feeLines).toContainEqual({ label: '配送費（免配送費券）', amount: 0 })
    expect(q.result.goodsAmount).toBe(2500)
    // declined (0): the fee is charged
    expect((await calc(m.token, shop, { freeDeliveryId: 0 })).result.deliveryFee).toBe(800)

    const chosen = q.freeDeliveryId as number
    const placed = await submit(m.token, shop, m.addressId, { freeDeliveryId: chosen })
    expect(placed.body.code).toBe('0000')
    const { orderId, total } = placed.body.data as { orderId: number; total: number }
    // only the voucher was sent (no coupon): the goods, nothing for delivery
    expect(total).toBe(2500)
    const row = await t.db.one<{ delivery_fee: number }>('SELECT delivery_fee FROM orders WHERE id = $1', [
      orderId
    ])
    expect(row?.delivery_fee).toBe(0)
    expect((await entries(m.token, 'used')).map((e) => e.id)).toEqual([chosen])
    expect(await entries(m.token, 'usable')).toHaveLength(3)

    // the same voucher again: refused, nothing placed
    await fillCart(t, m.userId, shop.mchId, [{ goodsId: shop.goodsId, itemCount: 1, props: [] }])
    const again = await submit(m.token, shop, m.addressId, { freeDeliveryId: chosen })
    expect(again.body.code).toBe('COUPON_INVALID')
    expect(again.body.msg).toBe('免配送費券不可用')

    const cancel = await t.client.postForm(
      '/v1/store/order/cancel',
      { id: orderId, reason: '不要了' },
      { token: m.token }
    )
    expect(cancel.body.code).toBe('0000')
    expect(await entries(m.token, 'used')).toEqual([])
    expect((await entries(m.token, 'usable')).map((e) => e.id)).toContain(chosen)
    // a second cancel returns nothing twice
    await t.client.postForm('/v1/store/order/cancel', { id: orderId, reason: '不要了' }, { token: m.token })
    expect(await entries(m.token, 'usable')).toHaveLength(4)
  })

  it('are returned when a paid order is cancelled before the merchant accepts it', async () => {
    const shop = await flatShop()
    const m = await memberAt(shop)
    const q = await calc(m.token, shop)
    const placed = await submit(m.token, shop, m.addressId, { freeDeliveryId: q.freeDeliveryId })
    const { orderId } = placed.body.data as { orderId: number }
    const paid = await t.client.postForm(
      '/v1/pay/wallet',
      { orderId, password: '135790' },
      { token: m.token }
    )
    expect(paid.body.code).toBe('0000')
    expect(await entries(m.token, 'usable')).toHaveLength(3)
    const cancel = await t.client.postForm(
      '/v1/store/order/cancel',
      { id: orderId, reason: '不要了' },
      { token: m.token }
    )
    expect(cancel.body.code).toBe('0000')
    expect(await entries(m.token, 'usable')).toHaveLength(4)
  })

  it('are used exactly once when two orders race for the same voucher', async () => {
    const shop = await flatShop()
    const m = await memberAt(shop)
    const id = (await calc(m.token, shop)).freeDeliveryId
    const other = await setupShop(t, { price: 2500 })
    await t.db.query('UPDATE merchants SET delivery_fee = 800 WHERE id = $1', [other.mchId])
    await t.db.query('DELETE FROM time_fee_bands WHERE merchant_id = $1', [other.mchId])
    await fillCart(t, m.userId, other.mchId, [{ goodsId: other.goodsId, itemCount: 1, props: [] }])
    const otherAddress = await t.db.one<{ id: number }>(
      `INSERT INTO addresses (user_id, name, area_code, phone, gender, tag, address, detail, lat, lng, created_at, updated_at)
       VALUES ($1, '陳先生', '853', '66123456', 1, '家', '澳門新馬路 1 號', '3樓A', $2, $3, 0, 0) RETURNING id`,
      [m.userId, near(other).lat, near(other).lng]
    )
    const [a, b] = await Promise.all([
      submit(m.token, shop, m.addressId, { freeDeliveryId: id }),
      submit(m.token, other, otherAddress?.id ?? 0, { freeDeliveryId: id })
    ])
    expect([a.body.code, b.body.code].sort()).toEqual(['0000', 'COUPON_INVALID'])
    const used = await t.db.many<{ order_id: number }>(
      "SELECT order_id FROM coupons WHERE id = $1 AND status = 'used'",
      [id]
    )
    expect(used).toHaveLength(1)
  })

  it('are not offered or used on a self-pickup quote, and are refused for another user or bad input', async () => {
    const shop = await flatShop()
    const m = await memberAt(shop)
    const pickup = await calc(m.token, shop, { fulfilment: 'pickup' })
    expect(pickup.freeDeliveryVouchers).toEqual([])
    expect(pickup.freeDeliveryId).toBeNull()

    const stranger = await buyer(t, shop, 1)
    const id = (await calc(m.token, shop)).freeDeliveryId
    const theirs = await calc(stranger.token, shop, { freeDeliveryId: id })
    expect(theirs.freeDeliveryId).toBeNull()
    expect(theirs.result.deliveryFee).toBe(800)
    expect(theirs.warnMsg).toContain('免配送費券不可用')
    expect((await submit(stranger.token, shop, stranger.addressId, { freeDeliveryId: id })).body.code).toBe(
      'COUPON_INVALID'
    )
    expect((await submit(m.token, shop, m.addressId, { freeDeliveryId: 'x' })).body.code).toBe('VALIDATION')
    const bad = await t.client.postJson(
      '/v2/wm/cart/calc',
      { mchId: shop.mchId, ...near(shop), freeDeliveryId: -1 },
      { token: m.token }
    )
    expect(bad.body.code).toBe('VALIDATION')
  })

  it('waive a supermarket delivery order’s fee; a pickup order takes none', async () => {
    const shop = await flatShop()
    const m = await memberAt(shop)
    const store = await t.db.one<{ id: number; lat: number; lng: number }>(
      `SELECT id, lat, lng FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id LIMIT 1`
    )
    if (!store) throw new Error('no supermarket seeded')
    const sku = await t.db.one<{ id: number }>(
      'SELECT id FROM goods WHERE merchant_id = $1 AND spu_id IS NOT NULL AND member_price IS NULL ORDER BY id LIMIT 1',
      [store.id]
    )
    await t.db.query(
      'UPDATE goods SET price = 20000, stock = 50, total_stock = 50, limit_buy = 0 WHERE id = $1',
      [sku?.id]
    )
    await t.db.query("UPDATE merchants SET delivery_fee = 1500, activities = '[]' WHERE id = $1", [store.id])
    await t.db.query('DELETE FROM time_fee_bands WHERE merchant_id = $1', [store.id])
    const addressId = await addAddress(t, m.userId, near(store))
    await fillCart(t, m.userId, store.id, [{ goodsId: Number(sku?.id), itemCount: 1, props: [] }])
    const q = await calc(
      m.token,
      { mchId: store.id, goodsId: 0, lat: store.lat, lng: store.lng, price: 0 },
      {
        addressId,
        fulfilment: 'delivery',
        scheduled: true,
        couponId: 0,
        redEnvelopeId: 0
      }
    )
    expect(q.warnMsg).toBeNull()
    expect(q.freeDeliveryId).not.toBeNull()
    expect(q.result.deliveryFee).toBe(0)
    const placed = await t.client.postJson(
      '/v1/market/order/submit',
      {
        clientKey: randomUUID(),
        mchId: store.id,
        addressId,
        freeDeliveryId: q.freeDeliveryId,
        date: '2026-11-22',
        slot: '18:00-20:00'
      },
      { token: m.token }
    )
    expect(placed.body.code).toBe('0000')
    const { orderId } = placed.body.data as { orderId: number }
    const row = await t.db.one<{ delivery_fee: number; total: number }>(
      'SELECT delivery_fee, total FROM orders WHERE id = $1',
      [orderId]
    )
    expect(row).toEqual({ delivery_fee: 0, total: 20000 })
    expect((await entries(m.token, 'used')).map((e) => e.id)).toEqual([q.freeDeliveryId])

    // pickup: the voucher is not part of the request at all
    await fillCart(t, m.userId, store.id, [{ goodsId: Number(sku?.id), itemCount: 1, props: [] }])
    const pickup = await t.client.postJson(
      '/v1/market/order/submitPickup',
      { clientKey: randomUUID(), mchId: store.id, freeDeliveryId: q.freeDeliveryId },
      { token: m.token }
    )
    expect(pickup.body.code).toBe('VALIDATION')
  })

  it('are issued for the next month on the 1st (Asia/Macau) once, however often the job runs', async () => {
    const shop = await flatShop()
    const m = await buyer(t, shop, 1)
    await setPayPassword(t, m.token)
    await topUp(t, m.token, 20_000)
    expect(
      (await t.client.postJson('/v1/member/buy', { plan: 'year', password: '135790' }, { token: m.token }))
        .body.code
    ).toBe('0000')
    const s = servicesOf(t)
    t.clock.advance(macauMonthStart(t.clock.now(), 1) - t.clock.now() + 1000)
    await Promise.all([s.jobs.drain(), s.jobs.drain()])
    await s.jobs.drain()
    const rows = await t.db.many<{ month: string; n: number }>(
      `SELECT split_part(template_key, ':', 2) AS month, COUNT(*)::int AS n FROM coupons
       WHERE user_id = $1 AND type = 'freeDelivery' GROUP BY 1 ORDER BY 1`,
      [m.userId]
    )
    expect(rows).toEqual([
      { month: '2026-11', n: 4 },
      { month: '2026-12', n: 4 }
    ])
    // last month's are expired now, this month's usable
    expect(await entries(m.token, 'usable')).toHaveLength(4)
    expect(await entries(m.token, 'expired')).toHaveLength(4)
  })
})
