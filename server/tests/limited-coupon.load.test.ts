import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, noonClock } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: noonClock() })
})
afterAll(() => t.close())

describe('limited coupons under load', () => {
  it('issues exactly 100 coupons to 500 concurrent claimants of a 100-coupon batch', async () => {
    const now = t.clock.now()
    const b = await t.db.one<{ id: number }>(
      `INSERT INTO coupon_batches (merchant_id, name, amount, threshold, total, per_user, starts_at, ends_at,
         valid_days, created_at)
       VALUES ((SELECT id FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id LIMIT 1), '搶券', 1000, 0,
         100, 1, $1, $2, 7, $1) RETURNING id`,
      [now - 1000, now + 3_600_000]
    )
    const users = []
    for (let i = 0; i < 500; i++) users.push(await createUser(t))
    const codes = await Promise.all(
      users.map((u) =>
        t.client
          .postForm('/v1/market/coupon/claim', { batchId: Number(b?.id) }, { token: u.token })
          .then((r) => r.body.code as string)
      )
    )
    expect(codes.filter((c) => c === '0000')).toHaveLength(100)
    expect(codes.filter((c) => c === 'COUPON_SOLD_OUT')).toHaveLength(400)
    const issued = await t.db.one<{ n: number; users: number }>(
      `SELECT COUNT(*)::int AS n, COUNT(DISTINCT user_id)::int AS users FROM coupons WHERE template_key = $1`,
      [`batch:${b?.id}`]
    )
    expect(issued).toEqual({ n: 100, users: 100 })
    const row = await t.db.one<{ claimed: number }>('SELECT claimed FROM coupon_batches WHERE id = $1', [
      b?.id
    ])
    expect(row?.claimed).toBe(100)
  }, 300_000)
})
