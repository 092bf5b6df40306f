import { expect } from 'vitest'
import { signCallback } from '../../src/modules/gateway/sandbox-gateway.js'
import type { TestApp } from './test-app.js'

/** Tops the wallet up through the sandbox gateway exactly as the wallet page does. */
export async function topUp(t: TestApp, token: string, amount: number): Promise<void> {
  const r = await t.client.postForm('/v1/wallet/recharge', { amount }, { token })
  expect(r.body.code).toBe('0000')
  const txn = new URL((r.body.data as { payUrl: string }).payUrl, 'http://x').searchParams.get('txn') ?? ''
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
  expect(cb.json()).toMatchObject({ code: '0000', data: { status: 'success' } })
}

export async function setPayPassword(t: TestApp, token: string, password = '135790'): Promise<void> {
  const r = await t.client.postForm('/v1/appUser/setPayPassword', { password }, { token })
  expect(r.body.code).toBe('0000')
}

/** Balance and ledger sum of a user straight from the tables. */
export async function ledgerOf(t: TestApp, userId: number) {
  const r = await t.db.one<{ balance: number | null; sum: number }>(
    `SELECT (SELECT balance FROM wallets WHERE user_id = $1) AS balance,
            COALESCE((SELECT SUM(amount) FROM wallet_records WHERE user_id = $1), 0)::int AS sum`,
    [userId]
  )
  return { balance: r?.balance ?? 0, sum: r?.sum ?? 0 }
}
