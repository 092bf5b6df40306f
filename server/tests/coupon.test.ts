import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toSeconds } from '../src/clock.js'
import type { Coupon } from '@lotus/contract/cart'
import { releaseCoupons, useCoupon } from '../src/modules/coupon/coupon-service.js'
import { createTestApp, login, testClock, type TestApp } from './helpers/test-app.js'

let t: TestApp
let token: string
let userId: number
let otherId: number

beforeAll(async () => {
  t = await createTestApp({ clock: testClock(Date.UTC(2025, 0, 15, 4)) })
  const a = await login(t, '66200001')
  token = a.token
  userId = a.user.id
  otherId = (await login(t, '66200002')).user.id
})
afterAll(() => t.close())

const list = async (params: Record<string, string | number>) =>
  (await t.client.get('/v1/user/coupon/list', params, { token })).body.data as Coupon[]

describe('coupons', () => {
  it('gives a new user the welcome set, best first', async () => {
    const coupons = await list({ type: 'coupon', status: 'usable' })
    expect(coupons.map((c) => [c.name, c.amount, c.threshold, c.mchId])).toEqual([
      ['外賣滿100減20', 2000, 10000, null],
      ['外賣滿60減10', 1000, 6000, null]
    ])
    const reds = await list({ type: 'redEnvelope', status: 'usable' })
    expect(reds).toHaveLength(1)
    expect(reds[0]?.expireAt).toBe(toSeconds(t.clock.now()) + 7 * 86400)
    // A second login grants nothing more.
    t.clock.advance(61_000)
    await login(t, '66200001')
    expect(await list({ type: 'coupon', status: 'usable' })).toHaveLength(2)
  })

  it('marks a coupon used exactly once, even concurrently, and releases it', async () => {
    const [c] = await list({ type: 'coupon', status: 'usable' })
    const id = c?.id as number
    const now = toSeconds(t.clock.now())
    const tries = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        t.db.tx((tx) => useCoupon(tx, { userId, couponId: id, orderId: 100 + i, expectType: 'coupon', now }))
      )
    )
    expect(tries.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of tries)
      if (r.status === 'rejected') expect((r.reason as { code: string }).code).toBe('COUPON_INVALID')
    expect((await list({ type: 'coupon', status: 'used' })).map((x) => x.id)).toEqual([id])
    // Wrong owner or wrong type → COUPON_INVALID.
    const [other] = await list({ type: 'coupon', status: 'usable' })
    await expect(
      t.db.tx((tx) =>
        useCoupon(tx, {
          userId: otherId,
          couponId: other?.id as number,
          orderId: 1,
          expectType: 'coupon',
          now
        })
      )
    ).rejects.toMatchObject({ code: 'COUPON_INVALID' })
    await expect(
      t.db.tx((tx) =>
        useCoupon(tx, { userId, couponId: other?.id as number, orderId: 1, expectType: 'redEnvelope', now })
      )
    ).rejects.toMatchObject({ code: 'COUPON_INVALID' })
    const usedBy = await t.db.one<{ order_id: number }>('SELECT order_id FROM coupons WHERE id = $1', [id])
    expect(await t.db.tx((tx) => releaseCoupons(tx, usedBy?.order_id as number, now))).toBe(1)
    expect((await list({ type: 'coupon', status: 'usable' })).map((x) => x.id)).toContain(id)
  })

  it('expires with the clock and cannot be used then', async () => {
    t.clock.advance(8 * 86400_000)
    expect(await list({ type: 'coupon', status: 'usable' })).toEqual([])
    const expired = await list({ type: 'coupon', status: 'expired' })
    expect(expired).toHaveLength(2)
    expect(expired.every((c) => c.status === 'expired')).toBe(true)
    await expect(
      t.db.tx((tx) =>
        useCoupon(tx, {
          userId,
          couponId: expired[0]?.id as number,
          orderId: 1,
          expectType: 'coupon',
          now: toSeconds(t.clock.now())
        })
      )
    ).rejects.toMatchObject({ code: 'COUPON_INVALID' })
  })

  it('validates the query and requires login', async () => {
    const bad: Array<Record<string, string | number>> = [
      { type: 'x' },
      { status: 'gone' },
      { mchId: 'a' },
      { extra: 1 }
    ]
    for (const q of bad) {
      const r = await t.client.get('/v1/user/coupon/list', q, { token })
      expect(r.body.code).toBe('VALIDATION')
    }
    expect((await t.client.get('/v1/user/coupon/list', {})).body.code).toBe('401')
  })
})
