import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../../server/src/modules/staff/totp'
import { apiClient, type ApiUser, newPhone } from './api'
import { type Harness, startHarness } from './harness'

/**
 * Issue 38 point 5, disputed refunds: the shop rejects a customer's refund; the customer asks the platform to
 * decide on the h5 refund-progress page; support overrules the shop in the console's 退款仲裁; the customer's page
 * shows 平台同意退款 and 退款成功 without a reload. Set-up not under test goes through the API. Needs the h5 build
 * (LOTUS_OUT) and the console build.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness({ env: { SIMULATOR: 'off' } })
})
afterAll(async () => {
  await h?.stop()
})

const PASSWORD = 'lotus-staff-dev'
const TAKEAWAY_STAFF = 'mei-king-cct-staff' // 美景冰室

/** With CONSOLE_SHOTS=<dir>, a screenshot to look at (never committed). */
async function shot(page: Page, name: string) {
  if (process.env.CONSOLE_SHOTS) await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/${name}.png` })
}

async function consoleTab(viewport = { width: 1440, height: 900 }) {
  const context = await h.browser.newContext({ viewport, baseURL: h.baseUrl, locale: 'zh-TW' })
  const page = await context.newPage()
  page.setDefaultTimeout(60_000)
  page.on('pageerror', (e) => process.stderr.write(`[console page error] ${e.message}\n`))
  return { context, page }
}

/** Pays an order online: what the sandbox gateway page's 支付成功 button posts (its own signed callback). */
async function payOnline(api: ReturnType<typeof apiClient>, u: ApiUser, orderId: number) {
  const { payUrl } = await api.call<{ payUrl: string }>('POST', '/v1/pay/online', {
    params: { orderId },
    token: u.token
  })
  const page = await (await fetch(`${h.baseUrl}${payUrl}`)).text()
  const body = /class="success" data-body="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&')
  if (!body) throw new Error('no success button on the gateway page')
  await fetch(`${h.baseUrl}/api/v1/pay/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body
  })
}

describe('disputed refunds', () => {
  it('the customer disputes a rejection on h5; support overrules it; the customer reads 平台同意退款', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())

    // the shop's member of staff, in the console
    const shop = await consoleTab()
    await shop.page.goto('/console/login')
    await shop.page.getByLabel('帳號').fill(TAKEAWAY_STAFF)
    await shop.page.getByLabel('密碼').fill(PASSWORD)
    await shop.page.getByRole('button', { name: /登\s*入/ }).click()
    await shop.page.waitForURL(/\/console\/(board|orders|counter|refunds)/)
    const me = (await (await shop.page.request.get('/api/staff/me')).json()) as {
      data: { shops: Array<{ id: number }>; csrfToken: string }
    }
    const mchId = me.data.shops[0]!.id

    // an order paid and asked back, through the API
    const menu = await api.call<{
      categories: Array<{ goods: Array<{ id: number; price: number; props: unknown[]; soldOut: boolean }> }>
    }>('GET', `/v1/store/merchant/${mchId}/menu`, {})
    const plain = menu.categories
      .flatMap((g) => g.goods)
      .filter((g) => g.props.length === 0 && !g.soldOut)
      .sort((a, b) => b.price - a.price)[0]!
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
      json: { mchId, goodsId: plain.id, itemCount: 1, props: [] },
      token: u.token
    })
    const placed = await api.call<{ orderId: number; orderNo: string }>('POST', '/v1/store/order/submit', {
      json: { clientKey: randomUUID(), mchId, addressId: addresses[0]?.id },
      token: u.token
    })
    await payOnline(api, u, placed.orderId)
    await api.call('POST', '/v1/store/order/refund', {
      json: { id: placed.orderId, reason: '餐點有問題' },
      token: u.token
    })

    // the shop rejects it
    const list = (await (
      await shop.page.request.get(`/api/staff/refunds?merchantId=${mchId}&status=pending`)
    ).json()) as { data: { list: Array<{ id: number; orderId: number }> } }
    const refundId = list.data.list.find((r) => r.orderId === placed.orderId)!.id
    const rejected = await shop.page.request.post('/api/staff/refunds/reject', {
      data: { merchantId: mchId, refundId, reason: '餐點已送出，無法退款' },
      headers: { 'x-csrf-token': me.data.csrfToken }
    })
    expect(((await rejected.json()) as { code: string }).code).toBe('0000')
    await shop.context.close()

    // the customer asks the platform to decide
    const phone = await h.newPhone()
    await api.signIn(phone.context, u)
    const p = phone.page
    await p.goto(`/takeaway/refund-progress/refund-progress?id=${placed.orderId}`)
    await expect.poll(() => p.getByText('商家拒絕退款').count()).toBe(1)
    await p.getByText('申請平台介入', { exact: true }).click()
    await p.locator('.refund-dispute textarea').fill('商家說已送出，但我一直沒有收到')
    await p.getByText('提交介入申請').click()
    // the step, and the toast that confirms the request while it shows
    await expect.poll(() => p.getByText('已申請平台介入', { exact: true }).count()).toBeGreaterThan(0)
    await shot(p, 'app-disputed-375')

    // support decides in the console
    const ops = await consoleTab()
    const c = ops.page
    await c.goto('/console/login')
    await c.getByLabel('帳號').fill('ops-support')
    await c.getByLabel('密碼').fill(PASSWORD)
    await c.getByRole('button', { name: /登\s*入/ }).click()
    await c.waitForURL(/\/console\/enrol/)
    const secret = (await c.getByTestId('totp-secret').innerText()).trim()
    await c.getByLabel('驗證碼').fill(totpCode(secret, Date.now()))
    await c.getByRole('button', { name: '完成設定' }).click()
    await c.waitForURL(/\/console\/ops\//)
    await c.getByRole('menuitem', { name: /退款仲裁/ }).click()
    await c.waitForURL(/\/console\/ops\/disputes/)
    const item = c.locator('.ant-list-item').filter({ hasText: placed.orderNo })
    await expect.poll(() => item.getByText('餐點已送出，無法退款').isVisible()).toBe(true)
    await expect.poll(() => item.getByText('商家說已送出，但我一直沒有收到').isVisible()).toBe(true)
    await item.getByRole('button', { name: '查看訂單紀錄' }).click()
    await expect.poll(() => item.locator('.ant-timeline-item').count()).toBeGreaterThan(2)
    await shot(c, 'disputes-1440')
    await c.setViewportSize({ width: 768, height: 1024 })
    await shot(c, 'disputes-768')
    await item.getByRole('button', { name: '同意退款（改判）' }).click()
    await c.locator('.ant-popconfirm').getByRole('button', { name: '同意退款（改判）' }).click()
    await expect.poll(() => c.getByText('已同意退款，款項退回顧客').first().isVisible()).toBe(true)
    await expect.poll(() => c.locator('.ant-list-item').filter({ hasText: placed.orderNo }).count()).toBe(0)

    // the customer's page follows without a reload (it polls while the platform decides)
    await expect.poll(() => p.getByText('平台同意退款').count(), { timeout: 30_000 }).toBe(1)
    await expect.poll(() => p.getByText('退款成功').count()).toBeGreaterThan(0)
    // the order followed: refunded, nothing more to ask
    await expect.poll(() => p.getByText('申請退款', { exact: true }).count()).toBe(0)
    await shot(p, 'app-overruled-375')
    await phone.context.close()
    await ops.context.close()
  })
})
