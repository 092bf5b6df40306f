import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../../server/src/modules/staff/totp'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'
import { loginInUi } from './login'

/**
 * Issue 37 point 1 (goods with SKUs): the owner adds a dish with 大份 / 小份 in the console's goods form; a customer
 * picks 大份 on h5, pays, and the order names 大份 at its price. Needs the h5 build and `npm run build:console`.
 * With SKU_SHOTS=<dir>, screenshots to look at (never committed).
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const STAFF_PASSWORD = 'lotus-staff-dev'
const PAY_PASSWORD = '135790'
const SHOP = '美景冰室' // open round the clock in the seed
const OWNER = 'mei-king-cct-owner'
const DISH = '厚切西多士'

describe('goods with SKUs', () => {
  it('the owner adds 大份 and 小份; a customer picks 大份, pays, and the order shows 大份 at its price', async () => {
    // the owner: password, TOTP enrolment, the menu, a new dish with two SKUs
    const context = await h.browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: h.baseUrl,
      locale: 'zh-TW'
    })
    const owner = await context.newPage()
    owner.setDefaultTimeout(60_000)
    await owner.goto('/console/login')
    await owner.getByLabel('帳號').fill(OWNER)
    await owner.getByLabel('密碼').fill(STAFF_PASSWORD)
    await owner.getByRole('button', { name: /登\s*入/ }).click()
    await owner.waitForURL(/\/console\/enrol/)
    const secret = (await owner.getByTestId('totp-secret').innerText()).trim()
    await owner.getByLabel('驗證碼').fill(totpCode(secret, Date.now()))
    await owner.getByRole('button', { name: '完成設定' }).click()
    await owner.waitForURL(/\/console\/board/)
    await owner.getByRole('menuitem', { name: /菜單/ }).click()
    await owner.waitForURL(/\/console\/menu/)
    await owner.getByRole('button', { name: /新增商品/ }).click()
    const dialog = owner.getByRole('dialog')
    await dialog.getByLabel('名稱', { exact: true }).fill(DISH)
    await dialog.getByLabel('售價', { exact: true }).first().fill('38')
    await dialog.getByRole('button', { name: /新增規格/ }).click()
    await dialog.getByRole('button', { name: /新增規格/ }).click()
    const rows = dialog.locator('.goods-skus tr.ant-table-row')
    await expect.poll(() => rows.count()).toBe(2)
    for (const [n, [name, price]] of [
      ['大份', '98'],
      ['小份', '38']
    ].entries()) {
      const row = rows.nth(n)
      await row.getByLabel('規格名稱').fill(name!)
      await row.getByLabel('售價').fill(price!)
      await row.getByLabel('每日庫存').fill('10')
    }
    if (process.env.SKU_SHOTS)
      await owner.screenshot({ path: `${process.env.SKU_SHOTS}/console-sku-form-1440.png` })
    await dialog.getByRole('button', { name: /儲\s*存/ }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => owner.getByRole('row').filter({ hasText: DISH }).count()).toBeGreaterThan(0)
    // read back on a tablet: the form opens with both SKUs as saved
    await owner.setViewportSize({ width: 768, height: 1024 })
    await owner
      .getByRole('row')
      .filter({ hasText: DISH })
      .getByRole('button', { name: /編\s*輯/ })
      .click()
    await expect.poll(() => rows.count()).toBe(2)
    expect(await rows.nth(0).getByLabel('規格名稱').inputValue()).toBe('大份')
    expect(await rows.nth(0).getByLabel('售價').inputValue()).toBe('98.0')
    expect(await rows.nth(1).getByLabel('規格名稱').inputValue()).toBe('小份')
    if (process.env.SKU_SHOTS)
      await owner.screenshot({ path: `${process.env.SKU_SHOTS}/console-sku-form-768.png` })
    await dialog.getByRole('button', { name: /取\s*消/ }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await context.close()

    // the customer: logged in on h5, a wallet with money and a payment password, a delivery address
    const api = apiClient(h)
    const { page, context: phoneContext } = await h.newPhone()
    const phone = newPhone()
    await loginInUi(h, page, phone)
    const token = await page.evaluate(() => {
      const raw = localStorage.getItem('lotus.session')
      return raw ? (JSON.parse(JSON.parse(raw).data).state.token as string) : ''
    })
    await api.call('POST', '/v1/appUser/setPayPassword', { params: { password: PAY_PASSWORD }, token })
    const { payUrl } = await api.call<{ payUrl: string }>('POST', '/v1/wallet/recharge', {
      params: { amount: 50000 },
      token
    })
    await page.goto(payUrl)
    await page.getByText('支付成功').click()
    await page.waitForURL(/\/pagesA\/pay\/web-pay/)
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
    const shops = await api.call<{ list: Array<{ id: number; name: string }> }>(
      'GET',
      '/v1/store/merchant/list',
      { params: { keyword: SHOP, vertical: 'takeaway', page: 1, pageSize: 10 } }
    )
    const mchId = shops.list.find((m) => m.name === SHOP)!.id

    // the shop's menu: the dish opens the spec popup with its SKUs and their prices
    await page.goto(`/takeaway/mch-info/mch-info?id=${mchId}`)
    const open = page.getByLabel(`${DISH} 選規格`).first()
    await expect.poll(() => open.count(), { timeout: 60_000 }).toBeGreaterThan(0)
    await open.scrollIntoViewIfNeeded()
    await open.click()
    const popup = page.getByRole('dialog', { name: `${DISH} 選規格` })
    await expect.poll(() => popup.getByRole('radio').count()).toBe(2)
    await popup.getByRole('radio', { name: /大份/ }).click()
    await expect
      .poll(() => popup.getByRole('radio', { name: /大份/ }).getAttribute('aria-checked'))
      .toBe('true')
    await expect.poll(() => popup.locator('.spec-popup__total').innerText()).toContain('98')
    if (process.env.SKU_SHOTS)
      await page.screenshot({ path: `${process.env.SKU_SHOTS}/h5-sku-popup-375.png` })
    await popup.getByText('加入購物車').click()
    await expect.poll(() => page.locator('.cart-bar__badge').innerText(), { timeout: 60_000 }).toBe('1')

    // checkout and pay by wallet
    await page.locator('.cart-bar__go--on').click()
    await page.waitForURL(/\/takeaway\/sub-order\/sub-order/)
    await expect.poll(() => page.getByText('陳大文').count(), { timeout: 60_000 }).toBeGreaterThan(0)
    await expect.poll(() => page.getByText(`${DISH}（大份）`).count(), { timeout: 60_000 }).toBeGreaterThan(0)
    await page.getByText('提交訂單', { exact: true }).last().click()
    await page.waitForURL(/\/pagesA\/pay\/pay\?orderId=\d+/)
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'))
    await page.getByText('錢包餘額').click()
    await page.locator('.pay-page__confirm').click()
    for (const d of PAY_PASSWORD) await page.getByLabel(d, { exact: true }).click()
    await page.waitForURL(/\/takeaway\/order-del\/order-del/, { timeout: 60_000 })
    await expect.poll(() => page.getByText('已付款').count(), { timeout: 60_000 }).toBeGreaterThan(0)

    // the order names the SKU at its price
    const line = page.locator('.order-del__name').filter({ hasText: `${DISH}（大份）` })
    await expect.poll(() => line.count(), { timeout: 60_000 }).toBe(1)
    const order = await api.call<{ status: string; items: Array<{ name: string; unitPrice: number }> }>(
      'GET',
      `/v1/store/order/${orderId}`,
      { token }
    )
    expect(order.status).toBe('paid')
    expect(order.items.map((i) => [i.name, i.unitPrice])).toEqual([[`${DISH}（大份）`, 9800]])
    if (process.env.SKU_SHOTS)
      await page.screenshot({ path: `${process.env.SKU_SHOTS}/h5-sku-order-375.png` })
    await phoneContext.close()
  })
})
