import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { precompressDir } from '../src/http/precompress.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers/test-app.js'

describe('static h5 serving', () => {
  let t: TestApp
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lotus-static-'))
    mkdirSync(path.join(dir, 'js'))
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>lotus app</title>')
    writeFileSync(path.join(dir, 'js', 'app.js'), 'console.log(1)')
    t = await createTestApp({ env: { STATIC_DIR: dir } })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('serves files and falls back to index.html for app routes', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/js/app.js' })
    expect(js.body).toBe('console.log(1)')
    for (const url of ['/', '/pagesA/login/login', '/packages/takeaway/pages/mch-info/index?id=5']) {
      const r = await t.app.inject({ method: 'GET', url })
      expect(r.statusCode).toBe(200)
      expect(r.body).toContain('lotus app')
    }
  })

  it('keeps /api and /mqtt out of the fallback', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nope' })).json().code).toBe('NOT_FOUND')
    expect((await t.app.inject({ method: 'GET', url: '/mqtt' })).statusCode).toBe(404)
  })
})

describe('h5 delivery (issue 13)', () => {
  let t: TestApp
  let dir: string
  const bundle = `console.log(${JSON.stringify('澳門'.repeat(2000))});`
  const page = `<!doctype html><title>lotus app</title>${'<div>x</div>'.repeat(200)}`
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lotus-delivery-'))
    mkdirSync(path.join(dir, 'js'))
    writeFileSync(path.join(dir, 'index.html'), page)
    writeFileSync(path.join(dir, 'js', 'app.1a2b3c4d.js'), bundle)
    // what the server starts in the background, awaited here
    expect(await precompressDir(dir)).toBe(2)
    t = await createTestApp({ env: { STATIC_DIR: dir } })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('writes brotli and gzip once, and again only when the file changes', async () => {
    expect(existsSync(path.join(dir, 'js', 'app.1a2b3c4d.js.br'))).toBe(true)
    expect(existsSync(path.join(dir, 'index.html.gz'))).toBe(true)
    expect(await precompressDir(dir)).toBe(0)
  })

  it('sends the brotli file to a browser that accepts br, gzip to one that accepts only gzip', async () => {
    const url = '/js/app.1a2b3c4d.js'
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toContain('javascript')
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(bundle) / 5)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle)
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle)
    const plain = await t.app.inject({ method: 'GET', url })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(bundle)
  })

  it('caches hashed files for a year as immutable and revalidates index.html every time', async () => {
    const js = await t.app.inject({
      method: 'GET',
      url: '/js/app.1a2b3c4d.js',
      headers: { 'accept-encoding': 'br' }
    })
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(js.headers.vary).toContain('accept-encoding')
    for (const url of ['/', '/index.html', '/pagesA/login/login']) {
      const r = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
      expect(r.statusCode).toBe(200)
      expect(r.headers['cache-control']).toBe('no-cache')
      expect(r.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(r.rawPayload).toString()).toBe(page)
    }
    const first = await t.app.inject({ method: 'GET', url: '/index.html' })
    expect(first.headers.etag).toBeTruthy()
    const again = await t.app.inject({
      method: 'GET',
      url: '/index.html',
      headers: { 'if-none-match': String(first.headers.etag) }
    })
    expect(again.statusCode).toBe(304)
  })

  it('gives generated images an ETag and answers 304 while they are unchanged', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/img/merchant/1.svg' })
    expect(r.statusCode).toBe(200)
    expect(r.body).toContain('<svg')
    expect(r.headers['cache-control']).toContain('max-age=86400')
    const etag = String(r.headers.etag)
    expect(etag).toMatch(/^".+"$/)
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/img/merchant/1.svg',
      headers: { 'if-none-match': etag }
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/img/merchant/2.svg',
      headers: { 'if-none-match': etag }
    })
    expect(other.statusCode).toBe(200)
  })
})

describe('a page URL preloads its own chunks (issue 13)', () => {
  let t: TestApp
  let dir: string
  const index = (v: string) =>
    `<!doctype html><html><head><meta charset="utf-8"><title>lotus ${v}</title>` +
    `<script defer="defer" src="/js/app.${v}.js"></script><link href="/css/app.${v}.css" rel="stylesheet"></head>` +
    '<body><div id="app"></div></body></html>'
  const chunks = {
    '/': ['/css/4695.aa.css', '/js/4695.aa.js'],
    '/pages/index/index': ['/css/4695.aa.css', '/js/4695.aa.js'],
    '/takeaway/mch-info/mch-info': ['/js/9396.bb.js'],
    // a list that is not a file name is never written into the page
    '/pagesA/evil/evil': ['"><script>alert(1)</script>']
  }
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lotus-preload-'))
    writeFileSync(path.join(dir, 'index.html'), index('v1'))
    writeFileSync(path.join(dir, 'route-chunks.json'), JSON.stringify(chunks))
    t = await createTestApp({ env: { STATIC_DIR: dir } })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  it('names the home chunks at / and the merchant page chunk at its URL, ahead of the entry', async () => {
    const home = await get('/')
    expect(home.statusCode).toBe(200)
    expect(home.headers['content-type']).toContain('text/html')
    expect(home.body).toContain('<link rel="preload" as="style" href="/css/4695.aa.css">')
    // (low priority where home draws its popup itself: hold-entry.ts)
    expect(home.body).toMatch(
      /<link rel="preload" as="script"( fetchpriority="low")? href="\/js\/4695.aa.js">/
    )
    // ahead of the entry's script (home holds it as a preload until its popup is painted: hold-entry.ts)
    expect(home.body.search(/href="\/js\/4695.aa.js"/)).toBeLessThan(
      home.body.search(
        /<script defer="defer" src="\/js\/app|as="script"( fetchpriority="low")? href="\/js\/app/
      )
    )
    // (chunk paths: the page's own first screen may hold any digits, as a price or a count)
    expect(home.body).not.toContain('/js/9396')
    const mch = await get('/takeaway/mch-info/mch-info?id=38')
    expect(mch.body).toContain('<link rel="preload" as="script" href="/js/9396.bb.js">')
    expect(mch.body).not.toMatch(/\/(js|css)\/4695/)
    expect((await get('/takeaway/mch-info/mch-info/')).body).toContain('9396.bb.js')
  })

  it('serves the plain index.html where the build names nothing, and never writes a non-file into the page', async () => {
    for (const url of ['/pagesA/login/login', '/pagesA/evil/evil', '/constructor', '/__proto__']) {
      const r = await get(url)
      expect(r.statusCode).toBe(200)
      expect(r.body).toBe(index('v1'))
    }
  })

  it('is revalidated (no-cache, ETag → 304), compressed for the browser, and follows a new build', async () => {
    const first = await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(first.headers['cache-control']).toBe('no-cache')
    expect(first.headers.vary).toContain('accept-encoding')
    expect(first.headers['content-encoding']).toBe('br')
    const html = brotliDecompressSync(first.rawPayload).toString()
    expect(html).toContain('/js/4695.aa.js')
    const gz = await get('/', { 'accept-encoding': 'gzip' })
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html)
    const etag = String(first.headers.etag)
    expect((await get('/', { 'if-none-match': etag })).statusCode).toBe(304)
    // a new build: new entry, new chunk names, new ETag
    writeFileSync(path.join(dir, 'index.html'), index('v2'))
    writeFileSync(path.join(dir, 'route-chunks.json'), JSON.stringify({ ...chunks, '/': ['/js/4695.cc.js'] }))
    const next = await get('/', { 'if-none-match': etag })
    expect(next.statusCode).toBe(200)
    expect(next.body).toContain('/js/app.v2.js')
    expect(next.body).toContain('/js/4695.cc.js')
    expect(next.body).not.toContain('4695.aa')
  })
})

describe('without a build', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { STATIC_DIR: path.join(tmpdir(), 'lotus-no-build-here') } })
  })
  afterAll(() => t.close())

  it('answers / with a hint to build the app', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/' })
    expect(r.headers['content-type']).toContain('text/html')
    expect(r.body).toContain('npm run build:h5')
    expect((await t.app.inject({ method: 'GET', url: '/pagesA/login/login' })).statusCode).toBe(404)
  })
})
