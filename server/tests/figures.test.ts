import { randomUUID } from 'node:crypto'
import { commissionOf, type Figures, type Statement } from '@lotus/contract/figures'
import { DAY_MS, macauDay } from '@lotus/contract/macau-time'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { buyer, noonClock, ORDER_ENV, setupShop, type Shop } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Issue 37 point 5: orders placed and paid through the real order paths, one cancelled (refunded at once) and one
 * refunded on the next Macau day by the owner; the figures and the statement add up to those orders.
 */
let t: TestApp
let shop: Shop
let owner: StaffClient
let staff: StaffClient
const paid: Array<{ orderId: number; total: number; day: string }> = []
let refundedB = 0
let refundedA = 0
let day1 = ''
let day2 = ''

async function accountOf(mchId: number, role: 'owner' | 'staff'): Promise<string> {
  const r = await t.db.one<{ username: string }>(
    `SELECT a.username FROM staff_accounts a JOIN staff_shops s ON s.staff_id = a.id
     WHERE s.merchant_id = $1 AND a.role = $2 ORDER BY a.id LIMIT 1`,
    [mchId, role]
  )
  return r!.username
}

/** A buyer's order submitted and paid from the wallet, as the app does it. */
async function paidOrder(qty: number) {
  const b = await buyer(t, shop, qty)
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
  const pay = await t.client.postForm('/v1/pay/wallet', { orderId, password: '135790' }, { token: b.token })
  expect(pay.body.code).toBe('0000')
  paid.push({ orderId, total, day: macauDay(t.clock.now()) })
  return { ...b, orderId, total }
}

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupShop(t, { stock: 100, price: 2000 })
  day1 = macauDay(t.clock.now())
  // day 1: A and B paid at noon; B cancelled at once (refunded the same day)
  const a = await paidOrder(2)
  t.clock.advance(3600_000)
  const b = await paidOrder(1)
  const c = await t.client.postForm(
    '/v1/store/order/cancel',
    { id: b.orderId, reason: '等太久' },
    { token: b.token }
  )
  expect(c.body.data).toMatchObject({ status: 'cancelled', refund: { status: 'approved' } })
  refundedB = b.total
  // day 2: C paid; A's refund asked and approved by the owner in the console
  t.clock.advance(DAY_MS)
  day2 = macauDay(t.clock.now())
  await paidOrder(3)
  const asked = await t.client.postJson(
    '/v1/store/order/refund',
    { id: a.orderId, reason: '送錯' },
    { token: a.token }
  )
  expect(asked.body.code).toBe('0000')
  owner = staffClient(t)
  await owner.password(await accountOf(shop.mchId, 'owner'), DEV_STAFF_PASSWORD)
  await owner.enrol()
  staff = staffClient(t)
  await staff.login(await accountOf(shop.mchId, 'staff'), DEV_STAFF_PASSWORD)
  const refund = await t.db.one<{ id: number }>('SELECT id FROM refunds WHERE order_id = $1', [a.orderId])
  const ok = await owner.post('/refunds/approve', { merchantId: shop.mchId, refundId: refund!.id })
  expect(ok.body.code).toBe('0000')
  refundedA = (await t.db.one<{ amount: number }>('SELECT amount FROM refunds WHERE id = $1', [refund!.id]))!
    .amount
})
afterAll(() => t.close())

const figures = async (period: string, c = owner, mchId = shop.mchId) =>
  (await c.get<Figures>('/figures', { merchantId: String(mchId), period })).body
const statement = async (from: string, to: string, c = owner, mchId = shop.mchId) =>
  (await c.get<Statement>('/figures/statement', { merchantId: String(mchId), from, to })).body

describe('figures', () => {
  it('7 days: sales on the day paid, refunds on the day approved, average ticket, per hour', async () => {
    const f = (await figures('7d')).data
    const sum = (day: string) => paid.filter((p) => p.day === day).reduce((n, p) => n + p.total, 0)
    expect(f.days).toHaveLength(7)
    expect(f.to).toBe(day2)
    expect(f.days.find((d) => d.day === day1)).toMatchObject({
      orders: 2,
      sales: sum(day1),
      refunds: refundedB
    })
    // A was paid on day 1 but refunded on day 2: its refund is day 2's
    expect(f.days.find((d) => d.day === day2)).toMatchObject({
      orders: 1,
      sales: sum(day2),
      refunds: refundedA
    })
    expect(f).toMatchObject({
      orders: 3,
      sales: sum(day1) + sum(day2),
      refunds: refundedA + refundedB,
      refundCount: 2
    })
    expect(f.averageTicket).toBe(Math.round(f.sales / 3))
    // noon and 13:00 on day 1, 13:00 on day 2 (Macau)
    expect(f.hours[12]!.orders).toBe(1)
    expect(f.hours[13]!.orders).toBe(2)
    expect(f.topGoods[0]).toMatchObject({ goodsId: shop.goodsId, qty: 6, amount: 6 * shop.price })
  })

  it('today: only day 2', async () => {
    const f = (await figures('today')).data
    expect(f).toMatchObject({ from: day2, to: day2, orders: 1, refunds: refundedA })
    expect(f.days).toHaveLength(1)
  })

  it('the statement lists every sale and refund and adds up to them, at the shop’s commission rate', async () => {
    await t.db.query('UPDATE merchants SET commission_bps = 1800 WHERE id = $1', [shop.mchId])
    const s = (await statement(day1, day2)).data
    expect(s.commissionBps).toBe(1800)
    expect(s.lines.filter((l) => l.kind === 'sale').map((l) => l.orderId)).toEqual(paid.map((p) => p.orderId))
    expect(s.lines.filter((l) => l.kind === 'refund')).toHaveLength(2)
    const gross = paid.reduce((n, p) => n + p.total, 0)
    const commission =
      paid.reduce((n, p) => n + commissionOf(p.total, 1800), 0) -
      commissionOf(refundedA, 1800) -
      commissionOf(refundedB, 1800)
    expect(s.totals).toMatchObject({
      gross,
      commission,
      refunds: refundedA + refundedB,
      net: gross - commission - refundedA - refundedB,
      sales: 3,
      refundCount: 2
    })
    for (const k of ['gross', 'commission', 'net'] as const)
      expect(s.lines.reduce((n, l) => n + l[k], 0)).toBe(s.totals[k])
    // day 1 alone: A's refund is not in it (approved on day 2)
    const d1 = (await statement(day1, day1)).data
    expect(d1.totals).toMatchObject({ sales: 2, refundCount: 1, refunds: refundedB })
  })

  it('owners only; another shop answers like a missing one; bad ranges are VALIDATION', async () => {
    expect((await figures('7d', staff)).code).toBe('STAFF_FORBIDDEN')
    const missing = await figures('7d', owner, 2_147_483_647)
    expect(missing.code).toBe('NOT_FOUND')
    const other = await t.db.one<{ id: number }>(
      'SELECT id FROM merchants WHERE id <> $1 ORDER BY id LIMIT 1',
      [shop.mchId]
    )
    expect(await figures('7d', owner, other!.id)).toEqual(missing)
    expect(await statement(day1, day2, owner, other!.id)).toEqual(missing)
    for (const [from, to] of [
      [day2, day1],
      ['2026-02-30', '2026-03-01'],
      ['2026-01-01', '2026-12-31'],
      ['2026-1-1', '2026-01-02']
    ])
      expect((await statement(from!, to!)).code).toBe('VALIDATION')
    expect((await figures('90d')).code).toBe('VALIDATION')
  })
})
