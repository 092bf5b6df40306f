import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../../server/src/modules/staff/totp'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'
import { loginInUi } from './login'
import { fitsWindow } from './fits-window'

/**
 * Issue 37 (menu, safe edits): the shop's owner works the menu in the console (/console/menu) while a customer has
 * the shop open on h5 in a second context. A dish marked 售罄 shows 已售罄 on the customer's next page load (the
 * server is not restarted: its caches were dropped by the save); a price changed while the dish sits in the
 * customer's cart is told on the checkout (the quote's warnMsg). Needs the h5 build and `npm run build:console`.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const PASSWORD = 'lotus-staff-dev'
const SHOP = '美景冰室' // open round the clock in the seed
const OWNER = 'mei-king-cct-owner'

interface MenuGoods {
  id: number
  name: string
  price: number
  props: unknown[]
  soldOut: boolean
}
interface Menu {
  categories: Array<{ name: string; goods: MenuGoods[] }>
}

/** With CONSOLE_SHOTS=<dir>, a screenshot to look at (never committed). */
async function shot(page: Page, name: string) {
  if (process.env.CONSOLE_SHOTS) await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/${name}.png` })
}

const fitsWidth = (page: Page) => fitsWindow(page)

describe('the menu in the console', () => {
  it('an owner marks a dish sold out and changes a price; the customer sees 已售罄 and the cart warns', async () => {
    const api = apiClient(h)
    const shops = await api.call<{ list: Array<{ id: number; name: string }> }>(
      'GET',
      '/v1/store/merchant/list',
      {
        params: { keyword: SHOP, vertical: 'takeaway', page: 1, pageSize: 10 }
      }
    )
    const mchId = shops.list.find((m) => m.name === SHOP)!.id
    const menu = await api.call<Menu>('GET', `/v1/store/merchant/${mchId}/menu`, {})
    const plain = menu.categories.flatMap((c) =>
      c.goods.filter((g) => g.props.length === 0 && !g.soldOut).map((g) => ({ ...g, category: c.name }))
    )
    // the dearest plain dish passes the minimum order alone; another one goes sold out
    plain.sort((a, b) => b.price - a.price)
    const [dear, dish] = [plain[0]!, plain[1]!]

    // the customer: logged in, the dear dish in the cart, the shop open
    const customer = await h.newPhone()
    const phone = newPhone()
    await loginInUi(h, customer.page, phone)
    const token = await customer.page.evaluate(() => {
      const raw = localStorage.getItem('lotus.session')
      return raw ? (JSON.parse(JSON.parse(raw).data).state.token as string) : ''
    })
    await api.call('POST', '/v1/store/cart/add', {
      json: { mchId, goodsId: dear.id, itemCount: 1, props: [] },
      token
    })
    const shopPage = `/takeaway/mch-info/mch-info?id=${mchId}`
    const row = (name: string) => customer.page.locator('.goods-item').filter({ hasText: name }).first()
    await customer.page.goto(shopPage)
    await expect.poll(() => row(dish.name).isVisible(), { timeout: 60_000 }).toBe(true)
    expect(await row(dish.name).textContent()).not.toContain('已售罄')

    // the owner: password, TOTP enrolment, the menu
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
    await owner.getByRole('menuitem', { name: /菜單/ }).click()
    await owner.waitForURL(/\/console\/menu/)
    const categories = owner.locator('.ant-card').filter({ hasText: '分類（拖曳排序）' })
    const openCategory = async (name: string) => {
      await categories.getByRole('row').filter({ hasText: name }).first().click()
      await expect
        .poll(() => owner.locator('.ant-card-head-title').filter({ hasText: name }).count())
        .toBeGreaterThan(0)
    }

    // 售罄
    await openCategory(dish.category)
    const soldOut = owner.getByRole('switch', { name: `售罄 ${dish.name}` })
    await expect.poll(() => soldOut.getAttribute('aria-checked')).toBe('false')
    await shot(owner, 'menu-1440')
    await fitsWidth(owner)
    await soldOut.click()
    await expect.poll(() => soldOut.getAttribute('aria-checked')).toBe('true')
    await expect.poll(() => owner.getByText('已儲存').count()).toBeGreaterThan(0)

    await customer.page.reload()
    await expect.poll(() => row(dish.name).textContent(), { timeout: 60_000 }).toContain('已售罄')

    // the checkout shows no warning yet
    await customer.page.locator('.cart-bar__go--on').click()
    await customer.page.waitForURL(/\/takeaway\/sub-order\/sub-order/)
    await expect
      .poll(() => customer.page.getByText('商品金額').count(), { timeout: 60_000 })
      .toBeGreaterThan(0)
    expect(await customer.page.locator('.sub-order__warn').count()).toBe(0)

    // the owner raises the dear dish's price by MOP 3
    await openCategory(dear.category)
    await owner
      .getByRole('row')
      .filter({ hasText: dear.name })
      .getByRole('button', { name: /編\s*輯/ })
      .click()
    const dialog = owner.getByRole('dialog')
    const price = dialog.getByLabel('售價')
    await expect.poll(() => price.inputValue()).toBe((dear.price / 100).toFixed(1))
    await price.fill(String(dear.price / 100 + 3))
    // and names it for English readers (issue 39)
    await dialog.getByLabel('英文名稱').fill('Dear dish of the day')
    await dialog.getByRole('button', { name: /儲\s*存/ }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    const newPrice = `MOP ${((dear.price + 300) / 100).toFixed(2)}`
    await expect
      .poll(() => owner.getByRole('row').filter({ hasText: dear.name }).innerText())
      .toContain(newPrice)
    // the form opened again holds the English name it was given
    await owner
      .getByRole('row')
      .filter({ hasText: dear.name })
      .getByRole('button', { name: /編\s*輯/ })
      .click()
    await expect.poll(() => dialog.getByLabel('英文名稱').inputValue()).toBe('Dear dish of the day')
    await dialog.getByRole('button', { name: /取\s*消/ }).click()
    await expect.poll(() => dialog.count()).toBe(0)

    // the customer's checkout, opened again, says so
    await customer.page.reload()
    await expect
      .poll(
        () =>
          customer.page
            .locator('.sub-order__warn')
            .innerText()
            .catch(() => ''),
        { timeout: 60_000 }
      )
      .toContain(`${dear.name} 價格已由 MOP ${(dear.price / 100).toFixed(2)} 改為 ${newPrice}`)

    // the owner's page on a tablet and a phone
    for (const viewport of [
      { width: 768, height: 1024 },
      { width: 375, height: 812 }
    ]) {
      await owner.setViewportSize(viewport)
      await owner.reload()
      await openCategory(dish.category)
      await expect.poll(() => categories.isVisible()).toBe(true)
      await fitsWidth(owner)
      await shot(owner, `menu-${viewport.width}`)
    }
    await context.close()
    await customer.context.close()
  })
})
