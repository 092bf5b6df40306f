import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { macauMonthStart } from '@lotus/contract/macau-time'
import { setPayPassword, topUp } from './helpers/account-fixtures.js'
import { createUser, ORDER_ENV, servicesOf } from './helpers/order-fixtures.js'
import { createTestApp, testClock, type TestApp } from './helpers/test-app.js'

/** 2026-11-29 12:00 in Macau: two days before the month ends. */
const NOV_29 = Date.UTC(2026, 10, 29, 4, 0, 0)
const DEC_31_END = Date.UTC(2026, 11, 31, 16, 0, 0) // 2027-01-01 00:00 Macau

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: testClock(NOV_29), env: ORDER_ENV })
})
afterAll(() => t.close())

const buy = (token: string, plan: string) =>
  t.client.postJson('/v1/member/buy', { plan, password: '135790' }, { token })

const coupons = (userId: number) =>
  t.db.many<{ template_key: string; expires_at: number }>(
    "SELECT template_key, expires_at FROM coupons WHERE user_id = $1 AND template_key LIKE 'member-%' ORDER BY id",
    [userId]
  )

describe('god-member coupons bought at the end of a month (issue 35 §6)', () => {
  it('a month bought on 11-29 gives coupons usable through December, not ones that expire on 12-01', async () => {
    const u = await createUser(t)
    await setPayPassword(t, u.token)
    await topUp(t, u.token, 1500)
    const r = await buy(u.token, 'month')
    expect(r.body.code).toBe('0000')
    const shown = (r.body.data as { monthCoupons: Array<{ status: string }> }).monthCoupons
    expect(shown).toHaveLength(8)
    expect(shown.every((c) => c.status === 'usable')).toBe(true)

    const mine = await coupons(u.userId)
    expect(mine).toHaveLength(8)
    for (const c of mine) {
      expect(Number(c.expires_at)).toBe(DEC_31_END)
      expect(c.template_key).toMatch(/:2026-12$/)
    }
    // usable now, in the order pipeline's list
    const list = (
      await t.client.get('/v1/user/coupon/list', { type: 'coupon', status: 'usable' }, { token: u.token })
    ).body
    expect(JSON.stringify(list)).toContain('神會員無門檻')

    // the 1st of December issues nothing more: that month's coupons are the ones already given
    t.clock.advance(macauMonthStart(t.clock.now(), 1) - t.clock.now() + 1000)
    const s = servicesOf(t)
    await s.jobs.drain()
    await s.jobs.drain()
    expect(await coupons(u.userId)).toHaveLength(8)
  })
})
