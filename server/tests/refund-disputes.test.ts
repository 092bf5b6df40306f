import { randomUUID } from 'node:crypto'
import type { OpsOrderDetail } from '@lotus/contract/ops'
import type { RefundView } from '@lotus/contract/order'
import type { OpsDisputeRow } from '@lotus/contract/refund-dispute'
import type { Page } from '@lotus/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaffAccount } from '../src/modules/staff/create-account.js'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { buyer, noonClock, ORDER_ENV, servicesOf, setupShop, type Shop } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Disputed refunds (issue 38 point 5): a customer asks the platform to decide a refund the shop rejected, once;
 * support overrules (the money goes back, 平台同意退款) or upholds with a reason; the customer's refund progress and
 * inbox say which. Only support and the super admin decide, exactly once even when two decide at the same time.
 */
let t: TestApp
let shop: Shop
let shopStaff: StaffClient
const clients = new Map<string, StaffClient>()
const as = (who: string) => clients.get(who)!
const PW = 'disputes-test-password'

const OPS_LOGINS = {
  super: 'operator',
  support: 'ops-support',
  marketing: 'ops-marketing',
  finance: 'ops-finance',
  content: 'ops-content'
} as const

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupShop(t, { stock: 100, price: 2000 })
  for (const [role, username] of Object.entries(OPS_LOGINS)) {
    const c = staffClient(t)
    await c.password(username, DEV_STAFF_PASSWORD)
    await c.enrol()
    clients.set(role, c)
  }
  await createStaffAccount(
    { db: t.db, clock: t.clock, audit: servicesOf(t).staff.audit },
    { username: 'disputes-shop', name: '店員甲', role: 'staff', password: PW, merchantIds: [shop.mchId] },
    { type: 'system', name: 'test' }
  )
  shopStaff = staffClient(t)
  await shopStaff.login('disputes-shop', PW)
  clients.set('shop staff', shopStaff)
  const rider = staffClient(t)
  await rider.login('rider1', DEV_STAFF_PASSWORD)
  clients.set('rider', rider)
})
afterAll(() => t.close())

const balanceOf = async (userId: number) =>
  (await t.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance
const orderStatus = async (orderId: number) =>
  (await t.db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))!.status
const notices = (userId: number) =>
  t.db.many<{ title: string; body: string }>(
    "SELECT title, body FROM messages WHERE user_id = $1 AND kind = 'notice' ORDER BY id",
    [userId]
  )
const auditOf = (action: string, subjectId: number) =>
  t.db.many<{ actor_name: string; after: Record<string, unknown> }>(
    'SELECT actor_name, after FROM audit_log WHERE action = $1 AND subject_id = $2',
    [action, String(subjectId)]
  )

/** A paid order whose refund the shop rejected with `why`. */
async function rejected(why = '餐點已送出') {
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
  await t.client.postForm('/v1/pay/wallet', { orderId, password: '135790' }, { token: b.token })
  const asked = await t.client.postJson('/v1/store/order/refund', { id: orderId, reason: '餐點有問題' }, b)
  expect(asked.body.code).toBe('0000')
  const refundId = (await t.db.one<{ id: number }>('SELECT MAX(id) AS id FROM refunds WHERE order_id = $1', [
    orderId
  ]))!.id
  const r = await shopStaff.post('/refunds/reject', { merchantId: shop.mchId, refundId, reason: why })
  expect(r.body.code).toBe('0000')
  return { ...b, orderId, total, refundId }
}
type Case = Awaited<ReturnType<typeof rejected>>

const progress = async (o: Case) =>
  (await t.client.get(`/v1/store/order/${o.orderId}/refund`, {}, { token: o.token })).body.data as RefundView
const dispute = (o: Pick<Case, 'token'>, body: Record<string, unknown>) =>
  t.client.postJson('/v1/store/order/refund/dispute', body, { token: o.token })
const disputed = async (o: Case, reason = '商家說已送出，但我沒有收到') => {
  const r = await dispute(o, { refundId: o.refundId, reason })
  expect(r.body.code).toBe('0000')
}

describe('who decides disputes', () => {
  const CLASSES: Array<{ name: string; call: (c: StaffClient) => ReturnType<StaffClient['get']> }> = [
    { name: 'queue', call: (c) => c.get('/ops/disputes') },
    { name: 'overrule', call: (c) => c.post('/ops/disputes/overrule', { refundId: 2147483647 }) },
    {
      name: 'uphold',
      call: (c) => c.post('/ops/disputes/uphold', { refundId: 2147483647, note: '證據不足' })
    }
  ]
  const ROLES = ['super', 'support', 'marketing', 'finance', 'content', 'shop staff', 'rider'] as const
  it.each(ROLES.flatMap((role) => CLASSES.map((c) => ({ role, ...c }))))(
    '$role: $name',
    async ({ role, call }) => {
      const r = await call(as(role))
      if (role === 'super' || role === 'support') expect(['0000', 'NOT_FOUND']).toContain(r.body.code)
      else expect(r.body).toMatchObject({ code: 'STAFF_FORBIDDEN' })
    }
  )
})

describe('the customer asks the platform to decide', () => {
  it("once, with a reason; another customer's refund answers like a missing one; bad input changes nothing", async () => {
    const o = await rejected()
    expect(await progress(o)).toMatchObject({
      status: 'rejected',
      canDispute: true,
      dispute: null,
      id: o.refundId
    })

    const other = await rejected()
    const missing = await dispute(o, { refundId: 2147483647, reason: '我沒有收到餐點' })
    const theirs = await dispute(o, { refundId: other.refundId, reason: '我沒有收到餐點' })
    expect(missing.body.code).toBe('NOT_FOUND')
    expect(theirs.body).toEqual(missing.body)
    expect((await progress(other)).dispute).toBeNull()

    for (const bad of [
      { refundId: o.refundId },
      { refundId: o.refundId, reason: ' ' },
      { refundId: o.refundId, reason: 'x'.repeat(201) },
      { refundId: o.refundId, reason: '沒有\u0000收到' },
      { refundId: String(o.refundId), reason: '我沒有收到餐點' },
      { refundId: o.refundId, reason: '我沒有收到餐點', status: 'overruled' }
    ]) {
      expect((await dispute(o, bad)).body.code).toBe('VALIDATION')
    }
    expect((await progress(o)).dispute).toBeNull()
    // no token, no dispute
    expect(
      (
        await t.client.postJson('/v1/store/order/refund/dispute', {
          refundId: o.refundId,
          reason: '沒有收到'
        })
      ).body.code
    ).toBe('401')
    expect((await progress(o)).dispute).toBeNull()

    const actions = async () =>
      (
        (await t.client.get(`/v1/store/order/${o.orderId}`, {}, { token: o.token })).body.data as {
          actions: string[]
        }
      ).actions
    expect(await actions()).toContain('refund')
    await disputed(o)
    const p = await progress(o)
    expect(p).toMatchObject({ status: 'rejected', canDispute: false, dispute: { status: 'open' } })
    // the order offers no new refund while the platform decides
    expect(await actions()).not.toContain('refund')
    expect(p.timeline.map((e) => [e.title, e.note])).toEqual([
      ['提交退款申請', '餐點有問題'],
      ['商家拒絕退款', '餐點已送出'],
      ['已申請平台介入', '商家說已送出，但我沒有收到']
    ])
    expect((await dispute(o, { refundId: o.refundId, reason: '再問一次' })).body.code).toBe('REFUND_STATE')
    // and no second refund while the platform decides
    const again = await t.client.postJson('/v1/store/order/refund', { id: o.orderId, reason: '再申請' }, o)
    expect(again.body.code).toBe('REFUND_STATE')
  })

  it('a pending refund, or one the platform itself rejected, cannot be disputed', async () => {
    const b = await rejected()
    // asked again after the rejection: the new one is pending
    await t.db.query("UPDATE refunds SET status = 'pending' WHERE id = $1", [b.refundId])
    expect((await dispute(b, { refundId: b.refundId, reason: '我沒有收到餐點' })).body.code).toBe(
      'REFUND_STATE'
    )
    await t.db.query("UPDATE refunds SET status = 'rejected', decided_by = 'operator' WHERE id = $1", [
      b.refundId
    ])
    expect((await dispute(b, { refundId: b.refundId, reason: '我沒有收到餐點' })).body.code).toBe(
      'REFUND_STATE'
    )
  })
})

describe('support decides', () => {
  it('the queue shows both reasons; overruling gives the money back and the customer reads 平台同意退款', async () => {
    const o = await rejected()
    await disputed(o)
    const before = await balanceOf(o.userId)
    const queue = (await as('support').get<Page<OpsDisputeRow>>('/ops/disputes')).body.data
    const row = queue.list.find((r) => r.refundId === o.refundId)
    expect(row).toMatchObject({
      orderId: o.orderId,
      amount: o.total,
      refundReason: '餐點有問題',
      rejection: '餐點已送出',
      reason: '商家說已送出，但我沒有收到',
      status: 'open'
    })
    expect(row!.customer).not.toBe(o.phone)
    const history = (await as('support').get<OpsOrderDetail>('/ops/order', { orderId: String(o.orderId) }))
      .body
    expect(history.code).toBe('0000')

    const r = await as('support').post('/ops/disputes/overrule', { refundId: o.refundId })
    expect(r.body).toMatchObject({ code: '0000', data: { status: 'overruled' } })
    expect(await balanceOf(o.userId)).toBe(before + o.total)
    expect(await orderStatus(o.orderId)).toBe('refunded')
    const p = await progress(o)
    expect(p).toMatchObject({ status: 'approved', dispute: { status: 'overruled' } })
    expect(p.timeline.map((e) => e.title)).toEqual([
      '提交退款申請',
      '商家拒絕退款',
      '已申請平台介入',
      '平台同意退款',
      '退款成功'
    ])
    expect(await notices(o.userId)).toEqual([
      expect.objectContaining({ title: '平台介入結果', body: expect.stringContaining('平台同意退款') })
    ])
    expect(await auditOf('ops.refund.overrule', o.refundId)).toEqual([
      expect.objectContaining({
        actor_name: 'ops-support',
        after: expect.objectContaining({ refund: 'approved' })
      })
    ])
    // the order's history names the operator
    const ev = await t.db.one<{ actor_type: string }>(
      "SELECT actor_type FROM order_events WHERE order_id = $1 AND status = 'refunded'",
      [o.orderId]
    )
    expect(ev!.actor_type).toBe('operator')
    expect(
      (
        await as('support').get<Page<OpsDisputeRow>>('/ops/disputes', { status: 'overruled' })
      ).body.data.list.find((x) => x.refundId === o.refundId)
    ).toMatchObject({ decidedBy: expect.any(String) })
    // decided: neither can be done again
    expect((await as('super').post('/ops/disputes/overrule', { refundId: o.refundId })).body.code).toBe(
      'REFUND_STATE'
    )
    expect(
      (await as('super').post('/ops/disputes/uphold', { refundId: o.refundId, note: '改判' })).body.code
    ).toBe('REFUND_STATE')
    expect(await balanceOf(o.userId)).toBe(before + o.total)
  })

  it('upholding needs a reason the customer reads; the money stays where it is', async () => {
    const o = await rejected()
    await disputed(o)
    const before = await balanceOf(o.userId)
    for (const bad of [
      { refundId: o.refundId },
      { refundId: o.refundId, note: ' ' },
      { refundId: o.refundId, note: 'x'.repeat(501) },
      { refundId: -1, note: '證據不足' }
    ]) {
      expect((await as('support').post('/ops/disputes/uphold', bad)).body.code).toBe('VALIDATION')
    }
    const r = await as('super').post('/ops/disputes/uphold', {
      refundId: o.refundId,
      note: '商家已提供送達照片'
    })
    expect(r.body).toMatchObject({ code: '0000', data: { status: 'upheld' } })
    const p = await progress(o)
    expect(p).toMatchObject({ status: 'rejected', canDispute: false, dispute: { status: 'upheld' } })
    expect(p.timeline.at(-1)).toMatchObject({ title: '平台維持商家決定', note: '商家已提供送達照片' })
    expect(await notices(o.userId)).toEqual([
      expect.objectContaining({ body: expect.stringContaining('商家已提供送達照片') })
    ])
    expect((await as('support').post('/ops/disputes/overrule', { refundId: o.refundId })).body.code).toBe(
      'REFUND_STATE'
    )
    expect(await balanceOf(o.userId)).toBe(before)
    expect(await orderStatus(o.orderId)).toBe('refund_rejected')
    expect(await auditOf('ops.refund.uphold', o.refundId)).toHaveLength(1)
  })

  it("an undisputed rejection is not support's to overrule", async () => {
    const o = await rejected()
    expect((await as('support').post('/ops/disputes/overrule', { refundId: o.refundId })).body.code).toBe(
      'NOT_FOUND'
    )
    expect(await orderStatus(o.orderId)).toBe('refund_rejected')
  })

  it('two operators deciding at once: exactly one decision, the money moves once', async () => {
    for (const pair of [
      ['overrule', 'overrule'],
      ['overrule', 'uphold']
    ] as const) {
      const o = await rejected()
      await disputed(o)
      const before = await balanceOf(o.userId)
      const call = (who: string, what: string) =>
        as(who).post(`/ops/disputes/${what}`, {
          refundId: o.refundId,
          ...(what === 'uphold' ? { note: '維持' } : {})
        })
      const rs = await Promise.all([call('support', pair[0]), call('super', pair[1])])
      const codes = rs.map((r) => r.body.code).sort()
      expect(codes).toEqual(['0000', 'REFUND_STATE'])
      const won = rs.find((r) => r.body.code === '0000')!.body.data as { status: string }
      expect(await balanceOf(o.userId)).toBe(won.status === 'overruled' ? before + o.total : before)
      expect(await notices(o.userId)).toHaveLength(1)
      const audits = [
        ...(await auditOf('ops.refund.overrule', o.refundId)),
        ...(await auditOf('ops.refund.uphold', o.refundId))
      ]
      expect(audits).toHaveLength(1)
    }
  })
})
