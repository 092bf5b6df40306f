import { randomUUID } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import QRCode from 'qrcode'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, type ApiUser, newPhone } from './api'
import { type Harness, startHarness } from './harness'
import { fitsWindow } from './fits-window'

/**
 * Issue 36 points 4 and 5 with the simulator off: a voucher bought by a customer through the API is redeemed at
 * the shop's counter in the console (typed, confirmed) and the customer's voucher page turns 已使用 without a
 * reload; a refund the customer asked for is approved on the console's 退款 page and the customer's
 * refund-progress page shows 商家同意退款. The counter's camera path runs too: a Chromium whose fake camera films
 * the QR of a real voucher code (a .y4m file made here) reads it, looks it up and redeems it.
 * Needs the h5 build (LOTUS_OUT) and the console build.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness({ env: { SIMULATOR: 'off' } })
})
afterAll(async () => {
  await h?.stop()
})

const STAFF_PASSWORD = 'lotus-staff-dev'
const CAFE_STAFF = 'dawn-cafe-senado-staff' // 晨光咖啡（議事亭店）
const TAKEAWAY = '美景冰室'
const TAKEAWAY_STAFF = 'mei-king-cct-staff'

/** Pays an order online: what the sandbox gateway page's 支付成功 button posts (its own signed callback). */
async function payOnline(api: ReturnType<typeof apiClient>, u: ApiUser, orderId: number) {
  const { payUrl } = await api.call<{ payUrl: string }>('POST', '/v1/pay/online', {
    params: { orderId },
    token: u.token
  })
  const page = await (await fetch(`${h.baseUrl}${payUrl}`)).text()
  const body = /class="success" data-body="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&')
  if (!body) throw new Error('no success button on the gateway page')
  const paid = await fetch(`${h.baseUrl}/api/v1/pay/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body
  })
  expect(((await paid.json()) as { code: string }).code).toBe('0000')
}

/** A console tab logged in as a member of staff (no second factor for staff). */
async function staffConsole(username: string, viewport = { width: 1440, height: 900 }) {
  const context = await h.browser.newContext({ viewport, baseURL: h.baseUrl, locale: 'zh-TW' })
  const page = await context.newPage()
  page.setDefaultTimeout(60_000)
  page.on('pageerror', (e) => process.stderr.write(`[console page error] ${e.message}\n`))
  await page.goto('/console/login')
  await page.getByLabel('帳號').fill(username)
  await page.getByLabel('密碼').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: /登\s*入/ }).click()
  await page.waitForURL(/\/console\/(board|orders|counter|refunds)/)
  const me = (await (await page.request.get('/api/staff/me')).json()) as {
    data: { shops: Array<{ id: number; name: string }> }
  }
  return { context, page, shop: me.data.shops[0]! }
}

/** With CONSOLE_SHOTS=<dir>, a screenshot to look at (never committed). */
async function shot(page: Page, name: string) {
  if (process.env.CONSOLE_SHOTS) await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/${name}.png` })
}

/** Nothing wider than the window: the page never scrolls sideways (a wide table scrolls inside itself). */
const fitsWidth = (page: Page) => fitsWindow(page)

describe('the counter and refunds in the console', () => {
  it('a voucher bought through the API is redeemed at the counter; the customer page shows 已使用', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const staff = await staffConsole(CAFE_STAFF)
    const shop = await api.call<{ deals: Array<{ id: number; title: string; kind: string }> }>(
      'GET',
      '/tuan/merchant/detail',
      { params: { id: staff.shop.id } }
    )
    const deal =
      shop.deals.find((d) => d.title === 'MOP 100 代金券') ?? shop.deals.find((d) => d.kind === 'deal')
    if (!deal) throw new Error('no voucher deal at the café')
    const placed = await api.call<{ orderId: number }>('POST', '/tuan/voucher/buy', {
      json: { clientKey: randomUUID(), dealId: deal.id, count: 1 },
      token: u.token
    })
    await payOnline(api, u, placed.orderId)
    const detail = await api.call<{ codes: Array<{ code: string; stateText: string }> }>(
      'GET',
      '/tuan/order/detail',
      { params: { id: placed.orderId }, token: u.token }
    )
    const code = detail.codes[0]!.code

    // the customer shows the voucher page at the counter
    const phone = await h.newPhone()
    await api.signIn(phone.context, u)
    await phone.page.goto(`/group/order-del/order-del?id=${placed.orderId}`)
    await expect
      .poll(() => phone.page.getByText('未使用', { exact: true }).count(), { timeout: 60_000 })
      .toBe(1)

    // the counter types the code, sees what it is for, confirms once
    const c = staff.page
    await c.goto('/console/counter')
    await c.getByRole('textbox', { name: '券碼' }).fill(code)
    await c.getByRole('button', { name: /查\s*詢/ }).click()
    await expect.poll(() => c.getByText(`團購券・${deal.title}`).isVisible()).toBe(true)
    await expect.poll(() => c.getByText('未使用', { exact: true }).isVisible()).toBe(true)
    await shot(c, 'counter-1440')
    await c.getByRole('button', { name: /確認核銷/ }).click()
    await expect.poll(() => c.getByText('已使用', { exact: true }).isVisible()).toBe(true)
    await expect.poll(() => c.getByText('核銷成功').first().isVisible()).toBe(true)

    // the customer's page turns without a reload
    await expect
      .poll(() => phone.page.getByText('已使用', { exact: true }).count(), { timeout: 30_000 })
      .toBe(1)

    // the same code again: the counter says it was used
    await c.getByRole('textbox', { name: '券碼' }).fill(code)
    await c.getByRole('button', { name: /查\s*詢/ }).click()
    await expect.poll(() => c.getByText('此碼已使用，不可重複核銷').isVisible()).toBe(true)
    await expect.poll(() => c.getByRole('button', { name: /確認核銷/ }).count()).toBe(0)
    // a phone at the counter: nothing runs off the side
    await c.setViewportSize({ width: 375, height: 812 })
    await fitsWidth(c)
    await shot(c, 'counter-375')
    await phone.context.close()
    await staff.context.close()
  })

  it('a refund approved on the 退款 page: the customer reads 商家同意退款', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const staff = await staffConsole(TAKEAWAY_STAFF, { width: 768, height: 1024 })
    const menu = await api.call<{
      categories: Array<{ goods: Array<{ id: number; price: number; props: unknown[]; soldOut: boolean }> }>
    }>('GET', `/v1/store/merchant/${staff.shop.id}/menu`, {})
    const plain = menu.categories
      .flatMap((g) => g.goods)
      .filter((g) => g.props.length === 0 && !g.soldOut)
      .sort((a, b) => b.price - a.price)[0]
    if (!plain) throw new Error(`no plain goods at ${TAKEAWAY}`)
    await api.call('POST', '/v1/user/address/save', {
      json: {
        name: '陳大文',
        areaCode: '853',
        phone: u.phone,
        address: '澳門筷子基和樂大馬路',
        detail: '12樓C座',
        lat: 22.2069,
        lng: 113.5372,
        isDefault: true
      },
      token: u.token
    })
    const addresses = await api.call<Array<{ id: number }>>('GET', '/v1/user/address/list', {
      token: u.token
    })
    await api.call('POST', '/v1/store/cart/add', {
      json: { mchId: staff.shop.id, goodsId: plain.id, itemCount: 1, props: [] },
      token: u.token
    })
    const placed = await api.call<{ orderId: number; orderNo: string }>('POST', '/v1/store/order/submit', {
      json: { clientKey: randomUUID(), mchId: staff.shop.id, addressId: addresses[0]?.id },
      token: u.token
    })
    await payOnline(api, u, placed.orderId)
    await api.call('POST', '/v1/store/order/refund', {
      json: { id: placed.orderId, reason: '不想要了' },
      token: u.token
    })

    // the customer watches the refund's progress
    const phone = await h.newPhone()
    await api.signIn(phone.context, u)
    await phone.page.goto(`/takeaway/refund-progress/refund-progress?id=${placed.orderId}`)
    await expect.poll(() => phone.page.getByText('商家處理中').count(), { timeout: 60_000 }).toBe(1)

    const c = staff.page
    await c.goto('/console/refunds')
    const row = c.getByRole('row').filter({ hasText: placed.orderNo })
    await expect.poll(() => row.isVisible()).toBe(true)
    await expect.poll(() => row.getByText('不想要了').isVisible()).toBe(true)
    await shot(c, 'refunds-768')
    await row.getByRole('button', { name: /同意退款/ }).click()
    await c
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /同意退款/ })
      .click()
    await expect.poll(() => c.getByText('已同意退款').first().isVisible()).toBe(true)
    await expect.poll(() => c.getByRole('row').filter({ hasText: placed.orderNo }).count()).toBe(0)

    // the progress page follows without a reload (it polls while pending)
    await expect.poll(() => phone.page.getByText('商家同意退款').count(), { timeout: 30_000 }).toBe(1)
    await expect.poll(() => phone.page.getByText('退款成功').count()).toBeGreaterThan(0)
    await fitsWidth(c)
    await c.setViewportSize({ width: 375, height: 812 })
    await c.getByText('已同意', { exact: true }).first().click()
    await expect.poll(() => c.getByRole('row').filter({ hasText: placed.orderNo }).isVisible()).toBe(true)
    await fitsWidth(c)
    await shot(c, 'refunds-375')
    await phone.context.close()
    await staff.context.close()
  })
})

/**
 * A Y4M video (what Chromium's fake camera plays, looped) of one still frame: `text`'s QR code, black on white, in
 * the middle of a 640×480 picture.
 */
function qrVideo(text: string): string {
  const W = 640
  const H = 480
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules
  const scale = Math.floor(360 / (qr.size + 8))
  const side = qr.size * scale
  const x0 = Math.floor((W - side) / 2)
  const y0 = Math.floor((H - side) / 2)
  const luma = Buffer.alloc(W * H, 235)
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      if (qr.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(y0 + y) * W + x0 + x] = 16
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'lotus-qr-')), 'qr.y4m')
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame])
  )
  return file
}

describe('the counter’s camera', () => {
  it('reads the QR of a voucher the customer shows, looks it up and redeems it', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const shopId = await cafeShopId()
    const shop = await api.call<{ deals: Array<{ id: number; title: string; kind: string }> }>(
      'GET',
      '/tuan/merchant/detail',
      { params: { id: shopId } }
    )
    const deal =
      shop.deals.find((d) => d.title === 'MOP 100 代金券') ?? shop.deals.find((d) => d.kind === 'deal')
    if (!deal) throw new Error('no voucher deal at the café')
    const placed = await api.call<{ orderId: number }>('POST', '/tuan/voucher/buy', {
      json: { clientKey: randomUUID(), dealId: deal.id, count: 1 },
      token: u.token
    })
    await payOnline(api, u, placed.orderId)
    const detail = await api.call<{ codes: Array<{ code: string }> }>('GET', '/tuan/order/detail', {
      params: { id: placed.orderId },
      token: u.token
    })
    const code = detail.codes[0]!.code

    // a browser whose camera films the customer's QR
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${qrVideo(code)}`
      ]
    })
    try {
      const context = await browser.newContext({
        viewport: { width: 768, height: 1024 },
        baseURL: h.baseUrl,
        locale: 'zh-TW',
        permissions: ['camera']
      })
      const c = await context.newPage()
      c.setDefaultTimeout(60_000)
      c.on('pageerror', (e) => process.stderr.write(`[counter page error] ${e.message}\n`))
      await c.goto('/console/login')
      await c.getByLabel('帳號').fill(CAFE_STAFF)
      await c.getByLabel('密碼').fill(STAFF_PASSWORD)
      await c.getByRole('button', { name: /登\s*入/ }).click()
      await c.waitForURL(/\/console\/(board|orders|counter|refunds)/)
      await c.goto('/console/counter')
      await c.getByRole('button', { name: '掃描 QR 碼' }).click()
      // read from the camera: the code fills in and is looked up, no typing
      await expect.poll(() => c.getByText(`團購券・${deal.title}`).isVisible()).toBe(true)
      expect(await c.getByRole('textbox', { name: '券碼' }).inputValue()).toBe(code)
      await expect.poll(() => c.getByText('未使用', { exact: true }).isVisible()).toBe(true)
      await shot(c, 'counter-camera-768')
      await c.getByRole('button', { name: /確認核銷/ }).click()
      await expect.poll(() => c.getByText('核銷成功').first().isVisible()).toBe(true)
      const after = await api.call<{ codes: Array<{ code: string; stateText: string }> }>(
        'GET',
        '/tuan/order/detail',
        { params: { id: placed.orderId }, token: u.token }
      )
      expect(after.codes[0]!.stateText).toBe('已使用')
    } finally {
      await browser.close()
    }
  })
})

/** The café's shop id, as its staff's session names it. */
async function cafeShopId(): Promise<number> {
  const login = await fetch(`${h.baseUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: CAFE_STAFF, password: STAFF_PASSWORD })
  })
  const body = (await login.json()) as { data: { me: { shops: Array<{ id: number }> } } }
  return body.data.me.shops[0]!.id
}
