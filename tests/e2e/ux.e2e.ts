import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startHarness } from './harness'

/** Issue 8 on the built h5 app: percent-encoded params, web-view env, the 404 page, axe on it. */
let h: Harness

beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

describe('ux rough edges', () => {
  it('with location off, home says so in a bar floating above the tab bar, not under it', async () => {
    const { page, context } = await h.newPhone()
    await page.goto('/')
    // the once-a-day popup ad comes first
    await page.locator('.ad-popup__close').click()
    const notice = page.locator('.location-notice')
    await notice.waitFor({ timeout: 60_000 })
    const n = (await notice.boundingBox())!
    const bar = (await page.locator('.taro-tabbar__tabbar').boundingBox())!
    expect(n.y + n.height).toBeLessThanOrEqual(bar.y)
    // nothing lies over it: the element at its centre is the notice's own
    const centre = { x: n.x + n.width / 2, y: n.y + n.height / 2 }
    expect(
      await page.evaluate((p) => !!document.elementFromPoint(p.x, p.y)?.closest('.location-notice'), centre)
    ).toBe(true)
    await context.close()
  })

  it('a mistyped address shows the 404 page with a way home, and it passes axe', async () => {
    const { page, context } = await h.newPhone()
    await page.goto('/takeaway/nope/nope')
    await page.getByText('找不到這個頁面', { exact: false }).waitFor({ timeout: 60_000 })
    const axe = await new AxeBuilder({ page }).include('.not-found').analyze()
    const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await page.getByText('返回首頁').click()
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 60_000 })
      .toMatch(/^\/(pages\/index\/index)?$/)
    await context.close()
  })

  it('a category link with Chinese reaches the server decoded and lists merchants', async () => {
    const { page, context } = await h.newPhone()
    const errors: string[] = []
    page.on('response', (r) => {
      if (r.url().includes('/merchant/list') && r.status() >= 400) errors.push(r.url())
    })
    await page.goto(`/takeaway/home/home?category=${encodeURIComponent('茶餐廳')}`)
    await expect.poll(() => page.locator('.merchant-card').count(), { timeout: 60_000 }).toBeGreaterThan(0)
    expect(await page.getByText(/商家(加載|載入)失敗/).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('a web-view link opened directly renders without `process is not defined`', async () => {
    const { page, context } = await h.newPhone()
    const pageErrors: string[] = []
    page.on('pageerror', (e) => pageErrors.push(e.message))
    await page.goto(
      `/pagesA/web-view/web-view?src=${encodeURIComponent('https://example.com/a')}&shareTitle=x`
    )
    await expect.poll(() => page.locator('iframe, .web-view').count(), { timeout: 60_000 }).toBeGreaterThan(0)
    expect(pageErrors.filter((m) => m.includes('process'))).toEqual([])
    await context.close()
  })
})
