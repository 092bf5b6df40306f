import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMop } from '@lotus/contract/money'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'

/**
 * Issue 12, the money side, end to end on the built h5 app: bind a bank card and top the wallet up with it through
 * the sandbox gateway, buy a shop card from the wallet, and exchange honey points (from the daily sign-in, the way a
 * user earns them) for a coupon that then opens its vertical. Login and the pay password go through the API.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const PASSWORD = '135790'

// color-contrast is left out: the account centre's shared palette (account.scss: #999 secondary text, white on the
// orange hero) predates these pages and is reported to the lead rather than changed here
async function seriousAxe(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).disableRules(['color-contrast']).analyze()
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

describe('account centre, money', () => {
  it('binds a card and tops up with it, buys a shop card, and exchanges honey for a coupon', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const { page, context } = await h.newPhone()
    await api.signIn(context, u)
    await api.call('POST', '/v1/appUser/setPayPassword', { params: { password: PASSWORD }, token: u.token })

    // bank card: a mistyped number is refused as it is typed, a valid one is bound by its last four digits
    await page.goto('/pages/user/user')
    await page.getByText('銀行卡', { exact: true }).click()
    await page.waitForURL(/\/pagesUser\/tied_card\/tied_card/)
    const number = page.locator('input[placeholder="請輸入銀行卡號"]')
    await number.fill('4111111111111112')
    await expect.poll(() => page.getByText('卡號無效，請核對後重新輸入').count()).toBe(1)
    await number.fill('4111111111111111')
    await expect.poll(() => page.getByText('卡號無效，請核對後重新輸入').count()).toBe(0)
    await page.getByRole('button', { name: '綁定銀行卡' }).click()
    await expect.poll(() => page.getByText('Visa 尾號 1111').count(), { timeout: 60_000 }).toBe(1)
    expect(await seriousAxe(page, '.acct')).toEqual([])
    const cards = await api.call<Array<Record<string, unknown>>>('GET', '/v1/bankCard/list', {
      token: u.token
    })
    expect(JSON.stringify(cards)).not.toContain('4111111111111111')

    // top-up with the bound card through the sandbox gateway: the wallet ledger has it
    await page.getByRole('button', { name: '用尾號 1111 充值 MOP 100' }).click()
    await page.waitForURL(/\/api\/gateway\/pay/)
    await page.getByText('支付成功').click()
    await page.waitForURL(/\/pagesA\/pay\/web-pay/)
    await expect
      .poll(
        async () =>
          (await api.call<{ balance: number }>('GET', '/v1/wallet/info', { token: u.token })).balance
      )
      .toBe(10000)
    const bills = await api.call<{ list: Array<{ type: string; title: string }> }>(
      'GET',
      '/v1/wallet/records',
      {
        token: u.token
      }
    )
    expect(bills.list[0]).toMatchObject({ type: 'recharge', title: '銀行卡充值（尾號 1111）' })

    // shop card: pay MOP 100 from the wallet, get MOP 110 at 麗記茶餐廳
    await page.goto('/pages/user/user')
    await page.getByText('商家儲值卡').click()
    await page.waitForURL(/\/pagesUser\/shop-card-recharge\/shop-card-recharge/)
    await page.getByText('麗記茶餐廳').click()
    await page.waitForURL(/mchId=/)
    await page.getByRole('button', { name: '錢包支付 MOP 100（餘額 MOP 100）' }).click()
    for (const d of PASSWORD) await page.locator('.pay-password__key', { hasText: d }).first().click()
    await expect
      .poll(() => page.getByTestId('shop-card-balance').textContent(), { timeout: 60_000 })
      .toBe('MOP 110.00')
    await expect.poll(() => page.getByText('儲值 MOP 100 得 MOP 110').count()).toBeGreaterThan(0)
    expect(await seriousAxe(page, '.acct')).toEqual([])
    const wallet = await api.call<{ balance: number }>('GET', '/v1/wallet/info', { token: u.token })
    expect(wallet.balance).toBe(0)

    // honey: the day's sign-in gives 5, exchanged for a takeaway coupon
    await api.call('POST', '/v1/signIn/sign', { json: {}, token: u.token })
    await page.goto('/pages/user/user')
    await page.getByText('蜂蜜兌換').click()
    await page.waitForURL(/\/pagesUser\/honey-exchange\/honey-exchange/)
    await expect.poll(() => page.getByTestId('honey-balance').textContent()).toBe('5')
    await page.getByRole('button', { name: '用 5 蜂蜜兌換外賣滿40減2券' }).click()
    await page.getByText('兌換', { exact: true }).last().click()
    await expect.poll(() => page.getByTestId('honey-balance').textContent(), { timeout: 60_000 }).toBe('0')
    await page.getByText('兌換記錄').click()
    await page.waitForURL(/\/pagesUser\/exchange-record\/exchange-record/)
    await expect.poll(() => page.getByText('-5 蜂蜜').count()).toBe(1)

    // the coupon is in my list and opens the vertical it applies to
    await page.goto('/pagesUser/red-envelope/red-envelope?type=coupon')
    const coupon = page.getByRole('link', { name: '外賣滿40減2券，限外賣使用' })
    await expect.poll(() => coupon.count()).toBe(1)
    expect(await seriousAxe(page, '.acct')).toEqual([])
    await coupon.click()
    await page.waitForURL(/\/takeaway\/home\/home/)
  })
})

describe('top-up from the cashier (issue 8 §4)', () => {
  it('tops up from an unpaid order, returns to its cashier with its own timer, and pays it from the new balance', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    await api.call('POST', '/v1/appUser/setPayPassword', { params: { password: PASSWORD }, token: u.token })
    // an unpaid group voucher order (vouchers have no opening hours, so this works at any hour)
    const point = { lat: 22.1936, lng: 113.5399 }
    const mchId = (
      await api.call<{ list: Array<{ id: number }> }>('GET', '/tuan/merchant/list', {
        params: { ...point, page: 1, pageSize: 5 }
      })
    ).list[0]!.id
    const dealId = (
      await api.call<{ deals: Array<{ id: number }> }>('GET', '/tuan/merchant/detail', {
        params: { id: mchId }
      })
    ).deals[0]!.id
    const { orderId } = await api.call<{ orderId: number }>('POST', '/tuan/voucher/buy', {
      json: { clientKey: randomUUID(), dealId, count: 1 },
      token: u.token
    })
    const order = () =>
      api.call<{ status: string; total: number; payDeadline: number }>('GET', `/v1/store/order/${orderId}`, {
        token: u.token
      })
    const { total, payDeadline } = await order()
    expect((await api.call<{ balance: number }>('GET', '/v1/wallet/info', { token: u.token })).balance).toBe(
      0
    )

    const { page, context } = await h.newPhone()
    await api.signIn(context, u)
    // the clock the cashier shows, in seconds, and how far it is from the order's own deadline
    const clock = async () => {
      const [m, s] = ((await page.locator('.pay-page__clock').textContent()) ?? '').split(':').map(Number)
      return (m ?? 0) * 60 + (s ?? 0)
    }
    const offDeadline = async () => Math.abs(payDeadline - Date.now() / 1000 - (await clock()))

    await page.goto(`/pagesA/pay/pay?orderId=${orderId}`)
    await expect.poll(() => page.getByText(formatMop(total)).count()).toBeGreaterThan(0)
    await expect.poll(offDeadline).toBeLessThan(5)

    // 充值 on the wallet method opens the wallet for this order, with an amount that covers it preselected
    await page.getByRole('button', { name: '充值' }).click()
    await page.waitForURL(new RegExp(`/pagesUser/wallet/wallet\\?orderId=${orderId}`))
    await expect
      .poll(() =>
        page.getByText(`訂單 ${formatMop(total)} 尚差 ${formatMop(total)}，充值後返回收銀台支付`).count()
      )
      .toBe(1)
    const covering = [5000, 10000, 20000, 50000].find((a) => a >= total)!
    await expect
      .poll(() => page.getByRole('radio', { checked: true }).textContent())
      .toBe(formatMop(covering, { trimZeros: true }))

    // through the sandbox gateway and back: the return page leads to the cashier, not the wallet
    await page.getByRole('button', { name: `立即充值 ${formatMop(covering, { trimZeros: true })}` }).click()
    await page.waitForURL(/\/api\/gateway\/pay/)
    await page.getByText('支付成功').click()
    await page.waitForURL(/\/pagesA\/pay\/web-pay\?.*type=recharge/)
    await expect.poll(() => page.getByText('充值成功').count()).toBe(1)
    await page.getByRole('button', { name: '返回收銀台' }).click()

    // the same order's cashier, its timer still the order's own (not restarted), the wallet now enough
    await page.waitForURL(new RegExp(`/pagesA/pay/pay\\?orderId=${orderId}`))
    await expect.poll(() => page.getByText(`可用餘額 ${formatMop(covering)}`).count()).toBe(1)
    await expect.poll(offDeadline).toBeLessThan(5)
    const wallet = page.getByRole('radio', { name: /錢包餘額/ })
    await expect.poll(() => wallet.getAttribute('aria-checked')).toBe('true')

    await page.getByRole('button', { name: `確認支付 ${formatMop(total)}` }).click()
    await expect.poll(() => page.getByRole('dialog', { name: '請輸入支付密碼' }).count()).toBe(1)
    for (const d of PASSWORD) await page.getByRole('button', { name: d, exact: true }).click()
    await page.waitForURL(/\/group\/order-del\/order-del/)
    await expect.poll(async () => (await order()).status).not.toBe('unpaid')
    expect((await api.call<{ balance: number }>('GET', '/v1/wallet/info', { token: u.token })).balance).toBe(
      covering - total
    )
  })
})
