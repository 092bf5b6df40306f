import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signCallback } from '../src/modules/gateway/sandbox-gateway.js'
import type { Services } from '../src/services.js'
import { ledgerOf, setPayPassword, topUp } from './helpers/account-fixtures.js'
import {
  buyer,
  createUser,
  noonClock,
  ORDER_ENV,
  servicesOf,
  setupShop,
  type Shop
} from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let s: Services
let shop: Shop
beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  s = servicesOf(t)
  shop = await setupShop(t, { price: 5000 })
})
afterAll(() => t.close())

async function grantHoney(userId: number, points: number) {
  await t.db.tx((tx) => s.points.earn(tx, userId, points, '測試獎勵', `test:${randomUUID()}`))
}
const honeyOf = async (userId: number) => (await s.points.balance(userId)).balance

interface Entry {
  id: number
  name: string
  status: string
  vertical: string | null
  merchantName: string | null
}
const entries = async (token: string, type: string, status: string) =>
  (await t.client.get('/v1/user/coupon/entries', { type, status }, { token })).body.data as Entry[]

describe('honey exchange', () => {
  it('spends points from the one ledger and issues the coupon in the same transaction', async () => {
    const u = await createUser(t)
    await grantHoney(u.userId, 120)
    const items = (await t.client.get('/v1/honey/exchange/items', {}, { token: u.token })).body
      .data as Array<{
      key: string
      points: number
    }>
    expect(items.map((i) => i.key)).toContain('red-envelope-10')
    const r = await t.client.postJson(
      '/v1/honey/exchange',
      { itemKey: 'red-envelope-10' },
      { token: u.token }
    )
    expect(r.body).toMatchObject({
      code: '0000',
      data: { name: '無門檻紅包 MOP 10', points: 100, couponStatus: 'usable' }
    })
    expect(await honeyOf(u.userId)).toBe(20)
    const list = await entries(u.token, 'redEnvelope', 'usable')
    expect(list.map((c) => c.name)).toContain('無門檻紅包 MOP 10')
    // the honey record names the exchange
    const hist = (await t.client.get('/v1/points/records', { state: 'valid' }, { token: u.token })).body
      .data as {
      list: Array<{ kind: string; points: number; reason: string }>
    }
    expect(hist.list[0]).toMatchObject({ kind: 'spend', points: -100, reason: '兌換無門檻紅包 MOP 10' })

    // not enough points: nothing issued, nothing spent
    const poor = await t.client.postJson(
      '/v1/honey/exchange',
      { itemKey: 'red-envelope-10' },
      { token: u.token }
    )
    expect(poor.body.code).toBe('POINTS_INSUFFICIENT')
    expect(await honeyOf(u.userId)).toBe(20)
    expect(await entries(u.token, 'redEnvelope', 'usable')).toHaveLength(list.length)
    const rec = (await t.client.get('/v1/honey/exchange/records', {}, { token: u.token })).body.data as {
      list: Array<{ name: string; points: number }>
      total: number
    }
    expect(rec.total).toBe(1)
    expect(rec.list[0]).toMatchObject({ name: '無門檻紅包 MOP 10', points: 100 })
  })

  it('concurrent exchanges never spend more points than held', async () => {
    const u = await createUser(t)
    await grantHoney(u.userId, 12)
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.client.postJson('/v1/honey/exchange', { itemKey: 'takeaway-40-2' }, { token: u.token })
      )
    )
    expect(results.filter((r) => r.body.code === '0000')).toHaveLength(2)
    expect(results.filter((r) => r.body.code === 'POINTS_INSUFFICIENT')).toHaveLength(3)
    expect(await honeyOf(u.userId)).toBe(2)
    const n = await t.db.one<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM coupons WHERE user_id = $1 AND template_key LIKE $2',
      [u.userId, 'exchange:%']
    )
    expect(n?.n).toBe(2)
  })

  it('refuses unknown items and bad input, changing nothing', async () => {
    const u = await createUser(t)
    await grantHoney(u.userId, 500)
    for (const body of [
      { itemKey: 'nope' },
      { itemKey: 'x\u0000' },
      { itemKey: 5 },
      {},
      { itemKey: 'takeaway-40-2', extra: 1 }
    ]) {
      const r = await t.client.postJson('/v1/honey/exchange', body, { token: u.token })
      expect(['NOT_FOUND', 'VALIDATION']).toContain(r.body.code)
    }
    expect(await honeyOf(u.userId)).toBe(500)
    expect((await t.client.postJson('/v1/honey/exchange', { itemKey: 'takeaway-40-2' })).body.code).toBe(
      '401'
    )
  })
})

describe('coupon and red-envelope lists', () => {
  it('lists usable, used and expired, each with the vertical or merchant it applies to', async () => {
    const u = await createUser(t)
    await grantHoney(u.userId, 5)
    await t.client.postJson('/v1/honey/exchange', { itemKey: 'takeaway-40-2' }, { token: u.token })
    const now = t.clock.now()
    const m = await t.db.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [shop.mchId])
    await t.db.query(
      `INSERT INTO coupons (user_id, type, name, amount, threshold, merchant_id, status, expires_at, created_at)
       VALUES ($1, 'coupon', '本店滿30減3', 300, 3000, $2, 'usable', $3, $4),
              ($1, 'coupon', '已過期券', 300, 0, NULL, 'usable', $4, $4),
              ($1, 'coupon', '已用券', 300, 0, NULL, 'used', $3, $4)`,
      [u.userId, shop.mchId, now + 86_400_000, now - 1000]
    )
    const usable = await entries(u.token, 'coupon', 'usable')
    expect(usable.find((c) => c.name === '外賣滿40減2券')).toMatchObject({
      vertical: 'takeaway',
      merchantName: null
    })
    expect(usable.find((c) => c.name === '本店滿30減3')).toMatchObject({
      vertical: 'takeaway',
      merchantName: m?.name
    })
    expect((await entries(u.token, 'coupon', 'expired')).map((c) => c.name)).toEqual(['已過期券'])
    expect((await entries(u.token, 'coupon', 'used')).map((c) => c.name)).toEqual(['已用券'])
    const other = await createUser(t)
    expect(await entries(other.token, 'coupon', 'used')).toEqual([])
    expect(
      (await t.client.get('/v1/user/coupon/entries', { status: 'all' }, { token: u.token })).body.code
    ).toBe('VALIDATION')
  })

  it('a coupon of one vertical is offered only at merchants of that vertical', async () => {
    const u = await createUser(t)
    await grantHoney(u.userId, 200)
    await t.client.postJson('/v1/honey/exchange', { itemKey: 'supermarket-150-20' }, { token: u.token })
    const { usableCoupons } = await import('../src/modules/coupon/coupon-service.js')
    const at = (mchId: number) =>
      usableCoupons(t.db, { userId: u.userId, type: 'coupon', mchId, now: Math.floor(t.clock.now() / 1000) })
    expect((await at(shop.mchId)).map((c) => c.name)).not.toContain('超市滿150減20券')
    const market = await t.db.one<{ id: number }>(
      "SELECT id FROM merchants WHERE 'supermarket' = ANY(verticals) LIMIT 1"
    )
    expect((await at(market?.id ?? 0)).map((c) => c.name)).toContain('超市滿150減20券')
  })
})

describe('help coupon', () => {
  const help = (token: string, code: string) => t.client.postJson('/v1/helpCoupon/help', { code }, { token })

  it('unlocks once when N friends helped; a friend counts once, the owner never', async () => {
    const owner = await createUser(t)
    const start = await t.client.postJson('/v1/helpCoupon/start', {}, { token: owner.token })
    const v = start.body.data as { code: string; need: number; helped: number; status: string }
    expect(v).toMatchObject({ need: 3, helped: 0, status: 'helping' })
    // starting again gives the same open share
    expect(
      (
        (await t.client.postJson('/v1/helpCoupon/start', {}, { token: owner.token })).body.data as {
          code: string
        }
      ).code
    ).toBe(v.code)
    expect((await help(owner.token, v.code)).body.code).toBe('HELP_COUPON_SELF')

    const f1 = await createUser(t)
    // one friend tapping many times at once counts once
    const taps = await Promise.all(Array.from({ length: 8 }, () => help(f1.token, v.code)))
    expect(taps.every((r) => r.body.code === '0000')).toBe(true)
    const after1 = (await t.client.get('/v1/helpCoupon/info', { code: v.code }, { token: f1.token })).body
      .data
    expect(after1).toMatchObject({ helped: 1, helpedByMe: true, isOwner: false, couponId: null })

    const f2 = await createUser(t)
    const f3 = await createUser(t)
    const f4 = await createUser(t)
    // the last two helps race: exactly one is the third, the coupon is issued once
    await help(f2.token, v.code)
    const race = await Promise.all([help(f3.token, v.code), help(f4.token, v.code)])
    expect(race.map((r) => r.body.code).sort()).toEqual(['0000', 'HELP_COUPON_CLOSED'])
    const mine = (await t.client.get('/v1/helpCoupon/mine', {}, { token: owner.token })).body.data as {
      status: string
      helped: number
      couponId: number
    }
    expect(mine).toMatchObject({ status: 'unlocked', helped: 3 })
    const coupons = await t.db.many<{ id: number }>(
      "SELECT id FROM coupons WHERE user_id = $1 AND template_key LIKE 'help:%'",
      [owner.userId]
    )
    expect(coupons.map((c) => c.id)).toEqual([mine.couponId])
    const list = await entries(owner.token, 'coupon', 'usable')
    expect(list.map((c) => c.name)).toContain('好友助力券 外賣滿50減8')
    // helpers get nothing
    expect(
      await t.db.one<{ n: number }>(
        "SELECT COUNT(*)::int AS n FROM coupons WHERE user_id = $1 AND template_key LIKE 'help:%'",
        [f1.userId]
      )
    ).toEqual({ n: 0 })
  })

  it('refuses an expired share, an unknown code and bad input', async () => {
    const owner = await createUser(t)
    const v = (await t.client.postJson('/v1/helpCoupon/start', {}, { token: owner.token })).body.data as {
      code: string
    }
    const f = await createUser(t)
    t.clock.advance(25 * 3600_000)
    try {
      expect((await help(f.token, v.code)).body.code).toBe('HELP_COUPON_CLOSED')
      const info = (await t.client.get('/v1/helpCoupon/info', { code: v.code }, { token: f.token })).body.data
      expect(info).toMatchObject({ status: 'expired', helped: 0 })
    } finally {
      t.clock.advance(-25 * 3600_000)
    }
    expect((await help(f.token, 'abcdefabcdef')).body.code).toBe('NOT_FOUND')
    expect((await help(f.token, 'x')).body.code).toBe('VALIDATION')
    expect((await help(f.token, 'abcdefab\u0000')).body.code).toBe('VALIDATION')
    expect(
      (await t.client.postJson('/v1/helpCoupon/start', { x: 1 }, { token: owner.token })).body.code
    ).toBe('VALIDATION')
  })
})

describe('bank cards', () => {
  const NUMBER = '4111 1111 1111 1111'
  const DIGITS = '4111111111111111'

  it('binds a Luhn-valid card, keeps only a token and the last four, and never logs the number', async () => {
    const u = await createUser(t)
    const bad = await t.client.postJson(
      '/v1/bankCard/bind',
      { number: '4111 1111 1111 1112' },
      { token: u.token }
    )
    expect(bad.body.code).toBe('CARD_INVALID')
    const r = await t.client.postJson('/v1/bankCard/bind', { number: NUMBER }, { token: u.token })
    expect(r.body).toMatchObject({ code: '0000', data: { brand: 'visa', last4: '1111' } })
    const rows = await t.db.many('SELECT * FROM bank_cards WHERE user_id = $1', [u.userId])
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(DIGITS)
    expect(JSON.stringify(rows)).toMatch(/tok_[0-9a-f]{32}/)
    expect(JSON.stringify(r.body)).not.toContain(DIGITS)
    expect(t.rawLogs.join('\n')).not.toMatch(/4111 ?1111 ?1111 ?111[12]/)
    const list = (await t.client.get('/v1/bankCard/list', {}, { token: u.token })).body.data
    expect(list).toEqual([expect.objectContaining({ last4: '1111' })])
    expect(JSON.stringify(list)).not.toMatch(/tok_/)
  })

  it('tops the wallet up with a bound card through the sandbox gateway and the wallet ledger', async () => {
    const u = await createUser(t)
    const card = (
      await t.client.postJson('/v1/bankCard/bind', { number: '5555555555554444' }, { token: u.token })
    ).body.data as { id: number }
    const r = await t.client.postJson(
      '/v1/bankCard/recharge',
      { cardId: card.id, amount: 10000 },
      { token: u.token }
    )
    expect(r.body.code).toBe('0000')
    const txn = new URL((r.body.data as { payUrl: string }).payUrl, 'http://x').searchParams.get('txn') ?? ''
    const page = await t.app.inject({ method: 'GET', url: `/api/gateway/pay?txn=${txn}` })
    expect(page.body).toContain('MOP 100.00')
    const f = {
      txn,
      orderId: 0,
      amount: 10000,
      status: 'success' as const,
      ts: Math.floor(t.clock.now() / 1000)
    }
    const cb = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pay/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v)])),
        sign: signCallback(t.config.gatewaySecret, f)
      }).toString()
    })
    expect(cb.json()).toMatchObject({ code: '0000', data: { status: 'success' } })
    expect(await ledgerOf(t, u.userId)).toEqual({ balance: 10000, sum: 10000 })
    const rec = (await t.client.get('/v1/wallet/records', {}, { token: u.token })).body.data as {
      list: Array<{ type: string; title: string }>
    }
    expect(rec.list[0]).toMatchObject({ type: 'recharge', title: '銀行卡充值（尾號 4444）' })
  })

  it("refuses another user's card, removed cards and bad input", async () => {
    const a = await createUser(t)
    const b = await createUser(t)
    const card = (await t.client.postJson('/v1/bankCard/bind', { number: DIGITS }, { token: a.token })).body
      .data as {
      id: number
    }
    expect(
      (
        await t.client.postJson(
          '/v1/bankCard/recharge',
          { cardId: card.id, amount: 1000 },
          { token: b.token }
        )
      ).body.code
    ).toBe('NOT_FOUND')
    expect(
      (await t.client.postJson('/v1/bankCard/remove', { id: card.id }, { token: b.token })).body.code
    ).toBe('NOT_FOUND')
    expect(
      (await t.client.postJson('/v1/bankCard/remove', { id: card.id }, { token: a.token })).body
    ).toMatchObject({ code: '0000', data: [] })
    expect(
      (
        await t.client.postJson(
          '/v1/bankCard/recharge',
          { cardId: card.id, amount: 1000 },
          { token: a.token }
        )
      ).body.code
    ).toBe('NOT_FOUND')
    for (const body of [
      { number: 'abcd' },
      { number: `${DIGITS}\u0000` },
      { number: 4111111111111111 },
      { number: '1'.repeat(40) }
    ]) {
      expect((await t.client.postJson('/v1/bankCard/bind', body, { token: a.token })).body.code).toBe(
        'VALIDATION'
      )
    }
    for (const body of [
      { cardId: card.id, amount: 1 },
      { cardId: card.id, amount: 1e12 },
      { cardId: 0, amount: 1000 },
      { cardId: card.id, amount: 10.5 }
    ]) {
      expect((await t.client.postJson('/v1/bankCard/recharge', body, { token: a.token })).body.code).toBe(
        'VALIDATION'
      )
    }
    expect(t.rawLogs.join('\n')).not.toContain(DIGITS)
  })
})

describe('rider tips', () => {
  async function deliveredOrder() {
    const b = await buyer(t, shop, 1)
    await setPayPassword(t, b.token)
    await topUp(t, b.token, 20000)
    const sub = await t.client.postJson(
      '/v1/store/order/submit',
      { clientKey: randomUUID(), mchId: shop.mchId, addressId: b.addressId },
      { token: b.token }
    )
    const { orderId } = sub.body.data as { orderId: number }
    expect(
      (await t.client.postForm('/v1/pay/wallet', { orderId, password: '135790' }, { token: b.token })).body
        .code
    ).toBe('0000')
    return { ...b, orderId }
  }
  const tip = (token: string, orderId: number, amount = 500, password = '135790') =>
    t.client.postJson('/v1/order/tip', { orderId, amount, password }, { token })

  it('tips the rider of a delivered order once, as a wallet ledger row of type tip', async () => {
    const o = await deliveredOrder()
    expect((await tip(o.token, o.orderId)).body.code).toBe('ORDER_STATE')
    const sim = s.simulator
    if (!sim) throw new Error('no simulator')
    for (let i = 0; i < 3; i++) await sim.advance(o.orderId)
    const info = (await t.client.get('/v1/order/tip/info', { orderId: o.orderId }, { token: o.token })).body
      .data
    expect(info).toMatchObject({
      canTip: true,
      tipped: null,
      rider: { name: expect.stringMatching(/^[^騎]+$/) }
    })
    const before = await ledgerOf(t, o.userId)
    expect((await tip(o.token, o.orderId, 500, '000000')).body.code).toBe('PAY_PASSWORD_WRONG')
    const both = await Promise.all([tip(o.token, o.orderId), tip(o.token, o.orderId)])
    expect(both.map((r) => r.body.code).sort()).toEqual(['0000', 'ALREADY_TIPPED'])
    const after = await ledgerOf(t, o.userId)
    expect(after).toEqual({ balance: before.balance - 500, sum: before.balance - 500 })
    const rec = (await t.client.get('/v1/wallet/records', {}, { token: o.token })).body.data as {
      list: Array<{ type: string; amount: number; orderId: number }>
    }
    expect(rec.list[0]).toMatchObject({ type: 'tip', amount: -500, orderId: o.orderId })
    expect(
      (await t.client.get('/v1/order/tip/info', { orderId: o.orderId }, { token: o.token })).body.data
    ).toMatchObject({
      canTip: false,
      tipped: 500
    })
  })

  it("refuses another user's order, too much, too little, and more than the balance", async () => {
    const o = await deliveredOrder()
    const sim = s.simulator
    if (!sim) throw new Error('no simulator')
    for (let i = 0; i < 3; i++) await sim.advance(o.orderId)
    const other = await createUser(t)
    expect((await tip(other.token, o.orderId)).body.code).toBe('NOT_FOUND')
    expect(
      (await t.client.get('/v1/order/tip/info', { orderId: o.orderId }, { token: other.token })).body.code
    ).toBe('NOT_FOUND')
    expect((await tip(o.token, o.orderId, 50)).body.code).toBe('VALIDATION')
    expect((await tip(o.token, o.orderId, 1e9)).body.code).toBe('VALIDATION')
    expect((await tip(o.token, o.orderId, 20000)).body.code).toBe('INSUFFICIENT_BALANCE')
    const l = await ledgerOf(t, o.userId)
    expect(l.balance).toBe(l.sum)
    expect(
      (await t.client.get('/v1/order/tip/info', { orderId: o.orderId }, { token: o.token })).body.data
    ).toMatchObject({ tipped: null })
  })
})
