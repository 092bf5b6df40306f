import { randomUUID } from 'node:crypto'
import {
  STALE_PICKUP_POINT_MSG,
  type AdminPickupPoint,
  type AdminPickupPoints,
  type MarketPickupStore
} from '@lotus/contract/market'
import type { OrderDetail } from '@lotus/contract/order'
import type { AuditEntry, Page } from '@lotus/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { createUser, fillCart, noonClock } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Issue 37 point 3: a supermarket store keeps its pickup points in the console (name, address, hours; disabled
 * rather than deleted); its self-pickup checkout offers only its active points, and an order keeps the point it was
 * placed with whatever happens to the point afterwards.
 */
let t: TestApp
let store: number
let otherStore: number
let sku: number
let owner: StaffClient
let staff: StaffClient
let operator: StaffClient

async function accountOf(mchId: number, role: 'owner' | 'staff'): Promise<string> {
  const r = await t.db.one<{ username: string }>(
    `SELECT a.username FROM staff_accounts a JOIN staff_shops x ON x.staff_id = a.id
     WHERE x.merchant_id = $1 AND a.role = $2 ORDER BY a.id LIMIT 1`,
    [mchId, role]
  )
  return r!.username
}

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock() })
  const stores = await t.db.many<{ id: number }>(
    `SELECT id FROM merchants WHERE 'supermarket' = ANY(verticals) AND chain IS NULL AND accepts_pickup ORDER BY id LIMIT 2`
  )
  store = stores[0]!.id
  otherStore = stores[1]!.id
  sku = (await t.db.one<{ id: number }>(
    'SELECT id FROM goods WHERE merchant_id = $1 AND spu_id IS NOT NULL ORDER BY id LIMIT 1',
    [store]
  ))!.id
  await t.db.query('UPDATE goods SET stock = 500, total_stock = 500, limit_buy = 0 WHERE id = $1', [sku])
  await t.db.query("UPDATE merchants SET min_order = 0, activities = '[]'::jsonb WHERE id = $1", [store])
  owner = staffClient(t)
  await owner.password(await accountOf(store, 'owner'), DEV_STAFF_PASSWORD)
  await owner.enrol()
  staff = staffClient(t)
  await staff.login(await accountOf(store, 'staff'), DEV_STAFF_PASSWORD)
  operator = staffClient(t)
  await operator.password('operator', DEV_STAFF_PASSWORD)
  await operator.enrol()
})
afterAll(() => t.close())

type Shopper = Awaited<ReturnType<typeof createUser>>
async function shopper(): Promise<Shopper> {
  const u = await createUser(t)
  await fillCart(t, u.userId, store, [{ goodsId: sku, productId: sku, itemCount: 1, props: [] }])
  return u
}
const submit = (u: Shopper, body: Record<string, unknown> = {}) =>
  t.client.postJson(
    '/v1/market/order/submitPickup',
    { clientKey: randomUUID(), mchId: store, ...body },
    { token: u.token }
  )
const offered = async () =>
  (
    (await t.client.get('/v1/market/pickup/stores', { mchId: String(store) })).body
      .data as MarketPickupStore[]
  ).find((x) => x.id === store)!.points
const pointsOf = async (c: StaffClient = owner, mchId = store) =>
  (await c.get<AdminPickupPoints>('/deals/pickup-points', { merchantId: String(mchId) })).body
async function add(name: string, over: Record<string, unknown> = {}): Promise<AdminPickupPoint> {
  const r = await owner.post<AdminPickupPoint>('/deals/pickup-points/save', {
    merchantId: store,
    name,
    address: '澳門新馬路 125 號地下',
    hours: '10:00-21:00',
    ...over
  })
  expect(r.body.code).toBe('0000')
  return r.body.data
}
const rows = () => t.db.many('SELECT * FROM pickup_points ORDER BY id')

describe('pickup points', () => {
  it('without points an order is collected at the store’s counter, as before', async () => {
    expect(await offered()).toEqual([])
    const r = await submit(await shopper())
    expect(r.body.code).toBe('0000')
  })

  it('the checkout offers only active points; an order needs one of them and keeps it as it was', async () => {
    const desk = await add('地下服務台')
    const locker = await add('智能取貨櫃', { address: '新馬路 125 號側門', hours: '24 小時' })
    const gone = await add('舊服務台')
    const off = await owner.post<AdminPickupPoint>('/deals/pickup-points/save', {
      merchantId: store,
      id: gone.id,
      version: gone.version,
      name: gone.name,
      address: gone.address,
      hours: gone.hours,
      active: false
    })
    expect(off.body.data).toMatchObject({ active: false, version: 2 })
    expect((await pointsOf()).data.points.map((p) => [p.name, p.active])).toEqual([
      ['地下服務台', true],
      ['智能取貨櫃', true],
      ['舊服務台', false]
    ])
    expect(await offered()).toEqual([
      { id: desk.id, name: '地下服務台', address: '澳門新馬路 125 號地下', hours: '10:00-21:00' },
      { id: locker.id, name: '智能取貨櫃', address: '新馬路 125 號側門', hours: '24 小時' }
    ])

    const u = await shopper()
    expect((await submit(u)).body.code).toBe('VALIDATION')
    expect((await submit(u, { pickupPointId: gone.id })).body.code).toBe('NOT_FOUND')
    const placed = await submit(u, { pickupPointId: locker.id })
    expect(placed.body.code).toBe('0000')
    const orderId = (placed.body.data as { orderId: number }).orderId
    const pickupOf = async () =>
      ((await t.client.get(`/v1/store/order/${orderId}`, {}, { token: u.token })).body.data as OrderDetail)
        .pickup
    expect((await pickupOf())?.point).toEqual({
      id: locker.id,
      name: '智能取貨櫃',
      address: '新馬路 125 號側門',
      hours: '24 小時'
    })

    // the point renamed, then disabled: the order keeps what it was placed with
    const renamed = await owner.post<AdminPickupPoint>('/deals/pickup-points/save', {
      merchantId: store,
      id: locker.id,
      version: locker.version,
      name: '取貨櫃 B',
      address: '另一地址',
      hours: '09:00-18:00',
      active: false
    })
    expect(renamed.body.code).toBe('0000')
    expect((await pickupOf())?.point?.name).toBe('智能取貨櫃')
    expect((await offered()).map((p) => p.name)).toEqual(['地下服務台'])

    const audit = (await operator.get<Page<AuditEntry>>('/audit', { action: 'deals.pickup.update' })).body
      .data.list
    const entry = audit.find((e) => e.subjectId === String(locker.id))!
    expect(entry.before).toMatchObject({ name: '智能取貨櫃', active: true })
    expect(entry.after).toMatchObject({ name: '取貨櫃 B', active: false })
    expect(entry.merchantId).toBe(store)
  })

  it('a stale save is refused and the first stays; staff read but do not change; bad input changes nothing', async () => {
    const p = await add('收銀處')
    const first = await owner.post('/deals/pickup-points/save', { ...p, merchantId: store, name: '收銀處 1' })
    expect(first.body.code).toBe('0000')
    const second = await owner.post('/deals/pickup-points/save', {
      ...p,
      merchantId: store,
      name: '收銀處 2'
    })
    expect(second.body).toMatchObject({ code: 'STALE_VERSION', msg: STALE_PICKUP_POINT_MSG })
    expect((await pointsOf(staff)).code).toBe('0000')
    const before = await rows()
    expect(
      (
        await staff.post('/deals/pickup-points/save', {
          merchantId: store,
          name: 'x',
          address: 'y',
          hours: 'z'
        })
      ).body.code
    ).toBe('STAFF_FORBIDDEN')
    for (const bad of [
      { name: '', address: 'a', hours: 'h' },
      { name: 'n', address: '   ', hours: 'h' },
      { name: 'n\u0000', address: 'a', hours: 'h' },
      { name: 'x'.repeat(31), address: 'a', hours: 'h' },
      { name: 'n', address: 'a', hours: 'h', active: 'yes' },
      { name: 'n', address: 'a', hours: 'h', id: -1, version: 1 }
    ]) {
      expect((await owner.post('/deals/pickup-points/save', { merchantId: store, ...bad })).body.code).toBe(
        'VALIDATION'
      )
    }
    expect(await rows()).toEqual(before)
  })

  it('another store’s points answer like missing ones and change nothing (IDOR)', async () => {
    const theirs = (await t.db.one<{ id: number }>(
      `INSERT INTO pickup_points (merchant_id, name, address, hours) VALUES ($1, '他店櫃台', '別處', '10:00-20:00') RETURNING id`,
      [otherStore]
    ))!
    const before = await rows()
    for (const merchantId of [otherStore, 2147483647])
      expect((await pointsOf(owner, merchantId)).code).toBe('NOT_FOUND')
    for (const merchantId of [store, otherStore]) {
      const r = await owner.post('/deals/pickup-points/save', {
        merchantId,
        id: theirs.id,
        version: 1,
        name: '搶來的',
        address: 'x',
        hours: 'y',
        active: false
      })
      expect(r.body.code).toBe('NOT_FOUND')
    }
    // nor can a customer of this store choose it
    expect((await submit(await shopper(), { pickupPointId: theirs.id })).body.code).toBe('NOT_FOUND')
    expect(await rows()).toEqual(before)
  })
})
