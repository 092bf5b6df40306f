import { randomUUID } from 'node:crypto'
import type { CounterCode, ShopRefundRow, WeighOrder } from '@lotus/contract/counter'
import type { Page } from '@lotus/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaffAccount } from '../src/modules/staff/create-account.js'
import type { Services } from '../src/services.js'
import {
  addAddress,
  buyer,
  createUser,
  fillCart,
  near,
  noonClock,
  ORDER_ENV,
  servicesOf,
  setupShop,
  type Shop
} from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** The shop's counter and refund desk in the console (issue 36 points 4, 5), through /api/staff. */
let t: TestApp
let s: Services
const PW = 'counter-test-password'

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  s = servicesOf(t)
})
afterAll(() => t.close())

let seq = 0
/** A member of staff of `merchantId` (no second factor for staff), logged in. */
async function staffOf(merchantId: number): Promise<StaffClient & { username: string }> {
  const username = `counter-${++seq}-${merchantId}`
  await createStaffAccount(
    { db: t.db, clock: t.clock, audit: s.staff.audit },
    { username, name: `店員${seq}`, role: 'staff', password: PW, merchantIds: [merchantId] },
    { type: 'system', name: 'test' }
  )
  const c = staffClient(t)
  await c.login(username, PW)
  return Object.assign(c, { username })
}

async function richUser() {
  const u = await createUser(t)
  await t.client.postForm('/v1/appUser/setPayPassword', { password: '135790' }, { token: u.token })
  await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 1000000, $2)', [
    u.userId,
    t.clock.now()
  ])
  return u
}
const balanceOf = async (userId: number) =>
  (await t.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance

let dealSeq = 0
/** A paid order of `count` vouchers of a deal usable every day this month. */
async function paidVouchers(count: number) {
  const u = await richUser()
  const d = (await t.db.one<{ id: number; merchant_id: number }>(
    `UPDATE group_deals SET price = 8000, rules = jsonb_build_object('validFrom', '2026-11-01', 'validTo', '2026-11-30',
       'weekdays', '[]'::jsonb, 'holidays', true, 'booking', false, 'perPersonLimit', 10)
     WHERE id = (SELECT id FROM group_deals WHERE kind = 'deal' ORDER BY id LIMIT 1 OFFSET $1) RETURNING id, merchant_id`,
    [dealSeq++]
  ))!
  const placed = await t.client.postJson(
    '/tuan/voucher/buy',
    { clientKey: randomUUID(), dealId: d.id, count },
    { token: u.token }
  )
  expect(placed.body.code).toBe('0000')
  const { orderId } = placed.body.data as { orderId: number }
  await s.orderPayments.chargeWallet(u.userId, orderId)
  const codes = await t.db.many<{ code: string }>(
    'SELECT code FROM group_codes WHERE order_id = $1 ORDER BY id',
    [orderId]
  )
  return { u, mchId: d.merchant_id, orderId, codes: codes.map((c) => c.code) }
}

const auditOf = (action: string, subjectId: string | number) =>
  t.db.many<{ actor_name: string; merchant_id: number; before: unknown; after: unknown }>(
    'SELECT actor_name, merchant_id, before, after FROM audit_log WHERE action = $1 AND subject_id = $2',
    [action, String(subjectId)]
  )

describe('the counter: group codes', () => {
  it('shows what a voucher is for, redeems it once on confirm, audited; the customer sees 已使用', async () => {
    const v = await paidVouchers(2)
    const c = await staffOf(v.mchId)
    const look = await c.get<CounterCode>('/counter/code', { merchantId: String(v.mchId), code: v.codes[0]! })
    expect(look.body.code).toBe('0000')
    expect(look.body.data).toMatchObject({
      kind: 'voucher',
      state: 'unused',
      quantity: 1,
      validUntil: '2026-11-30',
      refusal: null
    })
    expect(look.body.data.customer).toMatch(/\*{4}/)
    expect(look.body.data.lines.join()).toContain('未使用 2 張')
    // looking changes nothing
    const state = async (code: string) =>
      (await t.db.one<{ state: string }>('SELECT state FROM group_codes WHERE code = $1', [code]))!.state
    expect(await state(v.codes[0]!)).toBe('unused')

    const r = await c.post<CounterCode>('/counter/redeem', { merchantId: v.mchId, code: v.codes[0] })
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({ state: 'used', refusal: '此碼已使用，不可重複核銷' })
    const d = await t.client.get('/tuan/order/detail', { id: String(v.orderId) }, { token: v.u.token })
    const codes = (d.body.data as { codes: Array<{ code: string; stateText: string }> }).codes
    expect(codes.find((x) => x.code === v.codes[0])?.stateText).toBe('已使用')
    // the order's timeline names the member of staff on the shop's side
    const ev = await t.db.one<{ actor_type: string; actor_name: string }>(
      "SELECT actor_type, actor_name FROM order_events WHERE order_id = $1 AND title = '券碼已核銷'",
      [v.orderId]
    )
    expect(ev).toMatchObject({ actor_type: 'merchant', actor_name: '店員' + seq })
    const audit = await auditOf('counter.redeem', v.codes[0]!)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actor_name: c.username,
      merchant_id: v.mchId,
      before: { state: 'unused' },
      after: { state: 'used' }
    })

    // twice: a clear refusal, nothing more written
    const again = await c.post('/counter/redeem', { merchantId: v.mchId, code: v.codes[0] })
    expect(again.body).toMatchObject({ code: 'ORDER_STATE', msg: '此碼已使用，不可重複核銷' })
    expect(await auditOf('counter.redeem', v.codes[0]!)).toHaveLength(1)
  })

  it("another shop's code answers exactly like a missing one and changes nothing", async () => {
    const v = await paidVouchers(1)
    const other = await setupShop(t)
    const c = await staffOf(other.mchId)
    const look = await c.get('/counter/code', { merchantId: String(other.mchId), code: v.codes[0]! })
    const missing = await c.get('/counter/code', { merchantId: String(other.mchId), code: '999999999999' })
    expect(look.body).toEqual(missing.body)
    expect(look.body.code).toBe('NOT_FOUND')
    const r = await c.post('/counter/redeem', { merchantId: other.mchId, code: v.codes[0] })
    expect(r.body.code).toBe('NOT_FOUND')
    // naming the code's own shop, which this account does not work for: NOT_FOUND too
    const own = await c.post('/counter/redeem', { merchantId: v.mchId, code: v.codes[0] })
    expect(own.body.code).toBe('NOT_FOUND')
    const row = await t.db.one<{ state: string }>('SELECT state FROM group_codes WHERE code = $1', [
      v.codes[0]
    ])
    expect(row!.state).toBe('unused')
    expect(await auditOf('counter.redeem', v.codes[0]!)).toHaveLength(0)
  })

  it('two counters redeeming one code at once: exactly one succeeds', async () => {
    const v = await paidVouchers(1)
    const a = await staffOf(v.mchId)
    const b = await staffOf(v.mchId)
    const results = await Promise.all(
      [a, b, a, b].map((c) => c.post('/counter/redeem', { merchantId: v.mchId, code: v.codes[0] }))
    )
    expect(results.filter((r) => r.body.code === '0000')).toHaveLength(1)
    expect(results.filter((r) => r.body.code === 'ORDER_STATE')).toHaveLength(3)
    expect(await auditOf('counter.redeem', v.codes[0]!)).toHaveLength(1)
  })

  it('a refunded code says so and cannot be redeemed', async () => {
    const v = await paidVouchers(2)
    const all = await t.client.postJson('/tuan/order/refund', { id: v.orderId }, { token: v.u.token })
    expect(all.body.code).toBe('0000')
    const c = await staffOf(v.mchId)
    const look = await c.get<CounterCode>('/counter/code', { merchantId: String(v.mchId), code: v.codes[1]! })
    expect(look.body.data).toMatchObject({ state: 'refunded' })
    const r = await c.post('/counter/redeem', { merchantId: v.mchId, code: v.codes[1] })
    expect(r.body).toMatchObject({ code: 'ORDER_STATE', msg: look.body.data.refusal })
  })

  it('a customer token opens no counter call; a rider is refused', async () => {
    const v = await paidVouchers(1)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/counter/redeem',
      headers: { apptoken: v.u.token, 'content-type': 'application/json' },
      payload: { merchantId: v.mchId, code: v.codes[0] }
    })
    expect(res.json().code).toBe('STAFF_UNAUTHORIZED')
    const rider = staffClient(t)
    const riderName = (await t.db.one<{ username: string }>(
      "SELECT username FROM staff_accounts WHERE role = 'rider' ORDER BY id LIMIT 1"
    ))!.username
    await rider.login(riderName, (await import('../src/modules/staff/seed-staff.js')).DEV_STAFF_PASSWORD)
    const r = await rider.post('/counter/redeem', { merchantId: v.mchId, code: v.codes[0] })
    expect(r.body.code).toBe('STAFF_FORBIDDEN')
    expect(
      (await t.db.one<{ state: string }>('SELECT state FROM group_codes WHERE code = $1', [v.codes[0]]))!
        .state
    ).toBe('unused')
  })
})

describe('the counter: reservation check-in', () => {
  it('the table code shows the party and time; redeeming it checks the guests in, once', async () => {
    const m = (await t.db.one<{ id: number }>('SELECT merchant_id AS id FROM reservation_slots LIMIT 1'))!
    const slot = (await t.db.one<{ id: number }>(
      `INSERT INTO reservation_slots (merchant_id, day, time, starts_at, capacity, deposit)
       VALUES ($1, '2026-11-22', '23:45', $2, 10, 0) RETURNING id`,
      [m.id, t.clock.now() + 3 * 3600_000]
    ))!
    const u = await richUser()
    const booked = await t.client.postJson(
      '/tuan/reservation/book',
      { clientKey: randomUUID(), slotId: slot.id, party: 4, name: '陳先生', phone: '66123456' },
      { token: u.token }
    )
    expect(booked.body.code).toBe('0000')
    const { orderId } = booked.body.data as { orderId: number }
    const code = (await t.db.one<{ code: string }>('SELECT code FROM group_codes WHERE order_id = $1', [
      orderId
    ]))!.code
    const c = await staffOf(m.id)
    const look = await c.get<CounterCode>('/counter/code', { merchantId: String(m.id), code })
    expect(look.body.data).toMatchObject({ kind: 'reservation', state: 'unused', validUntil: '2026-11-22' })
    expect(look.body.data.lines.join()).toContain('23:45 · 4 位')
    const r = await c.post<CounterCode>('/counter/redeem', { merchantId: m.id, code })
    expect(r.body.data).toMatchObject({ state: 'used' })
    expect((await c.post('/counter/redeem', { merchantId: m.id, code })).body.code).toBe('ORDER_STATE')
  })
})

describe('the counter: pickup codes and weighing', () => {
  it('a self-pickup code shows the goods, is redeemed once, and completes the order as the staff member', async () => {
    const store = (await t.db.one<{ id: number }>(
      `SELECT m.id FROM merchants m WHERE 'supermarket' = ANY(m.verticals)
         AND EXISTS (SELECT 1 FROM goods g WHERE g.merchant_id = m.id AND g.spu_id IS NOT NULL) ORDER BY m.id LIMIT 1`
    ))!
    const g = (await t.db.one<{ id: number }>(
      'SELECT id FROM goods WHERE merchant_id = $1 AND spu_id IS NOT NULL ORDER BY id LIMIT 1',
      [store.id]
    ))!
    await t.db.query(
      'UPDATE goods SET price = 5000, pack_fee = 0, stock = 500, total_stock = 500, limit_buy = 0 WHERE id = $1',
      [g.id]
    )
    await t.db.query(
      "UPDATE merchants SET pack_fee = 0, min_order = 0, activities = '[]'::jsonb WHERE id = $1",
      [store.id]
    )
    const u = await richUser()
    await fillCart(t, u.userId, store.id, [{ goodsId: g.id, productId: g.id, itemCount: 2, props: [] }])
    const sub = await t.client.postJson(
      '/v1/market/order/submitPickup',
      { clientKey: randomUUID(), mchId: store.id },
      { token: u.token }
    )
    expect(sub.body.code).toBe('0000')
    const { orderId } = sub.body.data as { orderId: number }
    await s.orderPayments.chargeWallet(u.userId, orderId)
    const code = (await t.db.one<{ code: string }>('SELECT code FROM pickup_codes WHERE ref = $1', [
      `order:${orderId}`
    ]))!.code
    const c = await staffOf(store.id)
    const look = await c.get<CounterCode>('/counter/code', { merchantId: String(store.id), code })
    expect(look.body.data).toMatchObject({ kind: 'pickup', state: 'unused', quantity: 2 })
    expect(look.body.data.lines[0]).toMatch(/× 2$/)
    const r = await c.post<CounterCode>('/counter/redeem', { merchantId: store.id, code })
    expect(r.body.data).toMatchObject({ state: 'used' })
    const o = await t.db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId])
    expect(o!.status).toBe('completed')
    const ev = await t.db.one<{ actor_type: string; actor_id: string }>(
      'SELECT actor_type, actor_id FROM order_events WHERE order_id = $1 ORDER BY id DESC LIMIT 1',
      [orderId]
    )
    expect(ev!.actor_type).toBe('merchant')
    const again = await c.post('/counter/redeem', { merchantId: store.id, code })
    expect(again.body).toMatchObject({ code: 'ORDER_STATE', msg: '此碼已使用，不可重複核銷' })
    expect(await auditOf('counter.redeem', code)).toHaveLength(1)
  })

  it('a points-mall gift code shows the gift; redeeming it hands the gift over (the exchange completes)', async () => {
    const store = (await t.client.get('/v1/market/stores')).body.data as Array<{ id: number }>
    const items = (await t.client.get('/v1/points/mall/items', { pageSize: 50 })).body.data as {
      list: Array<{ id: number; name: string }>
    }
    const bag = items.list.find((i) => i.name === '環保購物袋')!
    const u = await createUser(t)
    await t.db.tx((tx) => s.points.earn(tx, u.userId, 1000, '測試獎勵', `seed:${u.userId}`))
    const r = await t.client.postJson(
      '/v1/points/mall/exchange',
      { clientKey: randomUUID(), qty: 1, itemId: bag.id, way: 'pickup', storeId: store[0]!.id },
      { token: u.token }
    )
    expect(r.body.code).toBe('0000')
    const id = (r.body.data as { id: number }).id
    const code = (await t.db.one<{ code: string }>('SELECT code FROM pickup_codes WHERE ref = $1', [
      `pmall:${id}`
    ]))!.code
    const c = await staffOf(store[0]!.id)
    const look = await c.get<CounterCode>('/counter/code', { merchantId: String(store[0]!.id), code })
    expect(look.body.data).toMatchObject({ kind: 'gift', title: '環保購物袋', quantity: 1, state: 'unused' })
    expect((await c.post('/counter/redeem', { merchantId: store[0]!.id, code })).body.code).toBe('0000')
    const o = await t.db.one<{ status: string }>('SELECT status FROM pmall_orders WHERE id = $1', [id])
    expect(o!.status).toBe('completed')
  })

  it('weighs a fruit order: grams per line, the weigh rule refunds the difference, the customer sees it', async () => {
    const store = (await t.db.one<{ id: number; lat: number; lng: number }>(
      `SELECT m.id, m.lat, m.lng FROM general_stores s JOIN merchants m ON m.id = s.merchant_id
       WHERE m.seed_key = 'gen-fruit-taipa'`
    ))!
    const g = (await t.db.one<{ id: number; price: number; per: number; grams: number }>(
      `SELECT g.id, g.price, f.price_per_500g AS per, f.unit_grams AS grams FROM goods g
       JOIN general_goods f ON f.goods_id = g.id WHERE g.merchant_id = $1 AND f.sell_by = 'weight' AND g.stock > 5
       ORDER BY g.id LIMIT 1`,
      [store.id]
    ))!
    await t.db.query("UPDATE merchants SET is_open = true, open_hours = '00:00-23:59' WHERE id = $1", [
      store.id
    ])
    const u = await richUser()
    const addressId = await addAddress(t, u.userId, near(store))
    await fillCart(t, u.userId, store.id, [{ goodsId: g.id, itemCount: 2, props: [] }])
    const sub = await t.client.postJson(
      '/v1/general/order/submit',
      { clientKey: randomUUID(), mchId: store.id, addressId },
      { token: u.token }
    )
    expect(sub.body.code).toBe('0000')
    const { orderId } = sub.body.data as { orderId: number }
    expect(
      (await t.client.postForm('/v1/pay/wallet', { orderId, password: '135790' }, { token: u.token })).body
        .code
    ).toBe('0000')
    const orderNo = (await t.db.one<{ order_no: string }>('SELECT order_no FROM orders WHERE id = $1', [
      orderId
    ]))!.order_no
    const before = await balanceOf(u.userId)
    const c = await staffOf(store.id)
    const w = await c.get<WeighOrder>('/counter/weigh', { merchantId: String(store.id), orderNo })
    expect(w.body.data.lines).toEqual([
      expect.objectContaining({ goodsId: g.id, quantity: 2, estimatedGrams: g.grams * 2, finalGrams: null })
    ])
    const other = await setupShop(t)
    const stranger = await staffOf(other.mchId)
    expect(
      (await stranger.get('/counter/weigh', { merchantId: String(other.mchId), orderNo })).body.code
    ).toBe('NOT_FOUND')
    const finalGrams = Math.round(g.grams * 2 * 0.95)
    const r = await c.post<{ refund: number }>('/counter/weigh', {
      merchantId: store.id,
      orderId,
      lines: [{ goodsId: g.id, finalGrams }]
    })
    expect(r.body.code).toBe('0000')
    const refund = g.price * 2 - Math.round((g.per * finalGrams) / 500)
    expect(r.body.data.refund).toBe(refund)
    expect(await balanceOf(u.userId)).toBe(before + refund)
    const detail = (await t.client.get(`/v1/store/order/${orderId}`, {}, { token: u.token })).body.data as {
      items: Array<{ goodsId: number; weight?: { finalGrams: number | null } }>
    }
    expect(detail.items.find((i) => i.goodsId === g.id)?.weight?.finalGrams).toBe(finalGrams)
    expect(await auditOf('counter.weigh', orderId)).toHaveLength(1)
    const twice = await c.post('/counter/weigh', {
      merchantId: store.id,
      orderId,
      lines: [{ goodsId: g.id, finalGrams }]
    })
    expect(twice.body.code).toBe('ORDER_STATE')
  })
})

describe('refunds at the console', () => {
  let shop: Shop
  beforeAll(async () => {
    shop = await setupShop(t, { stock: 100, price: 2000 })
  })

  async function refundAsked(reason = '餐點有問題') {
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
    expect(
      (await t.client.postForm('/v1/pay/wallet', { orderId, password: '135790' }, { token: b.token })).body
        .code
    ).toBe('0000')
    const r = await t.client.postJson('/v1/store/order/refund', { id: orderId, reason }, { token: b.token })
    expect(r.body.code).toBe('0000')
    const refundId = (await t.db.one<{ id: number }>(
      'SELECT MAX(id) AS id FROM refunds WHERE order_id = $1',
      [orderId]
    ))!.id
    return { ...b, orderId, total, refundId }
  }
  const progress = async (o: { orderId: number; token: string }) =>
    (await t.client.get(`/v1/store/order/${o.orderId}/refund`, {}, { token: o.token })).body.data as {
      status: string
      timeline: Array<{ title: string; note: string | null }>
    }

  it('lists the pending request; approving returns the money and the customer reads 商家同意退款', async () => {
    const o = await refundAsked()
    const c = await staffOf(shop.mchId)
    const list = await c.get<Page<ShopRefundRow>>('/refunds', {
      merchantId: String(shop.mchId),
      status: 'pending'
    })
    const row = list.body.data.list.find((r) => r.id === o.refundId)
    expect(row).toMatchObject({
      orderId: o.orderId,
      amount: o.total,
      reason: '餐點有問題',
      status: 'pending'
    })
    expect(row!.customer).toMatch(/\*{4}/)
    const r = await c.post('/refunds/approve', { merchantId: shop.mchId, refundId: o.refundId })
    expect(r.body).toMatchObject({ code: '0000', data: { status: 'approved' } })
    expect(await balanceOf(o.userId)).toBe(100000)
    const p = await progress(o)
    expect(p.status).toBe('approved')
    expect(p.timeline.map((e) => e.title)).toEqual(['提交退款申請', '商家同意退款', '退款成功'])
    const status = await t.db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [o.orderId])
    expect(status!.status).toBe('refunded')
    expect(await auditOf('refund.approve', o.refundId)).toEqual([
      expect.objectContaining({
        actor_name: c.username,
        before: expect.objectContaining({ status: 'pending' })
      })
    ])
    // twice: the refund machine refuses, the money moves once
    const again = await c.post('/refunds/approve', { merchantId: shop.mchId, refundId: o.refundId })
    expect(again.body.code).toBe('REFUND_STATE')
    expect(await balanceOf(o.userId)).toBe(100000)
    const decided = await c.get<Page<ShopRefundRow>>('/refunds', { merchantId: String(shop.mchId) })
    expect(decided.body.data.list.find((x) => x.id === o.refundId)).toMatchObject({
      status: 'approved',
      decidedBy: '商家'
    })
  })

  it('rejecting needs a reason; the order goes to refund_rejected and the customer reads it', async () => {
    const o = await refundAsked()
    const c = await staffOf(shop.mchId)
    const bare = await c.post('/refunds/reject', { merchantId: shop.mchId, refundId: o.refundId })
    expect(bare.body.code).toBe('VALIDATION')
    const r = await c.post('/refunds/reject', {
      merchantId: shop.mchId,
      refundId: o.refundId,
      reason: '餐點已送出'
    })
    expect(r.body).toMatchObject({ code: '0000', data: { status: 'rejected' } })
    const d = (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: o.token })).body.data
    expect(d).toMatchObject({ status: 'refund_rejected' })
    const p = await progress(o)
    expect(p.timeline.at(-1)).toEqual(expect.objectContaining({ title: '商家拒絕退款', note: '餐點已送出' }))
    expect(await balanceOf(o.userId)).toBe(100000 - o.total)
    expect(await auditOf('refund.reject', o.refundId)).toHaveLength(1)
  })

  it("another shop's refund answers NOT_FOUND and changes nothing; a customer token is refused", async () => {
    const o = await refundAsked()
    const other = await setupShop(t)
    const c = await staffOf(other.mchId)
    const list = await c.get<Page<ShopRefundRow>>('/refunds', { merchantId: String(other.mchId) })
    expect(list.body.data.list.some((r) => r.id === o.refundId)).toBe(false)
    const r = await c.post('/refunds/approve', { merchantId: other.mchId, refundId: o.refundId })
    const missing = await c.post('/refunds/approve', { merchantId: other.mchId, refundId: 2_000_000_000 })
    expect(r.body).toEqual(missing.body)
    expect(r.body.code).toBe('NOT_FOUND')
    expect((await c.get('/refunds', { merchantId: String(shop.mchId) })).body.code).toBe('NOT_FOUND')
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/staff/refunds?merchantId=${shop.mchId}`,
      headers: { apptoken: o.token }
    })
    expect(res.json().code).toBe('STAFF_UNAUTHORIZED')
    const row = await t.db.one<{ status: string }>('SELECT status FROM refunds WHERE id = $1', [o.refundId])
    expect(row!.status).toBe('pending')
    expect(await auditOf('refund.approve', o.refundId)).toHaveLength(0)
  })
})

describe('the counter: film tickets', () => {
  /** A paid order of two seats of a showtime tomorrow at a cinema. */
  async function paidTickets() {
    const cinema = (await t.db.one<{ id: number }>(
      "SELECT id FROM merchants WHERE category = '電影' ORDER BY id LIMIT 1"
    ))!
    const film = (await t.db.one<{ id: number; title: string }>(
      'SELECT id, title FROM films ORDER BY id LIMIT 1'
    ))!
    const show = (await t.db.one<{ id: number }>(
      `INSERT INTO showtimes (merchant_id, film_id, hall, starts_at, rows, cols, vip_rows, price, vip_price)
       VALUES ($1, $2, '2號廳', $3, 4, 5, '{4}', 7000, 9000) RETURNING id`,
      [cinema.id, film.id, t.clock.now() + 86_400_000]
    ))!
    const u = await richUser()
    const placed = await t.client.postJson(
      '/tuan/ticket/buy',
      {
        clientKey: randomUUID(),
        showtimeId: show.id,
        seats: [
          { row: 3, col: 2 },
          { row: 3, col: 3 }
        ]
      },
      { token: u.token }
    )
    expect(placed.body.code).toBe('0000')
    const { orderId } = placed.body.data as { orderId: number }
    await s.orderPayments.chargeWallet(u.userId, orderId)
    const codes = await t.db.many<{ code: string }>(
      'SELECT code FROM group_codes WHERE order_id = $1 ORDER BY seat_col',
      [orderId]
    )
    return { u, mchId: cinema.id, film: film.title, orderId, codes: codes.map((c) => c.code) }
  }

  it('shows the film, hall and seat of a ticket, redeems it once, audited; the customer sees 已使用', async () => {
    const v = await paidTickets()
    expect(v.codes).toHaveLength(2)
    const c = await staffOf(v.mchId)
    const look = await c.get<CounterCode>('/counter/code', { merchantId: String(v.mchId), code: v.codes[0]! })
    expect(look.body.code).toBe('0000')
    expect(look.body.data).toMatchObject({
      kind: 'ticket',
      title: v.film,
      state: 'unused',
      quantity: 1,
      refusal: null
    })
    const lines = look.body.data.lines.join('\n')
    expect(lines).toContain('2號廳')
    expect(lines).toContain('座位：3 排 2 號')
    expect(lines).toContain('未使用 2 張')
    expect(look.body.data.customer).toMatch(/\*{4}/)

    const r = await c.post<CounterCode>('/counter/redeem', { merchantId: v.mchId, code: v.codes[0] })
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({ kind: 'ticket', state: 'used', refusal: '此碼已使用，不可重複核銷' })
    expect(r.body.data.usedAt).not.toBeNull()
    const d = await t.client.get('/tuan/order/detail', { id: String(v.orderId) }, { token: v.u.token })
    const codes = (d.body.data as { codes: Array<{ code: string; stateText: string }> }).codes
    expect(codes.find((x) => x.code === v.codes[0])?.stateText).toBe('已使用')
    // the other seat's ticket is untouched
    expect(codes.find((x) => x.code === v.codes[1])?.stateText).not.toBe('已使用')
    const audit = await auditOf('counter.redeem', v.codes[0]!)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actor_name: c.username,
      merchant_id: v.mchId,
      before: { state: 'unused' },
      after: { state: 'used' }
    })

    // a second time: refused, nothing more written
    const again = await c.post('/counter/redeem', { merchantId: v.mchId, code: v.codes[0] })
    expect(again.body).toMatchObject({ code: 'ORDER_STATE', msg: '此碼已使用，不可重複核銷' })
    expect(await auditOf('counter.redeem', v.codes[0]!)).toHaveLength(1)
    const after = await c.get<CounterCode>('/counter/code', {
      merchantId: String(v.mchId),
      code: v.codes[1]!
    })
    expect(after.body.data.lines.join()).toContain('未使用 1 張')
  })
})
