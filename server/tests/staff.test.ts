import { randomUUID } from 'node:crypto'
import {
  STAFF_IDLE_MS,
  STAFF_LOCK_AFTER,
  STAFF_LOCK_MS,
  STAFF_PENDING_MS,
  STAFF_SESSION_MS,
  type StaffOrderRow,
  type Page
} from '@lotus/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { totpCode } from '../src/modules/staff/totp.js'
import { buyer, setupShop, type Shop } from './helpers/order-fixtures.js'
import { shopsOf, staffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let shop: Shop
let other: Shop
let shopKey: string
let otherKey: string
const PW = DEV_STAFF_PASSWORD

beforeAll(async () => {
  t = await createTestApp()
  shop = await setupShop(t)
  other = await setupShop(t)
  const keys = await t.db.many<{ id: number; seed_key: string }>(
    'SELECT id, seed_key FROM merchants WHERE id = ANY($1)',
    [[shop.mchId, other.mchId]]
  )
  shopKey = keys.find((k) => k.id === shop.mchId)!.seed_key
  otherKey = keys.find((k) => k.id === other.mchId)!.seed_key
})
afterAll(() => t.close())

/** A customer's order placed through the API, then paid (as the gateway's callback would mark it). */
async function paidOrder(s: Shop): Promise<{ orderId: number; orderNo: string; token: string }> {
  const b = await buyer(t, s)
  const r = await t.client.postJson(
    '/v1/store/order/submit',
    { clientKey: randomUUID(), mchId: s.mchId, addressId: b.addressId },
    { token: b.token }
  )
  expect(r.body.code).toBe('0000')
  const { orderId } = r.body.data as { orderId: number }
  const o = await t.db.one<{ order_no: string }>(
    "UPDATE orders SET status = 'paid', paid_at = $2, pay_method = 'online' WHERE id = $1 RETURNING order_no",
    [orderId, t.clock.now()]
  )
  return { orderId, orderNo: o!.order_no, token: b.token }
}

/** Moves the test clock past the current TOTP step, so the next code is a new one. */
const nextStep = () => t.clock.advance(30_000)

describe('demo accounts (development seed)', () => {
  it('gives every demo shop an owner and a staff login, a chain one owner, three riders and one operator per operator role', async () => {
    const shops = await t.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM merchants WHERE seed_key IS NOT NULL'
    )
    const staff = await t.db.one<{ n: number }>(
      "SELECT count(DISTINCT s.merchant_id)::int AS n FROM staff_shops s JOIN staff_accounts a ON a.id = s.staff_id WHERE a.role = 'staff'"
    )
    const owned = await t.db.one<{ n: number }>(
      "SELECT count(DISTINCT s.merchant_id)::int AS n FROM staff_shops s JOIN staff_accounts a ON a.id = s.staff_id WHERE a.role = 'owner'"
    )
    expect(staff!.n).toBe(shops!.n)
    expect(owned!.n).toBe(shops!.n)
    const roles = await t.db.many<{ role: string; n: number }>(
      'SELECT role, count(*)::int AS n FROM staff_accounts GROUP BY role ORDER BY role'
    )
    // one operator per operator role (issue 38): `operator` the super admin, then support, marketing, finance, content
    expect(Object.fromEntries(roles.map((r) => [r.role, r.n]))).toMatchObject({ rider: 3, operator: 5 })
    const chain = await t.db.one<{ username: string; n: number }>(
      `SELECT a.username, count(*)::int AS n FROM staff_accounts a JOIN staff_shops s ON s.staff_id = a.id
       WHERE a.username LIKE '%-chain-owner' GROUP BY a.username ORDER BY n DESC LIMIT 1`
    )
    expect(chain!.n).toBeGreaterThan(1)
    const hash = await t.db.one<{ password_hash: string }>(
      "SELECT password_hash FROM staff_accounts WHERE username = 'operator'"
    )
    expect(hash!.password_hash).toMatch(/^\$argon2id\$/)
  })

  it('are not seeded in production', async () => {
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        APP_SECRET: 's'.repeat(32),
        USER_SIGN_SALT: 'salt',
        SMS_PEPPER: 'p',
        PAY_PEPPER: 'q',
        CAPTCHA_HMAC_KEY: 'k'
      }
    })
    try {
      const n = await prod.db.one<{ n: number }>('SELECT count(*)::int AS n FROM staff_accounts')
      expect(n!.n).toBe(0)
      // and the session cookie is Secure there
      await prod.db.query(
        `INSERT INTO staff_accounts (username, name, role, password_hash, created_at)
         SELECT 'prod-rider', '騎手', 'rider', password_hash, 0 FROM (SELECT $1::text AS password_hash) x`,
        [await (await import('../src/modules/staff/passwords.js')).hashPassword('a-long-password')]
      )
      const r = await staffClient(prod).password('prod-rider', 'a-long-password')
      expect(r.body.code).toBe('0000')
      expect(String(r.res.headers['set-cookie'])).toMatch(/; Secure/)
    } finally {
      await prod.close()
    }
  })
})

describe('login, TOTP and sessions', () => {
  it('a member of staff logs in with a password alone and lists their shop’s paid orders', async () => {
    const paid = await paidOrder(shop)
    const late = await buyer(t, shop)
    const unpaid = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: late.addressId },
      { token: late.token }
    )
    const unpaidId = (unpaid.body.data as { orderId: number }).orderId
    const c = staffClient(t)
    const r = await c.password(`${shopKey}-staff`, PW)
    expect(r.body.code).toBe('0000')
    expect(r.body.data.stage).toBe('done')
    const cookie = String(r.res.headers['set-cookie'])
    expect(cookie).toMatch(/^lotus_staff=[\w-]{40,};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/api/staff')
    expect(cookie).not.toContain('Secure')
    const me = await c.get<{ role: string; shops: Array<{ id: number }> }>('/me')
    expect(me.body.data).toMatchObject({ role: 'staff', shops: [{ id: shop.mchId }], stage: 'done' })
    const list = await c.get<Page<StaffOrderRow>>('/orders', { merchantId: String(shop.mchId) })
    expect(list.body.code).toBe('0000')
    expect(list.body.data.list.map((o) => o.id)).toContain(paid.orderId)
    const row = list.body.data.list.find((o) => o.id === paid.orderId)!
    expect(row).toMatchObject({
      orderNo: paid.orderNo,
      status: 'paid',
      statusText: expect.any(String),
      fulfilment: 'delivery'
    })
    expect(row.total).toBeGreaterThan(0)
    // an order not yet paid is still the customer's business
    expect(list.body.data.list.map((o) => o.id)).not.toContain(unpaidId)
    // paging
    const first = await c.get<Page<StaffOrderRow>>('/orders', {
      merchantId: String(shop.mchId),
      pageSize: '1'
    })
    expect(first.body.data.list).toHaveLength(1)
    expect(first.body.data.total).toBe(list.body.data.total)
  })

  it('an owner must enrol TOTP before anything else, then logs in with password and code', async () => {
    const c = staffClient(t)
    const owner = `${shopKey}-owner`
    const r = await c.password(owner, PW)
    expect(r.body.data.stage).toBe('enrol')
    const refused = await c.get('/orders', { merchantId: String(shop.mchId) })
    expect(refused.body.code).toBe('STAFF_TOTP_REQUIRED')
    const start = await c.post<{ secret: string; otpauthUrl: string; qr: string }>('/totp/enrol')
    expect(start.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\//)
    expect(start.body.data.qr).toMatch(/^data:image\/png;base64,/)
    const wrong = await c.post('/totp/confirm', {
      code: totpCode(start.body.data.secret, t.clock.now() + 10 * 60_000)
    })
    expect(wrong.body.code).toBe('STAFF_TOTP_INVALID')
    const ok = await c.post('/totp/confirm', { code: totpCode(start.body.data.secret, t.clock.now()) })
    expect(ok.body.code).toBe('0000')
    // the secret is sealed at rest: a copy of the database does not give away the second factor
    const stored = await t.db.one<{ totp_secret: string }>(
      'SELECT totp_secret FROM staff_accounts WHERE username = $1',
      [owner]
    )
    expect(stored?.totp_secret).toMatch(/^v1\./)
    expect(stored?.totp_secret).not.toContain(start.body.data.secret)
    expect((await c.get('/orders', { merchantId: String(shop.mchId) })).body.code).toBe('0000')
    // an enrolled account cannot swap its factor from a session
    expect((await c.post('/totp/enrol')).body.code).toBe('STAFF_FORBIDDEN')

    expect((await c.post('/logout')).body.code).toBe('0000')
    expect((await c.get('/me')).body.code).toBe('STAFF_UNAUTHORIZED')

    const again = staffClient(t)
    const p = await again.password(owner, PW)
    expect(p.body.data.stage).toBe('totp')
    expect((await again.get('/orders', { merchantId: String(shop.mchId) })).body.code).toBe(
      'STAFF_TOTP_REQUIRED'
    )
    // the code used to confirm enrolment was used once: the same step's code is refused
    const replay = await again.post('/login/totp', { code: totpCode(start.body.data.secret, t.clock.now()) })
    expect(replay.body.code).toBe('STAFF_TOTP_INVALID')
    nextStep()
    const code = await again.post('/login/totp', { code: totpCode(start.body.data.secret, t.clock.now()) })
    expect(code.body.code).toBe('0000')
    expect((await again.get('/orders', { merchantId: String(shop.mchId) })).body.code).toBe('0000')
  })

  it('a chain owner works for every store of the chain and none other', async () => {
    const owner = await t.db.one<{ username: string }>(
      `SELECT a.username FROM staff_accounts a JOIN staff_shops s ON s.staff_id = a.id
       WHERE a.username LIKE '%-chain-owner' GROUP BY a.username ORDER BY count(*) DESC LIMIT 1`
    )
    const c = staffClient(t)
    await c.password(owner!.username, PW)
    await c.enrol()
    const me = await c.get<{ shops: Array<{ id: number; name: string }> }>('/me')
    const ids = await shopsOf(t, owner!.username)
    expect(me.body.data.shops.map((s) => s.id)).toEqual(ids)
    for (const id of ids) {
      expect((await c.get('/orders', { merchantId: String(id) })).body.code).toBe('0000')
    }
    expect((await c.get('/orders', { merchantId: String(shop.mchId) })).body.code).toBe('NOT_FOUND')
  })

  it('a session ends after two idle hours, and at once on logout', async () => {
    const c = staffClient(t)
    await c.login(`${otherKey}-staff`, PW)
    expect((await c.get('/me')).body.code).toBe('0000')
    t.clock.advance(STAFF_IDLE_MS - 60_000)
    expect((await c.get('/me')).body.code).toBe('0000')
    t.clock.advance(STAFF_IDLE_MS)
    expect((await c.get('/me')).body.code).toBe('STAFF_UNAUTHORIZED')
  })

  it('half a login (password given, code or enrolment not) ends after 10 minutes', async () => {
    const c = staffClient(t)
    expect((await c.password('kwong-fat-mart-chain-owner', PW)).body.data.stage).toBe('enrol')
    t.clock.advance(STAFF_PENDING_MS - 1000)
    expect((await c.get('/me')).body.code).toBe('0000')
    t.clock.advance(1000)
    expect((await c.get('/me')).body.code).toBe('STAFF_UNAUTHORIZED')
    expect((await c.post('/totp/enrol')).body.code).toBe('STAFF_UNAUTHORIZED')
  })

  it('a session in use still ends 12 hours after login', async () => {
    const c = staffClient(t)
    await c.login(`${otherKey}-staff`, PW)
    for (let h = 1; h < STAFF_SESSION_MS / 3600_000; h++) {
      t.clock.advance(3600_000)
      expect((await c.get('/me')).body.code, `after ${h} h`).toBe('0000')
    }
    t.clock.advance(3600_000)
    expect((await c.get('/me')).body.code).toBe('STAFF_UNAUTHORIZED')
  })

  it('a POST without the session’s CSRF token is refused and changes nothing', async () => {
    const c = staffClient(t)
    await c.login(`${otherKey}-staff`, PW)
    const forged = await c.raw('POST', '/logout', { headers: { 'x-csrf-token': 'forged' } })
    expect(forged.body.code).toBe('CSRF_INVALID')
    const cookieOnly = await t.app.inject({
      method: 'POST',
      url: '/api/staff/logout',
      headers: { cookie: c.cookie }
    })
    expect(cookieOnly.json().code).toBe('CSRF_INVALID')
    expect((await c.get('/me')).body.code).toBe('0000')
  })
})

describe('lockout and rate limits', () => {
  it(`locks an account after ${STAFF_LOCK_AFTER} wrong passwords, even against the right one, for 15 minutes`, async () => {
    const c = staffClient(t, { ip: '10.9.1.1' })
    const name = 'rider2'
    for (let i = 1; i < STAFF_LOCK_AFTER; i++) {
      expect((await c.password(name, `wrong-${i}`)).body.code).toBe('STAFF_LOGIN_FAILED')
    }
    const last = await c.password(name, 'wrong-last')
    expect(last.body).toMatchObject({ code: 'STAFF_LOCKED', msg: expect.stringContaining('鎖定') })
    expect((await c.password(name, PW)).body.code).toBe('STAFF_LOCKED')
    t.clock.advance(STAFF_LOCK_MS)
    expect((await c.password(name, PW)).body.code).toBe('0000')
    const failures = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'staff.login.failed' AND actor_name = $1",
      [name]
    )
    expect(failures!.n).toBe(STAFF_LOCK_AFTER)
  })

  it('an unknown username answers exactly as a wrong password', async () => {
    const c = staffClient(t, { ip: '10.9.1.2' })
    const unknown = await c.password('no-such-person', 'whatever')
    const wrong = await c.password('rider3', 'whatever')
    expect(unknown.body).toEqual(wrong.body)
  })

  it('limits login attempts per address across accounts', async () => {
    const c = staffClient(t, { ip: '10.9.1.3' })
    const codes: string[] = []
    for (let i = 0; i < 25; i++) codes.push((await c.password(`nobody-${i}`, 'x')).body.code)
    expect(codes.slice(0, 20).every((code) => code === 'STAFF_LOGIN_FAILED')).toBe(true)
    expect(codes.slice(20).every((code) => code === 'RATE_LIMITED')).toBe(true)
    // another address is not held back
    expect((await staffClient(t, { ip: '10.9.1.4' }).password('rider3', PW)).body.code).toBe('0000')
  })
})

describe('who sees what', () => {
  it('another shop’s orders answer exactly like a shop that does not exist', async () => {
    await paidOrder(other)
    const c = staffClient(t)
    await c.login(`${shopKey}-staff`, PW)
    const theirs = await c.get('/orders', { merchantId: String(other.mchId) })
    const missing = await c.get('/orders', { merchantId: '999999' })
    expect(theirs.body.code).toBe('NOT_FOUND')
    expect(theirs.body).toEqual(missing.body)
    expect(theirs.res.statusCode).toBe(missing.res.statusCode)
  })

  it('a rider cannot open a shop’s orders; only an operator reads the audit log', async () => {
    const rider = staffClient(t)
    await rider.login('rider1', PW)
    expect((await rider.get('/orders', { merchantId: String(shop.mchId) })).body.code).toBe('STAFF_FORBIDDEN')
    expect((await rider.get('/audit')).body.code).toBe('STAFF_FORBIDDEN')
    const staff = staffClient(t)
    await staff.login(`${shopKey}-staff`, PW)
    expect((await staff.get('/audit')).body.code).toBe('STAFF_FORBIDDEN')
  })

  it('a customer token opens no staff endpoint, and a staff session no customer one', async () => {
    const b = await buyer(t, shop)
    for (const path of ['/api/staff/me', `/api/staff/orders?merchantId=${shop.mchId}`, '/api/staff/audit']) {
      const r = await t.app.inject({ method: 'GET', url: path, headers: { apptoken: b.token } })
      expect(r.json().code).toBe('STAFF_UNAUTHORIZED')
    }
    // a customer token put where the cookie goes is no session either
    const asCookie = await t.app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: { cookie: `lotus_staff=${b.token}` }
    })
    expect(asCookie.json().code).toBe('STAFF_UNAUTHORIZED')

    const c = staffClient(t)
    await c.login(`${shopKey}-staff`, PW)
    const staffToken = c.cookie.split('=')[1]!
    const asApptoken = await t.client.get(
      '/v1/store/order/list',
      { page: '1', pageSize: '10' },
      { token: staffToken }
    )
    expect(asApptoken.body.code).toBe('401')
    const withCookie = await t.client.get(
      '/v1/store/order/list',
      { page: '1', pageSize: '10' },
      { headers: { cookie: c.cookie } }
    )
    expect(withCookie.body.code).toBe('401')
  })
})

describe('the audit log', () => {
  it('records logins, failed logins and TOTP enrolment with who, when and from where', async () => {
    const name = `${otherKey}-owner`
    const c = staffClient(t, { ip: '10.9.2.1' })
    await c.password(name, 'wrong')
    await c.password(name, PW)
    await c.enrol()
    const rows = await t.db.many<{
      action: string
      actor_name: string
      ip: string
      at: number
      after: unknown
    }>('SELECT action, actor_name, ip, at, after FROM audit_log WHERE actor_name = $1 ORDER BY id', [name])
    expect(rows.map((r) => r.action)).toEqual([
      'staff.login.failed',
      'staff.login.password',
      'staff.totp.enrol.started',
      'staff.totp.enrolled'
    ])
    expect(rows.every((r) => r.ip === '10.9.2.1' && Number(r.at) > 0)).toBe(true)
  })

  it('the database refuses to change or remove an entry', async () => {
    await expect(t.db.query("UPDATE audit_log SET action = 'x'")).rejects.toThrow(/append-only/)
    await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/)
    await expect(t.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/)
    const n = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')
    expect(n!.n).toBeGreaterThan(0)
  })

  it('an operator searches it, newest first, and pages through it', async () => {
    const op = staffClient(t)
    await op.password('operator', PW)
    await op.enrol()
    const all = await op.get<Page<{ action: string; actorName: string; at: number }>>('/audit', {
      pageSize: '50'
    })
    expect(all.body.code).toBe('0000')
    expect(all.body.data.total).toBeGreaterThan(5)
    const ats = all.body.data.list.map((e) => e.at)
    expect([...ats].sort((a, b) => b - a)).toEqual(ats)
    const failed = await op.get<Page<{ action: string }>>('/audit', { action: 'staff.login.failed' })
    expect(failed.body.data.list.length).toBeGreaterThan(0)
    expect(failed.body.data.list.every((e) => e.action === 'staff.login.failed')).toBe(true)
    const byName = await op.get<Page<{ actorName: string }>>('/audit', { q: 'rider2' })
    expect(byName.body.data.list.length).toBeGreaterThan(0)
    expect(byName.body.data.list.every((e) => e.actorName === 'rider2')).toBe(true)
    // a wildcard typed into the search is a character, not a pattern
    expect((await op.get<Page<unknown>>('/audit', { q: '%' })).body.data.total).toBe(0)
  })
})
