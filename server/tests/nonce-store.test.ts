import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNonceStore, SIGNATURE_WINDOW_MS } from '../src/modules/auth/nonce-store.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** A second store on the same database is what the server has after a restart. */
const restarted = () => createNonceStore({ db: t.db, clock: t.clock })

describe('signature nonces across a restart', () => {
  it('a nonce claimed before the restart is a replay after it; a new one is not', async () => {
    const before = restarted()
    const nonces = Array.from({ length: 30 }, (_, i) => `restart-${i}`)
    for (const n of nonces) expect(await before.claim(n)).toBe(true)
    expect(await before.claim('restart-3')).toBe(false)
    await before.flush()

    const after = restarted()
    for (const n of nonces) expect(await after.claim(n)).toBe(false)
    expect(await after.claim('restart-new')).toBe(true)
  })

  it('the same nonce claimed twice at once is accepted once', async () => {
    const store = restarted()
    const results = await Promise.all(Array.from({ length: 20 }, () => store.claim('at-once')))
    expect(results.filter(Boolean)).toHaveLength(1)
  })

  it('prune forgets what has expired and keeps what has not', async () => {
    const store = restarted()
    expect(await store.claim('old-one')).toBe(true)
    await store.flush()
    t.clock.advance(2 * SIGNATURE_WINDOW_MS + 1)
    expect(await store.claim('young-one')).toBe(true)
    expect(await store.prune()).toBeGreaterThan(0)

    const after = restarted()
    expect(await after.claim('young-one')).toBe(false)
    // expired: its timestamp would be refused by the signature window anyway
    expect(await after.claim('old-one')).toBe(true)
  })
})
