import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptTitle } from '@lotus/contract/board'
import { lockOrder, PAY_WINDOW_MS } from '../src/modules/order/order-ops.js'
import type { Services } from '../src/services.js'
import { buyer, noonClock, ORDER_ENV, servicesOf, setupShop, type Shop } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let s: Services
let shop: Shop

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  s = servicesOf(t)
  shop = await setupShop(t, { stock: 100, price: 2000 })
})
afterAll(() => t.close())

interface EventRow {
  status: string
  title: string
  reason: string | null
  actor_type: string
  actor_id: string | null
  actor_name: string | null
}

const timeline = (orderId: number) =>
  t.db.many<EventRow>(
    `SELECT status, title, reason, actor_type, actor_id, actor_name FROM order_events
     WHERE order_id = $1 ORDER BY at, id`,
    [orderId]
  )

async function submitted() {
  const b = await buyer(t, shop, 1)
  const sub = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
    { token: b.token }
  )
  expect(sub.body.code).toBe('0000')
  return { ...b, orderId: (sub.body.data as { orderId: number }).orderId }
}

describe('every order move names its actor and reason', () => {
  it('customer, merchant and rider each sign their steps of a delivery', async () => {
    const o = await submitted()
    await t.client.postForm('/v1/appUser/setPayPassword', { password: '135790' }, { token: o.token })
    await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 100000, $2)', [
      o.userId,
      t.clock.now()
    ])
    const paid = await t.client.postForm(
      '/v1/pay/wallet',
      { orderId: o.orderId, password: '135790' },
      { token: o.token }
    )
    expect(paid.body.code).toBe('0000')
    const sim = s.simulator
    if (!sim) throw new Error('no simulator')
    await sim.advance(o.orderId) // accepted
    await sim.advance(o.orderId) // dispatched
    const rows = await timeline(o.orderId)
    expect(rows.map((r) => [r.status, r.actor_type, r.actor_id])).toEqual([
      ['unpaid', 'customer', String(o.userId)],
      ['paid', 'customer', String(o.userId)],
      ['accepted', 'merchant', String(shop.mchId)],
      ['delivering', 'rider', null]
    ])
    // the rider signs with the name the customer is shown
    const rider = await t.db.one<{ name: string }>(
      "SELECT rider->>'name' AS name FROM orders WHERE id = $1",
      [o.orderId]
    )
    expect(rider?.name).toBeTruthy()
    expect(rows[3]?.actor_name).toBe(rider?.name)
  })

  it('a cancel keeps its reason; an expiry is the system job', async () => {
    const a = await submitted()
    const c = await t.client.postForm(
      '/v1/store/order/cancel',
      { id: a.orderId, reason: '不想要了' },
      { token: a.token }
    )
    expect(c.body.code).toBe('0000')
    expect((await timeline(a.orderId)).at(-1)).toMatchObject({
      status: 'cancelled',
      reason: '不想要了',
      actor_type: 'customer',
      actor_id: String(a.userId)
    })

    const b = await submitted()
    t.clock.advance(PAY_WINDOW_MS + 1000)
    await s.jobs.drain()
    expect((await timeline(b.orderId)).at(-1)).toMatchObject({
      status: 'cancelled',
      reason: '超時未支付',
      actor_type: 'system',
      actor_name: 'order.expireUnpaid'
    })
  })

  it('refuses a move the kind’s machine forbids, changing nothing', async () => {
    const o = await submitted()
    await expect(
      t.db.tx(async (tx) =>
        s.lifecycle.move(
          tx,
          await lockOrder(tx, null, o.orderId),
          'deliver',
          { type: 'rider' },
          { at: t.clock.now() }
        )
      )
    ).rejects.toMatchObject({ code: 'ORDER_STATE' })
    expect((await timeline(o.orderId)).map((r) => r.status)).toEqual(['unpaid'])
  })

  it('a grocery delivery speaks of goods packed, a takeaway of a meal cooked', async () => {
    const titles: Record<string, string[]> = {}
    for (const vertical of ['supermarket', 'takeaway'] as const) {
      const o = await submitted()
      // the same order as either vertical: only the words may differ
      await t.db.query("UPDATE orders SET vertical = $2, status = 'paid' WHERE id = $1", [
        o.orderId,
        vertical
      ])
      const shopActor = { type: 'merchant' as const, id: shop.mchId }
      for (const [event, actor, title] of [
        ['accept', shopActor, acceptTitle(15, vertical)],
        ['markReady', shopActor, undefined],
        ['assignRider', { type: 'rider' as const, name: '陳家明' }, undefined],
        ['dispatch', { type: 'rider' as const, name: '陳家明' }, undefined]
      ] as const) {
        await t.db.tx(async (tx) =>
          s.lifecycle.move(tx, await lockOrder(tx, null, o.orderId), event, actor, {
            at: t.clock.now(),
            ...(title ? { title } : {})
          })
        )
      }
      titles[vertical] = (await timeline(o.orderId)).slice(-4).map((r) => r.title)
    }
    expect(titles.supermarket).toEqual([
      '商家已接單（預計 15 分鐘備貨）',
      '商家已備妥商品，等待騎手取貨',
      '騎手已接單，正前往商家取貨',
      '騎手已取貨，配送中'
    ])
    expect(titles.takeaway).toEqual([
      '商家已接單（預計 15 分鐘出餐）',
      '商家已出餐，等待騎手取餐',
      '騎手已接單，正前往商家',
      '騎手已取餐，配送中'
    ])
  })
})
