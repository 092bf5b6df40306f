import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTO_CONFIRM_AFTER_MS } from '../src/modules/order/order-ops.js'
import { buyer, noonClock, ORDER_ENV, servicesOf, setupShop } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** Levels 0-5 by growth value from completed orders (issue 12 §2), as mine, grade and grade2 read them. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
})
afterAll(() => t.close())

describe('growth value and level', () => {
  it('count completed orders only: 1 per MOP, level by the thresholds', async () => {
    const shop = await setupShop(t, { stock: 100, price: 30_000 })
    const b = await buyer(t, shop, 2)
    const me = async () =>
      (await t.client.get('/v1/appUser/getUser', {}, { token: b.token })).body.data as {
        level: number
        growth: number
      }
    const info = async () =>
      (await t.client.get('/v1/member/info', {}, { token: b.token })).body.data as {
        level: number
        growth: number
        toNext: number | null
      }
    expect(await me()).toMatchObject({ level: 0, growth: 0 })
    await t.client.postForm('/v1/appUser/setPayPassword', { password: '135790' }, { token: b.token })
    await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 1000000, $2)', [
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
    // paid but not completed: no growth yet
    expect(await me()).toMatchObject({ level: 0, growth: 0 })
    const s = servicesOf(t)
    const sim = s.simulator
    if (!sim) throw new Error('no simulator')
    for (let i = 0; i < 3; i++) await sim.advance(orderId) // accepted, dispatched, delivered
    t.clock.advance(AUTO_CONFIRM_AFTER_MS + 1000)
    await s.jobs.drain()
    const growth = Math.floor(total / 100)
    expect(growth).toBeGreaterThanOrEqual(600)
    expect(await me()).toMatchObject({ level: 2, growth })
    expect(await info()).toMatchObject({ level: 2, growth, toNext: 1500 - growth })
  })
})
