import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../src/modules/auth/tokens.js'
import { signCallback } from '../src/modules/gateway/sandbox-gateway.js'
import type { Services } from '../src/services.js'
import {
  buyer,
  createUser,
  fillCart,
  noonClock,
  ORDER_ENV,
  servicesOf,
  setupShop
} from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let s: Services

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  s = servicesOf(t)
})
afterAll(() => t.close())

const count = async (sql: string, params: unknown[]) => (await t.db.one<{ n: number }>(sql, params))?.n

/** `n` users with tokens, an address at the point and `qty` of one goods in the cart, in a few statements. */
async function bulkBuyers(
  n: number,
  shop: { mchId: number; goodsId: number; lat: number; lng: number },
  qty: number
) {
  const now = t.clock.now()
  const tag = randomBytes(2).toString('hex')
  const users = await t.db.many<{ id: number }>(
    `INSERT INTO users (area_code, phone, nickname, promotion_code, created_at, updated_at)
     SELECT '853', '68' || lpad(g::text, 6, '0'), '買家' || g, 'B' || $2::text || lpad(g::text, 6, '0'), $1::bigint, $1::bigint
     FROM generate_series(1, $3::int) g RETURNING id`,
    [now, tag, n]
  )
  const tokens = users.map(() => randomBytes(32).toString('base64url'))
  await t.db.query(
    `INSERT INTO tokens (user_id, token_hash, created_at, expires_at)
     SELECT x.user_id, x.hash, $1::bigint, $1::bigint + 86400000 FROM jsonb_to_recordset($2::jsonb) AS x(user_id int, hash text)`,
    [now, JSON.stringify(users.map((u, i) => ({ user_id: u.id, hash: hashToken(tokens[i] ?? '') })))]
  )
  const ids = users.map((u) => u.id)
  const addrs = await t.db.many<{ id: number; user_id: number }>(
    `INSERT INTO addresses (user_id, name, area_code, phone, gender, tag, address, detail, lat, lng, created_at, updated_at)
     SELECT u, '買家', '853', '66123456', 0, '家', '澳門議事亭前地', '', $2, $3, $4, $4 FROM unnest($1::int[]) u
     RETURNING id, user_id`,
    [ids, shop.lat + 0.002, shop.lng, now]
  )
  await t.db.query(
    `INSERT INTO cart_lines (user_id, merchant_id, goods_id, product_id, item_count, props, sort, created_at)
     SELECT u, $2, $3, $3, $4, '[]', 0, $5 FROM unnest($1::int[]) u`,
    [ids, shop.mchId, shop.goodsId, qty, now]
  )
  const addrOf = new Map(addrs.map((a) => [a.user_id, a.id]))
  return users.map((u, i) => ({ userId: u.id, token: tokens[i] ?? '', addressId: addrOf.get(u.id) ?? 0 }))
}

describe('concurrency', () => {
  it('200 concurrent submits with one clientKey make exactly one order', async () => {
    const shop = await setupShop(t, { stock: 100, price: 1000 })
    const b = await buyer(t, shop, 3)
    const body = { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId }
    const rs = await Promise.all(
      Array.from({ length: 200 }, () => t.client.postJson('/v1/store/order/submit', body, { token: b.token }))
    )
    const codes = new Set(rs.map((r) => r.body.code))
    expect([...codes]).toEqual(['0000'])
    expect(new Set(rs.map((r) => (r.body.data as { orderId: number }).orderId)).size).toBe(1)
    expect(await count('SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1', [b.userId])).toBe(1)
    expect(await count('SELECT stock AS n FROM goods WHERE id = $1', [shop.goodsId])).toBe(97)
  })

  it('50 concurrent cart/add of 50 different dishes by one user keep every line (no lost update)', async () => {
    const shop = await setupShop(t, { stock: 1000, price: 1000 })
    const goods = await t.db.many<{ id: number }>(
      `INSERT INTO goods (merchant_id, category_id, name, price, pack_fee, stock, total_stock, limit_buy)
       SELECT merchant_id, category_id, name || ' ' || g, price, 0, 100, 100, 0
       FROM goods, generate_series(1, 50) g WHERE id = $1 RETURNING id`,
      [shop.goodsId]
    )
    const u = await createUser(t)
    const rs = await Promise.all(
      goods.map((g) =>
        t.client.postJson(
          '/v1/store/cart/add',
          { mchId: shop.mchId, lat: shop.lat, lng: shop.lng, goodsId: g.id, itemCount: 2, props: [] },
          { token: u.token }
        )
      )
    )
    expect([...new Set(rs.map((r) => r.body.code))]).toEqual(['0000'])
    const lines = await t.db.many<{ goods_id: number; item_count: number }>(
      'SELECT goods_id, item_count FROM cart_lines WHERE user_id = $1 AND merchant_id = $2',
      [u.userId, shop.mchId]
    )
    expect(lines.map((l) => l.goods_id).sort((a, b) => a - b)).toEqual(
      goods.map((g) => g.id).sort((a, b) => a - b)
    )
    expect(lines.every((l) => l.item_count === 2)).toBe(true)
  })

  it('1,000 concurrent buyers of a 10-stock goods: exactly 10 orders, stock 0, never oversold', async () => {
    const shop = await setupShop(t, { stock: 10, price: 1000 })
    const buyers = await bulkBuyers(1000, shop, 1)
    const rs = await Promise.all(
      buyers.map((b) =>
        t.client.postJson(
          '/v1/store/order/submit',
          { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
          { token: b.token }
        )
      )
    )
    const ok = rs.filter((r) => r.body.code === '0000')
    expect(ok.length).toBe(10)
    const failed = new Set(rs.filter((r) => r.body.code !== '0000').map((r) => r.body.code))
    expect([...failed]).toEqual(['OUT_OF_STOCK'])
    expect(rs.every((r) => r.res.statusCode < 500)).toBe(true)
    expect(await count('SELECT stock AS n FROM goods WHERE id = $1', [shop.goodsId])).toBe(0)
    expect(await count('SELECT COUNT(*)::int AS n FROM orders WHERE merchant_id = $1', [shop.mchId])).toBe(10)
    expect(
      await count(
        'SELECT COALESCE(SUM(i.item_count), 0)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.goods_id = $1',
        [shop.goodsId]
      )
    ).toBe(10)
  }, 120_000)

  it('uses one coupon for one order only, across two concurrent orders', async () => {
    const a = await setupShop(t, { stock: 50, price: 2000 })
    const b = await setupShop(t, { stock: 50, price: 2000 })
    const u = await createUser(t)
    const { addAddress } = await import('./helpers/order-fixtures.js')
    const addrA = await addAddress(t, u.userId, { lat: a.lat + 0.001, lng: a.lng })
    const addrB = await addAddress(t, u.userId, { lat: b.lat + 0.001, lng: b.lng })
    await fillCart(t, u.userId, a.mchId, [{ goodsId: a.goodsId, itemCount: 2, props: [] }])
    await fillCart(t, u.userId, b.mchId, [{ goodsId: b.goodsId, itemCount: 2, props: [] }])
    const coupon = await t.db.one<{ id: number }>(
      `INSERT INTO coupons (user_id, type, name, amount, threshold, expires_at, created_at)
       VALUES ($1, 'coupon', '全場券', 800, 0, $2, $3) RETURNING id`,
      [u.userId, t.clock.now() + 86_400_000, t.clock.now()]
    )
    const rs = await Promise.all([
      t.client.postJson(
        '/v1/store/order/submit',
        { clientKey: randomUUID(), mchId: a.mchId, addressId: addrA, couponId: coupon?.id },
        { token: u.token }
      ),
      t.client.postJson(
        '/v1/store/order/submit',
        { clientKey: randomUUID(), mchId: b.mchId, addressId: addrB, couponId: coupon?.id },
        { token: u.token }
      )
    ])
    expect(rs.map((r) => r.body.code).sort()).toEqual(['0000', 'COUPON_INVALID'])
    expect(
      await count("SELECT COUNT(*)::int AS n FROM coupons WHERE id = $1 AND status = 'used'", [coupon?.id])
    ).toBe(1)
    expect(await count('SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1', [u.userId])).toBe(1)
  })

  it('1,000 concurrent MOP 1 payments on a MOP 10 balance: exactly 10 paid, balance 0', async () => {
    const shop = await setupShop(t, { stock: 10 })
    const u = await createUser(t)
    const now = t.clock.now()
    const orders = await t.db.many<{ id: number }>(
      `INSERT INTO orders (order_no, user_id, merchant_id, client_key, request_hash, status, goods_amount, total,
         fee_lines, address, item_count, pay_deadline, created_at, updated_at)
       SELECT 'W' || g, $1, $2, 'k' || g, 'h', 'unpaid', 100, 100, '[]', '{}', 1, $3::bigint + 900000, $3::bigint, $3::bigint
       FROM generate_series(1, 1000) g RETURNING id`,
      [u.userId, shop.mchId, now]
    )
    await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 1000, $2)', [
      u.userId,
      now
    ])
    const results = await Promise.allSettled(orders.map((o) => s.orderPayments.chargeWallet(u.userId, o.id)))
    const paid = results.filter((r) => r.status === 'fulfilled').length
    expect(paid).toBe(10)
    const reasons = new Set(
      results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code?: string }).code] : []))
    )
    expect([...reasons]).toEqual(['INSUFFICIENT_BALANCE'])
    expect(await count('SELECT balance AS n FROM wallets WHERE user_id = $1', [u.userId])).toBe(0)
    expect(
      await count("SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1 AND status = 'paid'", [u.userId])
    ).toBe(10)
    expect(
      await count("SELECT COUNT(*)::int AS n FROM wallet_records WHERE user_id = $1 AND type = 'pay'", [
        u.userId
      ])
    ).toBe(10)
    expect(
      await count('SELECT COALESCE(SUM(amount), 0)::int AS n FROM wallet_records WHERE user_id = $1', [
        u.userId
      ])
    ).toBe(-1000)
  }, 120_000)

  it('20 concurrent wallet payments of one order charge it once', async () => {
    const shop = await setupShop(t, { stock: 50, price: 1000 })
    const b = await buyer(t, shop, 2)
    await t.client.postForm('/v1/appUser/setPayPassword', { password: '135790' }, { token: b.token })
    await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 100000, $2)', [
      b.userId,
      t.clock.now()
    ])
    const sub = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
      { token: b.token }
    )
    const { orderId, total } = sub.body.data as { orderId: number; total: number }
    const rs = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.client.postForm('/v1/pay/wallet', { orderId, password: '135790' }, { token: b.token })
      )
    )
    expect(rs.filter((r) => r.body.code === '0000').length).toBe(1)
    expect(new Set(rs.filter((r) => r.body.code !== '0000').map((r) => r.body.code))).toEqual(
      new Set(['ALREADY_PAID'])
    )
    expect(await count('SELECT balance AS n FROM wallets WHERE user_id = $1', [b.userId])).toBe(
      100000 - total
    )
  })

  it('20 concurrent gateway callbacks of one transaction pay once; the rest are ALREADY_PAID', async () => {
    const shop = await setupShop(t, { stock: 50, price: 1000 })
    const b = await buyer(t, shop, 2)
    const sub = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
      { token: b.token }
    )
    const { orderId, total } = sub.body.data as { orderId: number; total: number }
    const on = await t.client.postForm('/v1/pay/online', { orderId }, { token: b.token })
    const txn = new URL((on.body.data as { payUrl: string }).payUrl, 'http://x').searchParams.get('txn') ?? ''
    const f = {
      txn,
      orderId,
      amount: total,
      status: 'success' as const,
      ts: Math.floor(t.clock.now() / 1000)
    }
    const payload = new URLSearchParams({
      txn,
      orderId: String(orderId),
      amount: String(total),
      status: 'success',
      ts: String(f.ts),
      sign: signCallback(t.config.gatewaySecret, f)
    }).toString()
    const rs = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/pay/callback',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload
        })
      )
    )
    const codes = rs.map((r) => (r.json() as { code: string }).code)
    expect(codes.filter((c) => c === '0000').length).toBe(1)
    expect(codes.filter((c) => c === 'ALREADY_PAID').length).toBe(19)
    expect(
      await count("SELECT COUNT(*)::int AS n FROM order_events WHERE order_id = $1 AND status = 'paid'", [
        orderId
      ])
    ).toBe(1)
  })
})
