import { describe, expect, it } from 'vitest'
import {
  CHUNK_FAILED,
  CHUNK_LOAD_TIMEOUT_MS,
  PAGE_LOAD_DELAY_MS,
  PAGE_LOAD_TIMEOUT_MS,
  trackChunkLoads,
  type PageLoadView,
  type Timers
} from './page-load'
import { APP_CONFIG_VERSION, CLIENT_VERSION } from '@/services/env'

/** A clock the test moves by hand: timers fire exactly when it passes their time. */
function manualTimers() {
  let now = 0
  let seq = 0
  const due = new Map<number, { at: number; fn: () => void }>()
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      due.set(++seq, { at: now + ms, fn })
      return seq
    },
    clearTimeout: (h) => void due.delete(h as number)
  }
  const advance = (ms: number) => {
    now += ms
    for (const [id, t] of [...due].sort((a, b) => a[1].at - b[1].at)) {
      if (t.at <= now) {
        due.delete(id)
        t.fn()
      }
    }
  }
  return { timers, advance, pending: () => due.size }
}

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

describe('page loading (spec §2 / §9)', () => {
  it('uses the spec constants', () => {
    expect([PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS, CHUNK_LOAD_TIMEOUT_MS]).toEqual([200, 60_000, 120_000])
    expect(CHUNK_FAILED).toBe('Loading chunk failed')
  })

  it('shows nothing for a page that arrives within 200 ms', async () => {
    const { timers, advance, pending } = manualTimers()
    const views: PageLoadView[] = []
    const d = deferred<string>()
    const load = trackChunkLoads(
      () => d.promise,
      (v) => views.push(v),
      timers
    )
    const p = load()
    advance(PAGE_LOAD_DELAY_MS - 1)
    d.resolve('page')
    expect(await p).toBe('page')
    expect(views).toEqual([{ state: 'idle' }])
    expect(pending()).toBe(0)
  })

  it('shows loading after 200 ms, the timeout after 60000 ms, and clears when the page arrives', async () => {
    const { timers, advance } = manualTimers()
    const views: PageLoadView[] = []
    const d = deferred<string>()
    const p = trackChunkLoads(
      () => d.promise,
      (v) => views.push(v),
      timers
    )()
    advance(PAGE_LOAD_DELAY_MS)
    expect(views).toEqual([{ state: 'loading' }])
    advance(PAGE_LOAD_TIMEOUT_MS - PAGE_LOAD_DELAY_MS - 1)
    expect(views).toHaveLength(1)
    advance(1)
    expect(views.at(-1)).toEqual({ state: 'timeout' })
    d.resolve('late page')
    await p
    expect(views.at(-1)).toEqual({ state: 'idle' })
  })

  it("reports 'Loading chunk failed' when webpack gives up, and passes the failure on", async () => {
    const { timers } = manualTimers()
    const views: PageLoadView[] = []
    const err = Object.assign(new Error('Loading chunk 42 failed.\n(timeout: /js/42.abcdef12.js)'), {
      name: 'ChunkLoadError'
    })
    const load = trackChunkLoads(
      () => Promise.reject(err),
      (v) => views.push(v),
      timers
    )
    await expect(load()).rejects.toBe(err)
    expect(views.at(-1)).toMatchObject({ state: 'failed' })
    expect((views.at(-1) as { detail: string }).detail).toContain('Loading chunk 42 failed')
  })
})

describe('app configuration (spec §9)', () => {
  it('is version 1.0.0, code 100, beside client version 2.6.19', () => {
    expect(APP_CONFIG_VERSION).toEqual({ name: '1.0.0', code: 100 })
    expect(CLIENT_VERSION).toBe('2.6.19')
  })

  it('sets the other layer timeouts to 60000 ms each', async () => {
    // app.config.ts is read by Taro through a global at build time
    ;(globalThis as { defineAppConfig?: (c: unknown) => unknown }).defineAppConfig = (c) => c
    const appConfig = (await import('@/app.config')).default as { networkTimeout?: unknown }
    expect(appConfig.networkTimeout).toEqual({
      request: 60000,
      connectSocket: 60000,
      uploadFile: 60000,
      downloadFile: 60000
    })
  })
})
