import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
let mchA: number
let mchB: number
beforeAll(async () => {
  t = await createTestApp()
  const rows = await t.db.many<{ id: number }>('SELECT id FROM merchants ORDER BY id LIMIT 2')
  mchA = rows[0]!.id
  mchB = rows[1]!.id
})
afterAll(() => t.close())

const me = (key?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/merchant/me', headers: key ? { 'x-merchant-key': key } : {} })
const devKey = async (mchId: number): Promise<string> => {
  const r = await t.app.inject({ method: 'POST', url: '/api/dev/merchant/key', payload: { mchId } })
  return (r.json() as { data: { key: string } }).data.key
}

describe('merchant credentials (X-Merchant-Key)', () => {
  it('identifies the merchant a key belongs to and nobody else', async () => {
    const keyA = await devKey(mchA)
    expect(keyA.startsWith(`${mchA}.`)).toBe(true)
    const r = await me(keyA)
    expect(r.json()).toMatchObject({ code: '0000', data: { mchId: mchA } })
    // Another merchant's id with A's secret, a missing key, a malformed one: refused, with a clear code.
    const forged = `${mchB}.${keyA.split('.')[1]}`
    for (const bad of [undefined, forged, 'nonsense', `${mchA}.short`, `${mchA}.${'x'.repeat(40)}`]) {
      const res = await me(bad)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ code: 'MERCHANT_UNAUTHORIZED' })
    }
  })

  it('stores only a hash of the key', async () => {
    const key = await devKey(mchB)
    const row = await t.db.one<{ key_hash: string }>('SELECT key_hash FROM merchant_keys WHERE mch_id = $1', [
      mchB
    ])
    expect(row?.key_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.key_hash).not.toContain(key.split('.')[1])
  })

  it('answers an unknown merchant as missing and offers no dev keys in production', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/dev/merchant/key', payload: { mchId: 999999 } })
    expect(r.json()).toMatchObject({ code: 'NOT_FOUND' })
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(32), USER_SIGN_SALT: 's'.repeat(32) }
    })
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/dev/merchant/key',
        payload: { mchId: mchA }
      })
      expect(res.statusCode).toBe(404)
    } finally {
      await prod.close()
    }
  })
})
