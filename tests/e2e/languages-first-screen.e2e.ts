import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { apiClient } from './api'
import { type Harness, startHarness } from './harness'

/**
 * Issue 39 on the built h5 app: a merchant's first screen, drawn by the server (src/ssr, static.ts), speaks the
 * reader's language: the app's cookie `lotus_lang`, else the browser's Accept-Language. An English reader never
 * gets the shop's Chinese words, neither in the document the server sends nor on the page once the app has drawn.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

/** the shop page's own words in Chinese (tabs, search, the empty cart), which an English reader must never get */
const ZH = ['點菜', '評價', '搜尋商品', '購物車是空的']

const shopId = async () => {
  const found = await apiClient(h).call<{ list: Array<{ id: number }> }>('GET', '/v1/store/merchant/list', {
    params: { vertical: 'takeaway', keyword: '美景', page: '1', pageSize: '1' }
  })
  return found.list[0]!.id
}

const phone = async (locale: string) => {
  const context = await h.browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    baseURL: h.baseUrl
  })
  return h.newPhone(context)
}

/** what the reader sees once the app has drawn the page over the server's copy */
const painted = async (page: Page) => {
  await expect.poll(() => page.locator('#lotus-shell').count(), { timeout: 60_000 }).toBe(0)
  await expect.poll(() => page.getByRole('tab', { name: 'Reviews' }).count(), { timeout: 60_000 }).toBe(1)
  return page.evaluate(() => document.body.innerText)
}

const lang = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'lotus_lang')?.value

describe("a merchant's first screen in the reader's language", () => {
  it('an English browser gets the copy in English, then the app, and the cookie for the next page', async () => {
    const id = await shopId()
    const { page, context } = await phone('en-US')
    const res = await page.goto(`/takeaway/mch-info/mch-info?id=${id}`)
    const html = await res!.text()
    expect(html).toContain('id="lotus-shell"')
    expect(html).toContain('aria-label="Search dishes"')
    for (const w of ZH) expect(html, w).not.toContain(w)
    const text = await painted(page)
    for (const w of ZH) expect(text, w).not.toContain(w)
    await expect.poll(() => lang(context)).toBe('en')
    await context.close()
  })

  it('a Chinese browser whose reader chose English: the cookie makes the copy English; without it no Chinese is shown', async () => {
    const id = await shopId()
    const { page, context } = await phone('zh-TW')
    await context.addInitScript(() =>
      localStorage.setItem(
        'lotus.lang',
        JSON.stringify({ data: JSON.stringify({ state: { choice: 'en' }, version: 2 }) })
      )
    )
    // the first visit after an app from before the cookie: the server draws Chinese, the page takes it away
    // before its first frame (its stored choice is English), and the app draws in English
    const seen: string[] = []
    await page.exposeFunction('lotusSawShell', (t: string) => seen.push(t))
    await page.addInitScript(() => {
      // every frame until the page has loaded: the copy is never shown
      const frame = () => {
        const el = document.getElementById('lotus-shell')
        if (el && getComputedStyle(el).display !== 'none')
          void (window as unknown as { lotusSawShell: (t: string) => void }).lotusSawShell('shell')
        if (document.readyState !== 'complete') requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
    await page.goto(`/takeaway/mch-info/mch-info?id=${id}`)
    const text = await painted(page)
    for (const w of ZH) expect(text, w).not.toContain(w)
    expect(seen).toEqual([])
    await expect.poll(() => lang(context)).toBe('en')
    // the next page: the server reads the cookie and draws English
    const res = await page.goto(`/takeaway/mch-info/mch-info?id=${id}&again=1`)
    const html = await res!.text()
    expect(html).toContain('id="lotus-shell"')
    expect(html).toContain('aria-label="Search dishes"')
    for (const w of ZH) expect(html, w).not.toContain(w)
    for (const w of ZH) expect(await painted(page), w).not.toContain(w)
    await context.close()
  })
})
