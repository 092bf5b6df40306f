import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIVE_POLL_MS } from '../../contract/order-news'
import { apiClient, newPhone } from './api'
import { RECORD_ALERTS } from './console-alerts'
import { type Harness, startHarness } from './harness'
import { loginInUi } from './login'
import { paidOrder } from './paid-order'

/**
 * Issue 36 point 10 with the simulator off, every step through a screen a person uses: a customer orders a
 * takeaway meal on the h5 app and pays at the sandbox gateway; the shop's board (1440×900) rings, accepts with
 * preparation minutes and marks it ready; a rider (console at 375×812) takes it from 附近訂單, picks it up and
 * delivers; the customer's order page, never reloaded, follows 商家已接單 → 商家已出餐 → 配送中 → 已送達.
 * Then a voucher bought in the app is redeemed at the café's counter (the voucher page turns 已使用 by itself),
 * and a refund asked for in the app is approved on the console's 退款 page (the progress page says who decided).
 * Needs the h5 build (LOTUS_OUT) and the console build (`npm run build:console`).
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness({ env: { SIMULATOR: 'off' } })
})
afterAll(async () => {
  await h?.stop()
})

const STAFF_PASSWORD = 'lotus-staff-dev'
const SHOP = '美景冰室' // open round the clock in the seed, at 22.2066, 113.5369
const SHOP_STAFF = 'mei-king-cct-staff'
const CAFE = '晨光咖啡（議事亭店）'
const CAFE_STAFF = 'dawn-cafe-senado-staff'
const RIDER = 'rider1' // 陳家明 in the seed
const RIDER_AT = { latitude: 22.2, longitude: 113.54 }
const PHONE = { width: 375, height: 812 }

/** With CONSOLE_SHOTS=<dir>, a screenshot to look at (never committed). */
async function shot(page: Page, name: string) {
  if (process.env.CONSOLE_SHOTS) await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/${name}.png` })
}

/** A console tab logged in as `username` (staff and riders have no second factor). */
async function consoleAs(
  username: string,
  landing: RegExp,
  opts: { viewport: { width: number; height: number }; prepare?: (c: BrowserContext) => Promise<void> }
) {
  const context = await h.browser.newContext({
    viewport: opts.viewport,
    baseURL: h.baseUrl,
    locale: 'zh-TW',
    ...(opts.viewport.width < 500 ? { isMobile: true, hasTouch: true } : {})
  })
  await opts.prepare?.(context)
  const page = await context.newPage()
  page.setDefaultTimeout(60_000)
  page.on('pageerror', (e) => process.stderr.write(`[${username} page error] ${e.message}\n`))
  await page.goto('/console/login')
  await page.getByLabel('帳號').fill(username)
  await page.getByLabel('密碼').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: /登\s*入/ }).click()
  await page.waitForURL(landing)
  return { context, page }
}

/** The app's cashier → a Macau brand → the sandbox gateway's 支付成功 → 支付結果 → 查看訂單. */
async function payAtGateway(page: Page): Promise<number> {
  await page.waitForURL(/\/pagesA\/pay\/pay\?orderId=\d+/)
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'))
  const brand = page.locator('[data-brand="bocpay"]')
  await brand.click()
  await expect.poll(() => brand.getAttribute('aria-checked')).toBe('true')
  await page.locator('.pay-page__confirm').click()
  await page.waitForURL(/\/api\/gateway\/pay\?txn=/)
  await page.getByText('支付成功').click()
  await page.waitForURL(/\/pagesA\/pay\/web-pay/)
  await expect.poll(() => page.locator('.web-pay__title').innerText()).toBe('支付成功')
  await page.getByText('查看訂單').click()
  return orderId
}

describe('fulfilment with the simulator off (issue 36 point 10)', () => {
  it('ordered on the phone, rung and accepted on the board, delivered by a rider: the customer sees 已送達', async () => {
    // (b) the shop's board, open and allowed to ring before the order comes in
    const board = await consoleAs(SHOP_STAFF, /\/console\/board/, {
      viewport: { width: 1440, height: 900 },
      prepare: async (c) => {
        await c.grantPermissions(['notifications'], { origin: h.baseUrl })
        await c.addInitScript(RECORD_ALERTS)
      }
    })
    const b = board.page
    await expect.poll(() => b.getByText(`${SHOP}的接單板`).isVisible()).toBe(true)
    await expect.poll(() => b.getByText('即時更新').isVisible()).toBe(true)
    await b.getByRole('button', { name: '開啟提示音及通知' }).click()
    await expect.poll(() => b.getByRole('button', { name: '開啟提示音及通知' }).count()).toBe(0)
    const tonesBefore = await b.evaluate(() => (window as unknown as { __tones: number }).__tones)

    // (a) the customer logs in on the phone; the delivery address is set-up, not under test
    const api = apiClient(h)
    const customer = await h.newPhone()
    const c = customer.page
    // the order page's live news: frames the broker sent on its socket (CONNACK, then SUBACK)
    let mqttFrames = 0
    c.on('websocket', (ws) => {
      if (ws.url().includes('/mqtt')) ws.on('framereceived', () => void mqttFrames++)
    })
    const phone = newPhone()
    await loginInUi(h, c, phone)
    const token = await c.evaluate(() => {
      const raw = localStorage.getItem('lotus.session')
      return raw ? (JSON.parse(JSON.parse(raw).data).state.token as string) : ''
    })
    expect(token).not.toBe('')
    await api.call('POST', '/v1/user/address/save', {
      json: {
        name: '陳大文',
        areaCode: '853',
        phone,
        address: '澳門筷子基和樂大馬路',
        detail: '12樓C座',
        lat: 22.2069,
        lng: 113.5372,
        isDefault: true
      },
      token
    })

    // the menu → two of a dish without options → the cart → checkout → the gateway
    const shops = await api.call<{ list: Array<{ id: number; name: string }> }>(
      'GET',
      '/v1/store/merchant/list',
      { params: { keyword: SHOP, vertical: 'takeaway', page: 1, pageSize: 10 } }
    )
    const shop = shops.list.find((m) => m.name === SHOP)
    if (!shop) throw new Error(`${SHOP} not found`)
    const menu = await api.call<{
      categories: Array<{
        goods: Array<{ name: string; price: number; props: unknown[]; soldOut: boolean }>
      }>
    }>('GET', `/v1/store/merchant/${shop.id}/menu`, {})
    const dish = menu.categories
      .flatMap((g) => g.goods)
      .filter((g) => g.props.length === 0 && !g.soldOut && g.price <= 6000)
      .sort((x, y) => y.price - x.price)[0]
    if (!dish) throw new Error(`no dish without options at ${SHOP}`)
    await c.goto(`/takeaway/mch-info/mch-info?id=${shop.id}`)
    const add = c.getByLabel(`增加${dish.name}`).first()
    await add.scrollIntoViewIfNeeded()
    await add.click()
    await expect.poll(() => c.locator('.cart-bar__badge').innerText()).toBe('1')
    await add.click()
    await expect.poll(() => c.locator('.cart-bar__badge').innerText()).toBe('2')
    await c.locator('.cart-bar__go--on').click()
    await c.waitForURL(/\/takeaway\/sub-order\/sub-order/)
    await expect.poll(() => c.getByText('陳大文').count()).toBeGreaterThan(0)
    await c.getByText('提交訂單', { exact: true }).last().click()
    const orderId = await payAtGateway(c)
    await c.waitForURL(/\/takeaway\/order-del\/order-del/)
    await expect.poll(() => c.getByText('已付款').first().isVisible()).toBe(true)
    // subscribed to its own topic: from now on the page polls only every LIVE_POLL_MS
    await expect.poll(() => mqttFrames).toBeGreaterThanOrEqual(2)
    const { orderNo } = await api.call<{ orderNo: string }>('GET', `/v1/store/order/${orderId}`, { token })

    // (b) it arrives on the open board by itself and rings; accepted with 15 minutes, then ready
    const card = b.locator(`[data-order-id="${orderId}"]`)
    await expect
      .poll(() =>
        b.getByRole('region', { name: '新訂單' }).locator(`[data-order-id="${orderId}"]`).isVisible()
      )
      .toBe(true)
    await expect
      .poll(() => b.evaluate(() => (window as unknown as { __tones: number }).__tones))
      .toBeGreaterThan(tonesBefore)
    await expect
      .poll(() => b.evaluate(() => (window as unknown as { __notes: string[] }).__notes.join('|')))
      .toContain(orderNo)
    await card.getByRole('button', { name: /接\s*單/ }).click()
    const dialog = b.getByRole('dialog')
    await dialog.getByText('15 分鐘').click()
    await dialog.getByRole('button', { name: /接\s*單/ }).click()
    const acceptedAt = Date.now()
    await expect.poll(() => card.getByText('預計 15 分鐘出餐').isVisible()).toBe(true)
    // the customer's page, by itself: the step in the shop's words, with its estimate — pushed, sooner than a poll
    const latest = c.getByTestId('order-latest')
    await expect
      .poll(() => latest.innerText(), { timeout: LIVE_POLL_MS })
      .toContain('商家已接單（預計 15 分鐘出餐）')
    expect(Date.now() - acceptedAt).toBeLessThan(LIVE_POLL_MS)
    await expect.poll(() => c.locator('.order-del__status').innerText()).toBe('商家已接單')
    await shot(c, 'fulfil-accepted-375')

    await card.getByRole('button', { name: /出\s*餐/ }).click()
    const readyAt = Date.now()
    await expect
      .poll(() =>
        b.getByRole('region', { name: '待取餐' }).locator(`[data-order-id="${orderId}"]`).isVisible()
      )
      .toBe(true)
    await expect
      .poll(() => latest.innerText(), { timeout: LIVE_POLL_MS })
      .toContain('商家已出餐，等待騎手取餐')
    expect(Date.now() - readyAt).toBeLessThan(LIVE_POLL_MS)
    await shot(b, 'fulfil-board-1440')

    // (c) a rider near the shop takes it from 附近訂單, picks it up, delivers
    const rider = await consoleAs(RIDER, /\/console\/rider/, {
      viewport: PHONE,
      prepare: async (ctx) => {
        await ctx.setGeolocation(RIDER_AT)
        await ctx.grantPermissions(['geolocation'], { origin: h.baseUrl })
      }
    })
    const r = rider.page
    await expect
      .poll(() => r.getByRole('tab', { name: /附近訂單/ }).getAttribute('aria-selected'))
      .toBe('true')
    const job = r.locator(`.ant-tabs-tabpane-active .rider-card[data-order-id="${orderId}"]`)
    await expect.poll(() => job.isVisible()).toBe(true)
    await expect.poll(() => job.innerText()).toContain(SHOP)
    await job.getByRole('button', { name: /接\s*單/ }).click()
    await expect.poll(() => r.getByRole('tab', { name: /配送中/ }).getAttribute('aria-selected')).toBe('true')
    const task = r.locator(`.ant-tabs-tabpane-active .rider-card[data-order-id="${orderId}"]`)
    await expect.poll(() => c.getByText('騎手 陳家明').first().isVisible()).toBe(true)
    await expect.poll(() => latest.innerText()).toContain('騎手已接單，正前往商家')
    await task.getByRole('button', { name: /已取餐/ }).click()
    await expect.poll(() => task.getByTestId('rider-contact').innerText()).toContain('12樓C座')
    await expect.poll(() => c.locator('.order-del__status').innerText()).toBe('配送中')
    await expect.poll(() => latest.innerText()).toContain('騎手已取餐，配送中')
    await shot(r, 'fulfil-rider-375')
    await task.getByRole('button', { name: /已送達/ }).click()
    await expect.poll(() => r.locator(`.rider-card[data-order-id="${orderId}"]`).count()).toBe(0)

    // (a) the page the customer never left says 已送達
    await expect.poll(() => c.locator('.order-del__status').innerText(), { timeout: 90_000 }).toBe('已送達')
    await expect.poll(() => latest.innerText()).toContain('訂單已送達')
    expect(c.url()).toMatch(/\/takeaway\/order-del\/order-del/)
    await shot(c, 'fulfil-delivered-375')
    // the open board followed the rider too: the order sits under 今日已完成
    await expect
      .poll(() =>
        b.getByRole('region', { name: '今日已完成' }).locator(`[data-order-id="${orderId}"]`).isVisible()
      )
      .toBe(true)

    await rider.context.close()
    await board.context.close()
    await customer.context.close()
  })

  it('a voucher bought in the app is redeemed at the counter; the voucher page turns 已使用 by itself', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const customer = await h.newPhone()
    await api.signIn(customer.context, u)
    const c = customer.page
    const { list } = await api.call<{ list: Array<{ id: number; name: string }> }>(
      'GET',
      '/tuan/merchant/list',
      { params: { keyword: '晨光', pageSize: 50 } }
    )
    const cafe = list.find((m) => m.name === CAFE)
    if (!cafe) throw new Error(`${CAFE} not found`)

    // the café's voucher → 立即搶購 → 提交訂單 → the gateway → the voucher page
    await c.goto(`/group/mch-info/mch-info?id=${cafe.id}`)
    await c.getByText('MOP 100 代金券').first().click()
    await c.waitForURL(/\/group\/combo-del\/combo-del\?id=\d+/)
    await c.getByText('立即搶購').click()
    await c.waitForURL(/\/group\/sub-order\/sub-order/)
    await c.getByText('提交訂單', { exact: true }).last().click()
    await payAtGateway(c)
    await c.waitForURL(/\/group\/order-del\/order-del\?id=\d+/)
    const codes = c.locator('[aria-label^="券碼 "]')
    await expect.poll(() => codes.count()).toBe(1)
    const code = ((await codes.first().getAttribute('aria-label')) ?? '').replace('券碼 ', '')
    expect(code).toMatch(/^\d{12}$/)
    await expect.poll(() => c.getByText('未使用', { exact: true }).count()).toBe(1)

    // the counter types what the customer shows, sees what it is for, redeems once
    const counter = await consoleAs(CAFE_STAFF, /\/console\/(orders|counter|refunds|board)/, {
      viewport: { width: 768, height: 1024 }
    })
    const k = counter.page
    await k.goto('/console/counter')
    await k.getByRole('textbox', { name: '券碼' }).fill(code)
    await k.getByRole('button', { name: /查\s*詢/ }).click()
    await expect.poll(() => k.getByText('團購券・MOP 100 代金券').isVisible()).toBe(true)
    await k.getByRole('button', { name: /確認核銷/ }).click()
    await expect.poll(() => k.getByText('核銷成功').first().isVisible()).toBe(true)

    // the customer's page, not reloaded
    await expect.poll(() => c.getByText('已使用', { exact: true }).count()).toBe(1)
    await shot(c, 'fulfil-voucher-used-375')
    await counter.context.close()
    await customer.context.close()
  })

  it('a refund asked for in the app is approved on the 退款 page; the progress page says the shop agreed', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    // the paid order is set-up; asking for the refund and deciding it are the flow
    const order = await paidOrder(h, api, u, SHOP)
    const customer = await h.newPhone()
    await api.signIn(customer.context, u)
    const c = customer.page
    await c.goto(`/takeaway/order-del/order-del?id=${order.orderId}`)
    await c.getByText('申請退款').first().click()
    await c.waitForURL(/\/takeaway\/refund\/refund/)
    await c.getByRole('radiogroup', { name: '退款原因' }).getByRole('radio').first().click()
    await c.getByText('提交申請').click()
    await c.waitForURL(/\/takeaway\/refund-progress\/refund-progress/)
    await expect.poll(() => c.getByText('商家處理中').count()).toBe(1)

    const staff = await consoleAs(SHOP_STAFF, /\/console\/(orders|counter|refunds|board)/, {
      viewport: { width: 1440, height: 900 }
    })
    const s = staff.page
    await s.goto('/console/refunds')
    const row = s.getByRole('row').filter({ hasText: order.orderNo })
    await expect.poll(() => row.isVisible()).toBe(true)
    await row.getByRole('button', { name: /同意退款/ }).click()
    await s
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /同意退款/ })
      .click()
    await expect.poll(() => s.getByText('已同意退款').first().isVisible()).toBe(true)

    // the progress page follows without a reload and says who decided
    await expect.poll(() => c.getByText('商家同意退款').count()).toBe(1)
    await expect.poll(() => c.getByText('退款成功').count()).toBeGreaterThan(0)
    await shot(c, 'fulfil-refund-375')
    await staff.context.close()
    await customer.context.close()
  })
})
