import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RIDER_MIN_FEE } from '@lotus/contract/rider'
import type { RiderEarnings, RiderJob, RiderTask } from '@lotus/contract/rider'
import type { Services } from '../src/services.js'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { buyer, noonClock, ORDER_ENV, servicesOf, setupShop, type Shop } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** Issue 36 point 6: the riders' app on the server. */
let t: TestApp
let s: Services
let shop: Shop
let rider1: StaffClient
let rider2: StaffClient

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  s = servicesOf(t)
  shop = await setupShop(t, { stock: 100, price: 3000 })
  rider1 = staffClient(t)
  await rider1.login('rider1', DEV_STAFF_PASSWORD)
  rider2 = staffClient(t)
  await rider2.login('rider2', DEV_STAFF_PASSWORD)
})
afterAll(() => t.close())

/** A paid order accepted by the shop (through the dev simulator's one step, as the shop would). */
async function acceptedOrder(opts: { alcohol?: boolean } = {}) {
  const b = await buyer(t, shop)
  const r = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
    { token: b.token }
  )
  expect(r.body.code).toBe('0000')
  const { orderId } = r.body.data as { orderId: number }
  await t.db.query(
    "UPDATE orders SET status = 'paid', paid_at = $2, pay_method = 'wallet', age_check = $3 WHERE id = $1",
    [orderId, t.clock.now(), opts.alcohol ?? false]
  )
  const adv = await t.app.inject({ method: 'POST', url: '/api/dev/simulator/advance', payload: { orderId } })
  expect(adv.json().code).toBe('0000')
  return { orderId, token: b.token }
}

const statusOf = async (id: number) =>
  (await t.db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]))!.status
const detail = async (token: string, id: number) =>
  (await t.client.get(`/v1/store/order/${id}`, {}, { token })).body.data as {
    status: string
    rider: { name: string; phone: string } | null
    riderMap: { rider: { lat: number } | null; estimatedArrival: number | null } | null
    timeline: Array<{ title: string }>
  }
const at = () => ({ lat: shop.lat + 0.001, lng: shop.lng })

describe('deliveries near me', () => {
  it('lists an accepted delivery nobody took, nearest shop first, the drop-off masked', async () => {
    const { orderId } = await acceptedOrder()
    expect((await rider1.post('/rider/position', at())).body.code).toBe('0000')
    const r = await rider1.get<{ list: RiderJob[]; from: { shared: boolean } }>('/rider/jobs')
    expect(r.body.code).toBe('0000')
    expect(r.body.data.from.shared).toBe(true)
    const job = r.body.data.list.find((j) => j.orderId === orderId)
    expect(job).toMatchObject({ shopName: expect.any(String), prepared: false, status: 'accepted' })
    expect(job!.distanceM).toBeLessThan(200)
    // 澳門新馬路 1 號 3樓A: the street's start stays, the door goes
    expect(job!.dropOff).toMatch(/^澳門新馬\*+$/)
    expect(job!.earning).toBeGreaterThanOrEqual(RIDER_MIN_FEE)
    const d = r.body.data.list.map((j) => j.distanceM)
    expect(d).toEqual([...d].sort((a, b) => a - b))
    // far away (Coloane, over 5 km from the peninsula's shops): not offered
    const far = await rider1.get<{ list: RiderJob[] }>('/rider/jobs', { lat: '22.1180', lng: '113.5600' })
    expect(far.body.data.list.find((j) => j.orderId === orderId)).toBeUndefined()
  })
})

describe('booked deliveries', () => {
  it('an order booked for later is offered from an hour before its time', async () => {
    const { orderId } = await acceptedOrder()
    await t.db.query('UPDATE orders SET delivery_time = $2 WHERE id = $1', [
      orderId,
      t.clock.now() + 90 * 60_000
    ])
    const offered = async () =>
      (
        await rider1.get<{ list: RiderJob[] }>('/rider/jobs', {
          lat: String(at().lat),
          lng: String(at().lng)
        })
      ).body.data.list.some((j) => j.orderId === orderId)
    expect(await offered()).toBe(false)
    // (less than the sessions' 2 h idle limit)
    t.clock.advance(31 * 60_000)
    expect(await offered()).toBe(true)
  })
})

describe('taking a delivery', () => {
  it('two riders race: exactly one wins, the other is told 已被其他騎手接單', async () => {
    const { orderId, token } = await acceptedOrder()
    const [a, b] = await Promise.all([
      rider1.post('/rider/take', { orderId }),
      rider2.post('/rider/take', { orderId })
    ])
    const codes = [a.body.code, b.body.code].sort()
    expect(codes).toEqual(['0000', 'ORDER_TAKEN'])
    const loser = a.body.code === '0000' ? b : a
    expect(loser.body.msg).toBe('已被其他騎手接單')
    const row = await t.db.one<{ rider_id: number; rider: { name: string; phone: string } }>(
      'SELECT rider_id, rider FROM orders WHERE id = $1',
      [orderId]
    )
    const winnerName = a.body.code === '0000' ? 'rider1' : 'rider2'
    const winner = await t.db.one<{ id: number; name: string }>(
      'SELECT id, name FROM staff_accounts WHERE username = $1',
      [winnerName]
    )
    expect(row!.rider_id).toBe(winner!.id)
    expect(row!.rider.name).toBe(winner!.name)
    const events = await t.db.many<{ title: string; actor_type: string; actor_id: string }>(
      "SELECT title, actor_type, actor_id FROM order_events WHERE order_id = $1 AND title LIKE '騎手已接單%'",
      [orderId]
    )
    expect(events).toEqual([
      { title: '騎手已接單，正前往商家', actor_type: 'rider', actor_id: String(winner!.id) }
    ])
    expect((await detail(token, orderId)).rider?.name).toBe(winner!.name)
    // gone from everyone's list
    const jobs = await rider2.get<{ list: RiderJob[] }>('/rider/jobs')
    expect(jobs.body.data.list.find((j) => j.orderId === orderId)).toBeUndefined()
  })

  it('a rider cannot move another rider’s order: NOT_FOUND, as a missing one, and nothing changes', async () => {
    const { orderId } = await acceptedOrder()
    expect((await rider1.post('/rider/take', { orderId })).body.code).toBe('0000')
    const missing = (await rider2.post('/rider/pick-up', { orderId: 2_147_483_647 })).body
    expect(missing.code).toBe('NOT_FOUND')
    for (const path of ['/rider/pick-up', '/rider/deliver', '/rider/arrive']) {
      expect((await rider2.post(path, { orderId })).body, path).toEqual(missing)
    }
    expect((await rider2.get('/rider/task', { orderId: String(orderId) })).body.code).toBe('NOT_FOUND')
    expect(await statusOf(orderId)).toBe('accepted')
  })

  it('the simulator leaves an order a rider has taken alone', async () => {
    const { orderId } = await acceptedOrder()
    expect((await rider1.post('/rider/take', { orderId })).body.code).toBe('0000')
    t.clock.advance(5 * 60_000)
    await s.simulator!.tick()
    expect(await statusOf(orderId)).toBe('accepted')
    const adv = await t.app.inject({
      method: 'POST',
      url: '/api/dev/simulator/advance',
      payload: { orderId }
    })
    expect(adv.json().code).toBe('ORDER_STATE')
  })
})

describe('picked up, on the way, delivered', () => {
  it('the contact is masked before pickup, whole while delivering, masked after; the customer sees the rider', async () => {
    const { orderId, token } = await acceptedOrder()
    expect((await rider1.post('/rider/take', { orderId })).body.code).toBe('0000')
    const task = async () =>
      (await rider1.get<RiderTask>('/rider/task', { orderId: String(orderId) })).body.data
    const before = await task()
    expect(before.customer).toMatchObject({ masked: true, phone: expect.stringContaining('*') })
    expect(before.customer.address).not.toContain('3樓A')
    expect(before.next).toEqual(['dispatch'])
    // delivering before pickup is refused
    expect((await rider1.post('/rider/deliver', { orderId })).body.code).toBe('ORDER_STATE')

    expect((await rider1.post('/rider/pick-up', { orderId })).body.code).toBe('0000')
    const during = await task()
    expect(during.customer).toEqual({
      name: '陳先生',
      phone: '66123456',
      address: '澳門新馬路 1 號 3樓A',
      masked: false
    })
    expect((await rider1.get<RiderTask[]>('/rider/tasks')).body.data.map((x) => x.orderId)).toContain(orderId)

    expect((await rider1.post('/rider/position', at())).body.code).toBe('0000')
    const onTheWay = await detail(token, orderId)
    expect(onTheWay.status).toBe('delivering')
    expect(onTheWay.riderMap?.rider).not.toBeNull()
    expect(onTheWay.riderMap?.estimatedArrival).toBeGreaterThan(Math.floor(t.clock.now() / 1000))

    expect((await rider1.post('/rider/deliver', { orderId })).body.code).toBe('0000')
    const after = await task()
    expect(after.customer.masked).toBe(true)
    expect(after.customer.phone).not.toBe('66123456')
    const done = await detail(token, orderId)
    expect(done.status).toBe('delivered')
    expect(done.riderMap).toBeNull()
    const audit = await t.db.many<{ action: string }>(
      "SELECT action FROM audit_log WHERE subject_type = 'order' AND subject_id = $1 ORDER BY id",
      [String(orderId)]
    )
    expect(audit.map((a) => a.action)).toEqual(['rider.take', 'rider.pickUp', 'rider.deliver'])
  })

  it('wine: the 18+ handover — arrive, a too-young year refused, then handed over', async () => {
    const { orderId, token } = await acceptedOrder({ alcohol: true })
    await rider1.post('/rider/take', { orderId })
    await rider1.post('/rider/pick-up', { orderId })
    const skip = await rider1.post('/rider/deliver', { orderId })
    expect(skip.body).toMatchObject({ code: 'ORDER_STATE', msg: '酒類訂單須先核實收貨人年齡' })
    expect((await rider1.post('/rider/arrive', { orderId })).body.code).toBe('0000')
    expect(await statusOf(orderId)).toBe('age_check')
    // at the door the rider still sees the contact
    const task = (await rider1.get<RiderTask>('/rider/task', { orderId: String(orderId) })).body.data
    expect(task.customer.masked).toBe(false)
    expect(task.next).toEqual(['verifyAge'])

    const noTick = await rider1.post('/rider/deliver', { orderId, birthYear: 1990 })
    expect(noTick.body.code).toBe('VALIDATION')
    // 2026-11-22 in Macau: someone born in 2008 may not be 18 yet
    const young = await rider1.post('/rider/deliver', { orderId, idChecked: true, birthYear: 2008 })
    expect(young.body).toMatchObject({ code: 'VALIDATION', msg: '收貨人未滿 18 歲，不可交付酒類商品' })
    const ok = await rider1.post('/rider/deliver', { orderId, idChecked: true, birthYear: 1990 })
    expect(ok.body).toMatchObject({ code: '0000', data: { status: 'delivered' } })
    const d = await detail(token, orderId)
    expect(d.status).toBe('delivered')
    expect(d.timeline.map((e) => e.title)).toContain('已核實收貨人年滿 18 歲，訂單已送達')
  })

  it('wine: a refused 18+ handover cancels the order, refunds it, puts the wine back and says why', async () => {
    const { orderId, token } = await acceptedOrder({ alcohol: true })
    const stockOf = async () =>
      (await t.db.one<{ stock: number }>('SELECT stock FROM goods WHERE id = $1', [shop.goodsId]))!.stock
    await rider1.post('/rider/take', { orderId })
    await rider1.post('/rider/pick-up', { orderId })
    // not at the door yet: nothing to refuse
    const early = await rider1.post('/rider/deliver', { orderId, refused: true })
    expect(early.body.code).toBe('ORDER_STATE')
    await rider1.post('/rider/arrive', { orderId })
    const stock = await stockOf()
    // another rider cannot refuse it for them
    expect((await rider2.post('/rider/deliver', { orderId, refused: true })).body.code).toBe('NOT_FOUND')

    const refused = await rider1.post('/rider/deliver', { orderId, refused: true })
    expect(refused.body).toMatchObject({ code: '0000', data: { status: 'cancelled' } })
    const d = await detail(token, orderId)
    expect(d.status).toBe('cancelled')
    expect(d.timeline.map((e) => e.title)).toContain('收件人未能出示年滿18歲證明，訂單已取消，款項原路退回')
    expect(await stockOf()).toBe(stock + 1)
    // the whole order back where it was paid from, through the refund owner
    const refund = await t.db.one<{ amount: number; reason: string; to_source: string; total: number }>(
      `SELECT r.amount, r.reason, r.to_source, o.total FROM refunds r JOIN orders o ON o.id = r.order_id
       WHERE r.order_id = $1`,
      [orderId]
    )
    expect(refund).toMatchObject({ reason: '收件人未能出示年滿18歲證明', to_source: 'wallet' })
    expect(refund!.amount).toBe(refund!.total)
    const inbox = await t.db.one<{ title: string; body: string }>(
      "SELECT title, body FROM messages WHERE order_id = $1 AND title = '訂單未能交付'",
      [orderId]
    )
    expect(inbox?.body).toContain('收件人未能出示年滿18歲證明')
    const audit = await t.db.one<{ after: { status: string } }>(
      "SELECT after FROM audit_log WHERE action = 'rider.handover.refused' AND subject_id = $1",
      [String(orderId)]
    )
    expect(audit?.after.status).toBe('cancelled')
    // once handed back it cannot be delivered
    const late = await rider1.post('/rider/deliver', { orderId, idChecked: true, birthYear: 1990 })
    expect(late.body.code).not.toBe('0000')
  })
})

describe('position', () => {
  it('refuses points outside Macau and bad input as VALIDATION, and more than 12 a minute as RATE_LIMITED', async () => {
    const r3 = staffClient(t)
    await r3.login('rider3', DEV_STAFF_PASSWORD)
    for (const body of [
      { lat: 22.3193, lng: 114.1694 },
      { lat: 0, lng: 0 },
      { lat: '22.19', lng: '113.54' },
      { lat: 22.19 },
      { lat: 22.19, lng: 113.54, extra: 1 },
      null
    ]) {
      expect((await r3.post('/rider/position', body)).body.code, JSON.stringify(body)).toBe('VALIDATION')
    }
    const codes: string[] = []
    for (let i = 0; i < 13; i++) codes.push((await r3.post('/rider/position', at())).body.code)
    expect(codes.slice(0, 12).every((c) => c === '0000')).toBe(true)
    expect(codes[12]).toBe('RATE_LIMITED')
    t.clock.advance(61_000)
    expect((await r3.post('/rider/position', at())).body.code).toBe('0000')
  })
})

describe('today’s earnings', () => {
  it('lists today’s deliveries with fee and tip, and the totals add up', async () => {
    const r3 = staffClient(t)
    await r3.login('rider3', DEV_STAFF_PASSWORD)
    const before = (await r3.get<RiderEarnings>('/rider/earnings')).body.data
    const ids: number[] = []
    for (let i = 0; i < 2; i++) {
      const { orderId } = await acceptedOrder()
      await r3.post('/rider/take', { orderId })
      await r3.post('/rider/pick-up', { orderId })
      expect((await r3.post('/rider/deliver', { orderId })).body.code).toBe('0000')
      ids.push(orderId)
    }
    const user = await t.db.one<{ user_id: number }>('SELECT user_id FROM orders WHERE id = $1', [ids[0]])
    await t.db.query(
      'INSERT INTO rider_tips (order_id, user_id, amount, created_at) VALUES ($1, $2, 500, $3)',
      [ids[0], user!.user_id, t.clock.now()]
    )
    const e = (await r3.get<RiderEarnings>('/rider/earnings')).body.data
    expect(e.day).toBe('2026-11-22')
    expect(e.list.length).toBe(before.list.length + 2)
    const fees = await t.db.many<{ delivery_fee: number }>(
      'SELECT delivery_fee FROM orders WHERE id = ANY($1)',
      [ids]
    )
    const expectedFees = fees.reduce((sum, f) => sum + Math.max(Number(f.delivery_fee), RIDER_MIN_FEE), 0)
    expect(e.fees - before.fees).toBe(expectedFees)
    expect(e.tips - before.tips).toBe(500)
    expect(e.total).toBe(e.fees + e.tips)
    expect(e.list.find((x) => x.orderId === ids[0])?.tip).toBe(500)
    // another rider's day does not include them
    const other = (await rider2.get<RiderEarnings>('/rider/earnings')).body.data
    expect(other.list.map((x) => x.orderId)).not.toContain(ids[0])
  })
})

describe('who may call', () => {
  it('staff of a shop are refused; a customer token or no session is not a staff session', async () => {
    const staff = staffClient(t)
    await staff.login('mei-king-cct-staff', DEV_STAFF_PASSWORD)
    expect((await staff.get('/rider/jobs')).body.code).toBe('STAFF_FORBIDDEN')
    expect((await staff.post('/rider/take', { orderId: 1 })).body.code).toBe('STAFF_FORBIDDEN')
    expect((await staff.post('/rider/position', at())).body.code).toBe('STAFF_FORBIDDEN')
    expect((await staff.get('/rider/earnings')).body.code).toBe('STAFF_FORBIDDEN')
    const { token } = await buyer(t, shop)
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/staff/rider/jobs',
      headers: { apptoken: token }
    })
    expect(asCustomer.json().code).toBe('STAFF_UNAUTHORIZED')
    const signed = await t.client.get('/staff/rider/earnings', {}, { token })
    expect(signed.body.code).toBe('STAFF_UNAUTHORIZED')
    expect((await staffClient(t).post('/rider/take', { orderId: 1 })).body.code).toBe('STAFF_UNAUTHORIZED')
  })
})
