import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../../server/src/modules/staff/totp'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'

/**
 * Issue 37 point 3: a supermarket's owner adds pickup points in the console (/console/deals, 自取點) and disables
 * one; the shopper's self-pickup checkout (h5) offers the active point only, and the order keeps it. Needs the h5
 * build and the console's. With CONSOLE_SHOTS=<dir>, screenshots.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const PASSWORD = 'lotus-staff-dev'
const STORE = '鮮活超市（下環店）'
const OWNER = 'fresh-mart-ha-van-owner'

async function shot(page: Page, name: string) {
  if (process.env.CONSOLE_SHOTS) await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/${name}.png` })
}

describe('pickup points', () => {
  it('the owner adds a point and disables another; the checkout offers the active one and the order keeps it', async () => {
    const api = apiClient(h)
    const stores = await api.call<Array<{ id: number; name: string }>>('GET', '/v1/market/stores', {})
    const mchId = stores.find((s) => s.name === STORE)!.id

    const context = await h.browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: h.baseUrl,
      locale: 'zh-TW'
    })
    const owner = await context.newPage()
    owner.setDefaultTimeout(60_000)
    await owner.goto('/console/login')
    await owner.getByLabel('帳號').fill(OWNER)
    await owner.getByLabel('密碼').fill(PASSWORD)
    await owner.getByRole('button', { name: /登\s*入/ }).click()
    await owner.waitForURL(/\/console\/enrol/)
    const secret = (await owner.getByTestId('totp-secret').innerText()).trim()
    await owner.getByLabel('驗證碼').fill(totpCode(secret, Date.now()))
    await owner.getByRole('button', { name: '完成設定' }).click()
    await owner.waitForURL(/\/console\/board/)
    await owner.getByRole('menuitem', { name: /團購與訂座/ }).click()
    await owner.waitForURL(/\/console\/deals/)
    await owner.getByRole('tab', { name: '自取點' }).click()
    await expect.poll(() => owner.getByText('尚未設定自取點：顧客於門店櫃台取貨').count()).toBe(1)

    for (const [name, address, hours] of [
      ['智能取貨櫃', '下環街 12 號側門', '24 小時'],
      ['舊服務台', '下環街 12 號地下', '10:00-20:00']
    ]) {
      await owner.getByRole('button', { name: /新增自取點/ }).click()
      const dialog = owner.getByRole('dialog')
      await dialog.getByLabel('名稱').fill(name!)
      await dialog.getByLabel('地址').fill(address!)
      await dialog.getByLabel('自取時間').fill(hours!)
      await dialog.getByRole('button', { name: /儲\s*存/ }).click()
      await expect.poll(() => dialog.count()).toBe(0)
      await expect.poll(() => owner.getByRole('row').filter({ hasText: name }).count()).toBe(1)
    }
    const old = owner.getByRole('switch', { name: '使用中 舊服務台' })
    await old.click()
    await expect.poll(() => old.getAttribute('aria-checked')).toBe('false')
    await shot(owner, 'pickup-1440')
    await owner.setViewportSize({ width: 768, height: 1024 })
    await shot(owner, 'pickup-768')

    // the shopper: a goods of one spec into the cart, then the self-pickup checkout
    const goods = await api.call<{
      list: Array<{ id: number; name: string; soldOut: boolean; skus: unknown[] }>
    }>('GET', '/v1/market/goods', { params: { mchId, pageSize: 50 } })
    const g = goods.list.find((x) => x.skus.length === 1 && !x.soldOut)!
    const user = await api.login(newPhone())
    const { page, context: phone } = await h.newPhone()
    await api.signIn(phone, user)
    await page.goto(`/supermarket/goods-details/goods-details?id=${g.id}&mchId=${mchId}`)
    await page.getByText('加入購物車').click()
    await expect
      .poll(() => page.locator('.cart-bar__badge:visible', { hasText: /^1$/ }).count(), { timeout: 60_000 })
      .toBe(1)
    await page.goto(`/supermarket/shop/shop?id=${mchId}`)
    await page.locator('.cart-bar__go--on').click()
    await page.waitForURL(/\/supermarket\/sub-order\/sub-order/)
    await page.getByRole('tab', { name: '到店自取' }).click()
    const point = page.getByRole('radio', { name: '智能取貨櫃' })
    await expect.poll(() => point.getAttribute('aria-checked'), { timeout: 60_000 }).toBe('true')
    expect(await page.getByText('自取時間 24 小時').count()).toBe(1)
    expect(await page.getByRole('radio', { name: '舊服務台' }).count()).toBe(0)
    await point.scrollIntoViewIfNeeded()
    await shot(page, 'pickup-checkout-375')
    await page.getByRole('button', { name: '提交訂單' }).click()
    await page.waitForURL(/\/pagesA\/pay\/pay\?orderId=\d+/, { timeout: 60_000 })
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'))
    const o = await api.call<{ pickup: { point?: { name: string; hours: string } } }>(
      'GET',
      `/v1/store/order/${orderId}`,
      { token: user.token }
    )
    expect(o.pickup.point).toMatchObject({ name: '智能取貨櫃', hours: '24 小時' })
    await context.close()
    await phone.close()
  }, 240_000)
})
