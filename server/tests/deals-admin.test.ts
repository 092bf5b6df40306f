import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  STALE_DEAL_MSG,
  STALE_DELIVERY_SLOT_MSG,
  STALE_SLOT_MSG,
  type AdminDeal,
  type AdminDeliverySlot,
  type AdminDeliverySlots,
  type AdminDeals,
  type AdminSlots
} from '@lotus/contract/deals-admin'
import type { GroupMerchantDetail, ReservationSlot } from '@lotus/contract/group'
import { PAGE_BOOT_ID, parseBoot } from '@lotus/contract/page-boot'
import type { AuditEntry, Page } from '@lotus/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Services } from '../src/services.js'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { createUser, noonClock, ORDER_ENV, servicesOf } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Issue 37 point 3 (and 6, 7): the shop keeps its group-buying deals and reservation slots in the console;
 * customers see a change at once; a voucher already bought keeps its price and refund promise; nothing is lost or
 * half-saved. The test clock is 2026-11-22 12:00 in Macau.
 */
let t: TestApp
let s: Services
/** a restaurant with deals and reservation slots, and another group shop */
let shop: number
let other: number
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
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  s = servicesOf(t)
  shop = (await t.db.one<{ merchant_id: number }>(
    `SELECT merchant_id FROM reservation_slots r JOIN merchants m ON m.id = r.merchant_id
     WHERE m.chain IS NULL ORDER BY merchant_id LIMIT 1`
  ))!.merchant_id
  other = (await t.db.one<{ id: number }>(
    "SELECT id FROM merchants WHERE 'group' = ANY(verticals) AND id <> $1 AND chain IS NULL ORDER BY id LIMIT 1",
    [shop]
  ))!.id
  owner = staffClient(t)
  await owner.password(await accountOf(shop, 'owner'), DEV_STAFF_PASSWORD)
  await owner.enrol()
  staff = staffClient(t)
  await staff.login(await accountOf(shop, 'staff'), DEV_STAFF_PASSWORD)
  operator = staffClient(t)
  await operator.password('operator', DEV_STAFF_PASSWORD)
  await operator.enrol()
})
afterAll(() => t.close())

interface Env<T = unknown> {
  code: string
  msg: string
  data: T
}
const get = async <T>(url: string, params: Record<string, string | number>, token?: string) =>
  (
    await t.client.get(
      url,
      Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      token ? { token } : {}
    )
  ).body as Env<T>
const post = async <T>(url: string, body: object, token: string) =>
  (await t.client.postJson(url, body, { token })).body as Env<T>

const dealsOf = async (c: StaffClient = owner, mchId = shop) =>
  (await c.get<AdminDeals>('/deals', { merchantId: String(mchId) })).body
const customerDeals = async (mchId = shop) =>
  (await get<GroupMerchantDetail>('/tuan/merchant/detail', { id: mchId })).data.deals
const auditOf = async (action: string) =>
  (await operator.get<Page<AuditEntry>>('/audit', { action })).body.data.list

/** A deal's form as the console sends it. */
const form = (over: Record<string, unknown> = {}) => ({
  merchantId: shop,
  kind: 'combo',
  title: '秋日雙人套餐',
  description: '2 人適用',
  price: 16800,
  originalPrice: 23600,
  persons: 2,
  contents: [
    { name: '葡式焗鴨飯', count: 2, price: 8800 },
    { name: '凍檸茶', count: 2, price: 3000 }
  ],
  validFrom: '2026-11-22',
  validTo: '2026-12-31',
  weekdays: [],
  holidays: true,
  booking: false,
  perPersonLimit: 4,
  anytimeRefund: true,
  expiryRefund: true,
  ...over
})
const formOf = (d: AdminDeal, over: Record<string, unknown> = {}) =>
  form({
    id: d.id,
    version: d.version,
    kind: d.kind,
    title: d.title,
    description: d.description,
    price: d.price,
    originalPrice: d.originalPrice,
    persons: d.persons,
    contents: d.contents,
    validFrom: d.rules.validFrom,
    validTo: d.rules.validTo,
    weekdays: d.rules.weekdays,
    holidays: d.rules.holidays,
    booking: d.rules.booking,
    perPersonLimit: d.rules.perPersonLimit,
    anytimeRefund: d.rules.anytimeRefund,
    expiryRefund: d.rules.expiryRefund,
    ...over
  })

async function create(over: Record<string, unknown> = {}): Promise<AdminDeal> {
  const r = await owner.post<AdminDeal>('/deals/save', form(over))
  expect(r.body.code).toBe('0000')
  return r.body.data
}
async function publish(d: AdminDeal, published = true): Promise<AdminDeal> {
  const r = await owner.post<AdminDeal>('/deals/publish', {
    merchantId: shop,
    id: d.id,
    version: d.version,
    published
  })
  expect(r.body.code).toBe('0000')
  return r.body.data
}

async function richUser() {
  const u = await createUser(t)
  await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, $2, $3)', [
    u.userId,
    1_000_000,
    t.clock.now()
  ])
  return u
}
const balanceOf = async (userId: number) =>
  (await t.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance

interface Detail {
  status: string
  total: number
  codes: Array<{ id: number; state: string; price: number }>
  canRefund: boolean
}
/** A customer buys `count` of a deal and pays from the wallet. */
async function bought(dealId: number, count = 1) {
  const u = await richUser()
  const placed = await post<{ orderId: number; total: number }>(
    '/tuan/voucher/buy',
    { clientKey: randomUUID(), dealId, count },
    u.token
  )
  expect(placed.code).toBe('0000')
  await s.orderPayments.chargeWallet(u.userId, placed.data.orderId)
  const detail = async () =>
    (await get<Detail>('/tuan/order/detail', { id: placed.data.orderId }, u.token)).data
  return { u, orderId: placed.data.orderId, detail }
}

const snapshot = () =>
  t.db.many('SELECT * FROM group_deals WHERE merchant_id = ANY($1) ORDER BY id', [[shop, other]])
const slotSnapshot = () =>
  t.db.many('SELECT * FROM reservation_slots WHERE merchant_id = ANY($1) ORDER BY id', [[shop, other]])

describe('who sees and changes deals', () => {
  it('owners and staff of the shop read every deal with versions; another shop answers like a missing one', async () => {
    const mine = await dealsOf()
    expect(mine.code).toBe('0000')
    expect(mine.data.deals.length).toBeGreaterThan(0)
    expect(mine.data.deals[0]).toMatchObject({ version: 1, published: true })
    expect(mine.data.deals[0]!.rules).toMatchObject({ anytimeRefund: true, expiryRefund: true })
    expect((await dealsOf(staff)).code).toBe('0000')
    const theirs = await dealsOf(owner, other)
    expect(theirs.code).toBe('NOT_FOUND')
    expect(await dealsOf(owner, 2147483647)).toEqual(theirs)
    expect((await dealsOf(operator)).code).toBe('STAFF_FORBIDDEN')
  })

  it('shop staff cannot create, edit or publish a deal (owners only)', async () => {
    const before = await snapshot()
    const d = (await dealsOf()).data.deals[0]!
    expect((await staff.post('/deals/save', form())).body.code).toBe('STAFF_FORBIDDEN')
    expect((await staff.post('/deals/save', formOf(d, { price: 100 }))).body.code).toBe('STAFF_FORBIDDEN')
    expect(
      (
        await staff.post('/deals/publish', {
          merchantId: shop,
          id: d.id,
          version: d.version,
          published: false
        })
      ).body.code
    ).toBe('STAFF_FORBIDDEN')
    expect(await snapshot()).toEqual(before)
  })
})

describe('a deal from draft to sale', () => {
  it('a new deal waits unpublished; published, customers see and buy it at once; all in the audit log', async () => {
    const d = await create()
    expect(d).toMatchObject({ published: false, version: 1, sold: 0 })
    expect((await customerDeals()).some((x) => x.id === d.id)).toBe(false)
    expect((await get('/tuan/deal/detail', { id: d.id })).code).toBe('NOT_FOUND')
    const u = await richUser()
    const refused = await post(
      '/tuan/voucher/buy',
      { clientKey: randomUUID(), dealId: d.id, count: 1 },
      u.token
    )
    expect(refused.code).toBe('NOT_FOUND')

    const on = await publish(d)
    expect(on).toMatchObject({ published: true, version: 2 })
    const shown = (await customerDeals()).find((x) => x.id === d.id)
    expect(shown).toMatchObject({ title: '秋日雙人套餐', price: 16800, originalPrice: 23600, persons: 2 })
    expect(shown!.contents).toEqual([
      { name: '葡式焗鴨飯', count: 2, price: 8800 },
      { name: '凍檸茶', count: 2, price: 3000 }
    ])
    const { detail } = await bought(d.id, 2)
    expect((await detail()).codes.map((c) => c.price)).toEqual([16800, 16800])

    const created = (await auditOf('deals.deal.create')).find((e) => e.subjectId === String(d.id))!
    expect(created.after).toMatchObject({ title: '秋日雙人套餐', published: false })
    expect(created.merchantId).toBe(shop)
    const published = (await auditOf('deals.deal.publish')).find((e) => e.subjectId === String(d.id))!
    expect(published.before).toMatchObject({ published: false })
    expect(published.after).toMatchObject({ published: true })
  })

  it('its English and Portuguese titles are what readers of those see, at once; a save without them keeps them', async () => {
    const title = `秋日語言套餐 ${randomUUID().slice(0, 6)}`
    const d = await publish(
      await create({ title, titleEn: 'Autumn set for two', titlePt: 'Menu de outono para dois' })
    )
    expect(d).toMatchObject({ titleEn: 'Autumn set for two', titlePt: 'Menu de outono para dois' })
    const titleIn = async (l: string) =>
      (
        (
          await t.client.get(
            '/tuan/merchant/detail',
            { id: String(shop) },
            { headers: { 'accept-language': l } }
          )
        ).body.data as GroupMerchantDetail
      ).deals.find((x) => x.id === d.id)?.title
    expect(await titleIn('en')).toBe('Autumn set for two')
    expect(await titleIn('pt')).toBe('Menu de outono para dois')
    expect(await titleIn('zh-Hant-MO')).toBe(title)
    const kept = await owner.post<AdminDeal>(
      '/deals/save',
      form({ id: d.id, version: d.version, title, price: 15800 })
    )
    expect(kept.body.data).toMatchObject({ titleEn: 'Autumn set for two', price: 15800 })
    const cleared = await owner.post<AdminDeal>(
      '/deals/save',
      form({ id: d.id, version: kept.body.data.version, title, titleEn: '' })
    )
    expect(cleared.body.data).toMatchObject({ titleEn: '', titlePt: 'Menu de outono para dois' })
    expect(await titleIn('en')).toBe(title)
    for (const bad of ['x\u0000', 'x'.repeat(81), 7])
      expect((await owner.post('/deals/save', form({ titleEn: bad }))).body.code, String(bad)).toBe(
        'VALIDATION'
      )
  })

  it('a new price applies to the next purchase; a voucher already bought keeps its price and its total', async () => {
    const d = await publish(await create({ title: '改價測試套餐' }))
    const first = await bought(d.id)
    const before = await first.detail()
    const saved = await owner.post<AdminDeal>(
      '/deals/save',
      formOf(d, { price: 19800, originalPrice: 25000 })
    )
    expect(saved.body.code).toBe('0000')
    expect(saved.body.data).toMatchObject({ price: 19800, version: d.version + 1 })
    expect((await customerDeals()).find((x) => x.id === d.id)!.price).toBe(19800)
    const after = await first.detail()
    expect(after.total).toBe(before.total)
    expect(after.codes.map((c) => c.price)).toEqual([16800])
    const second = await bought(d.id)
    expect((await second.detail()).codes.map((c) => c.price)).toEqual([19800])
    const update = (await auditOf('deals.deal.update')).find((e) => e.subjectId === String(d.id))!
    expect(update.before).toMatchObject({ price: 16800 })
    expect(update.after).toMatchObject({ price: 19800 })
  })

  it('taken off sale: gone for customers, no new sale; vouchers bought stay usable and refundable', async () => {
    const d = await publish(await create({ title: '下架測試套餐' }))
    const b = await bought(d.id)
    await publish(d, false)
    expect((await customerDeals()).some((x) => x.id === d.id)).toBe(false)
    const u = await richUser()
    expect(
      (await post('/tuan/voucher/buy', { clientKey: randomUUID(), dealId: d.id, count: 1 }, u.token)).code
    ).toBe('NOT_FOUND')
    expect((await b.detail()).canRefund).toBe(true)
    expect((await post<Detail>('/tuan/order/refund', { id: b.orderId }, b.u.token)).data.status).toBe(
      'refunded'
    )
  })

  it('an expired deal cannot be published until its validity is moved', async () => {
    const d = await create({ validFrom: '2026-10-01', validTo: '2026-11-21' })
    const r = await owner.post('/deals/publish', {
      merchantId: shop,
      id: d.id,
      version: d.version,
      published: true
    })
    expect(r.body.code).toBe('VALIDATION')
    expect(r.body.msg).toContain('有效期')
    expect((await dealsOf()).data.deals.find((x) => x.id === d.id)!.published).toBe(false)
  })
})

describe('隨時退 and 過期自動退 drive the refunds', () => {
  it('without 隨時退 a voucher cannot be refunded by the customer', async () => {
    const d = await publish(await create({ title: '不設隨時退套餐', anytimeRefund: false }))
    expect((await customerDeals()).find((x) => x.id === d.id)!.rules.anytimeRefund).toBe(false)
    const b = await bought(d.id)
    const start = await balanceOf(b.u.userId)
    expect((await b.detail()).canRefund).toBe(false)
    const r = await post('/tuan/order/refund', { id: b.orderId }, b.u.token)
    expect(r.code).toBe('REFUND_STATE')
    expect(r.msg).toBe('此團購不設隨時退款')
    expect(await balanceOf(b.u.userId)).toBe(start)
    expect((await b.detail()).codes.map((c) => c.state)).toEqual(['unused'])
  })

  it('a flag changed after a purchase leaves that voucher with the promise it was bought under', async () => {
    const d = await publish(await create({ title: '改規則套餐' }))
    const b = await bought(d.id)
    const saved = await owner.post<AdminDeal>('/deals/save', formOf(d, { anytimeRefund: false }))
    expect(saved.body.code).toBe('0000')
    expect((await b.detail()).canRefund).toBe(true)
    expect((await post<Detail>('/tuan/order/refund', { id: b.orderId }, b.u.token)).data.status).toBe(
      'refunded'
    )
  })

  it('with 過期自動退 unused vouchers come back at the end of validity; without it they stay (no refund)', async () => {
    const auto = await publish(await create({ title: '過期自動退套餐', validTo: '2026-11-25' }))
    const keep = await publish(
      await create({
        title: '過期不退套餐',
        validTo: '2026-11-25',
        expiryRefund: false,
        anytimeRefund: false
      })
    )
    const a = await bought(auto.id)
    const k = await bought(keep.id)
    const [startA, startK] = [await balanceOf(a.u.userId), await balanceOf(k.u.userId)]
    t.clock.advance(5 * 86_400_000) // past 2026-11-25 in Macau
    try {
      await s.jobs.drain()
      await s.jobs.drain()
      expect(await balanceOf(a.u.userId)).toBe(startA + 16800)
      expect((await a.detail()).codes.map((c) => c.state)).toEqual(['expired'])
      expect(await balanceOf(k.u.userId)).toBe(startK)
      expect((await k.detail()).codes.map((c) => c.state)).toEqual(['unused'])
    } finally {
      t.clock.advance(-5 * 86_400_000)
    }
  })
})

describe('safe edits', () => {
  it('two owners save one deal: the second is refused as stale, the first stays', async () => {
    const d = await create({ title: '搶先儲存套餐' })
    const a = await owner.post<AdminDeal>('/deals/save', formOf(d, { price: 15000 }))
    expect(a.body.code).toBe('0000')
    const before = await snapshot()
    const b = await owner.post('/deals/save', formOf(d, { price: 14000 }))
    expect(b.res.statusCode).toBe(409)
    expect(b.body).toMatchObject({ code: 'STALE_VERSION', msg: STALE_DEAL_MSG })
    const stale = await owner.post('/deals/publish', {
      merchantId: shop,
      id: d.id,
      version: d.version,
      published: true
    })
    expect(stale.body.code).toBe('STALE_VERSION')
    expect(await snapshot()).toEqual(before)
    expect((await dealsOf()).data.deals.find((x) => x.id === d.id)!.price).toBe(15000)
  })

  it('bad input answers a documented code and saves nothing', async () => {
    const d = (await dealsOf()).data.deals[0]!
    const theirs = (await dealsOf(staffOf(other))).data?.deals?.[0]
    const before = await snapshot()
    const bad: Array<[Record<string, unknown>, string]> = [
      [form({ price: -1 }), 'VALIDATION'],
      [form({ price: 0 }), 'VALIDATION'],
      [form({ price: 1.5 }), 'VALIDATION'],
      [form({ price: 1e12 }), 'VALIDATION'],
      [form({ price: '100' }), 'VALIDATION'],
      [form({ price: 30000 }), 'VALIDATION'], // above the original price
      [form({ originalPrice: -5 }), 'VALIDATION'],
      [form({ title: 'a\u0000b' }), 'VALIDATION'],
      [form({ title: '\ud800' }), 'VALIDATION'],
      [form({ title: 'x'.repeat(41) }), 'VALIDATION'],
      [form({ contents: [{ name: '凍檸茶', count: -1, price: 100 }] }), 'VALIDATION'],
      [form({ contents: [{ name: '凍檸茶', count: 1, price: -100 }] }), 'VALIDATION'],
      [form({ contents: [] }), 'VALIDATION'], // a combo lists what it holds
      [form({ validFrom: '2026-12-01', validTo: '2026-11-30' }), 'VALIDATION'],
      [form({ validTo: '2026-02-30' }), 'VALIDATION'],
      [form({ weekdays: [1, 1] }), 'VALIDATION'],
      [form({ weekdays: [7] }), 'VALIDATION'],
      [form({ anytimeRefund: 'yes' }), 'VALIDATION'],
      [form({ extra: 1 }), 'VALIDATION'],
      [form({ merchantId: 0 }), 'VALIDATION'],
      [formOf(d, { version: undefined }), 'VALIDATION'],
      [form({ merchantId: other }), 'NOT_FOUND'],
      [formOf(d, { merchantId: other }), 'NOT_FOUND'],
      ...(theirs
        ? [[formOf(theirs, { merchantId: shop }), 'NOT_FOUND'] as [Record<string, unknown>, string]]
        : [])
    ]
    for (const [body, code] of bad) {
      const r = await owner.post('/deals/save', body)
      expect(r.body.code, JSON.stringify(body)).toBe(code)
      expect(r.res.statusCode).toBeLessThan(500)
    }
    if (theirs)
      expect(
        (
          await owner.post('/deals/publish', {
            merchantId: shop,
            id: theirs.id,
            version: theirs.version,
            published: false
          })
        ).body.code
      ).toBe('NOT_FOUND')
    expect(await snapshot()).toEqual(before)
  })
})

let otherStaff: StaffClient | undefined
function staffOf(mchId: number): StaffClient {
  if (mchId !== other) throw new Error('only the other shop')
  return otherStaff!
}
beforeAll(async () => {
  otherStaff = staffClient(t)
  await otherStaff.login(await accountOf(other, 'staff'), DEV_STAFF_PASSWORD)
})

describe('reservation slots', () => {
  const slotsOf = async (c: StaffClient = owner, mchId = shop) =>
    (await c.get<AdminSlots>('/deals/slots', { merchantId: String(mchId) })).body
  const customerSlots = async () =>
    (await get<ReservationSlot[]>('/tuan/reservation/slots', { mchId: shop })).data

  it('the shop reads its slots with places booked; staff read, another shop reads nothing', async () => {
    const r = await slotsOf()
    expect(r.code).toBe('0000')
    expect(r.data.slots.length).toBeGreaterThan(0)
    expect(r.data.slots[0]).toMatchObject({ booked: 0, version: 1 })
    expect((await slotsOf(staff)).code).toBe('0000')
    expect((await slotsOf(owner, other)).code).toBe('NOT_FOUND')
    const x = r.data.slots[0]!
    expect(
      (
        await staff.post('/deals/slots/save', {
          merchantId: shop,
          id: x.id,
          version: x.version,
          capacity: 9,
          deposit: 0
        })
      ).body.code
    ).toBe('STAFF_FORBIDDEN')
  })

  it('capacity goes up and down, customers see the places left at once, never below what is booked', async () => {
    const slot = (await slotsOf()).data.slots.find(
      (x) => x.startsAt * 1000 > t.clock.now() && x.deposit === 0
    )!
    const u = await createUser(t)
    const booked = await post<{ orderId: number }>(
      '/tuan/reservation/book',
      { clientKey: randomUUID(), slotId: slot.id, party: 2, name: '陳大文', phone: '66123456' },
      u.token
    )
    expect(booked.code).toBe('0000')
    const now = (await slotsOf()).data.slots.find((x) => x.id === slot.id)!
    expect(now.booked).toBe(1)
    const up = await owner.post<{ capacity: number; version: number }>('/deals/slots/save', {
      merchantId: shop,
      id: slot.id,
      version: now.version,
      capacity: 12,
      deposit: 0
    })
    expect(up.body.data).toMatchObject({ capacity: 12, version: now.version + 1 })
    expect((await customerSlots()).find((x) => x.id === slot.id)!.left).toBe(11)

    const before = await slotSnapshot()
    const below = await owner.post('/deals/slots/save', {
      merchantId: shop,
      id: slot.id,
      version: up.body.data.version,
      capacity: 0,
      deposit: 0
    })
    expect(below.body).toMatchObject({ code: 'VALIDATION', msg: '此時段已有 1 個預訂，名額不可少於 1' })
    const stale = await owner.post('/deals/slots/save', {
      merchantId: shop,
      id: slot.id,
      version: now.version,
      capacity: 5,
      deposit: 0
    })
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', msg: STALE_SLOT_MSG })
    for (const body of [
      { merchantId: shop, id: slot.id, version: up.body.data.version, capacity: -1, deposit: 0 },
      { merchantId: shop, id: slot.id, version: up.body.data.version, capacity: 2, deposit: -100 },
      { merchantId: shop, id: slot.id, version: up.body.data.version, capacity: 1.5, deposit: 0 },
      { merchantId: shop, id: slot.id, version: up.body.data.version, capacity: 1e9, deposit: 0 }
    ])
      expect((await owner.post('/deals/slots/save', body)).body.code).toBe('VALIDATION')
    expect(await slotSnapshot()).toEqual(before)
    const audit = (await auditOf('deals.slot.update')).find((e) => e.subjectId === String(slot.id))!
    expect(audit.before).toMatchObject({ capacity: slot.capacity })
    expect(audit.after).toMatchObject({ capacity: 12 })
  })

  it('a new slot: customers can book it; one per day and time; not in the past; not in another shop', async () => {
    const add = (over: Record<string, unknown> = {}) =>
      owner.post<{ id: number; startsAt: number }>('/deals/slots/add', {
        merchantId: shop,
        day: '2026-11-24',
        time: '15:30',
        capacity: 4,
        deposit: 0,
        ...over
      })
    const made = await add()
    expect(made.body.code).toBe('0000')
    // 15:30 in Macau is 07:30 UTC
    expect(made.body.data.startsAt).toBe(Date.UTC(2026, 10, 24, 7, 30) / 1000)
    expect((await customerSlots()).find((x) => x.id === made.body.data.id)).toMatchObject({
      left: 4,
      time: '15:30'
    })
    const before = await slotSnapshot()
    expect((await add()).body).toMatchObject({ code: 'VALIDATION', msg: '2026-11-24 15:30 已有時段' })
    expect((await add({ day: '2026-11-21' })).body.code).toBe('VALIDATION')
    expect((await add({ time: '24:00' })).body.code).toBe('VALIDATION')
    expect((await add({ day: '2026-13-01' })).body.code).toBe('VALIDATION')
    expect((await add({ merchantId: other })).body.code).toBe('NOT_FOUND')
    expect((await add({ capacity: -1 })).body.code).toBe('VALIDATION')
    expect(await slotSnapshot()).toEqual(before)
  })
})

describe('the pre-rendered first screen', () => {
  it("a group shop's page, served again after a deal is published, carries the deal (no restart, no waiting)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lotus-deals-boot-'))
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"><title>lotus</title>' +
        '<script defer="defer" src="/js/app.v1.js"></script><link href="/css/app.v1.css" rel="stylesheet"></head>' +
        '<body><div id="app"></div></body></html>'
    )
    writeFileSync(
      path.join(dir, 'route-chunks.json'),
      JSON.stringify({ '/group/mch-info/mch-info': ['/js/9396.bb.js'] })
    )
    const app = await createTestApp({ env: { STATIC_DIR: dir } })
    try {
      const c = staffClient(app)
      const who = await app.db.one<{ username: string }>(
        `SELECT a.username FROM staff_accounts a JOIN staff_shops x ON x.staff_id = a.id
         WHERE x.merchant_id = $1 AND a.role = 'owner' LIMIT 1`,
        [shop]
      )
      await c.password(who!.username, DEV_STAFF_PASSWORD)
      await c.enrol()
      const shown = async () => {
        const html = (await app.app.inject({ method: 'GET', url: `/group/mch-info/mch-info?id=${shop}` }))
          .body
        const raw = new RegExp(`<script id="${PAGE_BOOT_ID}" type="application/json">([^<]*)</script>`).exec(
          html
        )
        const detail = parseBoot(raw![1]!)!.entries.find(
          (e) => e.key[0] === 'group' && e.key[1] === 'merchant'
        )?.data as GroupMerchantDetail | undefined
        return detail!.deals.map((d) => d.title)
      }
      const made = await c.post<AdminDeal>('/deals/save', form({ title: '首屏測試套餐' }))
      expect(made.body.code).toBe('0000')
      expect(await shown()).not.toContain('首屏測試套餐')
      const on = await c.post('/deals/publish', {
        merchantId: shop,
        id: made.body.data.id,
        version: made.body.data.version,
        published: true
      })
      expect(on.body.code).toBe('0000')
      expect(await shown()).toContain('首屏測試套餐')
    } finally {
      await app.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('supermarket delivery slots', () => {
  it('a store owner changes a slot’s capacity for the coming days; never below the orders booked in it', async () => {
    const plan = (await t.db.one<{ store_id: number; slot: string }>(
      'SELECT store_id, slot FROM slot_plans ORDER BY store_id, slot LIMIT 1'
    ))!
    const store = plan.store_id
    const c = staffClient(t)
    await c.password(await accountOf(store, 'owner'), DEV_STAFF_PASSWORD)
    await c.enrol()
    const read = async () =>
      (await c.get<AdminDeliverySlots>('/deals/delivery-slots', { merchantId: String(store) })).body
    const first = await read()
    expect(first.code).toBe('0000')
    const row = first.data.slots.find((x) => x.slot === plan.slot)!
    expect(row.version).toBe(1)
    const tomorrow = first.data.dates[1]!
    // three orders booked tomorrow in that slot
    for (let i = 0; i < 3; i++)
      await t.db.tx((tx) =>
        s.slots.hold(tx, { storeId: store, date: tomorrow, slot: plan.slot, ref: `test:${randomUUID()}` })
      )
    const booked = (await read()).data.slots.find((x) => x.slot === plan.slot)!
    expect(booked.booked[tomorrow]).toBe(3)

    const save = (capacity: number, version = booked.version, merchantId = store) =>
      c.post<AdminDeliverySlot>('/deals/delivery-slots/save', {
        merchantId,
        slot: plan.slot,
        version,
        capacity
      })
    const before = await t.db.many('SELECT * FROM slot_plans WHERE store_id = $1 ORDER BY slot', [store])
    const below = await save(2)
    expect(below.body).toMatchObject({
      code: 'VALIDATION',
      msg: '已有 3 張訂單預約此配送時段，名額不可少於 3'
    })
    expect((await save(3, booked.version, shop)).body.code).toBe('NOT_FOUND')
    expect((await save(-1)).body.code).toBe('VALIDATION')
    expect(
      (
        await c.post('/deals/delivery-slots/save', {
          merchantId: store,
          slot: '25:00-26:00',
          version: 1,
          capacity: 3
        })
      ).body.code
    ).toBe('VALIDATION')
    expect(await t.db.many('SELECT * FROM slot_plans WHERE store_id = $1 ORDER BY slot', [store])).toEqual(
      before
    )

    const ok = await save(3)
    expect(ok.body.data).toMatchObject({ capacity: 3, version: booked.version + 1 })
    // the customer's slot list: tomorrow's slot is now full
    const shown = await s.slots.list(store, tomorrow)
    expect(shown.find((x) => x.slot === plan.slot)).toMatchObject({ capacity: 3, left: 0, reason: '已約滿' })
    const stale = await save(10)
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', msg: STALE_DELIVERY_SLOT_MSG })
    const audit = (await auditOf('deals.delivery.update')).find((e) => e.merchantId === store)!
    expect(audit.before).toMatchObject({ capacity: row.capacity })
    expect(audit.after).toMatchObject({ capacity: 3 })
  })
})
