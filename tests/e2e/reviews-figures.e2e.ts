import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../../server/src/modules/staff/totp'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'
import { paidOrder } from './paid-order'
import { fitsWindow } from './fits-window'

/**
 * Issue 37 points 4 and 5 in the browser: a café's owner replies to a review in the console (/console/reviews) and
 * the customer's review list on h5 shows 商家回覆 under it; a shop's owner opens 營業數據 after an order was paid
 * and sees the charts drawn; the operators' report queue opens. Needs the h5 build and `npm run build -w console`.
 * With CONSOLE_SHOTS=<dir>, screenshots at 1440, 768 and 375 px wide (never committed).
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const PASSWORD = 'lotus-staff-dev'
const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '768', width: 768, height: 1024 },
  { name: '375', width: 375, height: 812 }
] as const

/** A console session in its own context: password, TOTP enrolment, then the first page. */
async function consoleLogin(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    baseURL: h.baseUrl,
    locale: 'zh-TW'
  })
  const page = await context.newPage()
  page.setDefaultTimeout(60_000)
  await page.goto('/console/login')
  await page.getByLabel('帳號').fill(username)
  await page.getByLabel('密碼').fill(PASSWORD)
  await page.getByRole('button', { name: /登\s*入/ }).click()
  await page.waitForURL(/\/console\/enrol/)
  const secret = (await page.getByTestId('totp-secret').innerText()).trim()
  await page.getByLabel('驗證碼').fill(totpCode(secret, Date.now()))
  await page.getByRole('button', { name: '完成設定' }).click()
  // the landing page of each role: a shop's board, support's lookup (the super admin is support too), the audit log
  await page.waitForURL(/\/console\/(board|audit|orders|ops\/lookup)/)
  return page
}

/** The page at each width, a screenshot of each when asked, and nothing wider than the window. */
async function atEverySize(page: Page, name: string, ready: () => Promise<void>) {
  for (const s of SIZES) {
    await page.setViewportSize({ width: s.width, height: s.height })
    await ready()
    await fitsWindow(page, `${name} at ${s.name}`)
    if (process.env.CONSOLE_SHOTS)
      await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/${name}-${s.name}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

describe('reviews and figures in the console', () => {
  it('the owner replies to a review; the customer’s review list on h5 shows 商家回覆 under it', async () => {
    const owner = await consoleLogin(h.browser, 'bean-lane-cafe-owner')
    const mchId = await owner.evaluate(async () => {
      const r = await fetch('/api/staff/me')
      return ((await r.json()) as { data: { shops: Array<{ id: number }> } }).data.shops[0]!.id
    })
    await owner.goto('/console/reviews')
    const first = owner.locator('.review-item').first()
    await expect.poll(() => first.isVisible(), { timeout: 60_000 }).toBe(true)
    await atEverySize(owner, 'reviews', () => first.waitFor())
    const reply = `多謝光臨，下次見！${Date.now() % 10_000}`
    await first.getByRole('button', { name: /回\s*覆/ }).click()
    await owner.getByRole('textbox', { name: '回覆' }).fill(reply)
    await owner.getByRole('button', { name: '發佈回覆' }).click()
    await expect.poll(() => first.textContent()).toContain(reply)
    await expect.poll(() => first.textContent()).toContain('商家回覆')

    // the customer: the café's page on h5 lists its newest reviews, the reply under the first
    const customer = await h.newPhone()
    await customer.page.goto(`/group/mch-info/mch-info?id=${mchId}`)
    const shown = customer.page.locator('.gp-comment').first()
    await expect.poll(() => shown.isVisible(), { timeout: 60_000 }).toBe(true)
    await expect.poll(() => shown.textContent(), { timeout: 30_000 }).toContain(`商家回覆：${reply}`)
    if (process.env.CONSOLE_SHOTS)
      await customer.page.screenshot({
        path: `${process.env.CONSOLE_SHOTS}/customer-reply-375.png`,
        fullPage: true
      })

    // the owner reports another review; the operators' queue shows it
    const second = owner.locator('.review-item').nth(1)
    await second.getByRole('button', { name: /檢\s*舉/ }).click()
    await owner.getByLabel('補充說明').fill('內容與本店無關')
    await owner
      .getByRole('dialog')
      .getByRole('button', { name: /檢\s*舉/ })
      .click()
    await expect.poll(() => second.textContent()).toContain('待處理')
    const operator = await consoleLogin(h.browser, 'operator')
    await operator.goto('/console/review-reports')
    const row = operator.locator('.ant-table-row').filter({ hasText: '內容與本店無關' })
    await expect.poll(() => row.count(), { timeout: 60_000 }).toBe(1)
    await atEverySize(operator, 'review-reports', () => row.waitFor())
  })

  it('the figures page draws its charts from an order just paid', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    await paidOrder(h, api, u, '美景冰室')
    const owner = await consoleLogin(h.browser, 'mei-king-cct-owner')
    await owner.getByRole('menuitem', { name: /營業數據/ }).click()
    await owner.waitForURL(/\/console\/figures/)
    const bars = owner.locator('[data-chart="hours"] .recharts-bar-rectangle')
    await expect.poll(() => bars.count(), { timeout: 60_000 }).toBeGreaterThan(0)
    const orders = owner.locator('.figures-stats .ant-statistic').filter({ hasText: '訂單數' })
    await expect
      .poll(async () => Number((await orders.locator('.ant-statistic-content').textContent()) ?? 0))
      .toBeGreaterThan(0)
    expect(await owner.locator('[data-chart="top"] .recharts-bar-rectangle').count()).toBeGreaterThan(0)
    expect(await owner.locator('.statement-totals').textContent()).toContain('結算淨額')
    await atEverySize(owner, 'figures', () => bars.first().waitFor())
  })
})
