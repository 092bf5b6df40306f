import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PAGE_SHELL_ID, SSR_BUNDLE } from '@lotus/contract/page-boot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSsrBundle, SSR_BUNDLE as BUILD_WRITES } from '../../config/ssr-bundle.js'
import { SHELL_DROP, shellLanguageGuard } from '../src/http/first-screen.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

// Issue 13 (LCP): a takeaway merchant's page carries its first screen, drawn by the app's own components.
describe("a merchant's first screen drawn by the server", () => {
  let t: TestApp
  let dir: string
  const index =
    '<!doctype html><html><head><meta charset="utf-8"><title>lotus</title>' +
    '<script defer="defer" src="/js/3896.aa.js"></script><script defer="defer" src="/js/app.v1.js"></script>' +
    '<link href="/css/app.v1.css" rel="stylesheet"></head><body><div id="app"></div></body></html>'
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lotus-screen-'))
    writeFileSync(path.join(dir, 'index.html'), index)
    writeFileSync(
      path.join(dir, 'route-chunks.json'),
      JSON.stringify({ '/takeaway/mch-info/mch-info': ['/css/9396.bb.css', '/js/9396.bb.js'] })
    )
    // the renderer an h5 build writes (config/ssr-bundle.ts), from this checkout's pages
    await buildSsrBundle(path.join(dir, SSR_BUNDLE))
    t = await createTestApp({ env: { STATIC_DIR: dir } })
  }, 120_000)
  afterAll(async () => {
    await t.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const merchant = async () => {
    const m = await t.db.one<{ id: number; name: string }>(
      `SELECT m.id, m.name FROM merchants m WHERE 'takeaway' = ANY(m.verticals)
       AND EXISTS (SELECT 1 FROM goods g WHERE g.merchant_id = m.id) ORDER BY m.id LIMIT 1`
    )
    return m!
  }
  const shellOf = (html: string) =>
    new RegExp(`<div id="${PAGE_SHELL_ID}"[^>]*><template shadowrootmode="closed">(.*?)</template>`).exec(
      html
    )?.[1]

  it('is read where the build writes it, and never sent to a browser', async () => {
    expect(BUILD_WRITES).toBe(SSR_BUNDLE)
    const asked = await page(`/${SSR_BUNDLE}`)
    expect(asked.body).not.toContain('renderTakeawayMerchant')
  })

  it('is the page as the app draws it: header, tabs, the menu with its first photo, over the app', async () => {
    const { id, name } = await merchant()
    const r = await page(`/takeaway/mch-info/mch-info?id=${id}`)
    expect(r.statusCode).toBe(200)
    const shell = shellOf(r.body)
    expect(shell).toBeDefined()
    // the entry's styles, then the page's, inside the closed root; the page's also block the first paint
    expect([...shell!.matchAll(/<link rel="stylesheet" href="([^"]+)" onload/g)].map((m) => m[1])).toEqual([
      '/css/app.v1.css',
      '/css/9396.bb.css'
    ])
    // each says when it is in; the loader waits for both before it counts the copy as drawn
    expect(r.body).toContain('data-sheets="2"')
    // after the entry's, as the app adds it (the page's picture sizes win over `.taro-img`)
    expect(r.body).toContain(
      '<link href="/css/app.v1.css" rel="stylesheet"><link href="/css/9396.bb.css" rel="stylesheet"></head>'
    )
    expect(r.body).not.toContain('as="style" href="/css/9396.bb.css"')
    const menu = (await t.client.get(`/v1/store/merchant/${id}/menu`)).body.data as {
      categories: Array<{ name: string; goods: Array<{ name: string; image: string }> }>
    }
    const cats = menu.categories.filter((c) => c.goods.length > 0)
    expect(shell).toContain(`<span class="taro-text mch-header__name">${name}</span>`)
    expect(shell).toContain('role="tablist"')
    for (const c of cats)
      expect(shell).toContain(`<span class="taro-text ta-menu__cat-name">${c.name}</span>`)
    expect(shell).toContain(`<span class="taro-text goods-item__name">${cats[0]!.goods[0]!.name}</span>`)
    // the screen's picture, the first photo, rides in the page (the very picture its URL sends), slotted into its
    // place from the page's own tree, where the loader finds it
    const photo = `${cats[0]!.goods[0]!.image}?x-oss-process=image/resize,w_200`
    expect(shell).not.toContain(`src="${photo}"`)
    expect(shell).toContain('<div class="taro-img goods-item__img"><slot name="picture"></slot></div>')
    const inline =
      /<\/template><img slot="picture" class="taro-img__mode-aspectfill" src="data:image\/svg\+xml;base64,([^"]+)"[^>]*><\/div>/.exec(
        r.body
      )?.[1]
    expect(Buffer.from(inline!, 'base64').toString()).toBe((await t.app.inject({ url: photo })).body)
    // the other photos load at once (the app's rows load theirs lazily)
    expect(shell).toContain(`src="${cats[0]!.goods[1]!.image}?x-oss-process=image/resize,w_200"`)
    expect(shell).not.toContain('loading="lazy"')
    // Taro's img props are the img's attributes, not an object's text
    expect(r.body).not.toContain('[object')
    // the app's scripts wait for that photo to be decoded and drawn
    expect(r.body).toContain('el.querySelector("img")')
    expect(r.body).toContain('<link rel="preload" as="script" fetchpriority="low" href="/js/app.v1.js">')
    expect(r.body).not.toContain('<script defer')
  })

  // Issue 39: the server cannot read the app's localStorage choice; the app's cookie, else Accept-Language
  describe("in the reader's language", () => {
    const url = async (v: string) => `/takeaway/mch-info/mch-info?id=${(await merchant()).id}&v=${v}`
    /** the shop UI's words the page draws (tabs, search): Chinese and English */
    const ZH = ['點菜', '評價', '搜尋商品']
    const EN = [
      'role="tab" aria-selected="true" class="mch-info__tab mch-info__tab--on">Menu<',
      '>Reviews<',
      'aria-label="Search dishes"',
      'Cart is empty'
    ]

    it('draws Chinese for a Chinese reader, as before (no header, a zh cookie, or zh-MO)', async () => {
      const plain = await page(await url('zh'))
      const shell = shellOf(plain.body)!
      for (const w of ZH) expect(shell).toContain(w)
      // the copy goes before its first frame where the reader's stored choice is another (an app before the cookie)
      expect(plain.body).toContain(`${shellLanguageGuard('zh-Hant-MO')}<div id="${PAGE_SHELL_ID}"`)
      expect(plain.body).toContain(`</div>${SHELL_DROP}`)
      const cookie = await inject(await url('zh'), { cookie: 'a=1; lotus_lang=zh-Hant-MO' })
      const accept = await inject(await url('zh'), { 'accept-language': 'zh-MO,zh;q=0.9,en;q=0.5' })
      for (const r of [cookie, accept]) {
        expect(r.body).toBe(plain.body)
        expect(r.headers.etag).toBe(plain.headers.etag)
      }
    })

    it('draws English for the app cookie lotus_lang=en: no Chinese shop words, its own ETag', async () => {
      const zh = await page(await url('en-cookie'))
      // the cookie wins over the browser's language
      const r = await inject(await url('en-cookie'), { cookie: 'lotus_lang=en', 'accept-language': 'zh-MO' })
      expect(r.statusCode).toBe(200)
      const shell = shellOf(r.body)
      expect(shell).toBeDefined()
      for (const w of ZH) expect(r.body).not.toContain(w)
      for (const w of EN) expect(shell).toContain(w)
      expect(r.headers.etag).not.toBe(zh.headers.etag)
      expect(r.headers.vary).toContain('cookie')
      expect(r.headers.vary).toContain('accept-language')
      // a browser holding the Chinese page is sent the English one
      const again = await inject(await url('en-cookie'), {
        cookie: 'lotus_lang=en',
        'if-none-match': zh.headers.etag as string
      })
      expect(again.statusCode).toBe(200)
      // and the Chinese reader still gets Chinese from the same kept page's URL
      expect(shellOf((await page(await url('en-cookie'))).body)).toContain('點菜')
    })

    it("carries the shop's names in the reader's language: the screen and the answers the app starts from", async () => {
      const { id, name } = await merchant()
      const names = (await t.db.one<{ en: string; pt: string }>(
        'SELECT name_en AS en, name_pt AS pt FROM merchants WHERE id = $1',
        [id]
      ))!
      expect(names.en).toBeTruthy()
      const boot = (body: string) =>
        /<script id="lotus-boot" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1] ?? ''
      const en = await inject(`${await url('names')}`, { cookie: 'lotus_lang=en' })
      expect(shellOf(en.body)).toContain(`<span class="taro-text mch-header__name">${names.en}</span>`)
      expect(boot(en.body)).toContain(JSON.stringify(names.en).slice(1, -1))
      expect(boot(en.body)).not.toContain(name)
      const pt = await inject(`${await url('names')}`, { 'accept-language': 'pt-PT' })
      expect(shellOf(pt.body)).toContain(`<span class="taro-text mch-header__name">${names.pt}</span>`)
      // Chinese, as stored
      const zh = await page(await url('names'))
      expect(shellOf(zh.body)).toContain(`<span class="taro-text mch-header__name">${name}</span>`)
      expect(boot(zh.body)).toContain(name)
    })

    it('draws English for Accept-Language en without a cookie, Portuguese for pt-PT', async () => {
      const r = await inject(await url('en-accept'), { 'accept-language': 'en-GB,en;q=0.9' })
      const shell = shellOf(r.body)!
      for (const w of ZH) expect(r.body).not.toContain(w)
      for (const w of EN) expect(shell).toContain(w)
      const pt = await inject(await url('pt-accept'), { 'accept-language': 'pt-PT' })
      expect(shellOf(pt.body)).toContain('aria-label="Pesquisar pratos"')
      for (const w of ZH) expect(pt.body).not.toContain(w)
      // a cookie that is not one of ours is ignored
      const junk = await inject(await url('en-accept'), { cookie: 'lotus_lang=fr', 'accept-language': 'en' })
      expect(junk.body).toBe(r.body)
    })
  })

  it("keeps a shop's text as text", async () => {
    const { id, name } = await merchant()
    const evil = '</template><script>alert(1)</script>'
    try {
      await t.db.query('UPDATE merchants SET name = $1 WHERE id = $2', [evil, id])
      const r = await page(`/takeaway/mch-info/mch-info?id=${id}&v=evil`)
      const shell = shellOf(r.body)
      expect(shell).toContain('&lt;/template&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(r.body).not.toContain('<script>alert(1)')
    } finally {
      await t.db.query('UPDATE merchants SET name = $1 WHERE id = $2', [name, id])
    }
  })

  it('a shop without answers, or a renderer that fails, gives the page as before', async () => {
    const r = await page('/takeaway/mch-info/mch-info?id=999999')
    expect(r.statusCode).toBe(200)
    expect(r.body).not.toContain(PAGE_SHELL_ID)
    expect(r.body).toContain('<script defer="defer" src="/js/app.v1.js">')
    const { id } = await merchant()
    mkdirSync(path.join(dir, 'ssr'), { recursive: true })
    writeFileSync(
      path.join(dir, SSR_BUNDLE),
      'exports.renderTakeawayMerchant = () => { throw new Error("broken build") }'
    )
    const broken = await page(`/takeaway/mch-info/mch-info?id=${id}&v=broken`)
    expect(broken.statusCode).toBe(200)
    expect(broken.body).not.toContain(PAGE_SHELL_ID)
    expect(broken.body).toContain('lotus-boot')
  })

  it('a copy is taken away before its first frame for a reader whose stored choice is another language', async () => {
    const run = (drawn: 'zh-Hant-MO' | 'en', cookie: string, stored: string | null) => {
      let removed = false
      const win: Record<string, unknown> = {}
      const doc = {
        cookie,
        createElement: () => ({}),
        head: { appendChild: () => undefined },
        getElementById: (id: string) => (id === PAGE_SHELL_ID ? { remove: () => (removed = true) } : null)
      }
      const storage = { getItem: (k: string) => (k === 'lotus.lang' ? stored : null) }
      const code = /<script>(.*)<\/script>/.exec(shellLanguageGuard(drawn))![1]!
      const drop = /<script>(.*)<\/script>/.exec(SHELL_DROP)![1]!
      new Function('document', 'localStorage', 'window', code)(doc, storage, win)
      new Function('document', 'window', drop)(doc, win)
      return removed
    }
    const chose = (c: string | null) =>
      JSON.stringify({ data: JSON.stringify({ state: { choice: c }, version: 2 }) })
    // an app from before the cookie, its reader chose English: the Chinese copy goes
    expect(run('zh-Hant-MO', '', chose('en'))).toBe(true)
    expect(run('zh-Hant-MO', 'a=1', chose('zh-Hant-MO'))).toBe(false)
    expect(run('en', '', chose('en'))).toBe(false)
    // no choice (the device's language, as the browser's), nothing stored, or a cookie (the server read it): kept
    expect(run('zh-Hant-MO', '', chose(null))).toBe(false)
    expect(run('zh-Hant-MO', '', null)).toBe(false)
    expect(run('zh-Hant-MO', 'x=1; lotus_lang=zh-Hant-MO', chose('en'))).toBe(false)
  })

  it('a renderer from before issue 39 (Chinese only) draws no first screen for an English reader', async () => {
    const { id } = await merchant()
    mkdirSync(path.join(dir, 'ssr'), { recursive: true })
    writeFileSync(
      path.join(dir, SSR_BUNDLE),
      'exports.renderTakeawayMerchant = () => \'<div class="mch-header">點菜</div>\'\n// chinese only'
    )
    const zh = await page(`/takeaway/mch-info/mch-info?id=${id}&v=old`)
    expect(shellOf(zh.body)).toContain('點菜')
    const en = await inject(`/takeaway/mch-info/mch-info?id=${id}&v=old`, { cookie: 'lotus_lang=en' })
    expect(en.statusCode).toBe(200)
    expect(en.body).not.toContain(PAGE_SHELL_ID)
    expect(en.body).not.toContain('點菜')
    // the page's answers still ride in it
    expect(en.body).toContain('lotus-boot')
    expect(en.headers.etag).not.toBe(zh.headers.etag)
  })

  const page = (url: string) => t.app.inject({ method: 'GET', url })
  const inject = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers })
})
