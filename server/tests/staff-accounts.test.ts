import mqtt from 'mqtt'
import { boardTopic, type StaffMqttCredentials } from '@lotus/contract/board'
import type { Page, StaffAccountRow } from '@lotus/contract/staff'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_STAFF_PASSWORD } from '../src/modules/staff/seed-staff.js'
import { shopsOf, staffClient, type StaffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** Issue 36: 帳號管理 — owners keep their shops' staff, operators every account; losing access closes the board. */
let t: TestApp
let url: string
let owner: StaffClient
let operator: StaffClient
let ownerSecret: string
let mine: number
let theirs: number
let otherKey: string
const KEY = 'mei-king-cct'

const idOf = async (username: string) =>
  (await t.db.one<{ id: number }>('SELECT id FROM staff_accounts WHERE username = $1', [username]))!.id
const accountOf = (username: string) =>
  t.db.one<{ disabled: boolean; totp_secret: string | null; password_hash: string }>(
    'SELECT disabled, totp_secret, password_hash FROM staff_accounts WHERE username = $1',
    [username]
  )
/** The account's version, as 帳号管理's list answers it (every edit names it). */
const versionOf = async (username: string) =>
  (await t.db.one<{ v: number }>(
    `SELECT COALESCE(v.version, 1) AS v FROM staff_accounts a
       LEFT JOIN staff_account_state v ON v.staff_id = a.id WHERE a.username = $1`,
    [username]
  ))!.v
const auditCount = async (action: string) =>
  (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE action = $1', [action]))!.n

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  url = `ws://127.0.0.1:${address.port}/mqtt`
  mine = (await shopsOf(t, `${KEY}-staff`))[0]!
  otherKey = (await t.db.one<{ seed_key: string }>(
    'SELECT seed_key FROM merchants WHERE seed_key IS NOT NULL AND chain IS NULL AND seed_key <> $1 ORDER BY id LIMIT 1',
    [KEY]
  ))!.seed_key
  theirs = (await shopsOf(t, `${otherKey}-staff`))[0]!
  owner = staffClient(t)
  await owner.password(`${KEY}-owner`, DEV_STAFF_PASSWORD)
  ownerSecret = await owner.enrol()
  operator = staffClient(t)
  await operator.password('operator', DEV_STAFF_PASSWORD)
  await operator.enrol()
})
afterAll(() => t.close())

/** A member of staff logged in, with a board socket subscribed to their shop's topic. */
async function onTheBoard(username: string, merchantId = mine) {
  const c = staffClient(t)
  await c.login(username, DEV_STAFF_PASSWORD)
  const creds = await c.post<StaffMqttCredentials>('/mqtt/credentials', { merchantId })
  expect(creds.body.code).toBe('0000')
  const socket = await new Promise<mqtt.MqttClient>((resolve, reject) => {
    const client = mqtt.connect(url, {
      reconnectPeriod: 0,
      connectTimeout: 5000,
      username: creds.body.data.username,
      password: creds.body.data.password
    })
    client.once('connect', () => resolve(client))
    client.once('error', reject)
  })
  const granted = await socket.subscribeAsync(boardTopic(merchantId))
  expect(granted.every((g) => g.qos !== 128)).toBe(true)
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  return { c, socket, closed, creds: creds.body.data }
}

describe('listing', () => {
  it('an owner sees the staff of their own shop only; an operator every account', async () => {
    const own = await owner.get<Page<StaffAccountRow>>('/accounts')
    expect(own.body.code).toBe('0000')
    const names = own.body.data.list.map((a) => a.username)
    expect(names).toContain(`${KEY}-staff`)
    expect(names).not.toContain(`${otherKey}-staff`)
    expect(names.some((n) => n.endsWith('-owner') || n.startsWith('rider') || n === 'operator')).toBe(false)
    expect(own.body.data.list.find((a) => a.username === `${KEY}-staff`)).toMatchObject({
      role: 'staff',
      disabled: false,
      shops: [{ id: mine, name: expect.any(String) }]
    })
    // another shop's id answers like a missing one
    expect((await owner.get('/accounts', { merchantId: String(theirs) })).body.code).toBe('NOT_FOUND')
    const all = await operator.get<Page<StaffAccountRow>>('/accounts', { pageSize: '50', q: 'rider' })
    expect(all.body.data.list.map((a) => a.username).sort()).toEqual(['rider1', 'rider2', 'rider3'])
    const everyone = await operator.get<Page<StaffAccountRow>>('/accounts')
    expect(everyone.body.data.total).toBeGreaterThan(own.body.data.total)
    // staff and riders have no 帳號管理
    const staff = staffClient(t)
    await staff.login(`${KEY}-staff`, DEV_STAFF_PASSWORD)
    expect((await staff.get('/accounts')).body.code).toBe('STAFF_FORBIDDEN')
  })
})

describe('adding', () => {
  it('an owner adds a member of staff to their shop; a random first password is answered once and logs in', async () => {
    const before = await auditCount('staff.account.created')
    const r = await owner.post<{ id: number; password: string }>('/accounts/create', {
      username: 'mk-new-1',
      name: '新店員'
    })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.password).toMatch(/^[\w-]{16}$/)
    expect(await shopsOf(t, 'mk-new-1')).toEqual([mine])
    const fresh = staffClient(t)
    // a made password is changed first: nothing else opens until then
    expect((await fresh.login('mk-new-1', r.body.data.password)).stage).toBe('password')
    expect(await auditCount('staff.account.created')).toBe(before + 1)
    // a typed password is kept and not answered
    const typed = await owner.post('/accounts/create', {
      username: 'mk-new-2',
      name: '店員二',
      merchantId: mine,
      password: 'a-long-enough-pass'
    })
    expect(typed.body).toMatchObject({ code: '0000', data: { id: expect.any(Number) } })
    expect(typed.body.data).not.toHaveProperty('password')
  })

  it('refuses a short password, a taken username, another shop, an owner and bad text; nothing is added', async () => {
    const count = async () =>
      (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM staff_accounts'))!.n
    const n = await count()
    for (const [body, code] of [
      [{ username: 'mk-x', name: 'x', password: 'short' }, 'VALIDATION'],
      [{ username: `${KEY}-staff`, name: 'x' }, 'VALIDATION'],
      [{ username: 'Bad Name', name: 'x' }, 'VALIDATION'],
      [{ username: 'mk-nul', name: 'a\u0000b' }, 'VALIDATION'],
      [{ username: 'mk-sur', name: '\uD800' }, 'VALIDATION'],
      [{ username: 'mk-other', name: 'x', merchantId: theirs }, 'NOT_FOUND'],
      [{ username: 'mk-owner', name: 'x', role: 'owner', merchantId: mine }, 'STAFF_FORBIDDEN'],
      [{ username: 'mk-rider', name: 'x', role: 'rider' }, 'STAFF_FORBIDDEN']
    ] as const) {
      const r = await owner.post('/accounts/create', body)
      expect(r.body.code, JSON.stringify(body)).toBe(code)
    }
    expect(await count()).toBe(n)
  })
})

describe('another shop’s staff (IDOR)', () => {
  it('every write on another shop’s staff, an owner, a rider or oneself answers NOT_FOUND and changes nothing', async () => {
    const targets = [
      await idOf(`${otherKey}-staff`),
      await idOf(`${otherKey}-owner`),
      await idOf('rider1'),
      await idOf(`${KEY}-owner`),
      2_147_483_647
    ]
    const before = await t.db.one(
      "SELECT md5(string_agg(a::text, ',' ORDER BY id)) AS h FROM staff_accounts a"
    )
    for (const staffId of targets) {
      for (const [path, body] of [
        ['/accounts/disable', { staffId, version: 1, disabled: true }],
        ['/accounts/password', { staffId, version: 1 }],
        ['/accounts/sign-out', { staffId }],
        ['/accounts/remove-shop', { staffId, version: 1, merchantId: mine }]
      ] as const) {
        const r = await owner.post(path, body)
        expect(r.body.code, `${path} ${staffId}`).toBe('NOT_FOUND')
      }
    }
    expect(
      (await owner.post('/accounts/remove-shop', { staffId: targets[0], version: 1, merchantId: theirs }))
        .body.code
    ).toBe('NOT_FOUND')
    // only operators reset a second factor
    expect((await owner.post('/accounts/totp-reset', { staffId: targets[1], version: 1 })).body.code).toBe(
      'STAFF_FORBIDDEN'
    )
    const after = await t.db.one(
      "SELECT md5(string_agg(a::text, ',' ORDER BY id)) AS h FROM staff_accounts a"
    )
    expect(after).toEqual(before)
    expect(await shopsOf(t, `${otherKey}-staff`)).toEqual([theirs])
  })
})

describe('losing access closes the board socket at once', () => {
  it('disabled: the board socket closes, the session ends, the login is refused; enabled again it works', async () => {
    const username = `${KEY}-staff`
    const { c, closed, creds } = await onTheBoard(username)
    const id = await idOf(username)
    const r = await owner.post('/accounts/disable', {
      staffId: id,
      version: await versionOf(username),
      disabled: true
    })
    expect(r.body).toMatchObject({ code: '0000', data: { disabled: true } })
    await closed
    expect((await c.get('/me')).body.code).toBe('STAFF_UNAUTHORIZED')
    expect((await staffClient(t).password(username, DEV_STAFF_PASSWORD)).body.code).toBe('STAFF_LOGIN_FAILED')
    // its credentials open nothing any more
    await expect(
      new Promise((resolve, reject) => {
        const s = mqtt.connect(url, { reconnectPeriod: 0, connectTimeout: 5000, ...creds })
        s.once('connect', () => resolve(s.end(true)))
        s.once('error', (e) => {
          s.end(true)
          reject(e)
        })
      })
    ).rejects.toThrow()
    expect(
      (
        await owner.post('/accounts/disable', {
          staffId: id,
          version: await versionOf(username),
          disabled: false
        })
      ).body.code
    ).toBe('0000')
    expect((await staffClient(t).password(username, DEV_STAFF_PASSWORD)).body.code).toBe('0000')
    expect(await auditCount('staff.account.disabled')).toBe(1)
    expect(await auditCount('staff.account.enabled')).toBe(1)
  })

  it('signed out everywhere: the board socket closes and the session ends', async () => {
    const { c, closed } = await onTheBoard(`${KEY}-staff`)
    expect((await owner.post('/accounts/sign-out', { staffId: await idOf(`${KEY}-staff`) })).body.code).toBe(
      '0000'
    )
    await closed
    expect((await c.get('/me')).body.code).toBe('STAFF_UNAUTHORIZED')
  })

  it('taken off the shop: the board socket closes, and the shop answers NOT_FOUND from then on', async () => {
    const username = `${otherKey}-staff`
    const { c, closed } = await onTheBoard(username, theirs)
    const otherOwner = staffClient(t)
    await otherOwner.password(`${otherKey}-owner`, DEV_STAFF_PASSWORD)
    await otherOwner.enrol()
    const r = await otherOwner.post('/accounts/remove-shop', {
      staffId: await idOf(username),
      version: await versionOf(username),
      merchantId: theirs
    })
    expect(r.body).toMatchObject({ code: '0000', data: { merchantIds: [] } })
    await closed
    expect((await c.get('/board', { merchantId: String(theirs) })).body.code).not.toBe('0000')
    expect((await c.post('/mqtt/credentials', { merchantId: theirs })).body.code).not.toBe('0000')
  })

  it('a password reset: the old one stops working, the sessions end and the socket closes', async () => {
    const username = `${KEY}-staff`
    const { closed } = await onTheBoard(username)
    const old = (await accountOf(username))!.password_hash
    const r = await owner.post<{ password: string }>('/accounts/password', {
      staffId: await idOf(username),
      version: await versionOf(username)
    })
    expect(r.body.code).toBe('0000')
    await closed
    expect((await accountOf(username))!.password_hash).not.toBe(old)
    expect((await staffClient(t).password(username, DEV_STAFF_PASSWORD)).body.code).toBe('STAFF_LOGIN_FAILED')
    expect((await staffClient(t).login(username, r.body.data.password)).stage).toBe('password')
  })
})

describe('an owner’s 2FA', () => {
  it('an operator resets it: the owner is signed out and the next login enrols again', async () => {
    const ownerId = await idOf(`${KEY}-owner`)
    expect((await accountOf(`${KEY}-owner`))!.totp_secret).not.toBeNull()
    const r = await operator.post('/accounts/totp-reset', {
      staffId: ownerId,
      version: await versionOf(`${KEY}-owner`)
    })
    expect(r.body).toMatchObject({ code: '0000', data: { totpEnrolled: false } })
    expect((await owner.get('/me')).body.code).toBe('STAFF_UNAUTHORIZED')
    const again = await staffClient(t).password(`${KEY}-owner`, DEV_STAFF_PASSWORD)
    expect(again.body.data).toMatchObject({ stage: 'enrol' })
    expect(ownerSecret).toBeTruthy()
    // a member of staff has no second factor to reset
    expect(
      (
        await operator.post('/accounts/totp-reset', {
          staffId: await idOf('rider1'),
          version: await versionOf('rider1')
        })
      ).body.code
    ).toBe('VALIDATION')
    expect(await auditCount('staff.account.totpReset')).toBe(1)
  })
})

describe('after the owner enrols again', () => {
  // the 2FA reset above signed the owner out: a new login (and enrolment) of the same owner
  let boss: StaffClient
  beforeAll(async () => {
    boss = staffClient(t)
    await boss.password(`${KEY}-owner`, DEV_STAFF_PASSWORD)
    await boss.enrol()
  })

  describe('two admins edit one account (version check)', () => {
    it('the second save, made on what the first changed, is refused with STALE_VERSION and changes nothing', async () => {
      const made = await boss.post<{ id: number }>('/accounts/create', {
        username: 'mk-two-admins',
        name: '兩人改',
        password: 'a-long-enough-pass'
      })
      const id = made.body.data.id
      const list = await boss.get<Page<StaffAccountRow>>('/accounts', { q: 'mk-two-admins' })
      const row = list.body.data.list[0]!
      expect(row).toMatchObject({ id, version: 1, passwordChangeDue: false })
      // a second admin of the shop (an operator) disables it first
      const first = await operator.post('/accounts/disable', {
        staffId: id,
        version: row.version,
        disabled: true
      })
      expect(first.body).toMatchObject({ code: '0000', data: { disabled: true, version: 2 } })
      const before = await t.db.one('SELECT password_hash, disabled FROM staff_accounts WHERE id = $1', [id])
      // the owner, still looking at version 1, resets the password and takes it off the shop: both refused
      for (const [path, body] of [
        ['/accounts/password', { staffId: id, version: row.version }],
        ['/accounts/disable', { staffId: id, version: row.version, disabled: false }],
        ['/accounts/remove-shop', { staffId: id, version: row.version, merchantId: mine }]
      ] as const) {
        const r = await boss.post(path, body)
        expect(r.res.statusCode, path).toBe(409)
        expect(r.body, path).toMatchObject({
          code: 'STALE_VERSION',
          msg: expect.stringContaining('重新整理')
        })
      }
      expect(
        await t.db.one('SELECT password_hash, disabled FROM staff_accounts WHERE id = $1', [id])
      ).toEqual(before)
      expect(await shopsOf(t, 'mk-two-admins')).toEqual([mine])
      // read again, the owner's edit goes through
      const again = (await boss.get<Page<StaffAccountRow>>('/accounts', { q: 'mk-two-admins' })).body.data
        .list[0]!
      expect(again).toMatchObject({ disabled: true, version: 2 })
      const r = await boss.post('/accounts/disable', { staffId: id, version: again.version, disabled: false })
      expect(r.body).toMatchObject({ code: '0000', data: { disabled: false, version: 3 } })
    })

    it('an edit without its version is bad input', async () => {
      const r = await boss.post('/accounts/disable', { staffId: await idOf(`${KEY}-staff`), disabled: true })
      expect(r.body.code).toBe('VALIDATION')
    })
  })

  describe('a password the server made is changed at first login', () => {
    it('every other staff call is refused until then; the change frees the session and the old one stops working', async () => {
      const made = await boss.post<{ id: number; password: string }>('/accounts/create', {
        username: 'mk-first-login',
        name: '首次登入'
      })
      const first = made.body.data.password
      const c = staffClient(t)
      const r = await c.password('mk-first-login', first)
      expect(r.body.data).toMatchObject({ stage: 'password', me: { stage: 'password' } })
      expect((await c.get('/me')).body).toMatchObject({ code: '0000', data: { stage: 'password' } })
      // the board, the orders, the counter and the menu: refused with a clear code, nothing done
      for (const [method, path, input] of [
        ['GET', '/orders', { merchantId: String(mine) }],
        ['GET', '/board', { merchantId: String(mine) }],
        ['POST', '/mqtt/credentials', { merchantId: mine }],
        ['GET', '/menu', { merchantId: String(mine) }]
      ] as const) {
        const a =
          method === 'GET' ? await c.get(path, input as Record<string, string>) : await c.post(path, input)
        expect(a.body.code, path).toBe('STAFF_PASSWORD_CHANGE_REQUIRED')
      }
      // a wrong current password, or the same one again, changes nothing
      expect(
        (await c.post('/password', { current: 'not-the-password', password: 'my-own-new-pass' })).body.code
      ).toBe('STAFF_LOGIN_FAILED')
      expect((await c.post('/password', { current: first, password: first })).body.code).toBe('VALIDATION')
      expect((await c.post('/password', { current: first, password: 'short' })).body.code).toBe('VALIDATION')
      expect((await c.get('/me')).body.data).toMatchObject({ stage: 'password' })

      const changed = await c.post('/password', { current: first, password: 'my-own-new-pass' })
      expect(changed.body).toMatchObject({ code: '0000', data: { stage: 'done' } })
      expect((await c.get('/me')).body.data).toMatchObject({ stage: 'done' })
      expect((await c.get('/orders', { merchantId: String(mine) })).body.code).toBe('0000')
      expect((await staffClient(t).password('mk-first-login', first)).body.code).toBe('STAFF_LOGIN_FAILED')
      expect((await staffClient(t).login('mk-first-login', 'my-own-new-pass')).stage).toBe('done')
      expect(await auditCount('staff.password.changed')).toBeGreaterThanOrEqual(1)
      const row = (await boss.get<Page<StaffAccountRow>>('/accounts', { q: 'mk-first-login' })).body.data
        .list[0]!
      expect(row.passwordChangeDue).toBe(false)
    })

    it('a typed password and the seeded logins are not forced', async () => {
      expect((await staffClient(t).login('mk-new-2', 'a-long-enough-pass')).stage).toBe('done')
      expect((await staffClient(t).login('rider2', DEV_STAFF_PASSWORD)).stage).toBe('done')
    })
  })
})
