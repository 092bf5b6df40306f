import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'

/**
 * Issue 35 end to end on the built h5 app: a takeaway checkout with a booked delivery time (預約送達), paid with
 * one of Macau's payment brands through the sandbox gateway, and the order detail showing the booked time and
 * exactly the amounts the confirm page showed. Set-up that is not under test (login, address, cart) goes
 * through the API.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const MERCHANT = '美景冰室' // open round the clock in the seed: a booked time is offered at any hour

describe('takeaway with a booked time, paid with a Macau brand', () => {
  it('books 預約送達, pays with 中銀 BOC Pay at the gateway, and the order shows the time and the amounts shown', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const { page, context } = await h.newPhone()
    await api.signIn(context, u)

    const shops = await api.call<{ list: Array<{ id: number; name: string }> }>(
      'GET',
      '/v1/store/merchant/list',
      {
        params: { keyword: MERCHANT, vertical: 'takeaway', page: 1, pageSize: 10 }
      }
    )
    const shop = shops.list.find((m) => m.name === MERCHANT)
    if (!shop) throw new Error(`${MERCHANT} not found`)
    const menu = await api.call<{
      categories: Array<{ goods: Array<{ id: number; price: number; props: unknown[]; soldOut: boolean }> }>
    }>('GET', `/v1/store/merchant/${shop.id}/menu`, {})
    const plain = menu.categories
      .flatMap((c) => c.goods)
      .filter((g) => g.props.length === 0 && !g.soldOut && g.price <= 15000)
      .sort((a, b) => b.price - a.price)[0]
    if (!plain) throw new Error('no goods without options')
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
    await api.call('POST', '/v1/store/cart/add', {
      json: { mchId: shop.id, goodsId: plain.id, itemCount: 2, props: [] },
      token: u.token
    })

    // the checkout: the time row opens the booking times, not the address list
    await page.goto(`/takeaway/sub-order/sub-order?mchId=${shop.id}`)
    await expect.poll(() => page.getByTestId('fee-line').count(), { timeout: 60_000 }).toBeGreaterThan(0)
    const timeRow = page.locator('.sub-order__time')
    await expect.poll(() => timeRow.innerText()).toContain('儘快送達')
    await timeRow.click()
    await expect.poll(() => page.getByText('選擇送達時間').count()).toBeGreaterThan(0)
    expect(page.url()).toContain('/takeaway/sub-order/sub-order')
    const options = page.locator('.lotus-option').filter({ hasText: /^預約 (今日|明日) \d{2}:\d{2}$/ })
    await expect.poll(() => options.count()).toBeGreaterThan(1)
    const chosen = (await options.nth(1).innerText()).trim()
    await options.nth(1).click()
    await expect.poll(() => timeRow.innerText()).toContain(chosen)
    await page.screenshot({ path: '/tmp/lotus-ja-shots/sub-order-booked.png' })

    // what the confirm page shows, line by line
    const shownLines = await page.getByTestId('fee-line').allInnerTexts()
    const shownTotal = (await page.locator('.sub-order__bar-total').innerText()).trim()
    await page.getByText('提交訂單', { exact: true }).last().click()

    // the cashier: Macau's brands by name; 中銀 BOC Pay through the gateway
    await page.waitForURL(/\/pagesA\/pay\/pay\?orderId=\d+/)
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'))
    for (const name of ['MPay', '澳門通', '中銀 BOC Pay', 'Alipay HK', 'WeChat Pay HK']) {
      await expect
        .poll(() => page.locator('.pay-page__name').getByText(name, { exact: true }).count())
        .toBe(1)
    }
    await expect.poll(() => page.locator('.pay-page__amount').innerText()).toBe(shownTotal)
    await page.screenshot({ path: '/tmp/lotus-ja-shots/cashier-brands.png' })
    await page.locator('[data-brand="bocpay"]').click()
    await expect.poll(() => page.locator('[data-brand="bocpay"]').getAttribute('aria-checked')).toBe('true')
    await page.locator('.pay-page__confirm').click()
    await page.waitForURL(/\/api\/gateway\/pay\?txn=T[0-9a-f]{24}/)
    await expect.poll(() => page.locator('.brand-name').innerText()).toBe('中銀 BOC Pay')
    await expect.poll(() => page.locator('.amount').innerText()).toBe(shownTotal)
    await page.screenshot({ path: '/tmp/lotus-ja-shots/gateway-bocpay.png' })
    await page.getByText('支付成功').click()
    await page.waitForURL(/\/pagesA\/pay\/web-pay/)
    await expect.poll(() => page.locator('.web-pay__title').innerText(), { timeout: 60_000 }).toBe('支付成功')

    // the order: paid online, the booked time, the same lines and total as the confirm page
    await page.getByText('查看訂單').click()
    await page.waitForURL(/\/takeaway\/order-del\/order-del/)
    await expect.poll(() => page.getByText(chosen).count(), { timeout: 60_000 }).toBeGreaterThan(0)
    await page.screenshot({ path: '/tmp/lotus-ja-shots/order-del-booked.png', fullPage: true })
    const d = await api.call<{
      status: string
      payMethod: string
      deliveryTime: number
      amounts: { total: number; feeLines: Array<{ label: string; amount: number }> }
    }>('GET', `/v1/store/order/${orderId}`, { token: u.token })
    expect(d.status).toBe('paid')
    expect(d.payMethod).toBe('online')
    expect(d.deliveryTime).toBeGreaterThan(Date.now() / 1000)
    expect(`MOP ${(d.amounts.total / 100).toFixed(2)}`).toBe(shownTotal)
    expect(d.amounts.feeLines.map((l) => l.label)).toEqual(shownLines.map((l) => l.split('\n')[0]!.trim()))
  })
})
