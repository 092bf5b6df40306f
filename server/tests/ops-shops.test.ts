import { randomBytes, randomUUID } from 'node:crypto'
import type { BusinessInfo } from '@lotus/contract/business'
import type { Statement } from '@lotus/contract/figures'
import type {
  OpsRiderApplicationRow,
  OpsRiderApproved,
  OpsApplicationApproved,
  OpsApplicationRow,
  OpsShopRow,
  OpsStandingResult
} from '@lotus/contract/ops'
import type { StaffMe } from '@lotus/contract/staff'
import { macauDay } from '@lotus/contract/macau-time'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { buyer, createUser, noonClock, ORDER_ENV, setupShop, type Shop } from './helpers/order-fixtures.js'
import { staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Issue 38 point 2: operators run shops. A merchant application becomes a shop and its owner's login; a rejection's
 * reason reaches the applicant; a suspended or closed shop is gone from customers at once, its orders not yet
 * accepted cancelled and refunded, its accepted ones left to finish; a closed shop's staff lose the console;
 * commission changes apply from then on. Every class of endpoint is refused to the roles without it.
 */
let t: TestApp
const clients = new Map<string, StaffClient>()
const as = (who: string) => clients.get(who)!

const OPS_LOGINS = {
  super: 'operator',
  support: 'ops-support',
  marketing: 'ops-marketing',
  finance: 'ops-finance',
  content: 'ops-content'
} as const

let shop: Shop

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupShop(t, { stock: 100, price: 2000 })
  for (const [role, username] of Object.entries(OPS_LOGINS)) {
    const c = staffClient(t)
    await c.password(username, DEV_STAFF_PASSWORD)
    await c.enrol()
    clients.set(role, c)
  }
  const key = await t.db.one<{ seed_key: string }>('SELECT seed_key FROM merchants WHERE id = $1', [
    shop.mchId
  ])
  const shopStaff = staffClient(t)
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

async function apply(shopName = '龍華茶樓') {
  const u = await createUser(t)
  const r = await t.client.postJson(
    '/v1/business/apply',
    {
      shopName,
      category: '餐飲美食',
      district: '花王堂區',
      address: '提督馬路 3 號地下',
      contactName: '何先生',
      areaCode: '853',
      phone: '66887766',
      registrationNo: '12345 (SO)',
      licences: [await photo(u.userId), await photo(u.userId)]
    },
    { token: u.token }
  )
  expect(r.body.code).toBe('0000')
  return { ...u, id: (r.body.data as { id: number }).id }
}

const info = async (token: string) =>
  (await t.client.get('/v1/business/info', {}, { token })).body.data as BusinessInfo

const auditOf = async (action: string, subjectId: number | string) =>
  (
    await as('super').get<{ list: Array<{ actorName: string; after: Record<string, unknown> }> }>('/audit', {
      action,
      subject: String(subjectId)
    })
  ).body.data.list

/** A customer's order at the shop, paid from the wallet. */
async function paidOrder(s: Shop) {
  const b = await buyer(t, s, 1)
  await t.client.postForm('/v1/appUser/setPayPassword', { password: '135790' }, { token: b.token })
  await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 100000, $2)', [
    b.userId,
    t.clock.now()
  ])
  const sub = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: s.mchId, addressId: b.addressId },
    { token: b.token }
  )
  expect(sub.body.code).toBe('0000')
  const { orderId } = sub.body.data as { orderId: number }
  const pay = await t.client.postForm('/v1/pay/wallet', { orderId, password: '135790' }, { token: b.token })
  expect(pay.body.code).toBe('0000')
  return { ...b, orderId }
}

const balance = async (userId: number) =>
  (await t.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance

const listed = async (mchId: number, keyword?: string) => {
  const r = await t.client.get('/v1/store/merchant/list', {
    lat: String(shop.lat),
    lng: String(shop.lng),
    page: '1',
    pageSize: '50',
    ...(keyword ? { keyword } : {})
  })
  return (r.body.data as { list: Array<{ id: number }> }).list.some((m) => m.id === mchId)
}

describe('roles', () => {
  // one call per endpoint class: applications and standing are support's, commission finance's, shops both's
  const CLASSES: Array<{
    name: string
    who: readonly string[]
    call: (c: StaffClient) => ReturnType<StaffClient['get']>
  }> = [
    { name: 'applications', who: ['support'], call: (c) => c.get('/ops/applications') },
    {
      name: 'application decide',
      who: ['support'],
      call: (c) =>
        c.post('/ops/applications/decide', { id: 2147483647, decision: 'reject', reason: '資料不全' })
    },
    { name: 'shops', who: ['support', 'finance'], call: (c) => c.get('/ops/shops') },
    {
      name: 'standing',
      who: ['support'],
      call: (c) =>
        c.post('/ops/shops/standing', { merchantId: 2147483647, step: 'suspend', reason: '多次被投訴' })
    },
    {
      name: 'commission',
      who: ['finance'],
      call: (c) => c.post('/ops/shops/commission', { merchantId: 2147483647, commissionBps: 1200 })
    },
    { name: 'rider applications', who: ['support'], call: (c) => c.get('/ops/rider-applications') },
    {
      name: 'rider decide',
      who: ['support'],
      call: (c) => c.post('/ops/rider-applications/decide', { id: 2147483647, decision: 'approve' })
    },
    { name: 'riders', who: ['support'], call: (c) => c.get('/ops/riders') },
    {
      name: 'rider suspend',
      who: ['support'],
      call: (c) => c.post('/ops/riders/suspend', { riderId: 2147483647, suspend: true, reason: '多次投訴' })
    }
  ]
  const ROLES = ['super', 'support', 'marketing', 'finance', 'content', 'shop staff', 'rider'] as const
  it.each(ROLES.flatMap((role) => CLASSES.map((c) => ({ role, ...c }))))(
    '$role: $name',
    async ({ role, who, call }) => {
      const r = await call(as(role))
      if (role === 'super' || who.includes(role)) expect(['0000', 'NOT_FOUND']).toContain(r.body.code)
      else expect(r.body).toMatchObject({ code: 'STAFF_FORBIDDEN' })
    }
  )

  it('refuses bad input with VALIDATION and changes nothing', async () => {
    const before = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')
    const bad: Array<[string, unknown]> = [
      ['/ops/applications/decide', { id: 1, decision: 'maybe' }],
      ['/ops/applications/decide', { id: '1', decision: 'approve' }],
      ['/ops/applications/decide', { id: 1, decision: 'reject', reason: 'x'.repeat(101) }],
      ['/ops/shops/standing', { merchantId: shop.mchId, step: 'delete', reason: '多次被投訴' }],
      ['/ops/shops/standing', { merchantId: shop.mchId, step: 'suspend', reason: ' ' }],
      ['/ops/shops/standing', { merchantId: shop.mchId, step: 'suspend', reason: '投訴\u0000' }],
      ['/ops/shops/standing', { merchantId: 0, step: 'suspend', reason: '多次被投訴' }],
      ['/ops/shops/commission', { merchantId: shop.mchId, commissionBps: 5001 }],
      ['/ops/shops/commission', { merchantId: shop.mchId, commissionBps: -1 }],
      ['/ops/shops/commission', { merchantId: shop.mchId, commissionBps: 12.5 }],
      ['/ops/shops/commission', { merchantId: shop.mchId, commissionBps: 1200, extra: 1 }]
    ]
    for (const [path, body] of bad) {
      const r = await as('super').post(path, body)
      expect(r.res.statusCode, path).toBeLessThan(500)
      expect(r.body.code, JSON.stringify(body)).toBe('VALIDATION')
    }
    const after = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')
    expect(after!.n).toBe(before!.n)
    const m = await t.db.one<{ standing: string; commission_bps: number }>(
      'SELECT standing, commission_bps FROM merchants WHERE id = $1',
      [shop.mchId]
    )
    expect(m).toEqual({ standing: 'active', commission_bps: 1500 })
  })
})

describe('merchant applications', () => {
  it('a rejection needs a reason, which the applicant reads; decided once', async () => {
    const a = await apply('小食店')
    const queue = (
      await as('support').get<{ list: OpsApplicationRow[] }>('/ops/applications', { pageSize: '50' })
    ).body.data.list
    const row = queue.find((r) => r.id === a.id)!
    expect(row).toMatchObject({ registrationNo: '12345 (SO)', phoneMasked: '66****66', status: 'reviewing' })
    expect(row.licences).toHaveLength(2)
    expect(JSON.stringify(queue)).not.toContain('66887766')
    const noReason = await as('support').post('/ops/applications/decide', { id: a.id, decision: 'reject' })
    expect(noReason.body.code).toBe('VALIDATION')
    const no = await as('support').post('/ops/applications/decide', {
      id: a.id,
      decision: 'reject',
      reason: '營業執照相片模糊，請重新拍攝'
    })
    expect(no.body).toMatchObject({ code: '0000', data: { status: 'rejected' } })
    expect(await info(a.token)).toMatchObject({
      application: { status: 'rejected', rejectReason: '營業執照相片模糊，請重新拍攝' },
      canApply: true
    })
    const again = await as('super').post('/ops/applications/decide', { id: a.id, decision: 'approve' })
    expect(again.body.code).toBe('APPLICATION_STATE')
    expect(await auditOf('ops.merchant.reject', a.id)).toHaveLength(1)
  })

  it('approving makes a shop, closed until set up, and its owner login shown once; two operators at once make one', async () => {
    const a = await apply('龍華茶樓')
    const [x, y] = await Promise.all([
      as('support').post<OpsApplicationApproved>('/ops/applications/decide', {
        id: a.id,
        decision: 'approve'
      }),
      as('super').post<OpsApplicationApproved>('/ops/applications/decide', { id: a.id, decision: 'approve' })
    ])
    const codes = [x.body.code, y.body.code].sort()
    expect(codes).toEqual(['0000', 'APPLICATION_STATE'])
    const ok = (x.body.code === '0000' ? x : y).body.data
    const made = await t.db.many<{ id: number; is_open: boolean; standing: string }>(
      "SELECT id, is_open, standing FROM merchants WHERE name = '龍華茶樓'"
    )
    expect(made).toEqual([{ id: ok.merchantId, is_open: false, standing: 'active' }])
    expect(await info(a.token)).toMatchObject({ application: { status: 'approved' } })
    // the owner signs in with the password shown once, must enrol a second factor, and runs only that shop
    expect(ok.owner.password.length).toBeGreaterThanOrEqual(12)
    const owner = staffClient(t)
    const first = await owner.password(ok.owner.username, ok.owner.password)
    expect(first.body.data.stage).toBe('enrol')
    await owner.enrol()
    const me = (await owner.get<StaffMe>('/me')).body.data
    expect(me).toMatchObject({ role: 'owner', shops: [{ id: ok.merchantId, name: '龍華茶樓' }] })
    expect((await owner.get('/shop', { merchantId: String(shop.mchId) })).body.code).not.toBe('0000')
    const audit = await auditOf('ops.merchant.approve', a.id)
    expect(audit).toHaveLength(1)
    expect(JSON.stringify(audit)).not.toContain(ok.owner.password)
  })
})

describe('suspending and closing a shop', () => {
  it('hides it from customers at once, cancels and refunds orders not yet accepted, lets accepted ones finish', async () => {
    const s = await setupShop(t, { stock: 100, price: 2000 })
    const name = (await t.db.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [s.mchId]))!
      .name
    const waiting = await paidOrder(s)
    const cooking = await paidOrder(s)
    const key = await t.db.one<{ seed_key: string }>('SELECT seed_key FROM merchants WHERE id = $1', [
      s.mchId
    ])
    const staff = staffClient(t)
    await staff.login(`${key!.seed_key}-staff`, DEV_STAFF_PASSWORD)
    expect((await staff.post('/board/accept', { orderId: cooking.orderId, prepMinutes: 15 })).body.code).toBe(
      '0000'
    )
    const paidBalance = await balance(waiting.userId)
    expect(await listed(s.mchId, name)).toBe(true)

    const r = await as('support').post<OpsStandingResult>('/ops/shops/standing', {
      merchantId: s.mchId,
      step: 'suspend',
      reason: '食物安全投訴，待調查'
    })
    expect(r.body).toMatchObject({ code: '0000', data: { standing: 'suspended', cancelled: 1, running: 1 } })

    // gone from the list and search; its page says so; cart and checkout refuse with a clear code
    expect(await listed(s.mchId)).toBe(false)
    expect(await listed(s.mchId, name)).toBe(false)
    const page = await t.client.get(`/v1/store/merchant/${s.mchId}`, {})
    expect(page.body.data).toMatchObject({ standing: 'suspended', isOpen: false })
    const b = await buyer(t, s, 1)
    const calc = await t.client.postJson(
      '/v2/wm/cart/calc',
      { mchId: s.mchId, lat: s.lat, lng: s.lng, couponId: 0, redEnvelopeId: 0 },
      { token: b.token }
    )
    expect(calc.body).toMatchObject({ code: 'SHOP_SUSPENDED', msg: '此商家已暫停營業' })
    const sub = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: s.mchId, addressId: b.addressId },
      { token: b.token }
    )
    expect(sub.body.code).toBe('SHOP_SUSPENDED')

    // the paid order: cancelled by the platform, money back; the accepted one runs on
    const w = await t.db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [waiting.orderId])
    expect(w!.status).toBe('cancelled')
    expect(await balance(waiting.userId)).toBeGreaterThan(paidBalance)
    const ev = await t.db.one<{ actor_type: string }>(
      "SELECT actor_type FROM order_events WHERE order_id = $1 AND status = 'cancelled'",
      [waiting.orderId]
    )
    expect(ev!.actor_type).toBe('operator')
    expect((await staff.post('/board/ready', { orderId: cooking.orderId })).body.code).toBe('0000')

    // closing waits for the accepted order; a second suspension is refused; reopening lists it again
    const close = await as('support').post('/ops/shops/standing', {
      merchantId: s.mchId,
      step: 'close',
      reason: '商戶結業'
    })
    expect(close.body.code).toBe('SHOP_STANDING')
    const twice = await as('support').post('/ops/shops/standing', {
      merchantId: s.mchId,
      step: 'suspend',
      reason: '再暫停'
    })
    expect(twice.body.code).toBe('SHOP_STANDING')
    const back = await as('super').post('/ops/shops/standing', {
      merchantId: s.mchId,
      step: 'reopen',
      reason: '調查完畢'
    })
    expect(back.body.data).toMatchObject({ standing: 'active' })
    expect(await listed(s.mchId, name)).toBe(true)
    expect(await auditOf('ops.shop.suspend', s.mchId)).toHaveLength(1)
    expect(await auditOf('ops.shop.reopen', s.mchId)).toHaveLength(1)
    const shops = (await as('finance').get<{ list: OpsShopRow[] }>('/ops/shops', { q: String(s.mchId) })).body
      .data.list
    expect(shops.find((x) => x.id === s.mchId)).toMatchObject({ standing: 'active', commissionBps: 1500 })
  })

  it('closing a shop with nothing running ends its staff’s console access', async () => {
    const s = await setupShop(t, { stock: 100, price: 2000 })
    const key = await t.db.one<{ seed_key: string }>('SELECT seed_key FROM merchants WHERE id = $1', [
      s.mchId
    ])
    const staff = staffClient(t)
    await staff.login(`${key!.seed_key}-staff`, DEV_STAFF_PASSWORD)
    expect((await staff.get('/board', { merchantId: String(s.mchId) })).body.code).toBe('0000')
    const r = await as('support').post('/ops/shops/standing', {
      merchantId: s.mchId,
      step: 'close',
      reason: '商戶申請結業'
    })
    expect(r.body).toMatchObject({ code: '0000', data: { standing: 'closed' } })
    expect((await staff.get('/board', { merchantId: String(s.mchId) })).body.code).toBe('STAFF_UNAUTHORIZED')
    const again = staffClient(t)
    await again.login(`${key!.seed_key}-staff`, DEV_STAFF_PASSWORD)
    expect((await again.get('/board', { merchantId: String(s.mchId) })).body.code).not.toBe('0000')
    expect(
      (
        await as('support').post('/ops/shops/standing', {
          merchantId: s.mchId,
          step: 'reopen',
          reason: '重開'
        })
      ).body.code
    ).toBe('SHOP_STANDING')
    const page = await t.client.get(`/v1/store/merchant/${s.mchId}`, {})
    expect(page.body.data).toMatchObject({ standing: 'closed' })
  })
})

describe('commission', () => {
  it('finance sets it; sales paid before keep their rate, sales after take the new one', async () => {
    const s = await setupShop(t, { stock: 100, price: 2000 })
    const before = await paidOrder(s)
    t.clock.advance(60_000)
    const r = await as('finance').post('/ops/shops/commission', { merchantId: s.mchId, commissionBps: 1000 })
    expect(r.body.code).toBe('0000')
    t.clock.advance(60_000)
    const after = await paidOrder(s)
    const owner = staffClient(t)
    const ownerName = await t.db.one<{ username: string }>(
      `SELECT a.username FROM staff_accounts a JOIN staff_shops ss ON ss.staff_id = a.id
       WHERE ss.merchant_id = $1 AND a.role = 'owner' ORDER BY a.id LIMIT 1`,
      [s.mchId]
    )
    await owner.password(ownerName!.username, DEV_STAFF_PASSWORD)
    await owner.enrol()
    const day = macauDay(t.clock.now())
    const st = (
      await owner.get<Statement>('/figures/statement', { merchantId: String(s.mchId), from: day, to: day })
    ).body.data
    const line = (orderId: number) => st.lines.find((l) => l.orderId === orderId && l.kind === 'sale')!
    expect(line(before.orderId).commission).toBe(Math.round(line(before.orderId).gross * 0.15))
    expect(line(after.orderId).commission).toBe(Math.round(line(after.orderId).gross * 0.1))
    expect(st.commissionBps).toBe(1000)
    const audit = await auditOf('ops.shop.commission', s.mchId)
    expect(audit[0]).toMatchObject({ actorName: 'ops-finance', after: { commissionBps: 1000 } })
  })
})

describe('riders', () => {
  it('apply on the public form, are approved into a rider account, and once suspended take no new delivery but finish theirs', async () => {
    const form = { name: '陳騎手', areaCode: '853', phone: '62345678', vehicle: 'scooter' }
    const anyone = staffClient(t)
    expect((await anyone.post('/rider-applications', form)).body).toMatchObject({
      code: '0000',
      data: { received: true }
    })
    expect((await anyone.post('/rider-applications', form)).body.code).toBe('APPLICATION_OPEN')
    for (const bad of [
      { ...form, phone: '1234' },
      { ...form, vehicle: 'horse' },
      { ...form, name: '' },
      { ...form, extra: 1 }
    ])
      expect((await anyone.post('/rider-applications', bad)).body.code, JSON.stringify(bad)).toBe(
        'VALIDATION'
      )
    const queue = (
      await as('support').get<{ list: OpsRiderApplicationRow[] }>('/ops/rider-applications', {
        pageSize: '50'
      })
    ).body.data.list
    const row = queue.find((r) => r.name === '陳騎手')!
    expect(row).toMatchObject({ phoneMasked: '62****78', vehicle: 'scooter', status: 'reviewing' })
    expect(JSON.stringify(queue)).not.toContain('62345678')
    const ok = await as('support').post<OpsRiderApproved>('/ops/rider-applications/decide', {
      id: row.id,
      decision: 'approve'
    })
    expect(ok.body.code).toBe('0000')
    expect(
      (await as('super').post('/ops/rider-applications/decide', { id: row.id, decision: 'approve' })).body
        .code
    ).toBe('APPLICATION_STATE')
    const rider = staffClient(t)
    await rider.login(ok.body.data.rider.username, ok.body.data.rider.password)
    expect((await rider.get<StaffMe>('/me')).body.data).toMatchObject({ role: 'rider', name: '陳騎手' })
    // the password support read out is changed first: until then the rider can take nothing
    expect((await rider.post('/rider/take', { orderId: 1 })).body.code).toBe('STAFF_PASSWORD_CHANGE_REQUIRED')
    const changed = await rider.post<{ stage: string }>('/password', {
      current: ok.body.data.rider.password,
      password: 'chan-rider-own-pass'
    })
    expect(changed.body.data).toMatchObject({ stage: 'done' })

    // two accepted deliveries: the rider takes one, is suspended, finishes it, and cannot take the other
    const s = await setupShop(t, { stock: 100, price: 2000 })
    const key = await t.db.one<{ seed_key: string }>('SELECT seed_key FROM merchants WHERE id = $1', [
      s.mchId
    ])
    const staff = staffClient(t)
    await staff.login(`${key!.seed_key}-staff`, DEV_STAFF_PASSWORD)
    const first = await paidOrder(s)
    const second = await paidOrder(s)
    for (const o of [first, second])
      expect((await staff.post('/board/accept', { orderId: o.orderId, prepMinutes: 10 })).body.code).toBe(
        '0000'
      )
    expect((await rider.post('/rider/take', { orderId: first.orderId })).body.code).toBe('0000')
    const sus = await as('support').post('/ops/riders/suspend', {
      riderId: ok.body.data.rider.staffId,
      suspend: true,
      reason: '多次遲送被投訴'
    })
    expect(sus.body).toMatchObject({ code: '0000', data: { suspended: true, inHand: 1 } })
    const refused = await rider.post('/rider/take', { orderId: second.orderId })
    expect(refused.body.code).toBe('RIDER_SUSPENDED')
    expect(
      (await t.db.one<{ rider_id: number | null }>('SELECT rider_id FROM orders WHERE id = $1', [
        second.orderId
      ]))!.rider_id
    ).toBeNull()
    expect((await staff.post('/board/ready', { orderId: first.orderId })).body.code).toBe('0000')
    expect((await rider.post('/rider/pick-up', { orderId: first.orderId })).body.code).toBe('0000')
    const lifted = await as('support').post('/ops/riders/suspend', {
      riderId: ok.body.data.rider.staffId,
      suspend: false,
      reason: '已完成培訓'
    })
    expect(lifted.body.data).toMatchObject({ suspended: false })
    expect((await rider.post('/rider/take', { orderId: second.orderId })).body.code).toBe('0000')
    expect(await auditOf('ops.rider.suspend', ok.body.data.rider.staffId)).toHaveLength(1)
    // a shop account is no rider
    const owner = await t.db.one<{ id: number }>("SELECT id FROM staff_accounts WHERE role = 'owner' LIMIT 1")
    expect(
      (await as('support').post('/ops/riders/suspend', { riderId: owner!.id, suspend: true, reason: '測試' }))
        .body.code
    ).toBe('NOT_FOUND')
  })
})
