import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PointsBalance, PointsRecordPage } from '@lotus/contract/points'
import { randomBytes } from 'node:crypto'
import { hashToken } from '../src/modules/auth/tokens.js'
import type { Services } from '../src/services.js'
import { createUser, noonClock, servicesOf } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let s: Services

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock() })
  s = servicesOf(t)
})
afterAll(() => t.close())

const balance = async (token: string) =>
  (await t.client.get('/v1/points/balance', {}, { token })).body.data as PointsBalance
const records = async (token: string, params: Record<string, string | number> = {}) => {
  const r = await t.client.get('/v1/points/records', params, { token })
  expect(r.body.code).toBe('0000')
  return r.body.data as PointsRecordPage
}
const earn = (userId: number, points: number, ref: string) =>
  t.db.tx((tx) => s.points.earn(tx, userId, points, '超市訂單獎勵', ref))
const spend = (userId: number, points: number, ref: string) =>
  t.db.tx((tx) => s.points.spend(tx, userId, points, '積分商城兌換', ref))
const refund = (userId: number, ref: string) =>
  t.db.tx((tx) => s.points.refund(tx, userId, ref, '兌換取消退回'))
const errCode = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code ?? String(e)
  )

/** A new app token for the user at the current (advanced) clock: tokens last 30 days. */
async function freshToken(userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const now = t.clock.now()
  await t.db.query(
    'INSERT INTO tokens (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [userId, hashToken(token), now, now + 30 * 86_400_000]
  )
  return token
}

/** 2028-01-01 00:00 Macau: the points earned in 2026 have run out. */
const END_OF_2027_MACAU = Date.parse('2028-01-01T00:00:00+08:00')

describe('honey points ledger', () => {
  it('starts empty and needs a login', async () => {
    const u = await createUser(t)
    expect(await balance(u.token)).toEqual({ balance: 0, expiring: null })
    expect(await records(u.token)).toMatchObject({ list: [], total: 0, hasMore: false })
    expect((await t.client.get('/v1/points/balance')).body.code).toBe('401')
    expect((await t.client.get('/v1/points/records')).body.code).toBe('401')
  })

  it('earns once per ref, with the expiry at the end of next year (Macau) on the row', async () => {
    const u = await createUser(t)
    expect(await earn(u.userId, 120, 'order:1')).toMatchObject({ points: 120, balance: 120, applied: true })
    expect(await earn(u.userId, 120, 'order:1')).toMatchObject({ balance: 120, applied: false })
    await earn(u.userId, 30, 'order:2')
    expect(await balance(u.token)).toEqual({
      balance: 150,
      expiring: { points: 150, at: END_OF_2027_MACAU / 1000 }
    })
    const page = await records(u.token)
    expect(page.total).toBe(2)
    expect(page.list[0]).toMatchObject({
      kind: 'earn',
      points: 30,
      balanceAfter: 150,
      reason: '超市訂單獎勵',
      ref: 'order:2',
      expiresAt: END_OF_2027_MACAU / 1000,
      remaining: 30,
      createdAt: Math.floor(t.clock.now() / 1000)
    })
  })

  it('spends the points that expire first, refuses more than the balance and changes nothing then', async () => {
    const u = await createUser(t)
    await earn(u.userId, 10, 'a')
    await earn(u.userId, 20, 'b')
    expect(await spend(u.userId, 15, 'pmall:1')).toMatchObject({ points: -15, balance: 15, applied: true })
    // The same ref again is the same spend, not a second one.
    expect(await spend(u.userId, 15, 'pmall:1')).toMatchObject({ balance: 15, applied: false })
    expect(await errCode(spend(u.userId, 16, 'pmall:2'))).toBe('POINTS_INSUFFICIENT')
    expect((await balance(u.token)).balance).toBe(15)
    const page = await records(u.token)
    expect(page.list.map((r) => [r.kind, r.points, r.balanceAfter, r.remaining])).toEqual([
      ['spend', -15, 15, null],
      ['earn', 20, 30, 15],
      ['earn', 10, 10, 0]
    ])
  })

  it('refunds a spend exactly once, back into its lots; an unknown ref refunds nothing', async () => {
    const u = await createUser(t)
    await earn(u.userId, 50, 'a')
    await spend(u.userId, 40, 'pmall:9')
    expect(await refund(u.userId, 'pmall:9')).toMatchObject({ points: 40, balance: 50, applied: true })
    expect(await refund(u.userId, 'pmall:9')).toMatchObject({ points: 40, balance: 50, applied: false })
    expect(await refund(u.userId, 'pmall:404')).toBeNull()
    const rows = await Promise.all([refund(u.userId, 'pmall:9'), refund(u.userId, 'pmall:9')])
    expect(rows.every((r) => r?.applied === false)).toBe(true)
    expect((await balance(u.token)).balance).toBe(50)
    const page = await records(u.token)
    expect(page.list.map((r) => r.kind)).toEqual(['refund', 'spend', 'earn'])
    expect(page.list[2]?.remaining).toBe(50)
  })

  it('refuses bad amounts and refs without writing anything', async () => {
    const u = await createUser(t)
    for (const p of [0, -5, 1.5, Number.NaN, 1e12]) {
      expect(await errCode(earn(u.userId, p, 'x'))).toBe('VALIDATION')
      expect(await errCode(spend(u.userId, p, 'x'))).toBe('VALIDATION')
    }
    expect(await errCode(earn(u.userId, 5, ''))).toBe('VALIDATION')
    expect(await errCode(earn(u.userId, 5, 'x'.repeat(101)))).toBe('VALIDATION')
    expect((await records(u.token)).total).toBe(0)
  })

  it('answers only the caller’s own rows and validates the query', async () => {
    const a = await createUser(t)
    const b = await createUser(t)
    await earn(a.userId, 7, 'mine')
    expect((await records(b.token)).total).toBe(0)
    expect((await balance(b.token)).balance).toBe(0)
    const bad: Array<Record<string, string | number>> = [
      { state: 'gone' },
      { page: 0 },
      { pageSize: 1000 },
      { userId: a.userId },
      { page: 'x' }
    ]
    for (const q of bad) {
      expect((await t.client.get('/v1/points/records', q, { token: b.token })).body.code).toBe('VALIDATION')
    }
  })

  it('pages the ledger newest first', async () => {
    const u = await createUser(t)
    for (let i = 1; i <= 5; i++) await earn(u.userId, i, `p${i}`)
    const p1 = await records(u.token, { page: 1, pageSize: 2 })
    const p3 = await records(u.token, { page: 3, pageSize: 2 })
    expect(p1.list.map((r) => r.points)).toEqual([5, 4])
    expect(p1).toMatchObject({ total: 5, hasMore: true })
    expect(p3.list.map((r) => r.points)).toEqual([1])
    expect(p3.hasMore).toBe(false)
  })

  it('never goes negative under 100 concurrent spends', async () => {
    const u = await createUser(t)
    await earn(u.userId, 50, 'seed')
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => errCode(spend(u.userId, 1, `race:${i}`)))
    )
    expect(results.filter((r) => r === 'ok')).toHaveLength(50)
    expect(results.filter((r) => r === 'POINTS_INSUFFICIENT')).toHaveLength(50)
    expect((await balance(u.token)).balance).toBe(0)
    const rows = await t.db.many<{ balance_after: number }>(
      `SELECT balance_after FROM points_records WHERE user_id = $1 AND kind = 'spend' ORDER BY id`,
      [u.userId]
    )
    expect(rows.map((r) => r.balance_after)).toEqual(Array.from({ length: 50 }, (_, i) => 49 - i))
  })

  // Last: moves the shared clock two years on.
  it('expires points at the end of the next year (Macau): the job writes the expiry rows', async () => {
    const u = await createUser(t)
    await earn(u.userId, 80, 'old')
    await spend(u.userId, 30, 'pmall:old')
    t.clock.advance(END_OF_2027_MACAU - 1 - t.clock.now())
    u.token = await freshToken(u.userId)
    expect((await balance(u.token)).balance).toBe(50)
    t.clock.advance(1)
    // Usable balance drops at the instant, before the job has run.
    expect(await balance(u.token)).toEqual({ balance: 0, expiring: null })
    expect(await errCode(spend(u.userId, 1, 'late'))).toBe('POINTS_INSUFFICIENT')
    await earn(u.userId, 5, 'new') // in 2028: usable until the end of 2029
    expect(await s.jobs.drain()).toBeGreaterThanOrEqual(1)
    const expired = await records(u.token, { state: 'expired' })
    expect(expired.list).toHaveLength(1)
    expect(expired.list[0]).toMatchObject({ kind: 'expire', points: -50, reason: '蜂蜜過期' })
    expect(await balance(u.token)).toEqual({
      balance: 5,
      expiring: { points: 5, at: Date.parse('2030-01-01T00:00:00+08:00') / 1000 }
    })
    // The job runs again at the next midnight without writing anything twice.
    t.clock.advance(86_400_000)
    u.token = await freshToken(u.userId)
    expect(await s.jobs.drain()).toBeGreaterThanOrEqual(1)
    expect((await records(u.token, { state: 'expired' })).total).toBe(1)
    // A refund of points spent from a lot that has run out returns them and writes them off again.
    expect(await refund(u.userId, 'pmall:old')).toMatchObject({ points: 30, balance: 5 })
    expect((await records(u.token, { state: 'expired' })).list[0]).toMatchObject({
      points: -30,
      balanceAfter: 5
    })
    expect((await balance(u.token)).balance).toBe(5)
  }, 120_000)
})
