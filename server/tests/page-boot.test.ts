import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { DEFAULT_MAP_POINT } from '@lotus/contract/geo'
import { imageUrl } from '@lotus/contract/image-url'
import { PAGE_BOOT_ID, PAGE_SHELL_ID, parseBoot, type PageBoot } from '@lotus/contract/page-boot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers/test-app.js'

// Issue 13 (LCP): home's and a takeaway merchant's index.html carry their first screen's answers and picture.
describe('page boot: the first screen in the page', () => {
  let t: TestApp
  let dir: string
  const index =
    '<!doctype html><html><head><meta charset="utf-8"><title>lotus</title>' +
    '<script defer="defer" src="/js/app.v1.js"></script><link href="/css/app.v1.css" rel="stylesheet"></head>' +
    '<body><div id="app"></div></body></html>'
  const chunks = {
    '/': ['/js/4695.aa.js'],
    '/pages/index/index': ['/js/4695.aa.js'],
    '/takeaway/mch-info/mch-info': ['/js/9396.bb.js'],
    '/group/mch-info/mch-info': ['/js/531.cc.js'],
    '/general/mch-info/mch-info': ['/js/700.dd.js'],
    '/supermarket/shop/shop': ['/js/800.ee.js']
  }
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lotus-boot-'))
    writeFileSync(path.join(dir, 'index.html'), index)
    writeFileSync(path.join(dir, 'route-chunks.json'), JSON.stringify(chunks))
    t = await createTestApp({ env: { STATIC_DIR: dir } })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })
  const bootOf = (html: string): PageBoot | null => {
    const m = new RegExp(`<script id="${PAGE_BOOT_ID}" type="application/json">([^<]*)</script>`).exec(html)
    return m ? parseBoot(m[1]) : null
  }
  const entry = (boot: PageBoot | null, key: unknown[]) =>
    boot?.entries.find((e) => JSON.stringify(e.key) === JSON.stringify(key))
  const takeawayMerchantIds = async () =>
    (
      await t.db.many<{ id: number }>(
        `SELECT m.id FROM merchants m WHERE 'takeaway' = ANY(m.verticals)
         AND EXISTS (SELECT 1 FROM goods g WHERE g.merchant_id = m.id) ORDER BY m.id LIMIT 3`
      )
    ).map((r) => r.id)

  it("a merchant's page carries its menu and detail as the API answers them, and preloads the first photo", async () => {
    const [id] = await takeawayMerchantIds()
    const r = await page(`/takeaway/mch-info/mch-info?id=${id}`)
    expect(r.statusCode).toBe(200)
    expect(r.headers['cache-control']).toBe('no-cache')
    const boot = bootOf(r.body)
    expect(boot?.at).toBe(t.clock.now())
    const menu = (await t.client.get(`/v1/store/merchant/${id}/menu`)).body.data as {
      categories: Array<{ goods: Array<{ image: string }> }>
    }
    expect(entry(boot, ['menu', id])?.data).toEqual(menu)
    const { lat, lng } = DEFAULT_MAP_POINT
    const detail = (await t.client.get(`/v1/store/merchant/${id}`, { lat, lng })).body.data
    // the favourite flag is per user: the app asks again when logged in
    expect(entry(boot, ['merchant', id, lat, lng])).toEqual({
      key: ['merchant', id, lat, lng],
      data: detail,
      perUser: true
    })
    const first = menu.categories.find((c) => c.goods.length > 0)!.goods[0]!
    const link = `<link rel="preload" as="image" fetchpriority="high" href="${imageUrl(first.image, 200)}">`
    expect(r.body).toContain(link)
    // discovered before the entry's scripts; the answers at the end of the body, after the app's root
    expect(r.body.indexOf(link)).toBeLessThan(r.body.indexOf('<script defer'))
    // only that picture: more preloads would take HTTP/1.1 connections from the entry's scripts
    expect(r.body.match(/rel="preload" as="image"/g)).toHaveLength(1)
    expect(r.body.indexOf(PAGE_BOOT_ID)).toBeGreaterThan(r.body.indexOf('<div id="app">'))
    expect(r.body).toContain('<link rel="preload" as="script" href="/js/9396.bb.js">')
  })

  it("a group merchant's page carries its detail and first evaluations as the API answers them, and preloads its photo", async () => {
    const m = await t.db.one<{ id: number }>(
      `SELECT m.id FROM merchants m WHERE 'group' = ANY(m.verticals)
       AND EXISTS (SELECT 1 FROM comments c WHERE c.merchant_id = m.id) ORDER BY m.id LIMIT 1`
    )
    const id = m!.id
    const r = await page(`/group/mch-info/mch-info?id=${id}`)
    expect(r.statusCode).toBe(200)
    const boot = bootOf(r.body)
    // what the app's first screen asks, as it asks it (no position; evaluations page 1)
    const detail = (await t.client.get('/tuan/merchant/detail', { id })).body.data as { image: string }
    const comments = (await t.client.get('/tuan/comment/list', { mchId: id, page: 1 })).body.data as {
      list: unknown[]
    }
    expect(comments.list.length).toBeGreaterThan(0)
    expect(entry(boot, ['group', 'merchant', id])).toEqual({ key: ['group', 'merchant', id], data: detail })
    // each evaluation says whether it is the caller's: a logged-in app asks again
    expect(entry(boot, ['group', 'comments', id])).toEqual({
      key: ['group', 'comments', id],
      data: comments,
      perUser: true
    })
    const link = `<link rel="preload" as="image" fetchpriority="high" href="${imageUrl(detail.image, 0)}">`
    expect(r.body).toContain(link)
    expect(r.body.indexOf(link)).toBeLessThan(r.body.indexOf('<script defer'))
    expect(r.body.match(/rel="preload" as="image"/g)).toHaveLength(1)
    expect(r.body).toContain('<link rel="preload" as="script" href="/js/531.cc.js">')
    // a takeaway-only shop or an unknown id: the page without answers (it shows its own not-found)
    const takeawayOnly = await t.db.one<{ id: number }>(
      `SELECT id FROM merchants WHERE NOT ('group' = ANY(verticals)) ORDER BY id LIMIT 1`
    )
    for (const q of [`?id=${takeawayOnly!.id}`, '?id=999999', '?id=abc', '']) {
      const other = await page(`/group/mch-info/mch-info${q}`)
      expect(other.statusCode, q).toBe(200)
      expect(other.body, q).not.toContain(PAGE_BOOT_ID)
      expect(other.body, q).toContain('/js/531.cc.js')
    }
  })

  it("a general store's and a supermarket's page carry their answers as the API gives them, with the first picture", async () => {
    const gs = await t.db.one<{ id: number }>(
      'SELECT merchant_id AS id FROM general_stores ORDER BY merchant_id LIMIT 1'
    )
    const sm = await t.db.one<{ id: number }>(
      `SELECT id FROM merchants WHERE 'supermarket' = ANY(verticals) ORDER BY id LIMIT 1`
    )
    const store = (await t.client.get('/v1/general/store', { id: gs!.id })).body.data as {
      categories: Array<{ goods: Array<{ image: string }> }>
    }
    const general = await page(`/general/mch-info/mch-info?id=${gs!.id}`)
    expect(entry(bootOf(general.body), ['general', 'store', gs!.id])).toEqual({
      key: ['general', 'store', gs!.id],
      data: store
    })
    const photo = store.categories.find((c) => c.goods.length > 0)!.goods[0]!.image
    expect(general.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${imageUrl(photo, 200)}">`
    )

    const home = (await t.client.get('/v1/market/home', { mchId: sm!.id })).body.data as {
      banners: Array<{ image: string }>
    }
    expect(home.banners.length).toBeGreaterThan(0)
    // the page reads ?id, then ?mchId: both links carry the store front
    for (const q of [`?id=${sm!.id}`, `?mchId=${sm!.id}`]) {
      const market = await page(`/supermarket/shop/shop${q}`)
      expect(entry(bootOf(market.body), ['market', 'home', sm!.id]), q).toEqual({
        key: ['market', 'home', sm!.id],
        data: home
      })
      expect(market.body, q).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="${imageUrl(home.banners[0]!.image, 600)}">`
      )
      expect(market.body, q).toContain('<link rel="preload" as="script" href="/js/800.ee.js">')
    }
    // the other vertical's id, a bad one, or an id beside an unreadable one: the page without answers
    for (const url of [
      `/general/mch-info/mch-info?id=${sm!.id}`,
      `/supermarket/shop/shop?id=${gs!.id}`,
      `/supermarket/shop/shop?id=abc&mchId=${sm!.id}`,
      '/supermarket/shop/shop?mchId=0',
      '/general/mch-info/mch-info?id=1e3'
    ]) {
      const r = await page(url)
      expect(r.statusCode, url).toBe(200)
      expect(r.body, url).not.toContain(PAGE_BOOT_ID)
    }
  })

  it('a name that looks like HTML stays text in the answers and never ends the element', async () => {
    const [, id] = await takeawayMerchantIds()
    const evil = '</script><script>alert(1)</script><!-- \u2028 & "x"'
    const g = await t.db.one<{ id: number }>(
      'SELECT id FROM goods WHERE merchant_id = $1 ORDER BY id LIMIT 1',
      [id]
    )
    await t.db.query('UPDATE goods SET name = $1 WHERE id = $2', [evil, g!.id])
    const r = await page(`/takeaway/mch-info/mch-info?id=${id}`)
    expect(r.body).not.toContain('<script>alert(1)')
    const menu = entry(bootOf(r.body), ['menu', id])?.data as {
      categories: Array<{ goods: Array<{ id: number; name: string }> }>
    }
    const names = menu.categories.flatMap((c) => c.goods).filter((x) => x.id === g!.id)
    expect(names.map((x) => x.name)).toEqual([evil])
  })

  it('a bad, unknown or missing id gets the page without answers, never an error', async () => {
    for (const q of [
      '',
      '?id=',
      '?id=abc',
      '?id=0',
      '?id=-1',
      '?id=1e3',
      '?id=12.5',
      '?id=99999999999',
      '?id[]=1',
      '?id=999999'
    ]) {
      const r = await page(`/takeaway/mch-info/mch-info${q}`)
      expect(r.statusCode, q).toBe(200)
      expect(r.body, q).not.toContain(PAGE_BOOT_ID)
      expect(r.body, q).toContain('/js/9396.bb.js')
    }
    // a NUL is refused before any page, as everywhere (a clear code, not a 5xx)
    for (const q of ['?id=%00', '?id=7%00']) {
      const r = await page(`/takeaway/mch-info/mch-info${q}`)
      expect(r.statusCode, q).toBeLessThan(500)
      expect(r.body, q).not.toContain(PAGE_BOOT_ID)
    }
  })

  it('home carries both ad positions and the remote config as the API answers them', async () => {
    for (const url of ['/', '/pages/index/index']) {
      const r = await page(url)
      const boot = bootOf(r.body)
      for (const key of ['INDEX_POPUP_AD', 'INDEX_BANNER']) {
        const ads = (await t.client.get('/v1/advertis/getAdByKey', { key })).body.data
        expect(entry(boot, ['ads', key])?.data).toEqual(ads)
      }
      // the remote config as `GET /v1/commons/config` answers it (home asks for it at once)
      expect(entry(boot, ['config'])?.data).toEqual((await t.client.get('/v1/commons/config')).body.data)
      // the poster rides in the page (next test): nothing to preload
      expect(r.body).not.toContain('l.as="image"')
    }
  })

  it("home draws today's popup into the page, its poster inside as the server draws it, shown only where unseen", async () => {
    const r = await page('/')
    const ad = (
      entry(bootOf(r.body), ['ads', 'INDEX_POPUP_AD'])?.data as Array<{ image: string; name: string }>
    )[0]!
    const shell = new RegExp(
      `<div id="${PAGE_SHELL_ID}" class="shell-popup" aria-hidden="true" style="display:none">(.*?)</div></div></div><script>(try\\{[^<]*)</script>`
    ).exec(r.body)
    expect(shell).not.toBeNull()
    const [, inner, reveal] = shell!
    // the app's scripts are fetched at once but run once this is painted (hold-entry.ts); other pages as built
    expect(r.body).toContain('<link rel="preload" as="script" fetchpriority="low" href="/js/app.v1.js">')
    expect(r.body).not.toContain('<script defer="defer" src="/js/app.v1.js">')
    const [mch] = await takeawayMerchantIds()
    expect((await page(`/takeaway/mch-info/mch-info?id=${mch}`)).body).toContain(
      '<script defer="defer" src="/js/app.v1.js">'
    )
    expect(inner).toContain(`<div class="shell-popup__name">${ad.name}</div>`)
    // the poster rides in the page: the very picture GET /api/img/poster/<id>.svg sends
    const src =
      /<img class="shell-popup__img" src="data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)" alt="">/.exec(
        inner!
      )?.[1]
    const drawn = await t.app.inject({ method: 'GET', url: ad.image })
    expect(drawn.statusCode).toBe(200)
    expect(Buffer.from(src!, 'base64').toString()).toBe(drawn.body)
    // the page's script shows it as a browser would: only where today's has not been seen
    const today = new Date(t.clock.now() + 8 * 3600_000).toISOString().slice(0, 10)
    const run = (stored: string | null) => {
      const parts: Record<string, { dataset?: object; onclick?: () => void }> = {
        img: { dataset: {} },
        '.shell-popup__close': {},
        '.shell-popup__mask': {}
      }
      const el = {
        style: { display: 'none' },
        removed: false,
        querySelector: (q: string) => parts[q],
        remove: () => void (el.removed = true)
      }
      const written = new Map<string, string>()
      const document = { getElementById: (id: string) => (id === PAGE_SHELL_ID ? el : null) }
      const localStorage = {
        getItem: (k: string) => (k === 'lotus.popupAdSeen' ? stored : null),
        setItem: (k: string, v: string) => written.set(k, v)
      }
      new Function('document', 'localStorage', reveal!)(document, localStorage)
      return {
        el,
        written,
        close: parts['.shell-popup__close']!.onclick,
        mask: parts['.shell-popup__mask']!.onclick
      }
    }
    expect(run(null).el.style.display).toBe('')
    expect(run(JSON.stringify({ data: '2020-01-01' })).el.style.display).toBe('')
    expect(run(JSON.stringify({ data: today })).el.style.display).toBe('none')
    expect(run('not json').el.style.display).toBe('none')
    // before the app is up, its close button or the dimmed page closes it for the day, as the app's would
    for (const tap of ['close', 'mask'] as const) {
      const shown = run(null)
      shown[tap]!()
      expect(shown.el.removed).toBe(true)
      expect(JSON.parse(shown.written.get('lotus.popupAdSeen')!)).toEqual({ data: today })
    }
    // a name that looks like HTML stays text; no popup ad today: nothing drawn
    const { id, name } = (await t.db.one<{ id: number; name: string }>(
      `SELECT id, name FROM ads WHERE position = 'INDEX_POPUP_AD' AND enabled ORDER BY sort, id LIMIT 1`
    ))!
    try {
      await t.db.query('UPDATE ads SET name = $1 WHERE id = $2', ['</div><script>alert(1)</script>', id])
      const evil = await page('/?evil')
      expect(evil.body).not.toContain('<script>alert(1)')
      expect(evil.body).toContain('&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt;</div>')
      await t.db.query(`UPDATE ads SET enabled = false WHERE position = 'INDEX_POPUP_AD'`)
      const without = await page('/?no-popup')
      expect(entry(bootOf(without.body), ['ads', 'INDEX_POPUP_AD'])?.data).toEqual([])
      expect(without.body).not.toContain(PAGE_SHELL_ID)
    } finally {
      await t.db.query('UPDATE ads SET name = $1, enabled = true WHERE id = $2', [name, id])
      await t.db.query(`UPDATE ads SET enabled = true WHERE position = 'INDEX_POPUP_AD'`)
    }
  })

  it('is revalidated by what it carries: same answers → 304, changed answers → a new page', async () => {
    const first = await page('/', { 'accept-encoding': 'br' })
    expect(first.headers['content-encoding']).toBe('br')
    const html = brotliDecompressSync(first.rawPayload).toString()
    expect(bootOf(html)?.entries).toHaveLength(3)
    const gz = await page('/', { 'accept-encoding': 'gzip' })
    expect(bootOf(gunzipSync(gz.rawPayload).toString())).toEqual(bootOf(html))
    const etag = String(first.headers.etag)
    // a later second, same answers: the browser's copy is good
    t.clock.advance(1000)
    expect((await page('/', { 'if-none-match': etag })).statusCode).toBe(304)
    // built again later (a new read time), the same answers: still the browser's copy
    t.clock.advance(2000)
    expect((await page('/', { 'if-none-match': etag })).statusCode).toBe(304)
    const ad = await t.db.one<{ id: number }>(
      `SELECT id FROM ads WHERE position = 'INDEX_BANNER' AND enabled ORDER BY sort, id LIMIT 1`
    )
    await t.db.query('UPDATE ads SET enabled = false WHERE id = $1', [ad!.id])
    try {
      // a page is built once per 2 s (as the menu is cached): within them the same page
      expect((await page('/', { 'if-none-match': etag })).statusCode).toBe(304)
      t.clock.advance(2000)
      const next = await page('/', { 'if-none-match': etag })
      expect(next.statusCode).toBe(200)
      const boot = bootOf(next.body)
      expect(boot?.at).toBe(t.clock.now())
      const banners = entry(boot, ['ads', 'INDEX_BANNER'])?.data as Array<{ id: number }>
      expect(banners.map((b) => b.id)).not.toContain(ad!.id)
    } finally {
      await t.db.query('UPDATE ads SET enabled = true WHERE id = $1', [ad!.id])
    }
  })

  it('leaves other pages as they were', async () => {
    for (const url of ['/pagesA/login/login', '/spell/mch-info/mch-info?id=1', '/takeaway/home/home']) {
      const r = await page(url)
      expect(r.statusCode).toBe(200)
      expect(r.body).not.toContain(PAGE_BOOT_ID)
    }
  })
})
