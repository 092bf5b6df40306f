import { randomUUID } from 'node:crypto'
import type { CommentPage } from '@lotus/contract/merchant'
import type { MarketReview } from '@lotus/contract/market'
import { STALE_REPLY_MSG, type AdminReview, type ReviewReportRow } from '@lotus/contract/reviews-admin'
import type { AuditEntry, Page } from '@lotus/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { buyer, noonClock, ORDER_ENV, setupShop, type Shop } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** Issue 37 point 4: the shop reads its reviews, replies (customers see it at once), reports abusive ones. */
let t: TestApp
let shop: Shop
let other: Shop
let owner: StaffClient
let staff: StaffClient
let operator: StaffClient
let otherOwner: StaffClient
const reviewIds: number[] = []

async function accountOf(mchId: number, role: 'owner' | 'staff'): Promise<string> {
  const r = await t.db.one<{ username: string }>(
    `SELECT a.username FROM staff_accounts a JOIN staff_shops s ON s.staff_id = a.id
     WHERE s.merchant_id = $1 AND a.role = $2 ORDER BY a.id LIMIT 1`,
    [mchId, role]
  )
  return r!.username
}

/** A customer's completed order evaluated through the app's endpoint. */
async function evaluated(s: Shop, star: number, content: string, images: string[] = []) {
  const b = await buyer(t, s, 1)
  const sub = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: s.mchId, addressId: b.addressId },
    { token: b.token }
  )
  const { orderId } = sub.body.data as { orderId: number }
  await t.db.query("UPDATE orders SET status = 'completed', completed_at = $2 WHERE id = $1", [
    orderId,
    t.clock.now()
  ])
  const r = await t.client.postJson(
    '/v1/store/order/evaluate',
    { id: orderId, star, tasteStar: star, packStar: star, content },
    { token: b.token }
  )
  expect(r.body.code).toBe('0000')
  const c = await t.db.one<{ id: number }>('SELECT id FROM comments WHERE order_id = $1', [orderId])
  if (images.length)
    await t.db.query('UPDATE comments SET images = $2 WHERE id = $1', [c!.id, JSON.stringify(images)])
  return c!.id
}

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupShop(t, { price: 2000 })
  other = await setupShop(t, { price: 2000 })
  reviewIds.push(await evaluated(shop, 5, '好味，送得快'))
  t.clock.advance(86_400_000)
  reviewIds.push(await evaluated(shop, 1, '垃圾店，老闆係騙子'))
  reviewIds.push(await evaluated(shop, 3, '普通', ['/api/img/goods/1.svg']))
  reviewIds.push(await evaluated(other, 4, '別家的評價'))
  owner = staffClient(t)
  await owner.password(await accountOf(shop.mchId, 'owner'), DEV_STAFF_PASSWORD)
  await owner.enrol()
  staff = staffClient(t)
  await staff.login(await accountOf(shop.mchId, 'staff'), DEV_STAFF_PASSWORD)
  operator = staffClient(t)
  await operator.password('operator', DEV_STAFF_PASSWORD)
  await operator.enrol()
  otherOwner = staffClient(t)
  await otherOwner.password(await accountOf(other.mchId, 'owner'), DEV_STAFF_PASSWORD)
  await otherOwner.enrol()
})
afterAll(() => t.close())

const list = async (q: Record<string, string> = {}, c = owner, mchId = shop.mchId) =>
  (await c.get<Page<AdminReview>>('/reviews', { merchantId: String(mchId), ...q })).body
const review = async (id: number) => (await list({ pageSize: '50' })).data.list.find((r) => r.id === id)!
const customerComments = async (mchId = shop.mchId) =>
  (
    (await t.client.get(`/v1/store/merchant/${mchId}/comments`, { page: '1', pageSize: '20' })).body
      .data as CommentPage
  ).list
const auditOf = async (action: string) =>
  (await operator.get<Page<AuditEntry>>('/audit', { action })).body.data.list

describe('the list', () => {
  it('newest first, with filters: stars, photos, unreplied, Macau dates', async () => {
    const all = await list()
    expect(all.code).toBe('0000')
    const mine = reviewIds.slice(0, 3)
    expect(all.data.list.map((r) => r.id).filter((id) => reviewIds.includes(id))).toEqual([...mine].reverse())
    expect((await list({ star: '1' })).data.list.map((r) => r.id)).toEqual([reviewIds[1]])
    expect((await list({ withPhotos: 'true' })).data.list.map((r) => r.id)).toEqual([reviewIds[2]])
    const first = new Date(t.clock.now() - 86_400_000 + 8 * 3600_000).toISOString().slice(0, 10)
    const dayOne = await list({ from: first, to: first })
    expect(dayOne.data.list.map((r) => r.id)).toEqual([reviewIds[0]])
    expect(dayOne.data.list[0]).toMatchObject({
      star: 5,
      reply: null,
      report: null,
      hidden: false,
      version: 1
    })
    expect((await list({ from: '2026-12-02', to: '2026-12-01' })).code).toBe('VALIDATION')
    expect((await list({}, staff)).code).toBe('0000')
  })

  it('another shop’s reviews answer like a missing shop; operators may not read a shop’s list', async () => {
    const missing = await list({}, owner, 2_147_483_647)
    expect(missing.code).toBe('NOT_FOUND')
    expect(await list({}, owner, other.mchId)).toEqual(missing)
    expect((await list({}, operator)).code).toBe('STAFF_FORBIDDEN')
  })
})

describe('the reply', () => {
  it('the owner replies; the customer’s list shows it under the review at once; audited', async () => {
    const id = reviewIds[0]!
    expect((await customerComments()).find((c) => c.id === id)!.reply).toBeUndefined()
    const r = await owner.post<{ version: number }>('/reviews/reply', {
      merchantId: shop.mchId,
      kind: 'takeaway',
      id,
      version: 1,
      content: '多謝支持，歡迎再來！'
    })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.version).toBe(2)
    expect((await customerComments()).find((c) => c.id === id)!.reply).toMatchObject({
      content: '多謝支持，歡迎再來！'
    })
    expect((await review(id)).reply).toMatchObject({ content: '多謝支持，歡迎再來！' })
    expect((await list({ unreplied: 'true' })).data.list.map((x) => x.id)).not.toContain(id)
    const entry = (await auditOf('reviews.reply'))[0]!
    expect(entry).toMatchObject({ subjectId: String(id), merchantId: shop.mchId })
    expect(entry.after).toMatchObject({ reply: '多謝支持，歡迎再來！' })
  })

  it('a second editor with the old version is refused and nothing is lost; the owner edits with the new one', async () => {
    const id = reviewIds[0]!
    const stale = await owner.post('/reviews/reply', {
      merchantId: shop.mchId,
      kind: 'takeaway',
      id,
      version: 1,
      content: '覆蓋'
    })
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', msg: STALE_REPLY_MSG })
    expect((await review(id)).reply!.content).toBe('多謝支持，歡迎再來！')
    const edit = await owner.post('/reviews/reply', {
      merchantId: shop.mchId,
      kind: 'takeaway',
      id,
      version: 2,
      content: '多謝支持！'
    })
    expect(edit.body.code).toBe('0000')
    expect((await customerComments()).find((c) => c.id === id)!.reply!.content).toBe('多謝支持！')
    expect((await auditOf('reviews.reply.edit'))[0]!.before).toMatchObject({ reply: '多謝支持，歡迎再來！' })
  })

  it('staff may not reply; bad text and another shop’s review change nothing', async () => {
    const id = reviewIds[2]!
    const body = { merchantId: shop.mchId, kind: 'takeaway', id, version: 1, content: '好' }
    expect((await staff.post('/reviews/reply', body)).body.code).toBe('STAFF_FORBIDDEN')
    for (const content of ['', '   ', 'a\u0000b', '\uD800', 'x'.repeat(301)])
      expect((await owner.post('/reviews/reply', { ...body, content })).body.code).toBe('VALIDATION')
    for (const bad of [{ version: -1 }, { version: '1' }, { id: 0 }, { kind: 'group' }, { extra: 1 }])
      expect((await owner.post('/reviews/reply', { ...body, ...bad })).body.code).toBe('VALIDATION')
    // the other shop's review through this shop's id, and through the other shop's id
    const theirs = reviewIds[3]!
    const missing = await owner.post('/reviews/reply', { ...body, id: 2_147_483_647 })
    expect(missing.body.code).toBe('NOT_FOUND')
    expect((await owner.post('/reviews/reply', { ...body, id: theirs })).body).toEqual(missing.body)
    expect(
      (await owner.post('/reviews/reply', { ...body, merchantId: other.mchId, id: theirs })).body.code
    ).toBe('NOT_FOUND')
    const rows = await t.db.many<{ reply: string | null; version: number }>(
      'SELECT reply, version FROM comments WHERE id = ANY($1) ORDER BY id',
      [[id, theirs]]
    )
    expect(rows).toEqual([
      { reply: null, version: 1 },
      { reply: null, version: 1 }
    ])
  })

  it('a supermarket’s goods review: the reply shows on the goods’ reviews', async () => {
    const rv = await t.db.one<{ id: number; spu_id: number; merchant_id: number; version: number }>(
      `SELECT r.id, r.spu_id, s.merchant_id, r.version FROM market_reviews r JOIN market_spus s ON s.id = r.spu_id
       ORDER BY r.id LIMIT 1`
    )
    const marketOwner = staffClient(t)
    await marketOwner.password(await accountOf(rv!.merchant_id, 'owner'), DEV_STAFF_PASSWORD)
    await marketOwner.enrol()
    const listed = await list({ kind: 'market', pageSize: '50' }, marketOwner, rv!.merchant_id)
    expect(listed.data.total).toBeGreaterThan(0)
    const r = await marketOwner.post('/reviews/reply', {
      merchantId: rv!.merchant_id,
      kind: 'market',
      id: rv!.id,
      version: rv!.version,
      content: '感謝評價'
    })
    expect(r.body.code).toBe('0000')
    const shown = (
      await t.client.get(`/v1/market/goods/${rv!.spu_id}/reviews`, { page: '1', pageSize: '50' })
    ).body.data as Page<MarketReview>
    expect(shown.list.find((x) => x.id === rv!.id)!.reply).toMatchObject({ content: '感謝評價' })
    // a takeaway owner cannot reach it
    expect(
      (
        await owner.post('/reviews/reply', {
          merchantId: shop.mchId,
          kind: 'market',
          id: rv!.id,
          version: rv!.version + 1,
          content: 'x'
        })
      ).body.code
    ).toBe('NOT_FOUND')
  })
})

describe('reports', () => {
  it('staff report an abusive review once; the operator hides it: gone for customers, audited', async () => {
    const id = reviewIds[1]!
    const body = { merchantId: shop.mchId, kind: 'takeaway', id, reason: 'abuse', detail: '人身攻擊' }
    const r = await staff.post<{ id: number }>('/reviews/report', body)
    expect(r.body.code).toBe('0000')
    expect((await owner.post('/reviews/report', body)).body.code).toBe('REPORT_OPEN')
    expect((await owner.post('/reviews/report', { ...body, reason: 'rude' })).body.code).toBe('VALIDATION')
    expect((await otherOwner.post('/reviews/report', { ...body, merchantId: other.mchId })).body.code).toBe(
      'NOT_FOUND'
    )
    expect((await review(id)).report).toEqual({ status: 'open', reason: 'abuse' })
    // only operators see the queue and decide
    expect((await owner.get('/review-reports')).body.code).toBe('STAFF_FORBIDDEN')
    expect(
      (await owner.post('/review-reports/decide', { id: r.body.data.id, decision: 'hide', note: '' })).body
        .code
    ).toBe('STAFF_FORBIDDEN')
    const queue = (await operator.get<Page<ReviewReportRow>>('/review-reports')).body.data.list
    expect(queue.find((x) => x.id === r.body.data.id)).toMatchObject({
      kind: 'takeaway',
      reviewId: id,
      merchantId: shop.mchId,
      reasonText: '辱罵或人身攻擊',
      detail: '人身攻擊',
      status: 'open',
      review: { star: 1, content: '垃圾店，老闆係騙子', hidden: false }
    })
    expect((await customerComments()).map((c) => c.id)).toContain(id)
    const d = await operator.post('/review-reports/decide', {
      id: r.body.data.id,
      decision: 'hide',
      note: '辱罵'
    })
    expect(d.body.data).toEqual({ id: r.body.data.id, status: 'hidden' })
    expect((await customerComments()).map((c) => c.id)).not.toContain(id)
    expect(await review(id)).toMatchObject({ hidden: true, report: { status: 'hidden' } })
    // decided once; a hidden review cannot be reported again
    expect(
      (await operator.post('/review-reports/decide', { id: r.body.data.id, decision: 'dismiss', note: '' }))
        .body.code
    ).toBe('REPORT_STATE')
    expect((await staff.post('/reviews/report', body)).body.code).toBe('REPORT_STATE')
    expect((await auditOf('reviews.report'))[0]).toMatchObject({
      subjectId: String(id),
      merchantId: shop.mchId
    })
    expect((await auditOf('reviews.report.hide'))[0]!.after).toMatchObject({ status: 'hidden', note: '辱罵' })
  })

  it('a dismissed report leaves the review where it was', async () => {
    const id = reviewIds[2]!
    const r = await owner.post<{ id: number }>('/reviews/report', {
      merchantId: shop.mchId,
      kind: 'takeaway',
      id,
      reason: 'spam',
      detail: ''
    })
    const d = await operator.post<{ status: string }>('/review-reports/decide', {
      id: r.body.data.id,
      decision: 'dismiss',
      note: '正常評價'
    })
    expect(d.body.data.status).toBe('dismissed')
    expect((await customerComments()).map((c) => c.id)).toContain(id)
    expect((await review(id)).report).toEqual({ status: 'dismissed', reason: 'spam' })
    expect(
      (await operator.post('/review-reports/decide', { id: 2_147_483_647, decision: 'hide', note: '' })).body
        .code
    ).toBe('NOT_FOUND')
  })
})
