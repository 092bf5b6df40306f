import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'
import { paidOrder } from './paid-order'

/**
 * Issue 36 point 6, the riders' app at 375×812 with the simulator off: a customer's paid takeaway order is accepted
 * (the dev simulator's one step stands in for the shop's board); it appears in a rider's 附近訂單; the rider takes
 * it, picks it up (the customer's phone and door now whole), the phone's position shows the rider on the customer's
 * order page with 預計 HH:mm 送達, and once delivered the customer's page says 已送達 without a reload.
 * Needs the h5 build (LOTUS_OUT) and the console build (`npm run build:console`).
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness({ env: { SIMULATOR: 'off' } })
})
afterAll(async () => {
  await h?.stop()
})

const SHOP = '美景冰室' // open round the clock in the seed, at 22.2066, 113.5369
const RIDER_AT = { latitude: 22.2, longitude: 113.54 }
const PHONE = { width: 375, height: 812 }

/** With CONSOLE_SHOTS=<dir>, a screenshot to look at (never committed). */
async function shot(page: Page, name: string) {
  if (process.env.CONSOLE_SHOTS) await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/${name}.png` })
}

describe('the riders’ app', () => {
  it('a rider takes a paid, accepted order near them, picks it up and delivers it; the customer sees 已送達', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const order = await paidOrder(h, api, u, SHOP)
    // the shop accepts (the board's engineer adds the console's accept; the dev simulator's step does the same move)
    const adv = await fetch(`${h.baseUrl}/api/dev/simulator/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: order.orderId })
    })
    expect(await adv.json()).toMatchObject({ code: '0000', data: { status: 'accepted' } })

    // the customer's phone, on the order page
    const customer = await h.newPhone()
    await api.signIn(customer.context, u)
    await customer.page.goto(`/takeaway/order-del/order-del?id=${order.orderId}`)
    await expect.poll(() => customer.page.getByText('商家已接單').first().isVisible()).toBe(true)

    // the rider's phone: the console at /console/rider, the position the browser gives
    const context = await h.browser.newContext({
      viewport: PHONE,
      baseURL: h.baseUrl,
      locale: 'zh-TW',
      geolocation: RIDER_AT,
      permissions: ['geolocation']
    })
    const rider = await context.newPage()
    rider.setDefaultTimeout(60_000)
    rider.on('pageerror', (e) => process.stderr.write(`[rider page error] ${e.message}\n`))
    await rider.goto('/console/login')
    await rider.getByLabel('帳號').fill('rider1')
    await rider.getByLabel('密碼').fill('lotus-staff-dev')
    await rider.getByRole('button', { name: /登\s*入/ }).click()
    await rider.waitForURL(/\/console\/rider/)

    // the tab in view (antd keeps the others in the page, hidden)
    const card = () => rider.locator(`.ant-tabs-tabpane-active .rider-card[data-order-id="${order.orderId}"]`)
    const job = card()
    await expect.poll(() => job.isVisible()).toBe(true)
    await expect.poll(() => job.innerText()).toContain(SHOP)
    // before taking it the rider sees the district only, never the door
    expect(await job.innerText()).not.toContain('12樓C座')
    await shot(rider, 'rider-jobs-375')
    await job.getByRole('button', { name: /接\s*單/ }).click()

    // in hand: the next step is 已取餐; the contact is masked until then
    await expect
      .poll(() => rider.getByRole('tab', { name: /配送中/ }).getAttribute('aria-selected'))
      .toBe('true')
    const task = card()
    await expect.poll(() => task.getByRole('button', { name: /已取餐/ }).isVisible()).toBe(true)
    expect(await task.getByTestId('rider-contact').innerText()).not.toContain(u.phone)
    await expect.poll(() => customer.page.getByText('騎手 陳家明').first().isVisible()).toBe(true)
    await task.getByRole('button', { name: /已取餐/ }).click()
    await expect.poll(() => task.getByTestId('rider-contact').innerText()).toContain(u.phone)
    await expect.poll(() => task.getByTestId('rider-contact').innerText()).toContain('12樓C座')
    await expect.poll(() => rider.getByTestId('rider-position').innerText()).toBe('正在分享位置')
    await shot(rider, 'rider-task-375')

    // the customer sees the rider on the map, with the estimate, without a reload
    await expect.poll(() => customer.page.getByText('配送中').first().isVisible()).toBe(true)
    await expect.poll(() => customer.page.locator('.rider-map__pin--rider').count()).toBe(1)
    await expect.poll(() => customer.page.getByText(/^預計 \d\d:\d\d 送達$/).isVisible()).toBe(true)
    await shot(customer.page, 'customer-rider-map-375')

    await task.getByRole('button', { name: /已送達/ }).click()
    await expect.poll(() => rider.locator(`.rider-card[data-order-id="${order.orderId}"]`).count()).toBe(0)
    await expect.poll(() => customer.page.getByText('已送達').first().isVisible()).toBe(true)
    expect(await customer.page.locator('.rider-map').count()).toBe(0)
    await shot(customer.page, 'customer-delivered-375')

    // today's earnings list it
    await rider.getByRole('tab', { name: '今日收入' }).click()
    await expect
      .poll(() => rider.locator(`.ant-tabs-tabpane-active [data-order-id="${order.orderId}"]`).isVisible())
      .toBe(true)
    await shot(rider, 'rider-earnings-375')
    const { scroll, inner } = await rider.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth
    }))
    expect(scroll).toBeLessThanOrEqual(inner)

    // the same session on a tablet: the page holds, nothing spills sideways
    const tablet = await h.browser.newContext({
      viewport: { width: 768, height: 1024 },
      baseURL: h.baseUrl,
      locale: 'zh-TW',
      storageState: await context.storageState()
    })
    const wide = await tablet.newPage()
    await wide.goto('/console/rider')
    await wide.getByRole('tab', { name: '今日收入' }).click()
    await expect
      .poll(() => wide.locator(`.ant-tabs-tabpane-active [data-order-id="${order.orderId}"]`).isVisible())
      .toBe(true)
    expect(await wide.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768)
    await shot(wide, 'rider-earnings-768')
    await tablet.close()
    await context.close()
    await customer.context.close()
  })
})
