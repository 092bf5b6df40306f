import { randomUUID } from 'node:crypto'
import type { CartCalc } from '@lotus/contract/cart'
import type { MerchantDetail } from '@lotus/contract/merchant'
import { PAUSED_UNTIL_RESUMED } from '@lotus/contract/open-hours'
import { STALE_SHOP_MSG, type ActivityPreview, type ShopSettings } from '@lotus/contract/shop-admin'
import type { AuditEntry, Page } from '@lotus/contract/staff'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { buyer, near, noonClock, ORDER_ENV, setupShop, type Shop } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Issue 37 point 2 (with points 6 and 7): the shop runs its hours, holidays, busy pause, delivery numbers,
 * announcement, activities and shop cards from the console; customers see each change at once, every change is
 * audited, a stale save is refused, bad input and other shops' ids change nothing. The clock is 12:00 Macau time.
 */
let t: TestApp
let shop: Shop
let other: Shop
let owner: StaffClient
let staff: StaffClient
let operator: StaffClient

async function accountOf(mchId: number, role: 'owner' | 'staff'): Promise<string> {
  const r = await t.db.one<{ username: string }>(
    `SELECT a.username FROM staff_accounts a JOIN staff_shops s ON s.staff_id = a.id
     WHERE s.merchant_id = $1 AND a.role = $2 ORDER BY a.id LIMIT 1`,
    [mchId, role]
  )
  return r!.username
}

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupShop(t)
  other = await setupShop(t)
  owner = staffClient(t)
  await owner.password(await accountOf(shop.mchId, 'owner'), DEV_STAFF_PASSWORD)
  await owner.enrol()
  staff = staffClient(t)
  await staff.login(await accountOf(shop.mchId, 'staff'), DEV_STAFF_PASSWORD)
  operator = staffClient(t)
  await operator.password('operator', DEV_STAFF_PASSWORD)
  await operator.enrol()
})
afterAll(() => t.close())

const settings = async (c: StaffClient = owner, mchId = shop.mchId) =>
  (await c.get<ShopSettings>('/shop', { merchantId: String(mchId) })).body
const current = async () => (await settings()).data
/** What the customer's shop page reads (the same answer its pre-rendered first screen carries). */
const customerShop = async (mchId = shop.mchId) =>
  (await t.client.get(`/v1/store/merchant/${mchId}`)).body.data as MerchantDetail
const auditOf = async (action: string) =>
  (await operator.get<Page<AuditEntry>>('/audit', { action })).body.data.list
const shopRow = () =>
  t.db.one(
    `SELECT open_hours, holidays, paused_until, delivery_fee, min_order, pack_fee, delivery_range_m, delivery_minutes,
            notice, activities, settings_version FROM merchants WHERE id = $1`,
    [shop.mchId]
  )
const otherRow = () => t.db.one('SELECT * FROM merchants WHERE id = $1', [other.mchId])
const quote = async (token: string) =>
  (
    await t.client.postJson(
      '/v2/wm/cart/calc',
      { mchId: shop.mchId, ...near(shop), couponId: 0, redEnvelopeId: 0 },
      { token }
    )
  ).body.data as CartCalc
const submit = async (b: { token: string; addressId: number }, deliveryTime?: number) =>
  (
    await t.client.postJson(
      '/v1/store/order/submit',
      {
        clientKey: randomUUID(),
        mchId: shop.mchId,
        addressId: b.addressId,
        ...(deliveryTime ? { deliveryTime } : {})
      },
      { token: b.token }
    )
  ).body as { code: string; msg: string }
/** Epoch seconds of HH:MM Macau time on 2026-11-22 (+ days). */
const macau = (hhmm: string, days = 0) => Date.parse(`2026-11-${22 + days}T${hhmm}:00+08:00`) / 1000

const hours = async (ranges: Array<{ from: string; to: string }>, holidays: string[] = [], c = owner) =>
  (
    await c.post<ShopSettings>('/shop/hours', {
      merchantId: shop.mchId,
      version: (await current()).version,
      ranges,
      holidays
    })
  ).body

beforeEach(async () => {
  // every test starts open all day, unpaused, with no holiday and no minimum order
  await t.db.query(
    `UPDATE merchants SET open_hours = '', holidays = '{}', paused_until = NULL, min_order = 0 WHERE id = $1`,
    [shop.mchId]
  )
  // a write through the server too, so its read cache of the shop's row is dropped as after any real change
  expect((await owner.post('/shop/resume', { merchantId: shop.mchId })).body.code).toBe('0000')
})

describe('reading the settings', () => {
  it('owners and staff of the shop read them with a version; other shops answer NOT_FOUND', async () => {
    const s = await settings()
    expect(s.code).toBe('0000')
    expect(s.data).toMatchObject({
      merchantId: shop.mchId,
      openNow: true,
      closedText: null,
      pausedUntil: null
    })
    expect(s.data.version).toBeGreaterThanOrEqual(1)
    expect((await settings(staff)).code).toBe('0000')
    const theirs = await settings(owner, other.mchId)
    expect(theirs.code).toBe('NOT_FOUND')
    expect(await settings(owner, 2147483647)).toEqual(theirs)
    expect((await settings(operator)).code).toBe('STAFF_FORBIDDEN')
  })
})

describe('opening hours and holidays', () => {
  it('hours that close the shop now: the customer sees 休息中 at once, quotes and checkout refuse; audited', async () => {
    const b = await buyer(t, shop)
    expect((await customerShop()).isOpen).toBe(true)
    const r = await hours([{ from: '17:00', to: '22:00' }])
    expect(r.code).toBe('0000')
    expect(r.data).toMatchObject({
      openHours: '17:00-22:00',
      openNow: false,
      closedText: '休息中，今日 17:00 開始營業'
    })
    expect((await customerShop()).isOpen).toBe(false)
    const q = await quote(b.token)
    expect(q.result.canSubmit).toBe(false)
    expect(q.warnMsg).toContain('商家休息中')
    expect((await submit(b)).code).toBe('MERCHANT_CLOSED')
    const entry = (await auditOf('shop.hours.save'))[0]!
    expect(entry).toMatchObject({ merchantId: shop.mchId, subjectId: String(shop.mchId) })
    expect(entry.before).toMatchObject({ openHours: '' })
    expect(entry.after).toMatchObject({ openHours: '17:00-22:00' })
    // and open again
    expect(
      (
        await hours([
          { from: '10:00', to: '14:00' },
          { from: '17:00', to: '22:00' }
        ])
      ).data.openNow
    ).toBe(true)
    expect((await customerShop()).isOpen).toBe(true)
  })

  it('a holiday today closes the shop; a booked time on a holiday is refused; past days are dropped', async () => {
    const b = await buyer(t, shop)
    const r = await hours([{ from: '09:00', to: '22:00' }], ['2026-11-22', '2026-11-24', '2026-11-01'])
    expect(r.code).toBe('0000')
    expect(r.data.holidays).toEqual(['2026-11-22', '2026-11-24'])
    expect(r.data.closedText).toBe('休息中，今日公休，明日 09:00 開始營業')
    const shown = await customerShop()
    expect(shown).toMatchObject({ isOpen: false, holidays: ['2026-11-22', '2026-11-24'] })
    expect((await submit(b)).code).toBe('MERCHANT_CLOSED')
    // tomorrow is open: a booked time then is taken; the day after is a holiday
    const refused = await submit(await buyer(t, shop), macau('12:00', 2))
    expect(refused).toMatchObject({ code: 'DELIVERY_TIME_CLOSED', msg: expect.stringContaining('公休') })
    await hours([{ from: '09:00', to: '22:00' }], ['2026-11-24'])
    expect((await submit(await buyer(t, shop), macau('12:00', 1))).code).toBe('0000')
  })

  it('bad hours or days: VALIDATION and nothing saved', async () => {
    const before = await shopRow()
    const v = (await current()).version
    const bad: unknown[] = [
      { ranges: [] },
      { ranges: [{ from: '24:00', to: '10:00' }] },
      { ranges: [{ from: '9:00', to: '10:00' }] },
      {
        ranges: [
          { from: '10:00', to: '10:00' },
          { from: '12:00', to: '13:00' }
        ]
      },
      {
        ranges: [
          { from: '10:00', to: '12:00' },
          { from: '10:00', to: '13:00' }
        ]
      },
      { ranges: Array.from({ length: 5 }, (_, i) => ({ from: `0${i}:00`, to: `0${i}:30` })) },
      { ranges: [{ from: '10:00', to: '12:00' }], holidays: ['2026-02-30'] },
      { ranges: [{ from: '10:00', to: '12:00' }], holidays: ['2026-12-01', '2026-12-01'] },
      { ranges: [{ from: '10:00', to: '12:00' }], holidays: ['2026-12-01\u0000'] },
      {
        ranges: [{ from: '10:00', to: '12:00' }],
        holidays: Array.from({ length: 61 }, (_, i) => `2027-01-${i}`)
      },
      { ranges: '10:00-12:00' }
    ]
    for (const b of bad) {
      const r = await owner.post('/shop/hours', { merchantId: shop.mchId, version: v, ...(b as object) })
      expect(r.body.code, JSON.stringify(b)).toBe('VALIDATION')
    }
    expect(await shopRow()).toEqual(before)
  })

  it('two people saving from the same version: the second is refused with a clear message, the first kept', async () => {
    const v = (await current()).version
    const first = await owner.post('/shop/hours', {
      merchantId: shop.mchId,
      version: v,
      ranges: [{ from: '08:00', to: '20:00' }]
    })
    expect(first.body.code).toBe('0000')
    const second = await owner.post('/shop/notice', { merchantId: shop.mchId, version: v, notice: '後來的' })
    expect(second.body).toMatchObject({ code: 'STALE_VERSION', msg: STALE_SHOP_MSG })
    const now = await current()
    expect(now.openHours).toBe('08:00-20:00')
    expect(now.notice).not.toBe('後來的')
  })
})

describe('the busy pause', () => {
  it('staff pause 30 minutes: 休息中 until then, booked times inside refused; it ends by itself', async () => {
    const v = (await current()).version
    const r = await staff.post<ShopSettings>('/shop/pause', { merchantId: shop.mchId, minutes: 30 })
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({ openNow: false, closedText: '休息中，暫停營業至 12:30', version: v })
    expect((await customerShop()).isOpen).toBe(false)
    const b = await buyer(t, shop)
    expect((await quote(b.token)).result.canSubmit).toBe(false)
    expect((await submit(b)).code).toBe('MERCHANT_CLOSED')
    expect((await auditOf('shop.pause.start'))[0]!.after).toMatchObject({ minutes: 30 })
    t.clock.advance(31 * 60_000)
    try {
      expect((await customerShop()).isOpen).toBe(true)
      expect((await submit(await buyer(t, shop))).code).toBe('0000')
    } finally {
      t.clock.advance(-31 * 60_000)
    }
  })

  it('until resumed: closed until the shop resumes, then open at once', async () => {
    const r = await owner.post<ShopSettings>('/shop/pause', { merchantId: shop.mchId, minutes: null })
    expect(r.body.data).toMatchObject({ pausedUntil: PAUSED_UNTIL_RESUMED, closedText: '休息中，暫停營業' })
    expect((await customerShop()).isOpen).toBe(false)
    // a booked time tomorrow is inside the pause too
    expect((await submit(await buyer(t, shop), macau('12:00', 1))).code).toBe('DELIVERY_TIME_CLOSED')
    const resumed = await staff.post<ShopSettings>('/shop/resume', { merchantId: shop.mchId })
    expect(resumed.body.data).toMatchObject({ pausedUntil: null, openNow: true })
    expect((await customerShop()).isOpen).toBe(true)
    expect((await auditOf('shop.pause.end'))[0]!.before).toMatchObject({ pausedUntil: PAUSED_UNTIL_RESUMED })
  })

  it('staff may pause but change nothing else; another shop is NOT_FOUND', async () => {
    const v = (await current()).version
    expect((await hours([{ from: '10:00', to: '11:00' }], [], staff)).code).toBe('STAFF_FORBIDDEN')
    expect(
      (await staff.post('/shop/notice', { merchantId: shop.mchId, version: v, notice: 'x' })).body.code
    ).toBe('STAFF_FORBIDDEN')
    const before = await otherRow()
    expect((await staff.post('/shop/pause', { merchantId: other.mchId, minutes: 30 })).body.code).toBe(
      'NOT_FOUND'
    )
    expect((await owner.post('/shop/resume', { merchantId: other.mchId })).body.code).toBe('NOT_FOUND')
    expect((await staff.post('/shop/pause', { merchantId: shop.mchId, minutes: 45 })).body.code).toBe(
      'VALIDATION'
    )
    expect(await otherRow()).toEqual(before)
  })
})

describe('delivery numbers and the announcement', () => {
  it('fee, minimum and packing fee are what the next quote charges; the notice is on the shop page', async () => {
    const b = await buyer(t, shop, 1)
    const s = await current()
    const r = await owner.post<ShopSettings>('/shop/delivery', {
      merchantId: shop.mchId,
      version: s.version,
      deliveryFee: 1200,
      minOrder: shop.price + 100,
      packFee: 300,
      deliveryRangeM: 3000,
      deliveryMinutes: 40
    })
    expect(r.body.code).toBe('0000')
    await t.db.query('DELETE FROM time_fee_bands WHERE merchant_id = $1', [shop.mchId])
    const q = await quote(b.token)
    expect(q.result).toMatchObject({
      packFee: 300,
      deliveryFee: 1200,
      minOrder: shop.price + 100,
      gapToMin: 100
    })
    expect(q.result.canSubmit).toBe(false)
    expect((await submit(b)).code).toBe('BELOW_MIN_ORDER')
    expect((await auditOf('shop.delivery.save'))[0]!.after).toMatchObject({ deliveryFee: 1200, packFee: 300 })

    const n = await owner.post('/shop/notice', {
      merchantId: shop.mchId,
      version: r.body.data.version,
      notice: ' 颱風天暫停外送 '
    })
    expect(n.body.code).toBe('0000')
    expect((await customerShop()).notice).toBe('颱風天暫停外送')
  })

  it('negative, fractional, huge or wrongly typed numbers and bad text: VALIDATION, nothing saved', async () => {
    const s = await current()
    const good = {
      merchantId: shop.mchId,
      version: s.version,
      deliveryFee: 500,
      minOrder: 0,
      packFee: 0,
      deliveryRangeM: 3000,
      deliveryMinutes: 30
    }
    const before = await shopRow()
    for (const bad of [
      { deliveryFee: -1 },
      { minOrder: -100 },
      { packFee: 12.5 },
      { deliveryFee: 100_01 },
      { deliveryRangeM: 1e9 },
      { deliveryRangeM: 0 },
      { deliveryMinutes: '30' },
      { deliveryFee: null },
      { extra: 1 }
    ]) {
      const r = await owner.post('/shop/delivery', { ...good, ...bad })
      expect(r.body.code, JSON.stringify(bad)).toBe('VALIDATION')
    }
    for (const notice of ['a\u0000b', 'x\uD800', '長'.repeat(201), 5]) {
      const r = await owner.post('/shop/notice', { merchantId: shop.mchId, version: s.version, notice })
      expect(r.body.code).toBe('VALIDATION')
    }
    expect(await shopRow()).toEqual(before)
  })
})

describe('activities', () => {
  it('the preview prices a sample cart as the checkout then does, before anything is saved', async () => {
    const b = await buyer(t, shop, 2)
    const s = await current()
    const activities = [
      { type: 'full_reduction', threshold: 4000, reduce: 800 },
      { type: 'discount', rate: 90 },
      { type: 'delivery_free', threshold: 0 }
    ]
    const p = await owner.post<ActivityPreview>('/shop/activities/preview', {
      merchantId: shop.mchId,
      activities,
      lines: [{ goodsId: shop.goodsId, count: 2 }]
    })
    expect(p.body.code).toBe('0000')
    const goods = shop.price * 2
    const off = 800 + Math.floor(goods / 10)
    expect(p.body.data).toMatchObject({ goodsAmount: goods, deliveryFee: 0 })
    expect(p.body.data.totalBefore - p.body.data.total).toBeGreaterThanOrEqual(off)
    expect(p.body.data.feeLines.map((l) => l.label)).toEqual(
      expect.arrayContaining(['滿減（滿40減8）', '全單9折'])
    )
    // nothing saved by the preview
    expect((await current()).activities).toEqual(s.activities)
    const saved = await owner.post<ShopSettings>('/shop/activities', {
      merchantId: shop.mchId,
      version: s.version,
      activities
    })
    expect(saved.body.code).toBe('0000')
    const q = await quote(b.token)
    expect(q.result.total).toBe(p.body.data.total)
    expect(q.result.fullReduction).toBe(800)
    const shown = await customerShop()
    expect(shown.activities.map((a) => a.label)).toEqual(['滿40減8', '全單9折', '免配送費'])
    expect((await auditOf('shop.activities.save'))[0]!.after).toMatchObject({
      activities: expect.arrayContaining([expect.objectContaining({ type: 'discount', rate: 90 })])
    })
  })

  it('an order already placed keeps its price when activities change; a new customer gets the new-user cut', async () => {
    const placed = await buyer(t, shop, 1)
    expect(await submit(placed)).toMatchObject({ code: '0000' })
    const before = await t.db.many('SELECT id, total FROM orders WHERE merchant_id = $1 ORDER BY id', [
      shop.mchId
    ])
    const s = await current()
    const r = await owner.post('/shop/activities', {
      merchantId: shop.mchId,
      version: s.version,
      activities: [{ type: 'new_user', reduce: 500 }]
    })
    expect(r.body.code).toBe('0000')
    expect(
      await t.db.many('SELECT id, total FROM orders WHERE merchant_id = $1 ORDER BY id', [shop.mchId])
    ).toEqual(before)
    const fresh = await buyer(t, shop, 1)
    expect((await quote(fresh.token)).result.discount).toBe(500)
  })

  it('bad activities or a sample with another shop’s goods: refused, nothing saved', async () => {
    const s = await current()
    const before = await shopRow()
    for (const activities of [
      [{ type: 'full_reduction', threshold: 1000, reduce: 1000 }],
      [{ type: 'full_reduction', threshold: -1000, reduce: 100 }],
      [{ type: 'discount', rate: 100 }],
      [{ type: 'discount', rate: 10 }],
      [{ type: 'new_user', reduce: 0 }],
      [{ type: 'delivery_free', threshold: 100, extra: 1 }],
      [{ type: 'lottery' }],
      [
        { type: 'new_user', reduce: 100 },
        { type: 'new_user', reduce: 200 }
      ],
      Array.from({ length: 13 }, (_, i) => ({
        type: 'full_reduction',
        threshold: 1000 * (i + 2),
        reduce: 100
      }))
    ]) {
      const r = await owner.post('/shop/activities', {
        merchantId: shop.mchId,
        version: s.version,
        activities
      })
      expect(r.body.code, JSON.stringify(activities)).toBe('VALIDATION')
    }
    expect(await shopRow()).toEqual(before)
    const theirs = await owner.post('/shop/activities/preview', {
      merchantId: shop.mchId,
      activities: [],
      lines: [{ goodsId: other.goodsId, count: 1 }]
    })
    expect(theirs.body.code).toBe('VALIDATION')
    const otherShop = await owner.post('/shop/activities/preview', {
      merchantId: other.mchId,
      activities: [],
      lines: [{ goodsId: other.goodsId, count: 1 }]
    })
    expect(otherShop.body.code).toBe('NOT_FOUND')
  })
})

describe('shop cards', () => {
  const offer = async (token: string) =>
    (await t.client.get('/v1/shopCard/offer', { mchId: String(shop.mchId) }, { token })).body.data as {
      tiers: Array<{ id: number; pay: number; credit: number }>
    }

  it('a new denomination is on sale to customers; taken off, it is neither offered nor sold', async () => {
    const b = await buyer(t, shop)
    const s = await current()
    const r = await owner.post<ShopSettings>('/shop/card-tier', {
      merchantId: shop.mchId,
      version: s.version,
      pay: 30000,
      credit: 33000,
      onSale: true
    })
    expect(r.body.code).toBe('0000')
    const tier = r.body.data.cardTiers.find((c) => c.pay === 30000)!
    expect(tier).toMatchObject({ credit: 33000, onSale: true })
    expect((await offer(b.token)).tiers.map((x) => x.id)).toContain(tier.id)
    const off = await owner.post<ShopSettings>('/shop/card-tier', {
      merchantId: shop.mchId,
      version: r.body.data.version,
      id: tier.id,
      pay: 30000,
      credit: 33000,
      onSale: false
    })
    expect(off.body.code).toBe('0000')
    expect((await offer(b.token)).tiers.map((x) => x.id)).not.toContain(tier.id)
    const buy = await t.client.postJson(
      '/v1/shopCard/buy',
      { mchId: shop.mchId, tierId: tier.id, method: 'online' },
      { token: b.token }
    )
    expect(buy.body.code).toBe('NOT_FOUND')
    expect((await auditOf('shop.card.off'))[0]!).toMatchObject({ subjectId: String(tier.id) })
  })

  it('credit below the price, a repriced denomination, another shop’s tier: refused, nothing saved', async () => {
    const s = await current()
    const count = async () =>
      (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM shop_card_tiers'))!.n
    const n = await count()
    const base = { merchantId: shop.mchId, version: s.version, onSale: true }
    expect((await owner.post('/shop/card-tier', { ...base, pay: 10000, credit: 9000 })).body.code).toBe(
      'VALIDATION'
    )
    expect((await owner.post('/shop/card-tier', { ...base, pay: 10000, credit: 30000 })).body.code).toBe(
      'VALIDATION'
    )
    expect((await owner.post('/shop/card-tier', { ...base, pay: -100, credit: 100 })).body.code).toBe(
      'VALIDATION'
    )
    const theirs = await t.db.one<{ id: number }>(
      `INSERT INTO shop_card_tiers (merchant_id, pay, credit) VALUES ($1, 7700, 8000) RETURNING id`,
      [other.mchId]
    )
    const idor = await owner.post('/shop/card-tier', {
      ...base,
      id: theirs!.id,
      pay: 7700,
      credit: 8000,
      onSale: false
    })
    expect(idor.body.code).toBe('NOT_FOUND')
    expect(await count()).toBe(n + 1)
    expect(
      (await t.db.one<{ on_sale: boolean }>('SELECT on_sale FROM shop_card_tiers WHERE id = $1', [
        theirs!.id
      ]))!.on_sale
    ).toBe(true)
  })
})

describe('another shop', () => {
  it('every write naming another shop answers NOT_FOUND and changes nothing', async () => {
    const before = await otherRow()
    const v = (await current()).version
    const calls: Array<[string, unknown]> = [
      ['/shop/hours', { merchantId: other.mchId, version: v, ranges: [{ from: '10:00', to: '11:00' }] }],
      ['/shop/pause', { merchantId: other.mchId, minutes: null }],
      ['/shop/resume', { merchantId: other.mchId }],
      [
        '/shop/delivery',
        {
          merchantId: other.mchId,
          version: v,
          deliveryFee: 0,
          minOrder: 0,
          packFee: 0,
          deliveryRangeM: 3000,
          deliveryMinutes: 30
        }
      ],
      ['/shop/notice', { merchantId: other.mchId, version: v, notice: 'x' }],
      ['/shop/activities', { merchantId: other.mchId, version: v, activities: [] }],
      ['/shop/card-tier', { merchantId: other.mchId, version: v, pay: 100, credit: 100, onSale: true }]
    ]
    for (const [path, body] of calls) {
      expect((await owner.post(path, body)).body.code, path).toBe('NOT_FOUND')
    }
    expect(await otherRow()).toEqual(before)
  })
})
