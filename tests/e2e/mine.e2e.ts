import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMop } from '@lotus/contract/money'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'

/**
 * Issue 35: Mine (我的) at 375×812, logged in with real data made the ways a customer makes it (a top-up through
 * the sandbox gateway, a shop card bought from the wallet, the day's sign-in, the welcome coupons): each balance
 * on the page is the server's, and each tile opens its page.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const PASSWORD = '135790'
const SHOTS = '/tmp/lotus-journeys-shots'
const amount = (avos: number) => formatMop(avos, { symbol: false })

describe('mine', () => {
  it('shows the wallet, honey, coupons and shop cards as the server has them; every tile opens its page', async () => {
    mkdirSync(SHOTS, { recursive: true })
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const { page, context } = await h.newPhone()
    await api.signIn(context, u)
    const token = u.token
    await api.call('POST', '/v1/appUser/setPayPassword', { params: { password: PASSWORD }, token })

    // MOP 500 into the wallet through the sandbox gateway
    const { payUrl } = await api.call<{ payUrl: string }>('POST', '/v1/wallet/recharge', {
      params: { amount: 50000 },
      token
    })
    await page.goto(payUrl)
    await page.getByText('支付成功').click()
    // the gateway sends the page back to the app: a navigation of this test's before that one lands is cut short
    await page.waitForURL(/\/pagesA\/pay\/web-pay/)
    await expect
      .poll(async () => (await api.call<{ balance: number }>('GET', '/v1/wallet/info', { token })).balance, {
        timeout: 60_000
      })
      .toBe(50000)
    // a shop card from the wallet, the day's honey, and the welcome coupons of a first login
    const offers = await api.call<Array<{ mchId: number; tiers: Array<{ id: number; pay: number }> }>>(
      'GET',
      '/v1/shopCard/offers',
      { token }
    )
    const offer = offers.find((o) => o.tiers.some((t) => t.pay <= 50000))
    const tier = offer?.tiers.find((t) => t.pay <= 50000)
    if (!offer || !tier) throw new Error('no shop card on offer')
    await api.call('POST', '/v1/shopCard/buy', {
      json: { mchId: offer.mchId, tierId: tier.id, method: 'wallet', password: PASSWORD },
      token
    })
    await api.call('POST', '/v1/signIn/sign', { json: {}, token })

    const wallet = (await api.call<{ balance: number }>('GET', '/v1/wallet/info', { token })).balance
    expect(wallet).toBe(50000 - tier.pay)
    const cards = await api.call<Array<{ balance: number }>>('GET', '/v1/shopCard/mine', { token })
    const cardBalance = cards.reduce((s, c) => s + c.balance, 0)
    expect(cardBalance).toBeGreaterThan(0)
    const honey = Number((await api.call<{ honey: number }>('GET', '/v1/appUser/getUser', { token })).honey)
    expect(honey).toBeGreaterThan(0)
    const coupons = await api.call<unknown[]>('GET', '/v1/user/coupon/list', {
      params: { type: 'coupon', status: 'usable' },
      token
    })
    expect(coupons.length).toBeGreaterThan(0)

    const mine = async () => {
      await page.goto('/pages/user/user')
      await page.getByRole('group', { name: '我的資產' }).waitFor({ timeout: 60_000 })
    }
    await mine()
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toBe(amount(wallet))
    await expect.poll(() => page.getByTestId('honey').textContent()).toBe(String(honey))
    await expect.poll(() => page.getByTestId('coupon-count').textContent()).toBe(String(coupons.length))
    await expect.poll(() => page.getByTestId('shop-cards').textContent()).toBe(amount(cardBalance))
    // the four balances sit in one row inside the screen
    const tiles = page.locator('.mine__asset')
    expect(await tiles.count()).toBe(4)
    for (let i = 0; i < 4; i++) {
      const box = await tiles.nth(i).boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
    }
    expect(
      new Set(await tiles.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top))).size
    ).toBe(1)
    await page.screenshot({ path: `${SHOTS}/mine.png` })

    // each tile opens its page (h5 public paths)
    const opens: Array<[string, RegExp]> = [
      ['錢包餘額', /\/pagesUser\/wallet\/wallet/],
      ['蜂蜜', /\/pagesUser\/honey-exchange\/honey-exchange/],
      ['優惠券', /\/pagesUser\/red-envelope\/red-envelope/],
      ['儲值卡', /\/pagesUser\/shop-card-recharge\/shop-card-recharge/],
      ['我的訂單', /\/pages\/order\/order/],
      ['神會員', /\/pages\/grade\/grade/],
      ['我的錢包', /\/pagesUser\/wallet\/wallet/],
      ['收貨地址', /\/pagesUser\/shipping-address\/shipping-address/],
      ['我的收藏', /\/pagesUser\/goods-favorites\/goods-favorites/]
    ]
    for (const [name, url] of opens) {
      await mine()
      await page.getByText(name, { exact: true }).first().click()
      await page.waitForURL(url, { timeout: 60_000 })
    }
    // the opened pages say the same numbers: the wallet's balance and the shop card's
    await page.goto('/pagesUser/wallet/wallet')
    await expect
      .poll(() => page.locator('.wallet__balance').textContent(), { timeout: 60_000 })
      .toBe(amount(wallet))
    await page.screenshot({ path: `${SHOTS}/mine-wallet.png` })
  })
})
