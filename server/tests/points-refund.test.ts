import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PointsBalance, PointsRecordPage } from '@lotus/contract/points'
import type { Services } from '../src/services.js'
import { buyer, noonClock, ORDER_ENV, servicesOf, setupShop, type Shop } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let s: Services
let shop: Shop

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  s = servicesOf(t)
  shop = await setupShop(t, { stock: 100, price: 4550 })
})
afterAll(() => t.close())

const balance = async (token: string) =>
  ((await t.client.get('/v1/points/balance', {}, { token })).body.data as PointsBalance).balance
const records = async (token: string) =>
  (await t.client.get('/v1/points/records', { state: 'valid' }, { token })).body.data as PointsRecordPage

/** A completed order paid from the wallet that earned its honey points (the earn job's ledger ref). */
async function completedOrder() {
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
    (await t.client.postForm('/v1/pay/wallet', { orderId, password: '135790' }, { token: b.token })).body.code
  ).toBe('0000')
  const sim = s.simulator
  if (!sim) throw new Error('no simulator')
  for (let i = 0; i < 3; i++) await sim.advance(orderId) // accepted, delivering, delivered
  expect(
    (await t.client.postForm('/v1/store/order/confirm', { id: orderId }, { token: b.token })).body.code
  ).toBe('0000')
  const earned = Math.floor(total / 100)
  await t.db.tx((tx) => s.points.earn(tx, b.userId, earned, '訂單獎勵', `order:${orderId}`))
  return { ...b, orderId, total, earned }
}

async function refundNow(token: string, orderId: number) {
  const r = await t.client.postJson(
    '/v1/store/order/refund',
    { id: orderId, reason: '商品有問題' },
    { token }
  )
  expect(r.body.code).toBe('0000')
  const row = await t.db.one<{ id: number }>(
    "SELECT id FROM refunds WHERE order_id = $1 AND status = 'pending'",
    [orderId]
  )
  await s.refunds.approve(Number(row?.id))
}

describe('honey points of a refunded order', () => {
  it('a completed order refunded later gives back the points it earned, exactly once', async () => {
    const o = await completedOrder()
    expect(await balance(o.token)).toBe(o.earned)
    await refundNow(o.token, o.orderId)
    expect(await balance(o.token)).toBe(0)
    const page = await records(o.token)
    expect(page.list[0]).toMatchObject({
      kind: 'spend',
      points: -o.earned,
      balanceAfter: 0,
      ref: `clawback:order:${o.orderId}`
    })
    expect(page.list[0]?.reason).toContain('訂單退款')
    // A second claw-back for the same order changes nothing.
    const again = await t.db.tx((tx) => s.points.clawBack(tx, o.userId, `order:${o.orderId}`, '再扣'))
    expect(again).toMatchObject({ applied: false })
    expect(await balance(o.token)).toBe(0)
    expect((await records(o.token)).total).toBe(2)
  })

  it('points already spent are not chased: the balance stops at 0', async () => {
    const o = await completedOrder()
    await t.db.tx((tx) => s.points.spend(tx, o.userId, o.earned - 10, '積分商城兌換', 'pmall:test'))
    expect(await balance(o.token)).toBe(10)
    await refundNow(o.token, o.orderId)
    expect(await balance(o.token)).toBe(0)
    expect((await records(o.token)).list[0]).toMatchObject({ points: -10, balanceAfter: 0 })
  })

  it('an order that earned nothing refunds without a ledger row', async () => {
    const o = await completedOrder()
    await t.db.tx((tx) => s.points.spend(tx, o.userId, o.earned, '積分商城兌換', 'pmall:all'))
    const before = (await records(o.token)).total
    await refundNow(o.token, o.orderId)
    expect((await records(o.token)).total).toBe(before)
    expect(await balance(o.token)).toBe(0)
  })
})
