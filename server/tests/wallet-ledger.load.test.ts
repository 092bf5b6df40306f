import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../src/errors.js'
import { signCallback } from '../src/modules/gateway/sandbox-gateway.js'
import { moveMoney } from '../src/modules/wallet/wallet-ops.js'
import { ledgerOf, setPayPassword, topUp } from './helpers/account-fixtures.js'
import { createUser, noonClock, ORDER_ENV } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
})
afterAll(() => t.close())

/** A deterministic sequence so a failure can be replayed. */
function prng(seed: number) {
  let s = seed
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
}

describe('wallet ledger under load', () => {
  it('keeps every balance equal to its ledger after 1,000 concurrent mixed operations', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(t)))
    for (const u of users) await setPayPassword(t, u.token)
    // issue 12's money kinds through their endpoints: a bound card for top-ups, a shop-card tier bought from the wallet
    const cardOf = new Map<number, number>()
    for (const u of users) {
      const c = await t.client.postJson(
        '/v1/bankCard/bind',
        { number: '4111111111111111' },
        { token: u.token }
      )
      cardOf.set(u.userId, (c.body.data as { id: number }).id)
    }
    const tier = await t.db.one<{ id: number; merchant_id: number }>(
      `SELECT s.id, s.merchant_id FROM shop_card_tiers s JOIN merchants m ON m.id = s.merchant_id
       WHERE m.seed_key = 'lai-kei-cct' ORDER BY s.pay LIMIT 1`
    )
    if (!tier) throw new Error('no shop card tier seeded')
    const cardTopUp = async (token: string, cardId: number, amount: number) => {
      const r = await t.client.postJson('/v1/bankCard/recharge', { cardId, amount }, { token })
      const txn =
        new URL((r.body.data as { payUrl: string }).payUrl, 'http://x').searchParams.get('txn') ?? ''
      const f = { txn, orderId: 0, amount, status: 'success' as const, ts: Math.floor(t.clock.now() / 1000) }
      const cb = await t.app.inject({
        method: 'POST',
        url: '/api/v1/pay/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v)])),
          sign: signCallback(t.config.gatewaySecret, f)
        }).toString()
      })
      expect(cb.json()).toMatchObject({ code: '0000' })
    }
    const rand = prng(12)
    const outcomes = { ok: 0, refused: 0 }
    const ops = Array.from({ length: 1000 }, (_, i) => {
      const u = users[i % users.length]
      if (!u) throw new Error('no user')
      const r = rand()
      return async () => {
        try {
          if (r < 0.35) {
            // top-up through the gateway (create + signed callback)
            await topUp(t, u.token, 100 + Math.floor(rand() * 5000))
          } else if (r < 0.45) {
            // god member with the wallet (pay password, debit, membership, coupons)
            const res = await t.client.postJson(
              '/v1/member/buy',
              { plan: 'month', password: '135790' },
              { token: u.token }
            )
            if (res.body.code !== '0000') {
              expect(res.body.code).toBe('INSUFFICIENT_BALANCE')
              outcomes.refused++
              return
            }
          } else if (r < 0.55) {
            // a shop card bought from the wallet (wallet debit + card credit in one transaction)
            const res = await t.client.postJson(
              '/v1/shopCard/buy',
              { mchId: tier.merchant_id, tierId: tier.id, method: 'wallet', password: '135790' },
              { token: u.token }
            )
            if (res.body.code !== '0000') {
              expect(res.body.code).toBe('INSUFFICIENT_BALANCE')
              outcomes.refused++
              return
            }
          } else if (r < 0.62) {
            // a top-up with the bound bank card through the gateway
            await cardTopUp(u.token, cardOf.get(u.userId) ?? 0, 100 + Math.floor(rand() * 5000))
          } else {
            // other debits and credits of the ledger (shop card, tips, refunds) straight on the wallet ops
            const amount = Math.floor(rand() * 3000) - 2000
            await t.db.tx((tx) =>
              moveMoney(tx, {
                userId: u.userId,
                amount: amount === 0 ? 1 : amount,
                type: amount > 0 ? 'refund' : 'tip',
                title: '壓力測試',
                orderId: null,
                now: t.clock.now()
              })
            )
          }
          outcomes.ok++
        } catch (err) {
          if (err instanceof AppError && err.code === 'INSUFFICIENT_BALANCE') outcomes.refused++
          else throw err
        }
      }
    })
    // all at once, as a crowd of clients would
    await Promise.all(ops.map((op) => op()))
    expect(outcomes.ok + outcomes.refused).toBe(1000)
    expect(outcomes.refused).toBeGreaterThan(0)
    for (const u of users) {
      const l = await ledgerOf(t, u.userId)
      expect(l.balance).toBe(l.sum)
      expect(l.balance).toBeGreaterThanOrEqual(0)
      // each record's balance after is the previous one plus its amount: no lost or doubled update
      const rows = await t.db.many<{ amount: number; balance_after: number }>(
        'SELECT amount, balance_after FROM wallet_records WHERE user_id = $1 ORDER BY id',
        [u.userId]
      )
      let running = 0
      for (const row of rows) {
        running += row.amount
        expect(row.balance_after).toBe(running)
      }
      // the shop card's balance equals its records too
      const card = await t.db.one<{ balance: number | null; sum: number }>(
        `SELECT (SELECT balance FROM shop_cards WHERE user_id = $1 AND merchant_id = $2) AS balance,
                COALESCE((SELECT SUM(amount) FROM shop_card_records WHERE user_id = $1 AND merchant_id = $2), 0)::int AS sum`,
        [u.userId, tier.merchant_id]
      )
      expect(card?.balance ?? 0).toBe(card?.sum ?? 0)
      const api = (await t.client.get('/v1/wallet/info', {}, { token: u.token })).body.data as {
        balance: number
      }
      expect(api.balance).toBe(l.balance)
    }
  }, 600_000)
})
