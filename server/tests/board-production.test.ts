import { randomUUID } from 'node:crypto'
import type { BoardAnswer } from '@lotus/contract/board'
import type { OrderDetail } from '@lotus/contract/order'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { lockOrder } from '../src/modules/order/order-ops.js'
import { createStaffAccount } from '../src/modules/staff/create-account.js'
import { riderFor } from '../src/modules/simulator/simulator.js'
import type { Services } from '../src/services.js'
import { buyer, noonClock, servicesOf, setupShop, type Shop } from './helpers/order-fixtures.js'
import { staffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Issue 36 point 7: in production, with no simulator, an order goes paid → accepted → ready → delivering →
 * delivered by staff calls alone (the rider's steps through the order lifecycle with a rider actor, the rider
 * app being another module's).
 */
let t: TestApp
let s: Services
let shop: Shop

beforeAll(async () => {
  t = await createTestApp({
    clock: noonClock(),
    env: {
      NODE_ENV: 'production',
      SIMULATOR: 'off',
      APP_SECRET: 's'.repeat(32),
      USER_SIGN_SALT: 'salt',
      SMS_PEPPER: 'p',
      PAY_PEPPER: 'q',
      CAPTCHA_HMAC_KEY: 'k'
    }
  })
  s = servicesOf(t)
  shop = await setupShop(t, { stock: 50, price: 3000 })
})
afterAll(() => t.close())

it('a takeaway order is worked to delivered by staff calls alone, without the simulator', async () => {
  expect(t.config.production).toBe(true)
  expect(s.simulator).toBeNull()
  // no development route in production
  const dev = await t.app.inject({
    method: 'POST',
    url: '/api/dev/simulator/advance',
    payload: { orderId: 1 }
  })
  expect(dev.statusCode).toBe(404)

  await createStaffAccount(
    { db: t.db, clock: t.clock, audit: s.staff.audit },
    {
      username: 'prod-staff',
      name: '店員阿明',
      role: 'staff',
      password: 'a-long-password',
      merchantIds: [shop.mchId]
    },
    { type: 'system', name: 'test' }
  )
  const staff = staffClient(t)
  await staff.login('prod-staff', 'a-long-password')

  const b = await buyer(t, shop, 1)
  const sub = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
    { token: b.token }
  )
  expect(sub.body.code).toBe('0000')
  const { orderId } = sub.body.data as { orderId: number }
  await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 100000, $2)', [
    b.userId,
    t.clock.now()
  ])
  await s.orderPayments.chargeWallet(b.userId, orderId)
  const detail = async () =>
    (await t.client.get(`/v1/store/order/${orderId}`, {}, { token: b.token })).body.data as OrderDetail

  expect((await detail()).status).toBe('paid')
  const board = await staff.get<BoardAnswer>('/board', { merchantId: String(shop.mchId) })
  expect(board.body.data.orders.find((o) => o.id === orderId)?.column).toBe('new')

  expect((await staff.post('/board/accept', { orderId, prepMinutes: 20 })).body.code).toBe('0000')
  expect((await staff.post('/board/ready', { orderId })).body.code).toBe('0000')

  // the rider's steps (the rider app's calls live in modules/rider)
  const rider = { type: 'rider' as const, id: 1, name: riderFor(orderId).name }
  for (const event of ['assignRider', 'dispatch', 'deliver'] as const) {
    await t.db.tx(async (tx) => {
      const o = await lockOrder(tx, null, orderId)
      await s.lifecycle.move(tx, o, event, rider, {
        at: t.clock.now(),
        ...(event === 'dispatch' ? { set: { rider: JSON.stringify(riderFor(orderId)) } } : {})
      })
    })
    t.clock.advance(60_000)
  }
  const d = await detail()
  expect(d.status).toBe('delivered')
  expect(d.timeline.map((e) => e.title)).toEqual(
    expect.arrayContaining(['商家已接單（預計 20 分鐘出餐）', '商家已出餐，等待騎手取餐', '訂單已送達'])
  )
  const actors = await t.db.many<{ status: string; actor_type: string }>(
    'SELECT status, actor_type FROM order_events WHERE order_id = $1 ORDER BY id',
    [orderId]
  )
  expect(actors.filter((a) => a.status === 'accepted' || a.status === 'ready')).toEqual(
    expect.arrayContaining([
      { status: 'accepted', actor_type: 'merchant' },
      { status: 'ready', actor_type: 'merchant' }
    ])
  )
  expect(actors.some((a) => a.actor_type === 'system')).toBe(false)
})
