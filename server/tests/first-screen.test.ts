import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PAGE_SHELL_ID, SSR_BUNDLE } from '@lotus/contract/page-boot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSsrBundle, SSR_BUNDLE as BUILD_WRITES } from '../../config/ssr-bundle.js'
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

  const page = (url: string) => t.app.inject({ method: 'GET', url })
})
