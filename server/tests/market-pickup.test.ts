import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderDetail } from '@lotus/contract/order'
import type { PointsBalance } from '@lotus/contract/points'
import type { Services } from '../src/services.js'
import { addAddress, createUser, fillCart, near, noonClock, servicesOf } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let s: Services
let store: { id: number; lat: number; lng: number }
let other: { id: number }
let sku: number

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock() }) // 2026-11-22 12:00 Macau
  s = servicesOf(t)
  const stores = await t.db.many<{ id: number; lat: number; lng: number }>(
    `SELECT id, lat, lng FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id LIMIT 2`
  )
  store = stores[0]!
  other = stores[1]!
  const g = await t.db.one<{ id: number }>(
    'SELECT id FROM goods WHERE merchant_id = $1 AND spu_id IS NOT NULL ORDER BY id LIMIT 1',
    [store.id]
  )
  sku = Number(g?.id)
  await t.db.query(
    'UPDATE goods SET price = 12345, pack_fee = 0, stock = 500, total_stock = 500, limit_buy = 0 WHERE id = $1',
    [sku]
  )
  await t.db.query(
    "UPDATE merchants SET pack_fee = 0, min_order = 0, activities = '[]'::jsonb WHERE id = $1",
    [store.id]
  )
})
afterAll(() => t.close())

type Shopper = Awaited<ReturnType<typeof createUser>>
async function shopper(qty = 2): Promise<Shopper> {
  const u = await createUser(t)
  await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, $2, $3)', [
    u.userId,
    10_000_000,
    t.clock.now()
  ])
  await fillCart(t, u.userId, store.id, [{ goodsId: sku, productId: sku, itemCount: qty, props: [] }])
  return u
}
const submitPickup = (u: Shopper, body: Record<string, unknown> = {}) =>
  t.client.postJson(
    '/v1/market/order/submitPickup',
    { clientKey: randomUUID(), mchId: store.id, ...body },
    { token: u.token }
  )
const detail = async (u: Shopper, id: number) => t.client.get(`/v1/store/order/${id}`, {}, { token: u.token })
const stock = async () =>
  Number((await t.db.one<{ stock: number }>('SELECT stock FROM goods WHERE id = $1', [sku]))?.stock)
const devKey = async (mchId: number): Promise<string> => {
  const r = await t.app.inject({ method: 'POST', url: '/api/dev/merchant/key', payload: { mchId } })
  return (r.json() as { data: { key: string } }).data.key
}
const redeem = async (key: string, code: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/pickup/redeem',
      headers: { 'x-merchant-key': key },
      payload: { code }
    })
  ).json() as { code: string; data: unknown }

async function paidPickup(qty = 2) {
  const u = await shopper(qty)
  const r = await submitPickup(u)
  expect(r.body.code).toBe('0000')
  const placed = r.body.data as { orderId: number; total: number }
  await s.orderPayments.chargeWallet(u.userId, placed.orderId)
  const d = (await detail(u, placed.orderId)).body.data as OrderDetail
  return { u, orderId: placed.orderId, total: placed.total, d }
}

describe('supermarket self-pickup order', () => {
  it('is placed without address or delivery fee, gets its code when paid, redeemed once by its store → completed', async () => {
    const u = await shopper(2)
    const before = await stock()
    const r = await submitPickup(u)
    expect(r.body.code).toBe('0000')
    const { orderId, total } = r.body.data as { orderId: number; total: number }
    expect(total).toBe(24690)
    expect(await stock()).toBe(before - 2)

    const unpaid = (await detail(u, orderId)).body.data as OrderDetail
    expect(unpaid).toMatchObject({ fulfilment: 'pickup', vertical: 'supermarket', status: 'unpaid' })
    expect(unpaid.amounts.feeLines.map((f) => f.label)).not.toContain('配送費')
    expect(unpaid.amounts.feeLines.some((f) => f.label.startsWith('配送費'))).toBe(false)
    expect(unpaid.pickup).toMatchObject({ storeId: store.id, code: null })
    expect(unpaid.pickup?.address).not.toBe('')
    expect(unpaid.pickup?.openHours).not.toBe('')

    await s.orderPayments.chargeWallet(u.userId, orderId)
    const paid = (await detail(u, orderId)).body.data as OrderDetail
    expect(paid.status).toBe('paid')
    expect(paid.statusText).toBe('已付款')
    expect(paid.pickup?.code).toMatch(/^\d{8}$/)
    expect(paid.actions).toEqual(['cancel', 'refund'])
    const code = paid.pickup!.code!

    // Nobody else sees the order or its code.
    const stranger = await createUser(t)
    const seen = await detail(stranger, orderId)
    expect(seen.body.code).toBe('NOT_FOUND')
    expect(JSON.stringify(seen.body)).not.toContain(code)
    expect(await s.pickup.of(stranger.userId, `order:${orderId}`)).toBeUndefined()

    // Another store's key: NOT_FOUND and nothing changes.
    expect((await redeem(await devKey(other.id), code)).code).toBe('NOT_FOUND')
    expect(((await detail(u, orderId)).body.data as OrderDetail).status).toBe('paid')

    // 50 redemptions at once at the counter: exactly one succeeds.
    const key = await devKey(store.id)
    const results = await Promise.all(Array.from({ length: 50 }, () => redeem(key, code)))
    expect(results.filter((x) => x.code === '0000')).toHaveLength(1)
    expect(results.filter((x) => x.code === 'NOT_FOUND')).toHaveLength(49)

    const done = (await detail(u, orderId)).body.data as OrderDetail
    expect(done.status).toBe('completed')
    expect(done.pickup?.redeemedAt).not.toBeNull()
    expect(done.actions).toContain('evaluate')
    expect(done.timeline.map((e) => e.title)).toEqual(
      expect.arrayContaining(['訂單已提交', '支付成功，取貨碼已發出', '已到店取貨，訂單完成'])
    )
    // A used code stays useless.
    expect((await redeem(key, code)).code).toBe('NOT_FOUND')

    // Completion earns honey points (1 per whole MOP), once.
    t.clock.advance(6 * 60_000)
    await s.jobs.drain()
    await s.jobs.drain()
    const bal = (await t.client.get('/v1/points/balance', {}, { token: u.token })).body.data as PointsBalance
    expect(bal.balance).toBe(246)
  })

  it('cancelling a paid pickup order returns stock and money once and voids the code', async () => {
    const start = await stock()
    const { u, orderId, d, total } = await paidPickup(3)
    expect(await stock()).toBe(start - 3)
    const wallet = async () =>
      Number(
        (await t.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [u.userId]))
          ?.balance
      )
    const afterPay = await wallet()
    const r = await t.client.postForm('/v1/store/order/cancel', { id: orderId, reason: '不想要了' }, u)
    expect(r.body.code).toBe('0000')
    expect((r.body.data as OrderDetail).pickup?.voided).toBe(true)
    expect(await stock()).toBe(start)
    expect(await wallet()).toBe(afterPay + total)
    expect((await redeem(await devKey(store.id), d.pickup!.code!)).code).toBe('NOT_FOUND')
    // Twice is refused and changes nothing.
    const again = await t.client.postForm('/v1/store/order/cancel', { id: orderId, reason: '不想要了' }, u)
    expect(again.body.code).toBe('ORDER_STATE')
    expect(await stock()).toBe(start)
    expect(await wallet()).toBe(afterPay + total)
  })

  it('a refund before pickup returns stock once and voids the code; the simulator only prepares it', async () => {
    const start = await stock()
    const { u, orderId, d } = await paidPickup(1)
    // The simulator accepts and prepares a pickup order, never completes it (the code does).
    await s.simulator!.advance(orderId)
    await s.simulator!.advance(orderId)
    expect(((await detail(u, orderId)).body.data as OrderDetail).status).toBe('ready')
    await expect(s.simulator!.advance(orderId)).rejects.toMatchObject({ code: 'ORDER_STATE' })
    // Nothing to confirm on a pickup order.
    expect((await t.client.postForm('/v1/store/order/confirm', { id: orderId }, u)).body.code).toBe(
      'ORDER_STATE'
    )

    const req = await t.client.postJson('/v1/store/order/refund', { id: orderId, reason: '不想要了' }, u)
    expect(req.body.code).toBe('0000')
    // While the refund is decided the code does not work.
    expect((await redeem(await devKey(store.id), d.pickup!.code!)).code).toBe('ORDER_STATE')
    await s.simulator!.advance(orderId)
    const after = (await detail(u, orderId)).body.data as OrderDetail
    expect(after.status).toBe('refunded')
    expect(after.pickup?.voided).toBe(true)
    expect(await stock()).toBe(start)
    expect((await redeem(await devKey(store.id), d.pickup!.code!)).code).toBe('NOT_FOUND')
    expect(await stock()).toBe(start)
  })

  it('answers bad input with VALIDATION / NOT_FOUND and places nothing', async () => {
    const u = await shopper(1)
    const count = async () =>
      (await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1', [u.userId]))
        ?.n
    expect((await submitPickup(u, { addressId: 1 })).body.code).toBe('VALIDATION')
    expect((await submitPickup(u, { clientKey: 'x' })).body.code).toBe('VALIDATION')
    expect((await submitPickup(u, { mchId: 2 ** 40 })).body.code).toBe('VALIDATION')
    expect((await submitPickup(u, { mchId: '1' })).body.code).toBe('VALIDATION')
    expect((await submitPickup(u, { remark: 'a\u0000b' })).body.code).toBe('VALIDATION')
    expect((await submitPickup(u, { remark: '字'.repeat(101) })).body.code).toBe('VALIDATION')
    const takeaway = await t.db.one<{ id: number }>(
      `SELECT id FROM merchants WHERE NOT ('supermarket' = ANY(verticals)) ORDER BY id LIMIT 1`
    )
    expect((await submitPickup(u, { mchId: takeaway!.id })).body.code).toBe('NOT_FOUND')
    expect((await submitPickup(u, { mchId: 2_000_000_000 })).body.code).toBe('NOT_FOUND')
    expect(await count()).toBe(0)
    // Not logged in.
    const anon = await t.client.postJson('/v1/market/order/submitPickup', {
      clientKey: randomUUID(),
      mchId: store.id
    })
    expect(anon.body.code).not.toBe('0000')
    // An empty cart.
    const empty = await createUser(t)
    expect((await submitPickup(empty)).body.code).toBe('VALIDATION')
  })

  it('the same clientKey is the same order; a pickup order has no address to change', async () => {
    const u = await shopper(1)
    const clientKey = randomUUID()
    const a = await submitPickup(u, { clientKey })
    const b = await submitPickup(u, { clientKey })
    expect((b.body.data as { orderId: number }).orderId).toBe((a.body.data as { orderId: number }).orderId)
    const addressId = await addAddress(t, u.userId, near(store))
    const r = await t.client.postForm(
      '/v1/store/order/updateAddress',
      { id: (a.body.data as { orderId: number }).orderId, addressId },
      u
    )
    expect(r.body.code).toBe('ORDER_STATE')
  })

  it('an order for later (pickup) may be placed outside the store’s hours, not while it is suspended', async () => {
    const before = await t.db.one<{ open_hours: string }>('SELECT open_hours FROM merchants WHERE id = $1', [
      store.id
    ])
    await t.db.query("UPDATE merchants SET open_hours = '20:00-21:00' WHERE id = $1", [store.id])
    try {
      const u = await shopper(1)
      expect((await submitPickup(u)).body.code).toBe('0000')
      await t.db.query('UPDATE merchants SET is_open = false WHERE id = $1', [store.id])
      const v = await shopper(1)
      expect((await submitPickup(v)).body.code).toBe('MERCHANT_CLOSED')
    } finally {
      await t.db.query('UPDATE merchants SET open_hours = $2, is_open = true WHERE id = $1', [
        store.id,
        before?.open_hours
      ])
    }
  })

  it('the cart quote for pickup has no delivery fee', async () => {
    const u = await shopper(1)
    const q = await t.client.postJson(
      '/v2/wm/cart/calc',
      { mchId: store.id, lat: 22.2, lng: 113.55, data: null, fulfilment: 'pickup' },
      u
    )
    expect(q.body.code).toBe('0000')
    const r = (q.body.data as { result: { deliveryFee: number; canSubmit: boolean; total: number } }).result
    expect(r).toMatchObject({ deliveryFee: 0, canSubmit: true, total: 12345 })
    // No delivery minimum for pickup.
    await t.db.query('UPDATE merchants SET min_order = 50000 WHERE id = $1', [store.id])
    try {
      const p = await t.client.postJson(
        '/v2/wm/cart/calc',
        { mchId: store.id, lat: 22.2, lng: 113.55, data: null, fulfilment: 'pickup' },
        u
      )
      expect(p.body.data).toMatchObject({ result: { gapToMin: 0, canSubmit: true } })
      const d = await t.client.postJson(
        '/v2/wm/cart/calc',
        { mchId: store.id, lat: store.lat, lng: store.lng, data: null },
        u
      )
      expect(d.body.data).toMatchObject({ result: { gapToMin: 50000 - 12345, canSubmit: false } })
    } finally {
      await t.db.query('UPDATE merchants SET min_order = 0 WHERE id = $1', [store.id])
    }
    const bad = await t.client.postJson(
      '/v2/wm/cart/calc',
      { mchId: store.id, lat: 22.2, lng: 113.55, data: null, fulfilment: 'drone' },
      u
    )
    expect(bad.body.code).toBe('VALIDATION')
  })
})

describe('supermarket delivery changes before dispatch (update-order)', () => {
  it('changes address and slot until the rider leaves, refuses after', async () => {
    const u = await shopper(1)
    const addressId = await addAddress(t, u.userId, near(store))
    const placed = await t.client.postJson(
      '/v1/market/order/submit',
      { clientKey: randomUUID(), mchId: store.id, addressId, date: '2026-11-22', slot: '18:00-20:00' },
      u
    )
    expect(placed.body.code).toBe('0000')
    const { orderId } = placed.body.data as { orderId: number }
    await s.orderPayments.chargeWallet(u.userId, orderId)
    await s.simulator!.advance(orderId) // accepted
    const second = await addAddress(t, u.userId, near(store))
    const moved = await t.client.postForm(
      '/v1/store/order/updateAddress',
      { id: orderId, addressId: second },
      u
    )
    expect(moved.body.code).toBe('0000')
    const slot = await t.client.postJson(
      '/v1/market/order/changeSlot',
      { id: orderId, date: '2026-11-22', slot: '20:00-22:00' },
      u
    )
    expect(slot.body.code).toBe('0000')
    const d = (await detail(u, orderId)).body.data as OrderDetail
    expect(d.slot).toEqual({ date: '2026-11-22', slot: '20:00-22:00' })

    await s.simulator!.advance(orderId) // delivering
    const late = await t.client.postForm('/v1/store/order/updateAddress', { id: orderId, addressId }, u)
    expect(late.body.code).toBe('ORDER_STATE')
    expect(late.body.msg).toBe('訂單已出發配送，無法修改收貨地址')
    const lateSlot = await t.client.postJson(
      '/v1/market/order/changeSlot',
      { id: orderId, date: '2026-11-22', slot: '18:00-20:00' },
      u
    )
    expect(lateSlot.body.code).toBe('ORDER_STATE')
    expect(((await detail(u, orderId)).body.data as OrderDetail).slot).toEqual({
      date: '2026-11-22',
      slot: '20:00-22:00'
    })
    // Another user's order answers as missing.
    const stranger = await createUser(t)
    const theirs = await t.client.postJson(
      '/v1/market/order/changeSlot',
      { id: orderId, date: '2026-11-22', slot: '18:00-20:00' },
      stranger
    )
    expect(theirs.body.code).toBe('NOT_FOUND')
  })
})

describe('self-pickup at another store of the chain', () => {
  type Store = { id: number; name: string; chain?: string | null }
  const storesFor = async (mchId: number | string) =>
    t.client.get('/v1/market/pickup/stores', { mchId }).then((r) => r.body)
  const byKey = async (key: string) =>
    Number((await t.db.one<{ id: number }>('SELECT id FROM merchants WHERE seed_key = $1', [key]))?.id)

  it('lists the stores of the order’s chain that accept pickup, nearest first', async () => {
    const chain = [await byKey('lotus-mart-areia'), await byKey('ocean-mart'), await byKey('spv-mart')]
    expect(chain[0]).toBe(store.id)
    const body = await storesFor(store.id)
    expect(body.code).toBe('0000')
    const list = body.data as Array<Store & { distanceM: number }>
    expect(list.map((x) => x.id).sort((a, b) => a - b)).toEqual([...chain].sort((a, b) => a - b))
    expect(list[0]).toMatchObject({ id: store.id, distanceM: 0, chain: '蓮花超級市場' })
    // A store of another chain offers only its own chain.
    const kwong = ((await storesFor(await byKey('kwong-fat-mart'))).data as Store[]).map((x) => x.id)
    expect(kwong).toContain(await byKey('yick-man-mart'))
    expect(kwong.some((id) => chain.includes(id))).toBe(false)
    // A store that stops accepting pickup leaves the list.
    await t.db.query('UPDATE merchants SET accepts_pickup = false WHERE id = $1', [chain[2]])
    expect(((await storesFor(store.id)).data as Store[]).map((x) => x.id)).not.toContain(chain[2])
    await t.db.query('UPDATE merchants SET accepts_pickup = true WHERE id = $1', [chain[2]])
    expect((await storesFor('abc')).code).toBe('VALIDATION')
    expect((await storesFor(999999)).code).toBe('NOT_FOUND')
  })

  it('the code is issued for the chosen store; only that store’s redeem uses it, once', async () => {
    const ocean = await byKey('ocean-mart')
    const u = await shopper(1)
    const r = await submitPickup(u, { pickupStoreId: ocean })
    expect(r.body.code).toBe('0000')
    const { orderId, pickupStoreId } = r.body.data as { orderId: number; pickupStoreId: number }
    expect(pickupStoreId).toBe(ocean)
    await s.orderPayments.chargeWallet(u.userId, orderId)
    const d = (await detail(u, orderId)).body.data as OrderDetail
    expect(d.pickup).toMatchObject({ storeId: ocean, storeName: '蓮花超級市場（海洋花園店）' })
    const code = d.pickup!.code!
    expect(code).toMatch(/^\d{8}$/)
    // The store the goods were bought from cannot redeem it: it is the chosen store's code.
    expect((await redeem(await devKey(store.id), code)).code).toBe('NOT_FOUND')
    const oceanKey = await devKey(ocean)
    expect((await redeem(oceanKey, code)).code).toBe('0000')
    expect((await redeem(oceanKey, code)).code).toBe('NOT_FOUND')
    expect(((await detail(u, orderId)).body.data as OrderDetail).status).toBe('completed')
  })

  it('refuses a store of another chain or one not accepting pickup, placing nothing', async () => {
    const u = await shopper(1)
    const before = await stock()
    const kwong = await byKey('kwong-fat-mart')
    expect((await submitPickup(u, { pickupStoreId: kwong })).body.code).toBe('NOT_FOUND')
    const spv = await byKey('spv-mart')
    await t.db.query('UPDATE merchants SET accepts_pickup = false WHERE id = $1', [spv])
    expect((await submitPickup(u, { pickupStoreId: spv })).body.code).toBe('NOT_FOUND')
    await t.db.query('UPDATE merchants SET accepts_pickup = true WHERE id = $1', [spv])
    expect((await submitPickup(u, { pickupStoreId: 'x' })).body.code).toBe('VALIDATION')
    expect(await stock()).toBe(before)
    const n = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1', [
      u.userId
    ])
    expect(n?.n).toBe(0)
  })
})

describe('honey points of a supermarket order refunded after completion', () => {
  it('earned on completion by the job, taken back exactly once when refunded later, never earned again', async () => {
    const { u, orderId, d, total } = await paidPickup(2)
    expect((await redeem(await devKey(store.id), d.pickup!.code!)).code).toBe('0000')
    t.clock.advance(6 * 60_000)
    await s.jobs.drain()
    const balance = async () =>
      ((await t.client.get('/v1/points/balance', {}, { token: u.token })).body.data as PointsBalance).balance
    const earned = Math.floor(total / 100)
    expect(await balance()).toBe(earned)

    const req = await t.client.postJson('/v1/store/order/refund', { id: orderId, reason: '商品有問題' }, u)
    expect(req.body.code).toBe('0000')
    const pending = await t.db.one<{ id: number }>(
      "SELECT id FROM refunds WHERE order_id = $1 AND status = 'pending'",
      [orderId]
    )
    await s.refunds.approve(Number(pending?.id))
    expect(((await detail(u, orderId)).body.data as OrderDetail).status).toBe('refunded')
    expect(await balance()).toBe(0)
    // The earn job runs again: a refunded order earns nothing more; the ledger has one earn and one claw-back.
    t.clock.advance(6 * 60_000)
    await s.jobs.drain()
    expect(await balance()).toBe(0)
    const rows = await t.db.many<{ kind: string; points: number; ref: string }>(
      'SELECT kind, points, ref FROM points_records WHERE user_id = $1 ORDER BY id',
      [u.userId]
    )
    expect(rows).toEqual([
      { kind: 'earn', points: earned, ref: `order:${orderId}` },
      { kind: 'spend', points: -earned, ref: `clawback:order:${orderId}` }
    ])
    // Approving again is refused and takes nothing more.
    await expect(s.refunds.approve(Number(pending?.id))).rejects.toMatchObject({ code: 'REFUND_STATE' })
    expect(await balance()).toBe(0)
  })
})
