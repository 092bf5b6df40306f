import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'
import { paidOrder, paidWineOrder } from './paid-order'

/**
 * Issue 36 point 6, the riders' app at 375×812 with the simulator off: a customer's paid takeaway order is accepted
 * (the dev simulator's one step stands in for the shop's board); it appears in a rider's 附近訂單; the rider takes
 * it, picks it up (the customer's phone and door now whole), the phone's position shows the rider on the customer's
 * order page with 預計 HH:mm 送達, and once delivered the customer's page says 已送達 without a reload.
 * A wine order (the general store's wine merchant) ends at the door with the 18+ handover: handed over once the
 * rider has seen an adult's ID and typed its year of birth, or refused, which cancels and refunds the order and
 * tells the customer why on their order page.
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

// 葡韻酒窖, the seed's wine merchant on the peninsula, open round the clock
const WINE_SHOP = { name: '葡韻酒窖', lat: 22.18655, lng: 113.5361 }

/** A rider's phone near the wine merchant, logged in to the console's riders' app. */
async function riderNearWine(username: string) {
  const context = await h.browser.newContext({
    viewport: PHONE,
    baseURL: h.baseUrl,
    locale: 'zh-TW',
    geolocation: { latitude: WINE_SHOP.lat + 0.003, longitude: WINE_SHOP.lng + 0.002 },
    permissions: ['geolocation']
  })
  const page = await context.newPage()
  page.setDefaultTimeout(60_000)
  page.on('pageerror', (e) => process.stderr.write(`[rider page error] ${e.message}\n`))
  await page.goto('/console/login')
  await page.getByLabel('帳號').fill(username)
  await page.getByLabel('密碼').fill('lotus-staff-dev')
  await page.getByRole('button', { name: /登\s*入/ }).click()
  await page.waitForURL(/\/console\/rider/)
  return { context, page }
}

/** A paid wine order, accepted by the shop (the dev simulator's one step), taken and picked up by the rider. */
async function wineAtTheDoor(rider: Page, orderId: number) {
  const adv = await fetch(`${h.baseUrl}/api/dev/simulator/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId })
  })
  expect(await adv.json()).toMatchObject({ code: '0000', data: { status: 'accepted' } })
  const card = () => rider.locator(`.ant-tabs-tabpane-active .rider-card[data-order-id="${orderId}"]`)
  await expect.poll(() => card().isVisible()).toBe(true)
  // the rider knows before taking it that the door needs an ID
  await expect.poll(() => card().getByText('酒類：須核實年齡').isVisible()).toBe(true)
  await card()
    .getByRole('button', { name: /接\s*單/ })
    .click()
  await expect
    .poll(() =>
      card()
        .getByRole('button', { name: /已取餐/ })
        .isVisible()
    )
    .toBe(true)
  await card()
    .getByRole('button', { name: /已取餐/ })
    .click()
  // wine is not simply 已送達: the rider says they are at the door, then checks the ID
  await expect.poll(() => card().getByRole('button', { name: '已到達，核實年齡' }).isVisible()).toBe(true)
  expect(
    await card()
      .getByRole('button', { name: /^已送達$/ })
      .count()
  ).toBe(0)
  await card().getByRole('button', { name: '已到達，核實年齡' }).click()
  await expect.poll(() => card().getByText('酒類商品只可交給年滿 18 歲人士').isVisible()).toBe(true)
  return card()
}

describe('wine at the door (18+ handover)', () => {
  it('an adult shows their ID: the rider ticks it, types the year of birth, and the customer sees 已送達', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const order = await paidWineOrder(h, api, u, WINE_SHOP)
    const { context, page: rider } = await riderNearWine('rider2')
    const customer = await h.newPhone()
    await api.signIn(customer.context, u)
    await customer.page.goto(`/takeaway/order-del/order-del?id=${order.orderId}`)

    const task = await wineAtTheDoor(rider, order.orderId)
    const deliver = task.getByRole('button', { name: '核實並送達' })
    // neither the tick nor the year alone hands it over
    expect(await deliver.isDisabled()).toBe(true)
    await task.getByLabel('證件上的出生年份').fill('1990')
    expect(await deliver.isDisabled()).toBe(true)
    await task.getByText('已查看證件，收貨人年滿 18 歲').click()
    await shot(rider, 'rider-handover-375')
    await deliver.click()
    await expect.poll(() => rider.locator(`.rider-card[data-order-id="${order.orderId}"]`).count()).toBe(0)
    await expect.poll(() => customer.page.getByText('已送達').first().isVisible()).toBe(true)
    await expect
      .poll(() => customer.page.getByText('已核實收貨人年滿 18 歲，訂單已送達').first().isVisible())
      .toBe(true)
    await shot(customer.page, 'customer-wine-delivered-375')
    await context.close()
    await customer.context.close()
  })

  it('no proof of age: the rider refuses the handover, the order is cancelled and refunded, and the customer is told why', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const order = await paidWineOrder(h, api, u, WINE_SHOP)
    const { context, page: rider } = await riderNearWine('rider3')
    const customer = await h.newPhone()
    await api.signIn(customer.context, u)
    await customer.page.goto(`/takeaway/order-del/order-del?id=${order.orderId}`)

    const task = await wineAtTheDoor(rider, order.orderId)
    await task.getByRole('button', { name: '未能出示證明，拒絕交付' }).click()
    await expect.poll(() => rider.getByText('訂單已取消並退款，請將貨品送回商家').isVisible()).toBe(true)
    await expect.poll(() => rider.locator(`.rider-card[data-order-id="${order.orderId}"]`).count()).toBe(0)
    await shot(rider, 'rider-handover-refused-375')

    // the customer's page says why, without a reload, and the money is on its way back
    await expect
      .poll(() =>
        customer.page.getByText('收件人未能出示年滿18歲證明，訂單已取消，款項原路退回').first().isVisible()
      )
      .toBe(true)
    await shot(customer.page, 'customer-wine-refused-375')
    const o = await api.call<{ status: string }>('GET', `/v1/store/order/${order.orderId}`, {
      token: u.token
    })
    expect(['cancelled', 'refunded']).toContain(o.status)
    await context.close()
    await customer.context.close()
  })
})
