import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNonceStore, FORGET_CHUNK, SIGNATURE_WINDOW_MS } from '../src/modules/auth/nonce-store.js'
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

  it('forgets expired nonces as batches are written, oldest first, never a live one', async (ctx) => {
    // the in-memory set is the embedded database's; on PostgreSQL every claim is a row (the prune case below)
    if (!t.db.singleProcess) ctx.skip()
    const W = SIGNATURE_WINDOW_MS // a nonce is kept for 2 W after its claim
    const store = restarted()
    expect(await store.claim('order-0')).toBe(true) // loads what earlier tests left, all claimed before this
    for (let i = 1; i <= 40; i++) expect(await store.claim(`order-a-${i}`)).toBe(true)
    await store.flush()
    const before = store.remembered()
    t.clock.advance(W)
    for (let i = 1; i <= 40; i++) expect(await store.claim(`order-b-${i}`)).toBe(true)
    await store.flush()
    expect(store.remembered()).toBe(before + 40)

    t.clock.advance(W + 1) // order-0, the a's and everything older have expired; the b's have not
    expect(await store.claim('order-a-1')).toBe(true)
    expect(await store.claim('order-b-1')).toBe(false)
    await store.flush()
    expect(store.remembered()).toBe(40 + 1)

    t.clock.advance(W) // now the b's have expired; order-a-1, claimed again, has not
    expect(await store.claim('order-c')).toBe(true)
    await store.flush()
    expect(store.remembered()).toBe(2)
    expect(await store.claim('order-a-1')).toBe(false)
    expect(await store.claim('order-b-2')).toBe(true)
  })

  it('forgets a large backlog a chunk at a time: one chunk per batch, prune all of it in turns', async (ctx) => {
    // the in-memory set is the embedded database's; on PostgreSQL every claim is a row (the prune case below)
    if (!t.db.singleProcess) ctx.skip()
    const store = restarted()
    const many = 2 * FORGET_CHUNK + 500
    for (let i = 0; i < many; i++) expect(await store.claim(`backlog-${i}`)).toBe(true)
    await store.flush()
    t.clock.advance(2 * SIGNATURE_WINDOW_MS + 1) // all of them (and all older) have expired
    expect(await store.claim('backlog-live')).toBe(true)
    const due = store.remembered() - 1
    await store.flush()
    expect(store.remembered()).toBe(due - FORGET_CHUNK + 1)
    await store.prune()
    expect(store.remembered()).toBe(1)
    expect(await store.claim('backlog-live')).toBe(false)
    expect(await store.claim('backlog-7')).toBe(true)
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
