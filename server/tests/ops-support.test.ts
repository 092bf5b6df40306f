import { randomBytes, randomUUID } from 'node:crypto'
import { OPS_ROLES, type StaffMe } from '@lotus/contract/staff'
import type {
  OpsCustomer,
  OpsFeedbackRow,
  OpsIdentityRow,
  OpsOrderDetail,
  OpsReportRow
} from '@lotus/contract/ops'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { buyer, createUser, noonClock, ORDER_ENV, setupShop, type Shop } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Issue 38 points 1, 5, 7: operator roles with least privilege (one test per role per endpoint class), and the
 * support desk: identity queue, feedback replies, reports, customer and order lookup with reveals, deletions.
 * Every decision is audited, every reveal needs a reason, and the customer sees the outcome.
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
  shop = await setupShop(t, { stock: 100, price: 2000 })
  for (const [role, username] of Object.entries(OPS_LOGINS)) {
    const c = staffClient(t)
    await c.password(username, DEV_STAFF_PASSWORD)
    await c.enrol()
    clients.set(role, c)
  }
  const shopStaff = staffClient(t)
  const key = await t.db.one<{ seed_key: string }>('SELECT seed_key FROM merchants WHERE id = $1', [
    shop.mchId
  ])
  await shopStaff.login(`${key!.seed_key}-staff`, DEV_STAFF_PASSWORD)
  clients.set('shop staff', shopStaff)
  const rider = staffClient(t)
  await rider.login('rider1', DEV_STAFF_PASSWORD)
  clients.set('rider', rider)
})
afterAll(() => t.close())

async function photo(userId: number): Promise<string> {
  const id = randomBytes(12).toString('base64url')
  await t.db.query(
    `INSERT INTO uploads (id, user_id, mime, size, bytes, created_at) VALUES ($1, $2, 'image/png', 4, $3, 0)`,
    [id, userId, Buffer.from([1, 2, 3, 4])]
  )
  return `/api/files/${id}`
}

const submitIdentity = async (u: { userId: number; token: string }, number = 'A123456(3)') =>
  t.client.postJson(
    '/v1/identity/submit',
    { docType: 'hkid', name: '陳大文', number, birthDate: '1990-05-06', photos: [await photo(u.userId)] },
    { token: u.token }
  )

const auditOf = async (action: string, subjectId: number | string) =>
  (
    await as('super').get<{ list: Array<{ actorName: string; after: Record<string, unknown> }> }>('/audit', {
      action,
      subject: String(subjectId)
    })
  ).body.data.list

describe('operator roles', () => {
  it('seeds one login per operator role; the old operator is the super admin; all must pass TOTP', async () => {
    for (const [role, username] of Object.entries(OPS_LOGINS)) {
      const me = (await as(role).get<StaffMe>('/me')).body.data
      expect(me).toMatchObject({ username, role: 'operator', opsRoles: [role], totpEnrolled: true })
    }
    expect(OPS_ROLES).toEqual(Object.keys(OPS_LOGINS))
    // a password alone opens nothing of the desk
    const half = staffClient(t)
    const r = await half.password('ops-support', DEV_STAFF_PASSWORD)
    expect(r.body.data.stage).toBe('totp')
    expect((await half.get('/ops/lookup', { q: '12345678' })).body.code).toBe('STAFF_TOTP_REQUIRED')
    expect((await half.get('/audit')).body.code).toBe('STAFF_TOTP_REQUIRED')
  })

  // one call per endpoint class; only support and the super admin run the desk, every operator reads the audit log
  const CLASSES: Array<{
    name: string
    call: (c: StaffClient) => ReturnType<StaffClient['get']>
    all?: true
  }> = [
    { name: 'lookup', call: (c) => c.get('/ops/lookup', { q: '99999999' }) },
    { name: 'customer', call: (c) => c.get('/ops/customer', { userId: '2147483647' }) },
    { name: 'order history', call: (c) => c.get('/ops/order', { orderId: '2147483647' }) },
    {
      name: 'reveal',
      call: (c) => c.post('/ops/reveal', { kind: 'customer', id: 2147483647, reason: '客戶來電要求核對' })
    },
    { name: 'identity queue', call: (c) => c.get('/ops/identities') },
    {
      name: 'identity decide',
      call: (c) => c.post('/ops/identities/decide', { userId: 2147483647, decision: 'approve' })
    },
    { name: 'feedback list', call: (c) => c.get('/ops/feedback') },
    {
      name: 'feedback move',
      call: (c) => c.post('/ops/feedback/move', { id: 2147483647, version: 0, status: 'processing' })
    },
    { name: 'reports', call: (c) => c.get('/ops/reports') },
    {
      name: 'report resolve',
      call: (c) => c.post('/ops/reports/resolve', { id: 2147483647, note: '已跟進' })
    },
    { name: 'deletions', call: (c) => c.get('/ops/deletions') },
    { name: 'audit search', call: (c) => c.get('/audit', { actor: 'operator' }), all: true }
  ]
  const ROLES = ['super', 'support', 'marketing', 'finance', 'content', 'shop staff', 'rider'] as const
  const allowed = (role: string, all?: true) =>
    role === 'super' ||
    role === 'support' ||
    (all === true && ['marketing', 'finance', 'content'].includes(role))

  it.each(ROLES.flatMap((role) => CLASSES.map((c) => ({ role, ...c }))))(
    '$role: $name',
    async ({ role, call, all }) => {
      const r = await call(as(role))
      if (allowed(role, all)) expect(['0000', 'NOT_FOUND']).toContain(r.body.code)
      else expect(r.body).toMatchObject({ code: 'STAFF_FORBIDDEN' })
    }
  )
})

describe('identity queue', () => {
  it('support rejects with a reason the customer reads, audited; a second decision changes nothing', async () => {
    const u = await createUser(t)
    expect((await submitIdentity(u)).body.code).toBe('0000')
    const queue = (await as('support').get<{ list: OpsIdentityRow[] }>('/ops/identities')).body.data.list
    const row = queue.find((r) => r.userId === u.userId)!
    expect(row).toMatchObject({ status: 'reviewing', maskedName: '陳*文', maskedNumber: 'A1*****3' })
    expect(JSON.stringify(queue)).not.toMatch(/A1234563|陳大文|1990-05-06/)
    expect(row.phone).not.toBe(u.phone)

    // a rejection needs its reason; nothing is decided without one
    const bare = await as('support').post('/ops/identities/decide', { userId: u.userId, decision: 'reject' })
    expect(bare.body.code).toBe('VALIDATION')
    const r = await as('support').post('/ops/identities/decide', {
      userId: u.userId,
      decision: 'reject',
      reason: '證件相片不清晰'
    })
    expect(r.body).toMatchObject({ code: '0000', data: { status: 'rejected' } })
    const info = (await t.client.get('/v1/identity/info', {}, { token: u.token })).body.data
    expect(info).toMatchObject({ status: 'rejected', rejectReason: '證件相片不清晰' })
    const again = await as('super').post('/ops/identities/decide', { userId: u.userId, decision: 'approve' })
    expect(again.body.code).toBe('IDENTITY_STATE')
    expect((await t.client.get('/v1/identity/info', {}, { token: u.token })).body.data).toMatchObject({
      status: 'rejected'
    })
    expect(await auditOf('ops.identity', u.userId)).toEqual([
      expect.objectContaining({
        actorName: 'ops-support',
        after: { status: 'rejected', reason: '證件相片不清晰' }
      })
    ])

    // submitted again, approved: the account is verified
    expect((await submitIdentity(u)).body.code).toBe('0000')
    await as('super').post('/ops/identities/decide', { userId: u.userId, decision: 'approve' })
    const sec = (await t.client.get('/v1/appUser/getUserSecurity', {}, { token: u.token })).body.data
    expect(sec).toMatchObject({ identityVerified: true })
  })

  it('the whole number only with a reason, and the reveal is audited without the number', async () => {
    const u = await createUser(t)
    expect((await submitIdentity(u, 'B987654(0)')).body.code).toBe('0000')
    for (const reason of [undefined, '', '   ', '查', 'a\u0000bcd'])
      expect(
        (await as('support').post('/ops/reveal', { kind: 'identity', id: u.userId, reason })).body.code
      ).toBe('VALIDATION')
    expect(await auditOf('ops.reveal', u.userId)).toEqual([])
    const r = await as('support').post<{ fields: Record<string, string> }>('/ops/reveal', {
      kind: 'identity',
      id: u.userId,
      reason: '客戶致電查詢審核結果'
    })
    expect(r.body.data.fields).toEqual({ name: '陳大文', number: 'B9876540', birthDate: '1990-05-06' })
    const entries = await auditOf('ops.reveal.identity', u.userId)
    expect(entries).toEqual([
      expect.objectContaining({
        actorName: 'ops-support',
        after: { reason: '客戶致電查詢審核結果', fields: ['name', 'number', 'birthDate'] }
      })
    ])
    expect(JSON.stringify(entries)).not.toContain('B9876540')
    // a marketing operator cannot, with any reason
    const m = await as('marketing').post('/ops/reveal', {
      kind: 'identity',
      id: u.userId,
      reason: '我想看看'
    })
    expect(m.body.code).toBe('STAFF_FORBIDDEN')
  })
})

describe('feedback', () => {
  it('support replies and moves it; the customer sees the reply and the status; stale and closed refuse', async () => {
    const u = await createUser(t)
    const sent = await t.client.postJson(
      '/v1/feedback/submit',
      { category: '訂單問題', content: '外賣送錯了地址', images: [] },
      { token: u.token }
    )
    const id = (sent.body.data as { id: number }).id
    const row = () =>
      as('support')
        .get<{ list: OpsFeedbackRow[] }>('/ops/feedback')
        .then((r) => r.body.data.list.find((f) => f.id === id)!)
    const first = await row()
    expect(first).toMatchObject({ status: 'received', content: '外賣送錯了地址', version: 0 })
    expect(first.phone).not.toBe(u.phone)

    const move = (body: Record<string, unknown>) =>
      as('support').post<{ version: number }>('/ops/feedback/move', { id, ...body })
    expect((await move({ version: 0, status: 'replied' })).body.code).toBe('VALIDATION')
    const p = await move({ version: 0, status: 'processing' })
    expect(p.body).toMatchObject({ code: '0000', data: { status: 'processing', version: 1 } })
    // someone replying from the version they read before that move: nothing saved
    expect((await move({ version: 0, status: 'replied', reply: '舊版本的回覆' })).body.code).toBe(
      'STALE_VERSION'
    )
    const reply = '已聯絡商家，重新為你安排送餐，造成不便敬請見諒。'
    expect((await move({ version: 1, status: 'replied', reply })).body.code).toBe('0000')

    const info = (await t.client.get('/v1/feedback/info', { id: String(id) }, { token: u.token })).body.data
    expect(info).toMatchObject({ status: 'replied', replies: [{ author: 'staff', content: reply }] })
    expect(JSON.stringify(info)).not.toContain('舊版本的回覆')

    expect((await move({ version: 2, status: 'closed' })).body.code).toBe('0000')
    expect((await move({ version: 3, status: 'processing' })).body.code).toBe('FEEDBACK_STATE')
    expect(
      (await t.client.get('/v1/feedback/info', { id: String(id) }, { token: u.token })).body.data
    ).toMatchObject({ status: 'closed' })
    const trail = await auditOf('ops.feedback', id)
    expect(trail.map((e) => e.after.status)).toEqual(['closed', 'replied', 'processing'])
  })
})

describe('reports against shops', () => {
  it('are a queue support resolves once with a note', async () => {
    const u = await createUser(t)
    const sent = await t.client.postJson(
      '/v1/store/merchant/report',
      { mchId: shop.mchId, type: '食品安全', content: '食物有異味', images: [] },
      { token: u.token }
    )
    expect(sent.body.code).toBe('0000')
    const open = (await as('support').get<{ list: OpsReportRow[] }>('/ops/reports', { pageSize: '50' })).body
      .data.list
    const rep = open.find((r) => r.userId === u.userId)!
    expect(rep).toMatchObject({ merchantId: shop.mchId, type: '食品安全', status: 'open' })
    expect((await as('support').post('/ops/reports/resolve', { id: rep.id, note: ' ' })).body.code).toBe(
      'VALIDATION'
    )
    const done = await as('support').post('/ops/reports/resolve', {
      id: rep.id,
      note: '已聯絡商家整改並跟進'
    })
    expect(done.body).toMatchObject({ code: '0000', data: { status: 'resolved' } })
    expect(
      (await as('super').post('/ops/reports/resolve', { id: rep.id, note: '再處理一次' })).body.code
    ).toBe('REPORT_STATE')
    const resolved = (
      await as('support').get<{ list: OpsReportRow[] }>('/ops/reports', { status: 'resolved' })
    ).body.data.list
    expect(resolved.find((r) => r.id === rep.id)).toMatchObject({ resolution: '已聯絡商家整改並跟進' })
    expect(await auditOf('ops.report.resolve', rep.id)).toHaveLength(1)
    // the reporter is told the outcome once, in their notices
    const news = await t.client.get(
      '/v1/news/list',
      { kind: 'notice', page: '1', pageSize: '20' },
      { token: u.token }
    )
    const told = (news.body.data as { list: Array<{ title: string; body: string }> }).list.filter(
      (m) => m.title === '舉報處理結果'
    )
    expect(told).toHaveLength(1)
    expect(told[0]!.body).toContain('已聯絡商家整改並跟進')
  })
})

describe('customer and order lookup', () => {
  it('finds a customer by whole phone (masked) and an order with every step and its actor; reveals are audited', async () => {
    const b = await buyer(t, shop, 1)
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
    const { orderId } = sub.body.data as { orderId: number }
    await t.client.postForm('/v1/pay/wallet', { orderId, password: '135790' }, { token: b.token })

    // a part of the number finds nothing: the desk is no directory
    const part = await as('support').get<{ customers: OpsCustomer[] }>('/ops/lookup', {
      q: b.phone.slice(0, 4)
    })
    expect(part.body.data.customers).toEqual([])
    const found = await as('support').get<{ customers: OpsCustomer[] }>('/ops/lookup', { q: b.phone })
    expect(found.body.data.customers).toEqual([
      expect.objectContaining({ userId: b.userId, orderCount: 1, identityStatus: 'none', deletion: null })
    ])
    expect(JSON.stringify(found.body.data)).not.toContain(b.phone)

    // the shop accepts it: the history names the member of staff who did
    const accepted = await as('shop staff').post('/board/accept', { orderId, prepMinutes: 15 })
    expect(accepted.body.code).toBe('0000')
    const detail = await as('support').get<OpsOrderDetail>('/ops/order', { orderId: String(orderId) })
    expect(detail.body.data.events.map((e) => e.actorType)).toEqual(['customer', 'customer', 'merchant'])
    expect(detail.body.data.events[2]!.actorName).toMatch(/店員$/)
    expect(JSON.stringify(detail.body.data)).not.toContain(b.phone)
    const byNo = await as('support').get<{ orders: Array<{ id: number }> }>('/ops/lookup', {
      q: (await t.db.one<{ order_no: string }>('SELECT order_no FROM orders WHERE id = $1', [orderId]))!
        .order_no
    })
    expect(byNo.body.data.orders.map((o) => o.id)).toEqual([orderId])

    const r = await as('support').post<{ fields: Record<string, string> }>('/ops/reveal', {
      kind: 'order',
      id: orderId,
      reason: '騎手聯絡不上客戶'
    })
    const stored = await t.db.one<{ phone: string }>(
      "SELECT address->>'phone' AS phone FROM orders WHERE id = $1",
      [orderId]
    )
    expect(r.body.data.fields.phone).toContain(stored!.phone)
    expect(JSON.stringify(detail.body.data)).not.toContain(stored!.phone)
    expect(await auditOf('ops.reveal.order', orderId)).toHaveLength(1)
    const missing = await as('support').post('/ops/reveal', {
      kind: 'order',
      id: 2147483647,
      reason: '騎手聯絡不上客戶'
    })
    expect(missing.body.code).toBe('NOT_FOUND')
  })

  it('lists accounts in their deletion window, soonest first, masked', async () => {
    const u = await createUser(t)
    const now = t.clock.now()
    // set-up, not under test: the SMS-confirmed request is account.test's
    await t.db.query(
      `INSERT INTO account_deletions (user_id, status, forfeited, requested_at, erase_at) VALUES ($1, 'pending', 1500, $2, $3)`,
      [u.userId, now, now + 7 * 86_400_000]
    )
    const list = (await as('support').get<{ list: Array<Record<string, unknown>> }>('/ops/deletions')).body
      .data.list
    expect(list.find((d) => d.userId === u.userId)).toMatchObject({
      forfeited: 1500,
      eraseAt: Math.floor((now + 7 * 86_400_000) / 1000)
    })
    expect(JSON.stringify(list)).not.toContain(u.phone)
  })
})

describe('audit search', () => {
  it('by actor, action, subject and Asia/Macau days', async () => {
    const get = (q: Record<string, string>) =>
      as('finance').get<{ list: Array<{ action: string; actorName: string; at: number }> }>('/audit', q)
    const mine = (await get({ actor: 'ops-support', action: 'ops.reveal' })).body.data.list
    expect(mine.length).toBeGreaterThanOrEqual(2)
    expect(mine.every((e) => e.actorName === 'ops-support' && e.action.startsWith('ops.reveal.'))).toBe(true)
    // the test clock is Macau noon on 2026-11-22
    expect((await get({ from: '2026-11-22', to: '2026-11-22' })).body.data.list.length).toBeGreaterThan(0)
    expect((await get({ from: '2026-11-23' })).body.data.list).toEqual([])
    expect((await get({ to: '2026-11-21' })).body.data.list).toEqual([])
    expect((await get({ from: '2026-11-23', to: '2026-11-22' })).body.code).toBe('VALIDATION')
    expect((await get({ from: '2026-02-30' })).body.code).toBe('VALIDATION')
    expect((await get({ subject: 'feedback:2147483647' })).body.data.list).toEqual([])
    // read-only: there is no call that changes it, and the database refuses
    await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/)
  })
})
