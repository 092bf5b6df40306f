import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'
import { paidWineOrder } from './paid-order'

/**
 * Issue 36 point 5, per-line refunds of a general-store order with the simulator off: the customer asks two lines of
 * a delivered order back; the shop's 退款 page (1440×900) opens 逐項處理, gives one line back and rejects the other
 * with a reason; the customer's refund-progress page (375×812) shows 部分退款, the shop as who decided, each line's
 * decision and the reason. Needs the h5 build (LOTUS_OUT) and the console build (`npm run build:console`).
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness({ env: { SIMULATOR: 'off' } })
})
afterAll(async () => {
  await h?.stop()
})

// 葡韻酒窖, open round the clock; its staff login is seeded in development
const WINE_SHOP = { name: '葡韻酒窖', lat: 22.18655, lng: 113.5361 }
const STAFF = 'gen-wine-nam-van-staff'

/** With CONSOLE_SHOTS=<dir>, a screenshot to look at (never committed). */
async function shot(page: Page, name: string) {
  if (process.env.CONSOLE_SHOTS) await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/${name}.png` })
}

/** Moves the order on as the shop and rider would (the dev simulator's steps) until it is delivered. */
async function deliver(orderId: number) {
  for (let i = 0; i < 6; i++) {
    const r = await fetch(`${h.baseUrl}/api/dev/simulator/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderId })
    })
    const { data } = (await r.json()) as { data: { status: string } }
    if (data.status === 'delivered') return
  }
  throw new Error(`order ${orderId} not delivered`)
}

describe('a refund decided line by line', () => {
  it('the shop gives one line back and rejects the other with a reason; the customer sees 部分退款 and who decided', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const order = await paidWineOrder(h, api, u, WINE_SHOP, 2)
    await deliver(order.orderId)
    const detail = await api.call<{ items: Array<{ itemId: number; name: string }> }>(
      'GET',
      `/v1/store/order/${order.orderId}`,
      { token: u.token }
    )
    const [kept, back] = [detail.items[0]!, detail.items[1]!]
    await api.call('POST', '/v1/store/order/refund', {
      json: {
        id: order.orderId,
        reason: '商品品質問題',
        lines: [
          { itemId: kept.itemId, qty: 1 },
          { itemId: back.itemId, qty: 1 }
        ]
      },
      token: u.token
    })

    // the shop's 退款 page
    const shopCtx = await h.browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: h.baseUrl,
      locale: 'zh-TW'
    })
    const shop = await shopCtx.newPage()
    shop.setDefaultTimeout(60_000)
    shop.on('pageerror', (e) => process.stderr.write(`[shop page error] ${e.message}\n`))
    await shop.goto('/console/login')
    await shop.getByLabel('帳號').fill(STAFF)
    await shop.getByLabel('密碼').fill('lotus-staff-dev')
    await shop.getByRole('button', { name: /登\s*入/ }).click()
    await shop.waitForURL(/\/console\/(?!login)/)
    await shop.goto('/console/refunds')
    const row = shop.getByRole('row').filter({ hasText: order.orderNo })
    await expect.poll(() => row.isVisible()).toBe(true)
    await expect.poll(() => row.innerText()).toContain(back.name)
    await row.getByRole('button', { name: '逐項處理' }).click()

    const dialog = shop.getByRole('dialog').filter({ hasText: '逐項處理訂單' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    // every line asked is ticked to start with: the shop unticks the one it keeps
    const lineBox = (name: string) =>
      dialog.getByRole('checkbox', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    expect(await lineBox(back.name).isChecked()).toBe(true)
    await lineBox(kept.name).uncheck()
    // a line left out needs the reason the customer reads
    const ok = dialog.getByRole('button', { name: /^同意所選/ })
    await expect.poll(() => ok.isDisabled()).toBe(true)
    await dialog.getByLabel('未選商品的拒絕原因（顧客會看到）').fill('此酒已開瓶，不設退換')
    await shot(shop, 'refund-by-line-1440')
    await ok.click()
    await expect.poll(() => shop.getByText('已同意退款').first().isVisible()).toBe(true)
    await expect.poll(() => row.isVisible()).toBe(false)

    // the customer's refund progress
    const customer = await h.newPhone()
    await api.signIn(customer.context, u)
    await customer.page.goto(`/takeaway/refund-progress/refund-progress?id=${order.orderId}`)
    const page = customer.page
    await expect.poll(() => page.getByText(/^部分退款 MOP \d+\.\d\d$/).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('商家同意部分商品退款').isVisible()).toBe(true)
    await expect.poll(() => page.getByText('此酒已開瓶，不設退換').first().isVisible()).toBe(true)
    const lines = page.getByRole('group', { name: '退款商品' })
    await expect.poll(() => lines.innerText()).toContain(back.name)
    await expect.poll(() => lines.innerText()).toContain(kept.name)
    // each line says what the shop decided
    expect(await lines.getByText('拒絕退款').count()).toBe(1)
    expect(await lines.getByText('同意退款').count()).toBe(1)
    await shot(page, 'refund-progress-lines-375')
    await shopCtx.close()
    await customer.context.close()
  })
})
