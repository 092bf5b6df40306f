import type { Campaign } from '@lotus/contract/campaign'
import type { LimitedCoupon } from '@lotus/contract/limited-coupon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { createUser, noonClock, ORDER_ENV, setupShop, type Shop } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Issue 38 point 4: marketing edits a campaign (name, window, validity, count and budget — the budget only up, never
 * below what is issued —, per-user limit, scope) with the version it read, and resumes a stopped one. The coupon
 * centre shows what a customer may claim after each change; a shop's own batch is marked as the shop's and is not
 * the operators' to edit. Roles, bad input, stale versions, audit.
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
  shop = await setupShop(t, { stock: 50, price: 2000 })
  for (const [role, username] of Object.entries(OPS_LOGINS)) {
    const c = staffClient(t)
    await c.password(username, DEV_STAFF_PASSWORD)
    await c.enrol()
    clients.set(role, c)
  }
})
afterAll(() => t.close())

const nowS = () => Math.floor(t.clock.now() / 1000)

async function campaign(over: Record<string, unknown> = {}): Promise<Campaign> {
  const r = await as('marketing').post<Campaign>('/marketing/campaigns', {
    name: '週末滿50減8',
    type: 'coupon',
    amount: 800,
    threshold: 5000,
    issueRule: 'claim',
    count: 10,
    budget: 8000,
    perUser: 1,
    startsAt: nowS() - 60,
    endsAt: nowS() + 86_400,
    ...over
  })
  if (r.body.code !== '0000') throw new Error(JSON.stringify(r.body))
  return r.body.data
}

/** The edit form's values for `c`, changed by `over`. */
const edit = (c: Campaign, over: Record<string, unknown> = {}) => ({
  id: c.id,
  version: c.version,
  name: c.name,
  vertical: c.vertical,
  merchantId: c.mchId,
  count: c.total,
  budget: c.budget,
  perUser: c.perUser,
  startsAt: c.startsAt,
  endsAt: c.endsAt,
  validDays: c.validDays,
  ...over
})
const update = (body: Record<string, unknown>, who = 'marketing') =>
  as(who).post<Campaign>('/marketing/campaigns/update', body)
const claim = (token: string, batchId: number) =>
  t.client.postForm('/v1/market/coupon/claim', { batchId }, { token }).then((r) => r.body.code as string)
const centre = async () => (await t.client.get('/v1/market/coupon/list', {})).body.data as LimitedCoupon[]
const rowOf = (id: number) =>
  t.db.one<{ name: string; total: number; budget: number | null; per_user: number; version: number }>(
    'SELECT name, total, budget, per_user, version FROM coupon_batches WHERE id = $1',
    [id]
  )
const auditOf = async (action: string, subjectId: number) =>
  (
    await as('super').get<{
      list: Array<{ before: Record<string, unknown>; after: Record<string, unknown> }>
    }>('/audit', { action, subject: String(subjectId) })
  ).body.data.list

describe('roles', () => {
  const ROLES = ['super', 'support', 'marketing', 'finance', 'content'] as const
  it.each(ROLES)('%s: edit and resume', async (role) => {
    const c = await campaign()
    const edited = await update(edit(c, { name: `${role} 改名` }), role)
    const resumed = await as(role).post('/marketing/campaigns/resume', { id: c.id })
    if (role === 'super' || role === 'marketing') {
      expect(edited.body.code).toBe('0000')
      expect(resumed.body.code).toBe('0000')
    } else {
      expect(edited.body.code).toBe('STAFF_FORBIDDEN')
      expect(resumed.body.code).toBe('STAFF_FORBIDDEN')
      expect((await rowOf(c.id))?.name).toBe('週末滿50減8')
    }
  })
})

describe('edit', () => {
  it('changes name, window, limits and scope; the coupon centre shows it at once; audited with before and after', async () => {
    const c = await campaign()
    const r = await update(
      edit(c, {
        name: '外賣滿50減8',
        vertical: 'takeaway',
        merchantId: shop.mchId,
        count: 20,
        budget: 16_000,
        perUser: 2,
        endsAt: nowS() + 2 * 86_400,
        validDays: 14
      })
    )
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({
      name: '外賣滿50減8',
      vertical: 'takeaway',
      mchId: shop.mchId,
      total: 20,
      budget: 16_000,
      perUser: 2,
      validDays: 14,
      version: c.version + 1,
      origin: 'operators'
    })
    expect((await centre()).find((b) => b.id === c.id)).toMatchObject({
      name: '外賣滿50減8',
      perUser: 2,
      total: 20
    })
    const [entry] = await auditOf('marketing.campaign.update', c.id)
    expect(entry?.before).toMatchObject({ name: '週末滿50減8', budget: 8000, perUser: 1 })
    expect(entry?.after).toMatchObject({ name: '外賣滿50減8', budget: 16_000, perUser: 2 })
    // the raised per-user limit lets one customer claim twice
    const u = await createUser(t)
    expect(await claim(u.token, c.id)).toBe('0000')
    expect(await claim(u.token, c.id)).toBe('0000')
    expect(await claim(u.token, c.id)).toBe('LIMIT_EXCEEDED')
  })

  it('an edit read at an older version is refused and changes nothing', async () => {
    const c = await campaign()
    expect((await update(edit(c, { name: '第一個人的修改' }))).body.code).toBe('0000')
    const late = await update(edit(c, { name: '第二個人的修改' }))
    expect(late.body).toMatchObject({ code: 'STALE_VERSION' })
    expect((await rowOf(c.id))?.name).toBe('第一個人的修改')
    expect(await auditOf('marketing.campaign.update', c.id)).toHaveLength(1)
  })

  it('the budget only goes up, and neither the budget nor the count below what is issued', async () => {
    const c = await campaign({ count: 5, budget: 4000 })
    for (let i = 0; i < 3; i++) expect(await claim((await createUser(t)).token, c.id)).toBe('0000')
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['a lower budget', { budget: 3999 }, '預算只可增加'],
      ['no budget after one', { budget: null, count: 10 }, '預算只可增加'],
      ['a count under the 3 issued', { count: 2 }, '數量不可少於已發出的張數']
    ]
    for (const [, over, message] of cases) {
      const r = await update(edit(c, over))
      expect(r.body.code).toBe('VALIDATION')
      expect(r.body.msg).toContain(message)
    }
    // count-only before: a budget may be set, not below what was issued (3 × MOP 8)
    const counted = await campaign({ count: 5, budget: null })
    for (let i = 0; i < 3; i++) expect(await claim((await createUser(t)).token, counted.id)).toBe('0000')
    const low = await update(edit(counted, { budget: 2000 }))
    expect(low.body.msg).toContain('預算不可低於已發出的金額')
    expect(await rowOf(c.id)).toMatchObject({ total: 5, budget: 4000, version: c.version })
    expect(await rowOf(counted.id)).toMatchObject({ total: 5, budget: null, version: counted.version })
    // raising it gives room again
    const up = await update(edit(c, { budget: 8000, count: 10 }))
    expect(up.body.data).toMatchObject({ total: 10, budget: 8000 })
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['an end before the start', { endsAt: 1_700_000_000, startsAt: 1_700_000_100 }, 'VALIDATION'],
    ['no count nor budget', { count: null, budget: null }, 'VALIDATION'],
    ['an empty name', { name: ' ' }, 'VALIDATION'],
    ['a per-user limit of 0', { perUser: 0 }, 'VALIDATION'],
    ['an unknown vertical', { vertical: 'casino' }, 'VALIDATION'],
    ['an unknown field', { amount: 1 }, 'VALIDATION'],
    ['a version as text', { version: '1' }, 'VALIDATION'],
    ['an unknown shop', { merchantId: 2147483647 }, 'NOT_FOUND'],
    ['an unknown campaign', { id: 2147483647 }, 'NOT_FOUND']
  ])('%s is refused, nothing changes', async (_name, over, code) => {
    const c = await campaign()
    const r = await update(edit(c, over))
    expect(r.res.statusCode).toBeLessThan(500)
    expect(r.body.code).toBe(code)
    expect(await rowOf(c.id)).toMatchObject({ name: c.name, version: c.version })
  })

  it('a red envelope cannot be kept to one shop', async () => {
    const c = await campaign({ type: 'redEnvelope', name: '雙十一紅包' })
    const r = await update(edit(c, { merchantId: shop.mchId }))
    expect(r.body).toMatchObject({ code: 'VALIDATION', msg: '紅包為全平台通用，不可限定商家' })
    // the coupon centre's card carries its kind
    expect((await centre()).find((b) => b.id === c.id)?.type).toBe('redEnvelope')
  })
})

describe("a shop's own batch", () => {
  it('is listed with its origin, and the operators may stop and resume it but not edit it', async () => {
    const now = t.clock.now()
    const row = await t.db.one<{ id: number }>(
      `INSERT INTO coupon_batches (merchant_id, name, amount, threshold, total, per_user, starts_at, ends_at,
         valid_days, created_at) VALUES ($1, '店內限時券', 1000, 0, 10, 1, $2, $3, 7, $2) RETURNING id`,
      [shop.mchId, now - 1000, now + 3_600_000]
    )
    const list = (await as('marketing').get<Campaign[]>('/marketing/campaigns')).body.data
    const own = list.find((x) => x.id === row!.id)!
    expect(own.origin).toBe('shop')
    expect(list.find((x) => x.origin === 'operators')).toBeTruthy()
    const r = await update(edit(own, { name: '平台改名' }))
    expect(r.body.code).toBe('VALIDATION')
    expect((await rowOf(own.id))?.name).toBe('店內限時券')
  })
})

describe('resume', () => {
  it('a stopped campaign comes back to the coupon centre and can be claimed; resuming twice writes one entry', async () => {
    const c = await campaign()
    await as('marketing').post('/marketing/campaigns/stop', { id: c.id })
    expect((await centre()).some((b) => b.id === c.id)).toBe(false)
    const r = await as('marketing').post<Campaign>('/marketing/campaigns/resume', { id: c.id })
    expect(r.body.data).toMatchObject({ status: 'running', state: 'open', version: c.version + 2 })
    expect((await centre()).some((b) => b.id === c.id)).toBe(true)
    expect(await claim((await createUser(t)).token, c.id)).toBe('0000')
    await as('marketing').post('/marketing/campaigns/resume', { id: c.id })
    expect(await auditOf('marketing.campaign.resume', c.id)).toHaveLength(1)
    // an edit read before the stop is stale now
    expect((await update(edit(c, { name: '舊表單' }))).body.code).toBe('STALE_VERSION')
  })

  it('an unknown campaign is NOT_FOUND', async () => {
    const r = await as('marketing').post('/marketing/campaigns/resume', { id: 2147483647 })
    expect(r.body.code).toBe('NOT_FOUND')
  })
})
