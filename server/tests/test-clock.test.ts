import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAY_WINDOW_MS } from '../src/modules/order/order-ops.js'
import type { Services } from '../src/services.js'
import { buyer, createUser, noonClock, ORDER_ENV, servicesOf, setupShop } from './helpers/order-fixtures.js'
import { createClient } from './helpers/signed-client.js'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

/**
 * Issue 34, point 8: the QA test clock. Everything after the set-up moves only through the development endpoint,
 * as QA would: POST /api/dev/clock/advance moves the server's clock and runs the jobs then due (JOBS=off here, so
 * nothing else runs them). The test app starts at noon on 2026-11-22 in Macau.
 */
let t: TestApp
let s: Services
beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  s = servicesOf(t)
})
afterAll(() => t.close())

let offsetMs = 0
/** Signs with the server's time, as the app does once it has read the clock offset from GET /api. */
const client = () =>
  createClient(t.app, {
    clock: { now: () => t.clock.now() + offsetMs },
    appKey: t.config.appKey,
    appSecret: t.config.appSecret
  })

async function advance(by: Record<string, number>) {
  const r = await t.app.inject({ method: 'POST', url: '/api/dev/clock/advance', payload: by })
  const body = r.json<{ code: string; data: { now: number; offsetMs: number; jobsRun: number } }>()
  expect(body.code, JSON.stringify(body)).toBe('0000')
  offsetMs = body.data.offsetMs
  return body.data
}

const orderStatus = async (id: number) =>
  (await t.db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]))?.status
const walletOf = async (userId: number) =>
  (await t.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))
    ?.balance ?? 0

describe('the QA test clock', () => {
  it('moves the server clock forward and runs what falls due: pay window, 過期自動退, erasure, points expiry', async () => {
    // ---- set-up at noon, 2026-11-22, on the real (test) clock ----
    // a paid group voucher, valid until 2026-11-30
    const v = await createUser(t)
    await t.db.query('INSERT INTO wallets (user_id, balance, updated_at) VALUES ($1, 100000, $2)', [
      v.userId,
      t.clock.now()
    ])
    const deal = await t.db.one<{ id: number }>(
      `UPDATE group_deals SET price = 8000, rules = jsonb_build_object('validFrom', '2026-11-01', 'validTo', '2026-11-30',
         'weekdays', '[]'::jsonb, 'holidays', true, 'booking', false, 'perPersonLimit', 10)
       WHERE id = (SELECT id FROM group_deals WHERE kind = 'deal' ORDER BY id LIMIT 1) RETURNING id`
    )
    const bought = await t.client.postJson(
      '/tuan/voucher/buy',
      { clientKey: randomUUID(), dealId: deal?.id, count: 2 },
      { token: v.token }
    )
    expect(bought.body.code).toBe('0000')
    const voucherId = (bought.body.data as { orderId: number }).orderId
    await s.orderPayments.chargeWallet(v.userId, voucherId)
    const paidWallet = await walletOf(v.userId)

    // honey that runs out at the start of 2028
    const honeyPhone = '66003480'
    const honeyUser = await login(t, honeyPhone)
    await t.app.inject({
      method: 'POST',
      url: '/api/dev/points/grant',
      payload: { phone: honeyPhone, points: 40 }
    })

    // an account asked to be deleted (erased after 7 days)
    const leaverPhone = '66003481'
    const leaver = await login(t, leaverPhone)
    t.clock.advance(61_000) // past the resend interval of the login code
    const sent = await t.client.get(
      '/v1/sms/sendSafetyCode',
      { type: 'deleteAccount' },
      { token: leaver.token }
    )
    expect(sent.body.code).toBe('0000')
    const asked = await t.client.postJson(
      '/v1/account/deletion/request',
      { code: t.smsCode(leaverPhone), forfeitConsent: true },
      { token: leaver.token }
    )
    expect(asked.body.code).toBe('0000')

    // last, so that its pay window starts now: an unpaid takeaway order
    const shop = await setupShop(t, { stock: 50, price: 3000, minOrder: 5000 })
    const b = await buyer(t, shop, 2)
    const placed = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
      { token: b.token }
    )
    expect(placed.body.code).toBe('0000')
    const unpaidId = (placed.body.data as { orderId: number }).orderId

    // ---- the pay window: 15 minutes ----
    expect(PAY_WINDOW_MS).toBe(15 * 60_000)
    const before = await advance({ minutes: 14 })
    expect(before.offsetMs).toBe(14 * 60_000)
    expect(await orderStatus(unpaidId)).toBe('unpaid')
    const closed = await advance({ minutes: 1 })
    expect(closed.jobsRun).toBeGreaterThanOrEqual(1)
    const detail = await client().get(`/v1/store/order/${unpaidId}`, {}, { token: b.token })
    expect(detail.body.data).toMatchObject({ status: 'cancelled' })

    // GET /api answers the moved time (the app takes its clock offset from it); the real clock is left behind
    const serverNow = (await t.app.inject({ method: 'GET', url: '/api' })).json<{ data: number }>().data
    expect(serverNow).toBe(t.clock.now() + 15 * 60_000)

    // ---- 7 days on: the deleted account is erased; the voucher is still valid ----
    await advance({ days: 7 })
    // a call signed on the real clock is now out of the window; signed on the server's time it goes through
    const stale = await t.client.get('/v1/appUser/getUser', {}, { token: v.token })
    expect(stale.body.code).toBe('SIGN_EXPIRED')
    expect((await client().get('/v1/appUser/getUser', {}, { token: v.token })).body.code).toBe('0000')
    const erased = await t.db.one<{ phone: string; nickname: string }>(
      'SELECT phone, nickname FROM users WHERE id = $1',
      [leaver.user.id]
    )
    expect(erased).toEqual({ phone: `deleted-${leaver.user.id}`, nickname: '已註銷用戶' })
    expect(await orderStatus(voucherId)).toBe('paid')
    expect(await walletOf(v.userId)).toBe(paidWallet)

    // ---- past 2026-11-30: unused codes are refunded by themselves (過期自動退) ----
    await advance({ days: 2 })
    expect(await walletOf(v.userId)).toBe(paidWallet + 16_000)
    const voucher = await client().get('/tuan/order/detail', { id: voucherId }, { token: v.token })
    expect(voucher.body.data).toMatchObject({ status: 'refunded' })
    expect((voucher.body.data as { codes: Array<{ state: string }> }).codes.map((c) => c.state)).toEqual([
      'expired',
      'expired'
    ])

    // ---- past 2028-01-01: the honey lots are written off ----
    await advance({ days: 400 })
    const records = await t.db.many<{ kind: string; points: number }>(
      `SELECT kind, points FROM points_records WHERE user_id = $1 ORDER BY id`,
      [honeyUser.user.id]
    )
    expect(records).toEqual([
      { kind: 'earn', points: 40 },
      { kind: 'expire', points: -40 }
    ])
  })

  it('refuses a move of nothing, backwards or too far', async () => {
    for (const payload of [{}, { days: 0 }, { minutes: -5 }, { days: 3661 }, { seconds: 1 }, { days: '1' }]) {
      const r = await t.app.inject({ method: 'POST', url: '/api/dev/clock/advance', payload })
      expect(r.json(), JSON.stringify(payload)).toMatchObject({ code: 'VALIDATION' })
    }
    const now = (await t.app.inject({ method: 'GET', url: '/api/dev/clock' })).json<{
      data: { now: number; offsetMs: number }
    }>()
    expect(now.data.offsetMs).toBe(offsetMs)
  })

  it('is absent in production', async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(32), USER_SIGN_SALT: 's'.repeat(32) }
    })
    try {
      const moved = await prod.app.inject({
        method: 'POST',
        url: '/api/dev/clock/advance',
        payload: { days: 1 }
      })
      expect(moved.statusCode).toBe(404)
      expect(moved.json()).toMatchObject({ code: 'NOT_FOUND' })
      const read = await prod.app.inject({ method: 'GET', url: '/api/dev/clock' })
      expect(read.statusCode).toBe(404)
      // the server time is the clock it was given, not moved
      const serverNow = (await prod.app.inject({ method: 'GET', url: '/api' })).json<{ data: number }>().data
      expect(serverNow).toBe(prod.clock.now())
    } finally {
      await prod.close()
    }
  })
})
