import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'

/**
 * Issue 35's account bits end to end on the built h5 app: a wallet top-up of an amount the customer types,
 * through the sandbox gateway; the login's terms and privacy links opening readable documents.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

describe('account pages', () => {
  it('tops up a custom amount: refused out of range, then MOP 88.50 through the gateway', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const { page, context } = await h.newPhone()
    await api.signIn(context, u)
    await page.goto('/pagesUser/wallet/wallet')
    const input = page.locator('.wallet__custom-input input, input.wallet__custom-input').first()
    await input.waitFor({ timeout: 60_000 })
    await input.fill('20000')
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('單次最多充值 MOP 10000')
    await input.fill('88.5')
    const go = page.locator('.wallet__recharge')
    await expect.poll(() => go.innerText()).toMatch(/^立即充值 MOP 88\.50?$/)
    await page.screenshot({ path: '/tmp/lotus-ja-shots/wallet-custom.png' })
    await go.click()
    await page.waitForURL(/\/api\/gateway\/pay\?txn=/)
    await expect.poll(() => page.locator('.amount').innerText()).toBe('MOP 88.50')
    await page.getByText('支付成功').click()
    await page.waitForURL(/\/pagesA\/pay\/web-pay/)
    await expect
      .poll(
        async () =>
          (await api.call<{ balance: number }>('GET', '/v1/wallet/info', { token: u.token })).balance,
        {
          timeout: 60_000
        }
      )
      .toBe(8850)
  })

  it('the terms and privacy links on login open readable documents', async () => {
    const { page } = await h.newPhone()
    await page.goto('/pagesA/login/login')
    await page.getByRole('link', { name: '《用戶協議》' }).first().click()
    const terms = page.getByRole('dialog', { name: '用戶協議' })
    await expect.poll(() => terms.count()).toBe(1)
    await expect.poll(() => terms.innerText()).toContain('確認訂單頁顯示的金額')
    await page.screenshot({ path: '/tmp/lotus-ja-shots/login-terms.png' })
    await terms.getByLabel('關閉').click()
    await expect.poll(() => terms.count()).toBe(0)
    await page.getByRole('link', { name: '《隱私政策》' }).first().click()
    await expect
      .poll(() => page.getByRole('dialog', { name: '隱私政策' }).innerText())
      .toContain('個人資料保護法')
    // reading is not agreeing
    expect(await page.getByLabel('同意用戶協議').getAttribute('aria-checked')).toBe('false')
  })
})
