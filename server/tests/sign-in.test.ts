import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from './helpers/order-fixtures.js'
import { createTestApp, testClock, type TestApp } from './helpers/test-app.js'

interface State {
  today: string
  signedToday: boolean
  streak: number
  todayReward: number
  tomorrowReward: number
  month: string
  days: Array<{ day: string; streak: number; reward: number }>
  honey: number
  rewarded?: number
}

/** 2026-11-23 23:59:00 in Macau (15:59 UTC). */
const BEFORE_MIDNIGHT = Date.UTC(2026, 10, 23, 15, 59, 0)

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: testClock(BEFORE_MIDNIGHT) })
})
afterAll(() => t.close())

const sign = async (token: string) => {
  const r = await t.client.postJson('/v1/signIn/sign', {}, { token })
  expect(r.body.code).toBe('0000')
  return r.body.data as State
}
const info = async (token: string, month?: string) =>
  (await t.client.get('/v1/signIn/info', month ? { month } : {}, { token })).body.data as State

describe('daily sign-in', () => {
  it('signs once per Asia/Macau day, the next day keeps the streak, and tells tomorrow', async () => {
    const u = await createUser(t)
    const before = await info(u.token)
    expect(before).toMatchObject({ today: '2026-11-23', signedToday: false, streak: 0, todayReward: 5 })
    const first = await sign(u.token)
    expect(first).toMatchObject({ signedToday: true, streak: 1, rewarded: 5, honey: 5, tomorrowReward: 10 })
    // the same Macau day (a minute later is still 23:59:xx): nothing more
    t.clock.advance(30_000)
    expect(await sign(u.token)).toMatchObject({ rewarded: 0, honey: 5, streak: 1 })
    // past Macau midnight (16:00 UTC) it is a new day with streak 2
    t.clock.advance(60_000)
    const second = await sign(u.token)
    expect(second).toMatchObject({ today: '2026-11-24', rewarded: 10, streak: 2, honey: 15 })
    expect(second.days.map((d) => d.day)).toEqual(['2026-11-23', '2026-11-24'])
    // skipping a day breaks the streak
    t.clock.advance(2 * 86_400_000)
    expect(await info(u.token)).toMatchObject({ streak: 0, todayReward: 5 })
    expect(await sign(u.token)).toMatchObject({ streak: 1, rewarded: 5, honey: 20 })
    // the calendar of another month
    expect((await info(u.token, '2026-10')).days).toEqual([])
  })

  it('gives one reward to concurrent taps', async () => {
    const u = await createUser(t)
    const results = await Promise.all(Array.from({ length: 20 }, () => sign(u.token)))
    expect(results.map((r) => r.rewarded).sort((a, b) => (b ?? 0) - (a ?? 0))).toEqual([
      5,
      ...Array<number>(19).fill(0)
    ])
    expect((await info(u.token)).honey).toBe(5)
    const rows = await t.db.many('SELECT * FROM sign_ins WHERE user_id = $1', [u.userId])
    expect(rows).toHaveLength(1)
    // the reward is one earn row of the one honey ledger
    const ledger = await t.client.get('/v1/points/records', { state: 'valid' }, { token: u.token })
    const list =
      (ledger.body.data as { list?: Array<{ kind: string; points: number; reason: string }> }).list ?? []
    expect(list.map((r) => [r.kind, r.points])).toEqual([['earn', 5]])
    expect(list[0]?.reason).toContain('每日簽到')
  })

  it('refuses bad input and the logged-out', async () => {
    const u = await createUser(t)
    expect((await t.client.get('/v1/signIn/info', { month: '2026-13' }, { token: u.token })).body.code).toBe(
      'VALIDATION'
    )
    expect((await t.client.postJson('/v1/signIn/sign', { x: 1 }, { token: u.token })).body.code).toBe(
      'VALIDATION'
    )
    expect((await t.client.postJson('/v1/signIn/sign', {})).body.code).toBe('401')
  })
})

describe('wallet bill details', () => {
  it("shows one's own bill and answers another user's as missing", async () => {
    const a = await createUser(t)
    const b = await createUser(t)
    await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 500, 0)', [a.userId])
    const rec = await t.db.one<{ id: number }>(
      `INSERT INTO wallet_records (user_id, type, amount, balance_after, title, created_at)
       VALUES ($1, 'recharge', 500, 500, '錢包充值', $2) RETURNING id`,
      [a.userId, t.clock.now()]
    )
    const mine = await t.client.get('/v1/wallet/record', { id: rec?.id ?? 0 }, { token: a.token })
    expect(mine.body.data).toMatchObject({ type: 'recharge', amount: 500, balanceAfter: 500, orderNo: null })
    const theirs = await t.client.get('/v1/wallet/record', { id: rec?.id ?? 0 }, { token: b.token })
    expect(theirs.body.code).toBe('NOT_FOUND')
    expect((await t.client.get('/v1/wallet/record', { id: 'x' }, { token: a.token })).body.code).toBe(
      'VALIDATION'
    )
  })
})
