import { randomUUID } from 'node:crypto'
import type { Campaign } from '@lotus/contract/campaign'
import type { Coupon } from '@lotus/contract/cart'
import type { Dashboard } from '@lotus/contract/dashboard'
import type { LimitedCoupon } from '@lotus/contract/limited-coupon'
import type { GiftAdmin, PlanPriceAdmin } from '@lotus/contract/marketing'
import { macauDay } from '@lotus/contract/macau-time'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { setPayPassword, topUp } from './helpers/account-fixtures.js'
import { buyer, createUser, noonClock, ORDER_ENV, setupShop, type Shop } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

/**
 * Issue 38 points 4, 6, 7: marketing's campaigns (budget, per-user limit, window, scope, issuing rules), promo
 * codes, gifts and plan prices; the dashboard. A campaign never issues past its count, its MOP budget or the
 * per-user limit, however many customers claim at once (this file runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL). Every change is audited; roles without the action are refused.
 */
let t: TestApp
let shop: Shop
const clients = new Map<string, StaffClient>()
const as = (who: string) => clients.get(who)!

const OPS_LOGINS = {
  super: 'operator',
  support: 'ops-support',
  marketing: 'ops-marketing',
  finance: 'ops-finance',
  content: 'ops-content'
} as const

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupShop(t, { stock: 500, price: 2000 })
  for (const [role, username] of Object.entries(OPS_LOGINS)) {
    const c = staffClient(t)
    await c.password(username, DEV_STAFF_PASSWORD)
    await c.enrol()
    clients.set(role, c)
  }
  const key = await t.db.one<{ seed_key: string }>('SELECT seed_key FROM merchants WHERE id = $1', [
    shop.mchId
  ])
  const owner = staffClient(t)
  await owner.password(`${key!.seed_key}-owner`, DEV_STAFF_PASSWORD)
  await owner.enrol()
  clients.set('shop owner', owner)
})
afterAll(() => t.close())

const nowS = () => Math.floor(t.clock.now() / 1000)

/** A campaign of marketing's, open now for a day unless told. */
async function campaign(over: Record<string, unknown> = {}): Promise<Campaign> {
  const r = await as('marketing').post<Campaign>('/marketing/campaigns', {
    name: '週末滿50減8',
    type: 'coupon',
    amount: 800,
    threshold: 5000,
    issueRule: 'claim',
    count: 100,
    perUser: 1,
    startsAt: nowS() - 60,
    endsAt: nowS() + 86_400,
    ...over
  })
  if (r.body.code !== '0000') throw new Error(JSON.stringify(r.body))
  return r.body.data
}

const claim = (token: string, batchId: number) =>
  t.client.postForm('/v1/market/coupon/claim', { batchId }, { token }).then((r) => r.body.code as string)
const redeem = (token: string, code: string) =>
  t.client.postJson('/v1/user/coupon/redeem', { code }, { token })
const centre = async (token?: string) =>
  (await t.client.get('/v1/market/coupon/list', {}, token ? { token } : {})).body.data as LimitedCoupon[]
const issuedOf = (id: number) =>
  t.db.one<{ n: number; users: number; worth: number; max_per_user: number }>(
    `SELECT COUNT(*)::int AS n, COUNT(DISTINCT user_id)::int AS users, COALESCE(SUM(amount), 0)::int AS worth,
       COALESCE(MAX(per), 0)::int AS max_per_user
     FROM (SELECT user_id, amount, COUNT(*) OVER (PARTITION BY user_id) AS per FROM coupons WHERE template_key = $1) x`,
    [`batch:${id}`]
  )
const auditOf = async (action: string, subjectId: number | string) =>
  (
    await as('super').get<{ list: Array<{ actorName: string; after: Record<string, unknown> }> }>('/audit', {
      action,
      subject: String(subjectId)
    })
  ).body.data.list

describe('roles', () => {
  const CLASSES: Array<{
    name: string
    call: (c: StaffClient) => ReturnType<StaffClient['get']>
    who: string[]
  }> = [
    { name: 'campaigns read', call: (c) => c.get('/marketing/campaigns'), who: ['super', 'marketing'] },
    {
      name: 'campaigns write',
      call: (c) => c.post('/marketing/campaigns/stop', { id: 2147483647 }),
      who: ['super', 'marketing']
    },
    { name: 'gifts', call: (c) => c.get('/marketing/gifts'), who: ['super', 'marketing'] },
    {
      name: 'plans write',
      call: (c) => c.post('/marketing/plans', { plan: 'month', price: 1500, originalPrice: 2000 }),
      who: ['super', 'marketing']
    },
    { name: 'dashboard', call: (c) => c.get('/dashboard'), who: ['super', 'finance', 'marketing'] }
  ]
  const ROLES = ['super', 'support', 'marketing', 'finance', 'content', 'shop owner'] as const
  it.each(ROLES.flatMap((role) => CLASSES.map((c) => ({ role, ...c }))))('$role: $name', async (c) => {
    const r = await c.call(as(c.role))
    if (c.who.includes(c.role)) expect(['0000', 'NOT_FOUND']).toContain(r.body.code)
    else expect(r.body).toMatchObject({ code: 'STAFF_FORBIDDEN' })
  })
})

describe('campaigns', () => {
  it('a claim campaign shows in the coupon centre; a customer claims it and holds the coupon; audited', async () => {
    const c = await campaign({ name: '全城外賣滿50減8', vertical: 'takeaway', budget: 80_000, count: null })
    expect(c).toMatchObject({
      total: 100,
      budget: 80_000,
      state: 'open',
      status: 'running',
      issueRule: 'claim'
    })
    const u = await createUser(t)
    expect((await centre(u.token)).find((b) => b.id === c.id)).toMatchObject({
      canClaim: true,
      left: 100,
      storeName: '全部外賣商家'
    })
    expect(await claim(u.token, c.id)).toBe('0000')
    expect(await claim(u.token, c.id)).toBe('LIMIT_EXCEEDED')
    const mine = (await t.client.get('/v1/user/coupon/list', { type: 'coupon' }, { token: u.token })).body
      .data as Coupon[]
    expect(mine.find((x) => x.name === '全城外賣滿50減8')).toMatchObject({
      amount: 800,
      vertical: 'takeaway'
    })
    const listed = (await as('marketing').get<Campaign[]>('/marketing/campaigns')).body.data
    expect(listed.find((x) => x.id === c.id)).toMatchObject({ claimed: 1, issued: 800 })
    expect(await auditOf('marketing.campaign.create', c.id)).toMatchObject([{ actorName: 'ops-marketing' }])
  })

  it('red envelopes are issued as red envelopes, for every vertical', async () => {
    const c = await campaign({ name: '雙十二紅包 MOP 12', type: 'redEnvelope', amount: 1200, threshold: 0 })
    const u = await createUser(t)
    expect(await claim(u.token, c.id)).toBe('0000')
    const held = (await t.client.get('/v1/user/coupon/list', { type: 'redEnvelope' }, { token: u.token }))
      .body.data as Coupon[]
    expect(held.find((x) => x.name === '雙十二紅包 MOP 12')).toMatchObject({ amount: 1200, vertical: null })
  })

  it('never issues past its MOP budget, its count or the per-user limit when many claim at once', async () => {
    // MOP 50 of MOP 10 coupons: 5, whatever the count says
    const c = await campaign({ amount: 1000, threshold: 0, count: 1000, budget: 5000, perUser: 2 })
    expect(c.total).toBe(5)
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser(t)))
    const codes = await Promise.all(users.flatMap((u) => [claim(u.token, c.id), claim(u.token, c.id)]))
    expect(codes.filter((x) => x === '0000')).toHaveLength(5)
    expect(codes.every((x) => ['0000', 'COUPON_SOLD_OUT', 'LIMIT_EXCEEDED'].includes(x))).toBe(true)
    const issued = await issuedOf(c.id)
    expect(issued).toMatchObject({ n: 5, worth: 5000 })
    expect(issued!.max_per_user).toBeLessThanOrEqual(2)
    const row = await t.db.one<{ claimed: number; issued: number }>(
      'SELECT claimed, issued FROM coupon_batches WHERE id = $1',
      [c.id]
    )
    expect(row).toEqual({ claimed: 5, issued: 5000 })

    // one customer tapping many times at once gets exactly the per-user limit
    const wide = await campaign({ amount: 500, threshold: 0, count: 50, perUser: 3 })
    const u = await createUser(t)
    const mine = await Promise.all(Array.from({ length: 10 }, () => claim(u.token, wide.id)))
    expect(mine.filter((x) => x === '0000')).toHaveLength(3)
    expect(await issuedOf(wide.id)).toMatchObject({ n: 3, users: 1 })
  }, 120_000)

  it('stopping takes it out of the coupon centre and refuses claims; issued coupons stay usable', async () => {
    const c = await campaign()
    const u = await createUser(t)
    expect(await claim(u.token, c.id)).toBe('0000')
    const stopped = await as('marketing').post<Campaign>('/marketing/campaigns/stop', { id: c.id })
    expect(stopped.body.data).toMatchObject({ status: 'stopped', state: 'ended', claimed: 1 })
    expect((await centre()).some((b) => b.id === c.id)).toBe(false)
    expect(await claim((await createUser(t)).token, c.id)).toBe('COUPON_INVALID')
    const held = (await t.client.get('/v1/user/coupon/list', { type: 'coupon' }, { token: u.token })).body
      .data as Coupon[]
    expect(held.some((x) => x.name === c.name)).toBe(true)
    // a second stop changes nothing and writes no second entry
    await as('marketing').post('/marketing/campaigns/stop', { id: c.id })
    expect(await auditOf('marketing.campaign.stop', c.id)).toHaveLength(1)
  })

  it('a shop-scoped campaign is for that shop; an upcoming one cannot be claimed yet', async () => {
    const c = await campaign({ merchantId: shop.mchId, vertical: 'takeaway' })
    expect(c).toMatchObject({ mchId: shop.mchId, vertical: 'takeaway' })
    const u = await createUser(t)
    expect(await claim(u.token, c.id)).toBe('0000')
    const held = (await t.client.get('/v1/user/coupon/list', { type: 'coupon' }, { token: u.token })).body
      .data as Coupon[]
    expect(held.find((x) => x.name === c.name)).toMatchObject({ mchId: shop.mchId })
    const later = await campaign({ startsAt: nowS() + 3600, endsAt: nowS() + 7200 })
    expect(await claim(u.token, later.id)).toBe('COUPON_NOT_STARTED')
  })

  it('new customers receive a newCustomer campaign until its budget is spent; login never fails for it', async () => {
    const c = await campaign({
      name: '新客見面禮',
      issueRule: 'newCustomer',
      amount: 700,
      count: 2,
      threshold: 0
    })
    expect((await centre()).some((b) => b.id === c.id)).toBe(false)
    const phones = ['62710001', '62710002', '62710003']
    const logins = []
    for (const p of phones) logins.push(await login(t, p))
    const got = await Promise.all(
      logins.map(async (l) => {
        const list = (await t.client.get('/v1/user/coupon/list', { type: 'coupon' }, { token: l.token })).body
          .data as Coupon[]
        return list.filter((x) => x.name === '新客見面禮').length
      })
    )
    expect(got).toEqual([1, 1, 0])
    expect(await issuedOf(c.id)).toMatchObject({ n: 2 })
  })

  it('bad input is refused with a clear message and changes nothing', async () => {
    const before = await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM coupon_batches')
    const base = {
      name: '錯誤',
      type: 'coupon',
      amount: 1000,
      issueRule: 'claim',
      count: 10,
      startsAt: nowS(),
      endsAt: nowS() + 3600
    }
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ count: null }, '請填寫數量或預算'],
      [{ endsAt: nowS() - 10 }, '結束時間須晚於開始時間'],
      [{ count: null, budget: 500 }, '預算不足以發出一張'],
      [{ type: 'redEnvelope', merchantId: shop.mchId }, '紅包為全平台通用，不可限定商家'],
      [{ issueRule: 'code' }, '兌換碼活動須填寫兌換碼或生成數量（其他活動不可填）'],
      [{ amount: -5 }, ''],
      [{ name: '' }, ''],
      [{ extra: 1 }, '']
    ]
    for (const [over, msg] of bad) {
      const r = await as('marketing').post('/marketing/campaigns', { ...base, ...over })
      expect(r.body.code, JSON.stringify(over)).toBe('VALIDATION')
      if (msg) expect(r.body.msg).toContain(msg)
    }
    const unknownShop = await as('marketing').post('/marketing/campaigns', {
      ...base,
      merchantId: 2147483647
    })
    expect(unknownShop.body.code).toBe('NOT_FOUND')
    const wrongVertical = await as('marketing').post('/marketing/campaigns', {
      ...base,
      merchantId: shop.mchId,
      vertical: 'supermarket'
    })
    expect(wrongVertical.body).toMatchObject({ code: 'VALIDATION', msg: '此商家不經營所選業務' })
    expect(await t.db.one('SELECT COUNT(*)::int AS n FROM coupon_batches')).toEqual(before)
  })
})

describe('promo codes', () => {
  it('a shared code gives each customer the coupon once, within the budget', async () => {
    const c = await campaign({
      name: '兌換碼紅包',
      type: 'redEnvelope',
      amount: 600,
      threshold: 0,
      issueRule: 'code',
      code: 'lotus2026',
      count: 2
    })
    expect(c).toMatchObject({ code: 'LOTUS2026', perUser: 1 })
    const [a, b, d] = await Promise.all([createUser(t), createUser(t), createUser(t)])
    const r = await redeem(a.token, ' Lotus2026 ')
    expect(r.body).toMatchObject({
      code: '0000',
      data: { type: 'redEnvelope', amount: 600, name: '兌換碼紅包' }
    })
    expect((await redeem(a.token, 'LOTUS2026')).body.code).toBe('LIMIT_EXCEEDED')
    expect((await redeem(b.token, 'LOTUS2026')).body.code).toBe('0000')
    expect((await redeem(d.token, 'LOTUS2026')).body.code).toBe('COUPON_SOLD_OUT')
    expect((await redeem(d.token, 'NOPE1234')).body.code).toBe('COUPON_CODE_INVALID')
    expect((await redeem(d.token, 'x!')).body.code).toBe('VALIDATION')
    expect((await t.client.postJson('/v1/user/coupon/redeem', { code: 'LOTUS2026' })).body.code).toBe('401')
    // a code campaign is not claimable in the coupon centre
    expect(await claim(d.token, c.id)).toBe('NOT_FOUND')
    // a code taken by another campaign is refused
    const dup = await as('marketing').post('/marketing/campaigns', {
      name: '重複',
      type: 'coupon',
      amount: 100,
      issueRule: 'code',
      code: 'LOTUS2026',
      count: 5,
      startsAt: nowS(),
      endsAt: nowS() + 60
    })
    expect(dup.body).toMatchObject({ code: 'VALIDATION', msg: '此兌換碼已被其他活動使用' })
  })

  it('single-use codes: of two customers redeeming one code at once, exactly one gets it', async () => {
    const c = await campaign({ issueRule: 'code', codeCount: 3, count: 10, threshold: 0 })
    const codes = (
      await as('marketing').get<Array<{ code: string; usedAt: number | null }>>(
        '/marketing/campaigns/codes',
        { id: String(c.id) }
      )
    ).body.data
    expect(codes).toHaveLength(3)
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(t)))
    const answers = await Promise.all(users.map((u) => redeem(u.token, codes[0]!.code)))
    expect(answers.filter((a) => a.body.code === '0000')).toHaveLength(1)
    expect(answers.filter((a) => a.body.code === 'COUPON_CODE_INVALID')).toHaveLength(5)
    const after = (
      await as('marketing').get<Array<{ code: string; usedAt: number | null }>>(
        '/marketing/campaigns/codes',
        { id: String(c.id) }
      )
    ).body.data
    expect(after.filter((x) => x.usedAt !== null).map((x) => x.code)).toEqual([codes[0]!.code])
    await as('marketing').post('/marketing/campaigns/stop', { id: c.id })
    expect((await redeem(users[0]!.token, codes[1]!.code)).body).toMatchObject({
      code: 'COUPON_CODE_INVALID',
      msg: '此兌換碼的活動已結束'
    })
  })
})

describe('gifts and plans', () => {
  it('a new gift appears in the points mall; stock never goes below 0; off sale hides it', async () => {
    const r = await as('marketing').post<GiftAdmin>('/marketing/gifts', {
      name: '蓮花保溫杯',
      points: 900,
      onSale: true,
      stockDelta: 5
    })
    expect(r.body.data).toMatchObject({ name: '蓮花保溫杯', stock: 5, onSale: true, photo: false })
    const id = r.body.data.id
    const mall = async () =>
      (
        (await t.client.get('/v1/points/mall/items', { kind: 'gift', pageSize: '50' })).body.data as {
          list: Array<{ id: number; stock: number }>
        }
      ).list.find((x) => x.id === id)
    expect(await mall()).toMatchObject({ stock: 5 })
    const over = await as('marketing').post('/marketing/gifts', {
      id,
      name: '蓮花保溫杯',
      points: 900,
      onSale: true,
      stockDelta: -6
    })
    expect(over.body).toMatchObject({ code: 'VALIDATION', msg: '庫存只剩 5，不可減少 6' })
    const off = await as('marketing').post<GiftAdmin>('/marketing/gifts', {
      id,
      name: '蓮花保溫杯',
      points: 1000,
      onSale: false,
      stockDelta: -2
    })
    expect(off.body.data).toMatchObject({ stock: 3, points: 1000, onSale: false })
    expect(await mall()).toBeUndefined()
    expect(await auditOf('marketing.gift.update', id)).toHaveLength(1)
    expect(
      (await as('marketing').post('/marketing/gifts', { id: 2147483647, name: 'x', points: 1, onSale: true }))
        .body.code
    ).toBe('NOT_FOUND')
  })

  it('a gift’s photo is shrunk, stored, shown in the mall and kept when the gift is edited', async () => {
    const g = (
      await as('marketing').post<GiftAdmin>('/marketing/gifts', {
        name: '蓮花帆布袋',
        points: 300,
        onSale: true,
        stockDelta: 10
      })
    ).body.data
    const bytes = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer()
    const boundary = `----lotus${randomUUID()}`
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`)
    ])
    const c = as('marketing')
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/marketing/gifts/photo?id=${g.id}`,
      headers: {
        cookie: c.cookie,
        'x-csrf-token': c.csrf,
        'content-type': `multipart/form-data; boundary=${boundary}`
      },
      payload
    })
    const up = res.json() as { code: string; data: GiftAdmin }
    expect(up).toMatchObject({ code: '0000', data: { photo: true } })
    expect(up.data.image).toMatch(/^\/api\/files\/[\w-]+$/)
    const mall = (
      (await t.client.get('/v1/points/mall/items', { kind: 'gift', pageSize: '50' })).body.data as {
        list: Array<{ id: number; image: string }>
      }
    ).list.find((x) => x.id === g.id)
    expect(mall?.image).toBe(up.data.image)
    const edited = await c.post<GiftAdmin>('/marketing/gifts', {
      id: g.id,
      name: '蓮花帆布袋',
      points: 350,
      onSale: true
    })
    expect(edited.body.data).toMatchObject({ points: 350, image: up.data.image, photo: true })
    expect(await auditOf('marketing.gift.photo', g.id)).toHaveLength(1)
  })

  it("a plan's new price applies to new purchases only", async () => {
    const early = await createUser(t)
    await setPayPassword(t, early.token)
    await topUp(t, early.token, 100_000)
    const placed = await t.client.postJson(
      '/v1/member/order',
      { plan: 'month', clientKey: randomUUID() },
      { token: early.token }
    )
    expect(placed.body.data).toMatchObject({ amount: 1500 })
    const r = await as('marketing').post<PlanPriceAdmin[]>('/marketing/plans', {
      plan: 'month',
      price: 1800,
      originalPrice: 2200
    })
    expect(r.body.data.find((p) => p.plan === 'month')).toMatchObject({ price: 1800, originalPrice: 2200 })
    const info = (await t.client.get('/v1/member/info', {}, { token: early.token })).body.data as {
      plans: Array<{ plan: string; price: number }>
    }
    expect(info.plans.find((p) => p.plan === 'month')?.price).toBe(1800)
    // the remote config the god-member pages read says the same (MEMBER_CFG's plans are not a stored copy)
    const cfg = JSON.parse((await t.client.get('/v1/commons/config')).body.data as string) as {
      MEMBER_CFG: { tiers: Array<{ id: string; price: number; originalPrice: number }> }
    }
    expect(cfg.MEMBER_CFG.tiers.find((x) => x.id === 'month')).toMatchObject({
      price: 1800,
      originalPrice: 2200
    })
    // the order placed before the change is paid afterwards at its own price
    const paid = await t.client.postJson(
      '/v1/member/order/pay/wallet',
      { id: (placed.body.data as { id: number }).id, password: '135790' },
      { token: early.token }
    )
    expect(paid.body.code).toBe('0000')
    const priceOf = (userId: number) =>
      t.db.one<{ price: number; total: number }>(
        `SELECT m.price, o.total::int AS total FROM memberships m JOIN orders o ON o.id = m.order_id
         WHERE m.user_id = $1`,
        [userId]
      )
    expect(await priceOf(early.userId)).toEqual({ price: 1500, total: 1500 })
    const late = await createUser(t)
    await setPayPassword(t, late.token)
    await topUp(t, late.token, 100_000)
    const bought = await t.client.postJson(
      '/v1/member/buy',
      { plan: 'month', password: '135790' },
      { token: late.token }
    )
    expect(bought.body.code).toBe('0000')
    expect(await priceOf(late.userId)).toEqual({ price: 1800, total: 1800 })
    const bad = await as('marketing').post('/marketing/plans', {
      plan: 'month',
      price: 3000,
      originalPrice: 2000
    })
    expect(bad.body.code).toBe('VALIDATION')
    expect(bad.body.msg).toContain('原價不可低於售價')
    await as('marketing').post('/marketing/plans', { plan: 'month', price: 1500, originalPrice: 2000 })
    const audited = (await auditOf('marketing.plan.price', 'month')).map((e) => e.after)
    expect(audited).toContainEqual({ price: 1800, originalPrice: 2200 })
  })
})

describe('dashboard', () => {
  /** A buyer's order submitted and paid from the wallet, as the app does it. */
  async function paidOrder(qty: number) {
    const b = await buyer(t, shop, qty)
    await setPayPassword(t, b.token)
    await topUp(t, b.token, 100_000)
    const sub = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
      { token: b.token }
    )
    const { orderId, total } = sub.body.data as { orderId: number; total: number }
    const pay = await t.client.postForm('/v1/pay/wallet', { orderId, password: '135790' }, { token: b.token })
    expect(pay.body.code).toBe('0000')
    return { ...b, orderId, total }
  }

  it('orders, takings, customers and refunds add up to the orders placed', async () => {
    const read = async (days = '7') => (await as('finance').get<Dashboard>('/dashboard', { days })).body.data
    const before = await read()
    const a = await paidOrder(2)
    const b = await paidOrder(1)
    const c = await t.client.postForm(
      '/v1/store/order/cancel',
      { id: b.orderId, reason: '等太久' },
      { token: b.token }
    )
    expect(c.body.data).toMatchObject({ refund: { status: 'approved' } })
    const after = await read()
    const today = macauDay(t.clock.now())
    const day = (d: Dashboard) => d.series.find((s) => s.day === today)!
    expect(after.orders - before.orders).toBe(2)
    expect(after.takings - before.takings).toBe(a.total + b.total)
    expect(after.activeCustomers - before.activeCustomers).toBe(2)
    expect(after.refunds - before.refunds).toBe(1)
    expect(after.refundAmount - before.refundAmount).toBe(b.total)
    expect(day(after).byVertical.takeaway!.takings - (day(before).byVertical.takeaway?.takings ?? 0)).toBe(
      a.total + b.total
    )
    // every figure is the sum of the orders paid in the period, and the parts add up to the whole
    const week = await t.db.one<{ n: number; sum: number; users: number }>(
      `SELECT COUNT(*)::int AS n, COALESCE(SUM(total), 0)::int AS sum, COUNT(DISTINCT user_id)::int AS users
       FROM orders WHERE paid_at >= $1`,
      [Date.parse(`${after.from}T00:00:00+08:00`)]
    )
    expect({ n: after.orders, sum: after.takings, users: after.activeCustomers }).toEqual(week)
    expect(after.series).toHaveLength(7)
    expect(after.series.reduce((s, d) => s + d.takings, 0)).toBe(after.takings)
    expect(after.verticals.reduce((s, v) => s + v.orders, 0)).toBe(after.orders)
    const month = await read('30')
    expect(month.series).toHaveLength(30)
    expect(month.takings).toBeGreaterThanOrEqual(after.takings)
    expect((await as('finance').get('/dashboard', { days: '9' })).body.code).toBe('VALIDATION')
  })
})
