import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../../server/src/modules/staff/totp'
import { apiClient, newPhone } from './api'
import { paidOrder } from './paid-order'
import { type Harness, startHarness } from './harness'
import { fitsWindow } from './fits-window'

/**
 * Issue 36: the staff console at /console on the server's own port (built by `npm run build:console`; the h5 app
 * is not needed). A customer's order goes in through the API; its shop's owner logs in (enrolling TOTP with a
 * code computed here from the secret the page shows) and sees it; staff of another shop do not; a rider cannot
 * open the order list; the layout holds at 1440×900, 768×1024 and 375×812.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const PASSWORD = 'lotus-staff-dev'
const SHOP = '美景冰室' // open round the clock in the seed
const OWNER = 'mei-king-cct-owner'
const OTHER_STAFF = 'lai-kei-cct-staff'

async function newConsole(viewport: { width: number; height: number }, from?: BrowserContext) {
  const context = await h.browser.newContext({
    viewport,
    baseURL: h.baseUrl,
    locale: 'zh-TW',
    ...(from ? { storageState: await from.storageState() } : {})
  })
  const page = await context.newPage()
  page.setDefaultTimeout(60_000)
  page.on('pageerror', (e) => process.stderr.write(`[console page error] ${e.message}\n`))
  return { context, page }
}

async function passwordLogin(page: Page, username: string) {
  await page.goto('/console/login')
  await page.getByLabel('帳號').fill(username)
  await page.getByLabel('密碼').fill(PASSWORD)
  await page.getByRole('button', { name: /登\s*入/ }).click()
}

/** With CONSOLE_SHOTS=<dir>, a screenshot to look at (never committed). */
async function shot(page: Page, name: string) {
  if (process.env.CONSOLE_SHOTS) await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/${name}.png` })
}

/** Nothing wider than the window: the page never scrolls sideways (a wide table scrolls inside itself). */
const fitsWidth = (page: Page) => fitsWindow(page)

describe('staff console', () => {
  it('an owner enrols TOTP, sees the order a customer placed, and nothing of another shop', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const order = await paidOrder(h, api, u, SHOP)

    const owner = await newConsole({ width: 1440, height: 900 })
    await passwordLogin(owner.page, OWNER)
    // an owner must set up the second factor before anything else
    await owner.page.waitForURL(/\/console\/enrol/)
    await expect
      .poll(() => owner.page.getByRole('img', { name: '雙重驗證設定 QR 碼' }).isVisible())
      .toBe(true)
    const secret = (await owner.page.getByTestId('totp-secret').innerText()).trim()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await owner.page.getByLabel('驗證碼').fill(totpCode(secret, Date.now()))
    await owner.page.getByRole('button', { name: '完成設定' }).click()

    // owners and staff land on the order board; the list is one click away
    await owner.page.waitForURL(/\/console\/board/)
    await owner.page.goto('/console/orders')
    const row = owner.page.getByRole('row').filter({ hasText: order.orderNo })
    await expect.poll(() => row.isVisible()).toBe(true)
    await expect.poll(() => owner.page.getByText(`${SHOP}的訂單`).isVisible()).toBe(true)
    await fitsWidth(owner.page)
    await shot(owner.page, 'orders-1440')
    // another shop's orders answer as a shop that does not exist, from this very session
    const other = await owner.page.request.get(`/api/staff/orders?merchantId=${order.merchantId + 1}`)
    const missing = await owner.page.request.get('/api/staff/orders?merchantId=999999')
    expect(await other.json()).toMatchObject({ code: 'NOT_FOUND' })
    expect(await other.json()).toEqual(await missing.json())

    // the same session on a tablet and a phone: the list is there, nothing spills sideways, the menu opens
    for (const viewport of [
      { width: 768, height: 1024 },
      { width: 375, height: 812 }
    ]) {
      const small = await newConsole(viewport, owner.context)
      await small.page.goto('/console/orders')
      const smallRow = small.page.getByRole('row').filter({ hasText: order.orderNo })
      await expect.poll(() => smallRow.isVisible()).toBe(true)
      await fitsWidth(small.page)
      await shot(small.page, `orders-${viewport.width}`)
      for (const p of ['account', 'enrol-done']) {
        if (p === 'account') {
          await small.page.goto('/console/account')
          await expect.poll(() => small.page.getByText(OWNER).isVisible()).toBe(true)
          await fitsWidth(small.page)
          await shot(small.page, `account-${viewport.width}`)
        }
      }
      await small.page.goto('/console/orders')
      await expect.poll(() => smallRow.isVisible()).toBe(true)
      const box = await smallRow.boundingBox()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.width).toBeLessThanOrEqual(viewport.width)
      await expect
        .poll(() =>
          small.page
            .getByRole('button', { name: /登\s*出/ })
            .first()
            .isVisible()
        )
        .toBe(true)
      await small.context.close()
    }

    // staff of another shop: their list, without this order; this shop's id is no shop to them
    const staff = await newConsole({ width: 1440, height: 900 })
    await passwordLogin(staff.page, OTHER_STAFF)
    await staff.page.waitForURL(/\/console\/board/)
    await staff.page.goto('/console/orders')
    await expect.poll(() => staff.page.getByText('的訂單').first().isVisible()).toBe(true)
    await expect.poll(() => staff.page.locator('.ant-table-tbody').isVisible()).toBe(true)
    expect(await staff.page.getByText(order.orderNo).count()).toBe(0)
    const theirs = await staff.page.request.get(`/api/staff/orders?merchantId=${order.merchantId}`)
    expect(await theirs.json()).toMatchObject({ code: 'NOT_FOUND' })
    await staff.context.close()
    await owner.context.close()
  })

  it('a chain owner switches between the chain’s stores, and the list follows', async () => {
    const c = await newConsole({ width: 768, height: 1024 })
    await passwordLogin(c.page, 'lotus-mart-areia-chain-owner')
    await c.page.waitForURL(/\/console\/enrol/)
    const secret = (await c.page.getByTestId('totp-secret').innerText()).trim()
    await c.page.getByLabel('驗證碼').fill(totpCode(secret, Date.now()))
    await c.page.getByRole('button', { name: '完成設定' }).click()
    await c.page.waitForURL(/\/console\/board/)
    await c.page.goto('/console/orders')
    const switcher = c.page.getByRole('combobox', { name: '切換店鋪' })
    await expect.poll(() => switcher.isVisible()).toBe(true)
    const title = c.page.locator('.ant-page-header-heading-title')
    await expect.poll(() => title.innerText()).toMatch(/的訂單$/)
    const before = await title.innerText()
    // antd draws the chosen store over its search input: the select itself takes the click
    await c.page.locator('.console-header .ant-select').filter({ has: switcher }).click()
    const options = c.page.locator('.ant-select-item-option')
    await expect.poll(() => options.count()).toBe(3)
    await options
      .filter({ hasNotText: before.replace(/的訂單$/, '') })
      .first()
      .click()
    await expect.poll(() => title.innerText()).not.toBe(before)
    await expect.poll(() => title.innerText()).toMatch(/的訂單$/)
    await shot(c.page, 'chain-switched-768')
    // the account page lists the three stores, the one in view marked
    await c.page.goto('/console/account')
    await expect.poll(() => c.page.locator('.ant-list-item').count()).toBe(3)
    await expect.poll(() => c.page.getByText('目前店鋪').count()).toBe(1)
    await c.context.close()
  })

  it('a rider cannot open the order list, and the menu does not offer it', async () => {
    const rider = await newConsole({ width: 375, height: 812 })
    await passwordLogin(rider.page, 'rider1')
    await rider.page.waitForURL(/\/console\/rider/)
    await expect.poll(() => rider.page.getByText('陳家明').first().isVisible()).toBe(true)
    await fitsWidth(rider.page)
    await rider.page.goto('/console/orders')
    await expect.poll(() => rider.page.getByText('你的角色沒有此頁面的權限').isVisible()).toBe(true)
    expect(await rider.page.locator('.ant-table').count()).toBe(0)
    expect(await rider.page.getByRole('menuitem', { name: /訂單/ }).count()).toBe(0)
    await rider.context.close()
  })

  it('a wrong password says so, and the fifth locks the account with a message', async () => {
    const c = await newConsole({ width: 768, height: 1024 })
    await c.page.goto('/console/login')
    await c.page.getByLabel('帳號').fill('rider3')
    for (let i = 1; i <= 5; i++) {
      await c.page.getByLabel('密碼').fill(`wrong-${i}`)
      await c.page.getByRole('button', { name: /登\s*入/ }).click()
      // each attempt answered before the next (a click on a busy button is ignored)
      await expect.poll(() => c.page.locator('.ant-btn-loading').count()).toBe(0)
      await expect
        .poll(() => c.page.getByRole('alert').innerText())
        .toMatch(i < 5 ? /帳號或密碼錯誤/ : /已暫時鎖定/)
    }
    await c.context.close()
  })
})
