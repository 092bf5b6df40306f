import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { RECORD_ALERTS } from './console-alerts'
import { type Harness, startHarness } from './harness'
import { paidOrder } from './paid-order'
import { fitsWindow } from './fits-window'

/**
 * Issue 36 point 3: the shop's order board at /console/board (built by `npm run build:console`). With the simulator
 * off, a customer's paid order appears on the open board without a reload (MQTT), rings, and is accepted with
 * preparation minutes; the customer's order then says who accepted it and the estimate; then marked ready. The
 * board holds at 1440×900, 768×1024 and 375×812.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness({ env: { SIMULATOR: 'off' } })
})
afterAll(async () => {
  await h?.stop()
})

const PASSWORD = 'lotus-staff-dev'
const SHOP = '美景冰室'
const STAFF = 'mei-king-cct-staff'

async function shot(page: Page, name: string) {
  if (process.env.CONSOLE_SHOTS) await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/${name}.png` })
}

const fitsWidth = (page: Page) => fitsWindow(page)

describe('order board', () => {
  it('a paid order appears on the open board without a reload, rings, and is accepted and marked ready', async () => {
    const context = await h.browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: h.baseUrl,
      locale: 'zh-TW'
    })
    await context.grantPermissions(['notifications'], { origin: h.baseUrl })
    await context.addInitScript(RECORD_ALERTS)
    const page = await context.newPage()
    page.setDefaultTimeout(60_000)
    page.on('pageerror', (e) => process.stderr.write(`[board page error] ${e.message}\n`))
    if (process.env.E2E_CONSOLE) page.on('console', (m) => process.stderr.write(`[console] ${m.text()}\n`))
    await page.goto('/console/login')
    await page.getByLabel('帳號').fill(STAFF)
    await page.getByLabel('密碼').fill(PASSWORD)
    await page.getByRole('button', { name: /登\s*入/ }).click()
    // staff land on the board, live over MQTT
    await page.waitForURL(/\/console\/board/)
    await expect.poll(() => page.getByText(`${SHOP}的接單板`).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('即時更新').isVisible()).toBe(true)
    await page.getByRole('button', { name: '開啟提示音及通知' }).click()
    await expect.poll(() => page.getByRole('button', { name: '開啟提示音及通知' }).count()).toBe(0)
    const tonesBefore = await page.evaluate(() => (window as unknown as { __tones: number }).__tones)

    const api = apiClient(h)
    const u = await api.login(newPhone())
    const order = await paidOrder(h, api, u, SHOP)
    const card = page.locator(`[data-order-id="${order.orderId}"]`)
    const newColumn = page.getByRole('region', { name: '新訂單' })
    await expect.poll(() => newColumn.locator(`[data-order-id="${order.orderId}"]`).isVisible()).toBe(true)
    await expect.poll(() => card.getByRole('timer').innerText()).toMatch(/\d:\d\d 內未接單將自動取消/)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __tones: number }).__tones))
      .toBeGreaterThan(tonesBefore)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __notes: string[] }).__notes.join('|')))
      .toContain(order.orderNo)
    await fitsWidth(page)
    await shot(page, 'board-1440')

    await card.getByRole('button', { name: /接\s*單/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('15 分鐘').click()
    await dialog.getByRole('button', { name: /接\s*單/ }).click()
    const preparing = page.getByRole('region', { name: '備餐中' })
    await expect.poll(() => preparing.locator(`[data-order-id="${order.orderId}"]`).isVisible()).toBe(true)
    await expect.poll(() => card.getByText('預計 15 分鐘出餐').isVisible()).toBe(true)

    // the customer's order says who accepted it and when it will be ready
    const detail = await api.call<{ status: string; timeline: Array<{ title: string }> }>(
      'GET',
      `/v1/store/order/${order.orderId}`,
      { token: u.token }
    )
    expect(detail.status).toBe('accepted')
    expect(detail.timeline.map((e) => e.title)).toContain('商家已接單（預計 15 分鐘出餐）')

    await card.getByRole('button', { name: /出\s*餐/ }).click()
    const ready = page.getByRole('region', { name: '待取餐' })
    await expect.poll(() => ready.locator(`[data-order-id="${order.orderId}"]`).isVisible()).toBe(true)
    await expect.poll(() => card.getByText('等待騎手取餐').isVisible()).toBe(true)

    // a second order, rejected with a reason from the dialog
    const second = await paidOrder(h, api, u, SHOP)
    const secondCard = page.locator(`[data-order-id="${second.orderId}"]`)
    await expect.poll(() => newColumn.locator(`[data-order-id="${second.orderId}"]`).isVisible()).toBe(true)
    await secondCard.getByRole('button', { name: /拒\s*單/ }).click()
    await page.getByRole('dialog').getByText('太忙').click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /拒\s*單/ })
      .click()
    await expect.poll(() => secondCard.count()).toBe(0)
    const cancelled = await api.call<{ status: string }>('GET', `/v1/store/order/${second.orderId}`, {
      token: u.token
    })
    expect(cancelled.status).toBe('cancelled')

    // the same session on a tablet and a phone
    for (const viewport of [
      { width: 768, height: 1024 },
      { width: 375, height: 812 }
    ]) {
      const small = await h.browser.newContext({
        viewport,
        baseURL: h.baseUrl,
        locale: 'zh-TW',
        storageState: await context.storageState()
      })
      const p = await small.newPage()
      p.setDefaultTimeout(60_000)
      await p.goto('/console/board')
      await expect.poll(() => p.locator(`[data-order-id="${order.orderId}"]`).isVisible()).toBe(true)
      await fitsWidth(p)
      await shot(p, `board-${viewport.width}`)
      await small.close()
    }
    await context.close()
  })
})
