import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'
import { paidOrder } from './paid-order'
import { fitsWindow } from './fits-window'

/**
 * Issue 39, the console's part: a member of staff whose browser is in Chinese switches the console to English on
 * the login page; the server's errors come back in English (Accept-Language), the menu and a page's headers are
 * English and stay so after a reload; a browser in English starts in English. Layout at 1440×900 and 375×812.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const STAFF = 'lai-kei-cct-staff' // a shop's member of staff: no second factor asked
const PASSWORD = 'lotus-staff-dev'

async function newConsole(
  viewport: { width: number; height: number },
  locale: string,
  from?: BrowserContext
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await h.browser.newContext({
    viewport,
    locale,
    baseURL: h.baseUrl,
    ...(from ? { storageState: await from.storageState() } : {})
  })
  const page = await context.newPage()
  page.setDefaultTimeout(60_000)
  page.on('pageerror', (e) => process.stderr.write(`[console page error] ${e.message}\n`))
  return { context, page }
}

/** Opens the language switch (named in the language in view) and picks a language by its own name. */
async function chooseLanguage(page: Page, switchName: string, language: string) {
  await page
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: switchName }) })
    .click()
  await page.locator(`.ant-select-item-option[title="${language}"]`).click()
}

/** With CONSOLE_SHOTS=<dir>, a screenshot to look at (never committed). */
async function shot(page: Page, name: string) {
  if (process.env.CONSOLE_SHOTS) await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/${name}.png` })
}

/** Nothing wider than the window, and no header or menu text clipped inside its box. */
async function nothingCutOff(page: Page) {
  await fitsWindow(page)
  const { clipped } = await page.evaluate(() => ({
    clipped: Array.from(
      document.querySelectorAll<HTMLElement>(
        '.console-header button, .console-header .ant-select-selection-item, .ant-menu-title-content, th.ant-table-cell, .ant-page-header-heading-title, .ant-typography'
      )
    )
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.innerText)
  }))
  expect(clipped).toEqual([])
}

describe('the console in English', () => {
  it('is chosen on the login page, sends it to the server, and stays after a reload', async () => {
    const c = await newConsole({ width: 1440, height: 900 }, 'zh-TW')
    const languages: string[] = []
    c.page.on('request', (r) => {
      if (r.url().includes('/api/staff/')) languages.push(r.headers()['accept-language'] ?? '')
    })
    await c.page.goto('/console/login')
    // a Chinese browser starts in Chinese
    await c.page.getByRole('heading', { name: '登入商戶後台' }).waitFor()
    await chooseLanguage(c.page, '語言', 'English')
    await c.page.getByRole('heading', { name: 'Log in to the Merchant Console' }).waitFor()

    // the server's refusal, in English
    await c.page.getByLabel('Username').fill(STAFF)
    await c.page.getByLabel('Password').fill('not-the-password')
    languages.length = 0
    await c.page.getByRole('button', { name: 'Log in' }).click()
    await expect.poll(() => c.page.getByRole('alert').innerText()).toContain('Wrong account or password')
    expect(languages).toContain('en')

    await c.page.getByLabel('Password').fill(PASSWORD)
    await c.page.getByRole('button', { name: 'Log in' }).click()
    await c.page.waitForURL(/\/console\/board/)
    await c.page.getByRole('menuitem', { name: /Order board/ }).waitFor()
    expect(await c.page.getByRole('menuitem', { name: /Orders/ }).count()).toBe(1)
    await c.page.getByRole('button', { name: 'Log out' }).waitFor()
    await shot(c.page, 'board-1440-en')
    await nothingCutOff(c.page)

    await c.page.goto('/console/orders')
    for (const header of ['Order no.', 'Placed at', 'Type', 'Status', 'Amount'])
      await c.page.getByRole('columnheader', { name: header }).waitFor()
    await c.page.reload()
    await c.page.getByRole('columnheader', { name: 'Order no.' }).waitFor()
    await c.page.getByRole('menuitem', { name: /Order board/ }).waitFor()
    expect(await c.page.getByText('訂單編號').count()).toBe(0)
    await shot(c.page, 'orders-1440-en')
    await nothingCutOff(c.page)

    // the same session on a phone: the choice is this browser's
    const small = await newConsole({ width: 375, height: 812 }, 'zh-TW', c.context)
    await small.page.goto('/console/orders')
    await small.page.getByRole('columnheader', { name: 'Order no.' }).waitFor()
    await shot(small.page, 'orders-375-en')
    await nothingCutOff(small.page)
    await small.context.close()

    // and back to Chinese
    await chooseLanguage(c.page, 'Language', '繁體中文')
    await c.page.getByRole('columnheader', { name: '訂單編號' }).waitFor()
    await c.context.close()
  })

  it('shows what the server words (an order’s kind and status on the board) in English', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    // a shop open round the clock (the board's own e2e uses it too)
    const order = await paidOrder(h, api, u, '美景冰室')
    const c = await newConsole({ width: 1440, height: 900 }, 'en-GB')
    await c.page.goto('/console/login')
    await c.page.getByLabel('Username').fill('mei-king-cct-staff')
    await c.page.getByLabel('Password').fill(PASSWORD)
    await c.page.getByRole('button', { name: 'Log in' }).click()
    await c.page.waitForURL(/\/console\/board/)
    const card = c.page.locator(`[data-order-id="${order.orderId}"]`)
    await expect.poll(() => card.isVisible()).toBe(true)
    const text = await card.innerText()
    expect(text).toContain('Delivery')
    // the simulator may have moved it on meanwhile: any of the board's states, in English
    expect(text).toMatch(/Paid|Accepted by the shop|Ready for the rider|On the way/)
    expect(text).not.toMatch(/外送|已付款|商家已接單|配送中/)
    await shot(c.page, 'board-order-1440-en')
    await c.context.close()
  })

  it('starts in English in a browser set to English', async () => {
    const c = await newConsole({ width: 1440, height: 900 }, 'en-GB')
    await c.page.goto('/console/login')
    await c.page.getByRole('heading', { name: 'Log in to the Merchant Console' }).waitFor()
    expect(await c.page.evaluate(() => document.documentElement.lang)).toBe('en')
    await shot(c.page, 'login-1440-en')
    await c.context.close()
  })
})
