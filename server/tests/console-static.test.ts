import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** The staff console's build served at /console by the same server (issue 36): files, SPA fallback, caching. */
let t: TestApp
let dir: string
const INDEX =
  '<!doctype html><html><head><script type="module" src="/console/assets/index-abc123.js"></script></head></html>'

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lotus-console-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'index.html'), INDEX)
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), 'console.log("console")\n'.repeat(200))
  t = await createTestApp({ env: { CONSOLE_DIR: dir } })
})
afterAll(async () => {
  await t.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('/console', () => {
  it('serves the app’s page at /console and at every page URL under it, revalidated each time', async () => {
    for (const url of ['/console', '/console/', '/console/orders', '/console/audit?q=x', '/console/login']) {
      const r = await t.app.inject({ method: 'GET', url })
      expect(r.statusCode, url).toBe(200)
      expect(r.headers['content-type']).toMatch(/^text\/html/)
      expect(r.headers['cache-control']).toBe('no-cache')
      expect(r.body).toBe(INDEX)
    }
    const first = await t.app.inject({ method: 'GET', url: '/console/orders' })
    const again = await t.app.inject({
      method: 'GET',
      url: '/console/orders',
      headers: { 'if-none-match': String(first.headers.etag) }
    })
    expect(again.statusCode).toBe(304)
  })

  it('serves hashed assets for a year as immutable, compressed when the browser takes it', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/console/assets/index-abc123.js' })
    expect(r.statusCode).toBe(200)
    expect(r.headers['content-type']).toMatch(/^text\/javascript/)
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(r.body).toContain('console.log')
    // precompression runs in the background at start: wait for its file, then the browser gets it
    await expect
      .poll(
        async () =>
          (
            await t.app.inject({
              method: 'GET',
              url: '/console/assets/index-abc123.js',
              headers: { 'accept-encoding': 'br' }
            })
          ).headers['content-encoding'],
        { timeout: 30_000 }
      )
      .toBe('br')
  })

  it('answers a missing asset 404 (never the page), and never serves a file outside the build', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/console/assets/gone-123.js' })).statusCode).toBe(404)
    for (const url of ['/console/../package.json', '/console/%2e%2e/package.json', '/console/%E0%A4%A']) {
      const r = await t.app.inject({ method: 'GET', url })
      expect(r.body, url).not.toContain('"name"')
    }
  })

  it('is no API: not in the OpenAPI document, and the customer app keeps every other URL', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>
    }>()
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/console'))).toEqual([])
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(api.json().code).toBe('NOT_FOUND')
  })
})

describe('/console before the console is built', () => {
  it('says how to build it', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'lotus-console-empty-'))
    const u = await createTestApp({ env: { CONSOLE_DIR: empty } })
    try {
      const r = await u.app.inject({ method: 'GET', url: '/console/orders' })
      expect(r.statusCode).toBe(200)
      expect(r.body).toContain('npm run build -w console')
    } finally {
      await u.close()
      rmSync(empty, { recursive: true, force: true })
    }
  })
})
