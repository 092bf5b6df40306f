import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SlotView } from '@lotus/contract/slots'
import type { Services } from '../src/services.js'
import { addAddress, createUser, fillCart, near, noonClock, servicesOf } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'
import { grantWelcomeCoupons, usableVouchers } from '../src/modules/coupon/coupon-service.js'

let t: TestApp
let s: Services
let store: { id: number; lat: number; lng: number }
let sku: number

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock() }) // 2026-11-22 12:00 Macau
  s = servicesOf(t)
  const m = await t.db.one<{ id: number; lat: number; lng: number }>(
    `SELECT id, lat, lng FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id LIMIT 1`
  )
  store = m!
  const g = await t.db.one<{ id: number }>(
    'SELECT id FROM goods WHERE merchant_id = $1 AND spu_id IS NOT NULL ORDER BY id LIMIT 1',
    [store.id]
  )
  sku = Number(g?.id)
  await t.db.query(
    'UPDATE goods SET price = 20000, stock = 50, total_stock = 50, limit_buy = 0 WHERE id = $1',
    [sku]
  )
  await t.db.query(`UPDATE slot_plans SET capacity = 1 WHERE store_id = $1 AND slot = '18:00-20:00'`, [
    store.id
  ])
})
afterAll(() => t.close())

async function shopper() {
  const u = await createUser(t)
  const addressId = await addAddress(t, u.userId, near(store))
  await fillCart(t, u.userId, store.id, [{ goodsId: sku, productId: sku, itemCount: 1, props: [] }])
  return { ...u, addressId }
}
const submit = (u: Awaited<ReturnType<typeof shopper>>, slot = '18:00-20:00', date = '2026-11-22') =>
  t.client.postJson(
    '/v1/market/order/submit',
    { clientKey: randomUUID(), mchId: store.id, addressId: u.addressId, date, slot },
    { token: u.token }
  )
const left = async (slot: string) =>
  (
    (await t.client.get('/v1/market/slots', { storeId: store.id, date: '2026-11-22' })).body
      .data as SlotView[]
  ).find((x) => x.slot === slot)?.left

describe('supermarket delivery checkout in a slot', () => {
  it('places a supermarket delivery order at the slot’s start and takes the slot’s place', async () => {
    const u = await shopper()
    const r = await submit(u)
    expect(r.body.code).toBe('0000')
    const { orderId } = r.body.data as { orderId: number }
    const o = await t.db.one<{ vertical: string; fulfilment: string; delivery_time: number }>(
      'SELECT vertical, fulfilment, delivery_time FROM orders WHERE id = $1',
      [orderId]
    )
    expect(o).toMatchObject({ vertical: 'supermarket', fulfilment: 'delivery' })
    expect(Number(o?.delivery_time)).toBe(Date.parse('2026-11-22T18:00:00+08:00'))
    expect(await left('18:00-20:00')).toBe(0)
    // the order list's card carries the booked slot, not only the detail (issue 35)
    const list = await t.client.get('/v1/store/order/list', { page: 1 }, { token: u.token })
    expect((list.body.data as { list: unknown[] }).list).toEqual([
      expect.objectContaining({
        id: orderId,
        deliveryTime: Date.parse('2026-11-22T18:00:00+08:00') / 1000,
        slot: { date: '2026-11-22', slot: '18:00-20:00' }
      })
    ])

    // The slot is full: the next order is refused and nothing of it remains (stock, order).
    const v = await shopper()
    const stock = async () =>
      (await t.db.one<{ stock: number }>('SELECT stock FROM goods WHERE id = $1', [sku]))?.stock
    const before = await stock()
    expect((await submit(v)).body.code).toBe('SLOT_FULL')
    expect(await stock()).toBe(before)
    const mine = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1', [
      v.userId
    ])
    expect(mine?.n).toBe(0)

    // Cancelling the first order frees its place (the release job).
    expect(
      (
        await t.client.postForm(
          '/v1/store/order/cancel',
          { id: orderId, reason: '改時間' },
          { token: u.token }
        )
      ).body.code
    ).toBe('0000')
    t.clock.advance(60_000)
    await s.jobs.drain()
    expect(await left('18:00-20:00')).toBe(1)
    expect((await submit(v)).body.code).toBe('0000')
  })

  it('refuses a closed slot, another user’s address and bad input', async () => {
    const u = await shopper()
    expect((await submit(u, '09:00-11:00')).body.code).toBe('SLOT_CLOSED')
    expect((await submit(u, '25:00-26:00')).body.code).toBe('VALIDATION')
    expect((await submit(u, '14:00-16:00', '2027-01-01')).body.code).toBe('VALIDATION')
    const other = await shopper()
    const r = await t.client.postJson(
      '/v1/market/order/submit',
      {
        clientKey: randomUUID(),
        mchId: store.id,
        addressId: other.addressId,
        date: '2026-11-22',
        slot: '16:00-18:00'
      },
      { token: u.token }
    )
    expect(r.body.code).toBe('NOT_FOUND')
    const list = await t.client.get('/v1/store/order/list', { vertical: 'supermarket' }, { token: u.token })
    expect((list.body.data as { total: number }).total).toBe(0)
  })

  it('moves an unpaid order to another slot, never into a full one, and only the owner’s', async () => {
    const u = await shopper()
    const r = await submit(u, '16:00-18:00')
    const { orderId } = r.body.data as { orderId: number }
    const before = await left('16:00-18:00')
    const change = (slot: string, token = u.token) =>
      t.client.postJson('/v1/market/order/changeSlot', { id: orderId, date: '2026-11-22', slot }, { token })
    expect((await change('18:00-20:00')).body.code).toBe('SLOT_FULL')
    expect(await left('16:00-18:00')).toBe(before)
    expect((await change('20:00-22:00', (await shopper()).token)).body.code).toBe('NOT_FOUND')
    const moved = await change('20:00-22:00')
    expect(moved.body).toMatchObject({ code: '0000', data: { slot: '20:00-22:00' } })
    expect(await left('16:00-18:00')).toBe((before ?? 0) + 1)
    const o = await t.db.one<{ delivery_time: number }>('SELECT delivery_time FROM orders WHERE id = $1', [
      orderId
    ])
    expect(Number(o?.delivery_time)).toBe(Date.parse('2026-11-22T20:00:00+08:00'))
  })
})

describe('a paid slot order moves honestly to its slot (issue 35 point 10)', () => {
  it('the simulator dispatches it from 30 minutes before the slot and delivers it no earlier than its start', async () => {
    const u = await shopper()
    const r = await submit(u, '14:00-16:00')
    expect(r.body.code).toBe('0000')
    const { orderId } = r.body.data as { orderId: number }
    await t.db.query("UPDATE orders SET status = 'paid', paid_at = $2, pay_method = 'wallet' WHERE id = $1", [
      orderId,
      t.clock.now()
    ])
    const sim = s.simulator
    if (!sim) throw new Error('simulator missing outside production')
    const view = async () =>
      (await t.client.get(`/v1/store/order/${orderId}`, {}, { token: u.token })).body.data as {
        status: string
        slot: { date: string; slot: string } | null
        rider: { name: string } | null
      }
    const until = async (at: string) => {
      // the simulator's timer runs every 2 s: tick in such steps up to the moment
      while (t.clock.now() < Date.parse(at)) {
        t.clock.advance(Math.min(60_000, Date.parse(at) - t.clock.now()))
        await sim.tick()
      }
    }
    await until('2026-11-22T12:30:00+08:00')
    expect(await view()).toMatchObject({
      status: 'accepted',
      slot: { date: '2026-11-22', slot: '14:00-16:00' }
    })
    // a morning's minutes go by: still waiting for its slot, never delivered before it
    await until('2026-11-22T13:29:00+08:00')
    expect((await view()).status).toBe('accepted')
    await until('2026-11-22T13:31:00+08:00')
    const out = await view()
    expect(out.status).toBe('delivering')
    // the page writes 騎手 before the name: the name is the rider's own
    expect(out.rider?.name).toMatch(/^[^騎]/)
    await until('2026-11-22T13:59:00+08:00')
    expect((await view()).status).toBe('delivering')
    await until('2026-11-22T14:01:00+08:00')
    expect((await view()).status).toBe('delivered')
  }, 60_000)
})

describe('a coupon named for a vertical is kept to it (issue 35 point 10)', () => {
  it('the welcome 「外賣滿60減10」 is not offered nor taken at a supermarket, and is at a takeaway shop', async () => {
    const u = await shopper()
    await grantWelcomeCoupons(t.db, u.userId, Math.floor(t.clock.now() / 1000))
    const mine = await t.db.many<{ id: number; name: string }>(
      "SELECT id, name FROM coupons WHERE user_id = $1 AND type = 'coupon'",
      [u.userId]
    )
    const takeaway60 = mine.find((c) => c.name === '外賣滿60減10')
    expect(takeaway60).toBeTruthy()
    const now = Math.floor(t.clock.now() / 1000)
    // the supermarket's checkout offers none of the takeaway coupons (the goods, MOP 200, meet both thresholds)
    const atStore = await usableVouchers(t.db, { userId: u.userId, mchId: store.id, now })
    expect(atStore.coupon.map((c) => c.name)).toEqual([])
    // the new-user red envelope is for every vertical
    expect(atStore.redEnvelope.map((c) => c.name)).toEqual(['新人紅包 MOP 5'])
    const r = await t.client.postJson(
      '/v1/market/order/submit',
      {
        clientKey: randomUUID(),
        mchId: store.id,
        addressId: u.addressId,
        date: '2026-11-22',
        slot: '20:00-22:00',
        couponId: takeaway60!.id
      },
      { token: u.token }
    )
    expect(r.body.code).toBe('COUPON_INVALID')
    const shop = await t.db.one<{ id: number }>(
      "SELECT id FROM merchants WHERE verticals = ARRAY['takeaway']::text[] ORDER BY id LIMIT 1"
    )
    const atShop = await usableVouchers(t.db, { userId: u.userId, mchId: shop!.id, now })
    expect(atShop.coupon.map((c) => c.name)).toEqual(['外賣滿100減20', '外賣滿60減10'])
  })

  it('the order’s vertical decides, not the shop’s: at a shop that does both, takeaway yes, supermarket no', async () => {
    const u = await shopper()
    await grantWelcomeCoupons(t.db, u.userId, Math.floor(t.clock.now() / 1000))
    const takeaway60 = await t.db.one<{ id: number }>(
      "SELECT id FROM coupons WHERE user_id = $1 AND name = '外賣滿60減10'",
      [u.userId]
    )
    const was = await t.db.one<{ verticals: string[] }>('SELECT verticals FROM merchants WHERE id = $1', [
      store.id
    ])
    // this supermarket also delivers takeaway
    await t.db.query(
      "UPDATE merchants SET verticals = ARRAY['supermarket', 'takeaway']::text[] WHERE id = $1",
      [store.id]
    )
    try {
      const quote = async (vertical?: string) => {
        const r = await t.client.postJson(
          '/v2/wm/cart/calc',
          {
            mchId: store.id,
            lat: store.lat,
            lng: store.lng,
            data: null,
            addressId: u.addressId,
            scheduled: true,
            ...(vertical ? { vertical } : {})
          },
          { token: u.token }
        )
        expect(r.body.code, JSON.stringify(r.body)).toBe('0000')
        return r.body.data as { coupons: Array<{ name: string; vertical: string | null }> }
      }
      // the supermarket checkout's quote offers no takeaway coupon; the takeaway one's does, each with its vertical
      expect((await quote('supermarket')).coupons).toEqual([])
      expect((await quote('takeaway')).coupons.map((c) => [c.name, c.vertical])).toEqual([
        ['外賣滿100減20', 'takeaway'],
        ['外賣滿60減10', 'takeaway']
      ])
      // a supermarket order of this shop refuses the takeaway coupon and places nothing
      const r = await t.client.postJson(
        '/v1/market/order/submit',
        {
          clientKey: randomUUID(),
          mchId: store.id,
          addressId: u.addressId,
          date: '2026-11-22',
          slot: '20:00-22:00',
          couponId: takeaway60!.id
        },
        { token: u.token }
      )
      expect(r.body.code).toBe('COUPON_INVALID')
      const placed = await t.db.one<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1',
        [u.userId]
      )
      expect(placed?.n).toBe(0)
      const still = await t.db.one<{ status: string }>('SELECT status FROM coupons WHERE id = $1', [
        takeaway60!.id
      ])
      expect(still?.status).toBe('usable')
    } finally {
      await t.db.query('UPDATE merchants SET verticals = $2::text[] WHERE id = $1', [
        store.id,
        was?.verticals
      ])
    }
  })
})
