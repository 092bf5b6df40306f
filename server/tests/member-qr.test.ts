import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from './helpers/order-fixtures.js'
import { createTestApp, testClock, type TestApp } from './helpers/test-app.js'

let t: TestApp
// the start of a minute, so the step boundaries below are exact
beforeAll(async () => {
  t = await createTestApp({ clock: testClock(Date.UTC(2026, 10, 23, 4, 0, 0)) })
})
afterAll(() => t.close())

async function devKey(mchId: number): Promise<string> {
  const r = await t.app.inject({ method: 'POST', url: '/api/dev/merchant/key', payload: { mchId } })
  return (r.json() as { data: { key: string } }).data.key
}
const verify = async (key: string, token: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/member-qr/verify',
      headers: { 'x-merchant-key': key, 'content-type': 'application/json' },
      payload: JSON.stringify({ token })
    })
  ).json() as { code: string; data: { memberId: number } | null }

describe('member QR code', () => {
  it('rotates every 60 s and is accepted once by a merchant within its window', async () => {
    const u = await createUser(t)
    const m = await t.db.one<{ id: number }>('SELECT id FROM merchants ORDER BY id LIMIT 1')
    const key = await devKey(m?.id ?? 0)
    const qr = async () =>
      (await t.client.get('/v1/member/qrcode', {}, { token: u.token })).body.data as {
        token: string
        refreshAt: number
      }
    const a = await qr()
    expect(a.refreshAt).toBe(Math.floor(t.clock.now() / 1000) + 60)
    t.clock.advance(30_000)
    expect((await qr()).token).toBe(a.token)
    t.clock.advance(30_000)
    const b = await qr()
    expect(b.token).not.toBe(a.token)
    // a is one step old: still accepted, once
    expect(await verify(key, a.token)).toMatchObject({ code: '0000', data: { memberId: u.userId } })
    expect((await verify(key, a.token)).code).toBe('QR_INVALID')
    // two steps old: refused
    t.clock.advance(60_000)
    expect((await verify(key, b.token)).code).toBe('0000')
    const c = await qr()
    t.clock.advance(120_000)
    expect((await verify(key, c.token)).code).toBe('QR_INVALID')
    // forged, malformed, and without merchant credentials
    const d = await qr()
    expect((await verify(key, `${d.token.slice(0, -2)}xx`)).code).toBe('QR_INVALID')
    expect((await verify(key, 'not-a-token-at-all')).code).toBe('QR_INVALID')
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/member-qr/verify',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token: d.token })
    })
    expect(anon.json()).toMatchObject({ code: 'MERCHANT_UNAUTHORIZED' })
  })
})
