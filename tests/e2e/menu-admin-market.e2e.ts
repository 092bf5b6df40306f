import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMop } from '@lotus/contract/money'
import { totpCode } from '../../server/src/modules/staff/totp'
import { apiClient } from './api'
import { type Harness, startHarness } from './harness'
import { fitsWindow } from './fits-window'

/**
 * Issue 37 (a supermarket's goods): the owner of an independent supermarket works its goods on the console's menu
 * page (/console/menu shows aisles and SKU tables for a supermarket) while a shopper has a goods' page open on h5.
 * 售罄 shows 已售罄 and a new price shows on the shopper's next load, without a server restart. Needs the h5
 * build and `npm run build -w console`. With SHOTS=<dir>, screenshots of both (never committed).
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

interface Card {
  id: number
  name: string
  price: number
  memberPrice?: number | null
  soldOut: boolean
  skus: Array<{ productId: number; stock: number }>
}
interface Aisle {
  id: number
  name: string
  children: Array<{ id: number; name: string }>
}

async function shot(page: Page, name: string) {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png` })
}

const fitsWidth = (page: Page) => fitsWindow(page)

// as the shopper's page writes a price (the console's MOP 19.00 contains it too)
const mop = (avos: number) => formatMop(avos, { trimZeros: true })

describe('a supermarket’s goods in the console', () => {
  it('the owner marks a goods sold out and changes its price; the shopper’s page shows 已售罄, then the new price', async () => {
    const api = apiClient(h)
    const stores = await api.call<Array<{ id: number; name: string }>>('GET', '/v1/market/stores', {})
    const mchId = stores.find((s) => s.name === STORE)!.id
    const aisles = await api.call<Aisle[]>('GET', '/v1/market/aisles', { params: { mchId } })
    const page1 = await api.call<{ list: Card[] }>('GET', '/v1/market/goods', {
      params: { mchId, pageSize: 50 }
    })
    // a goods of one spec, in stock, without a member price (the page then shows one price)
    const goods = page1.list.find(
      (c) => c.skus.length === 1 && !c.soldOut && c.skus[0]!.stock > 0 && !c.memberPrice
    )!
    const detail = await api.call<{ aisleId: number }>('GET', `/v1/market/goods/${goods.id}`, {})
    const top = aisles.find((a) => a.children.some((c) => c.id === detail.aisleId))!
    const leaf = top.children.find((c) => c.id === detail.aisleId)!

    // the shopper: the goods' page, not sold out
    const shopper = await h.newPhone()
    const goodsPage = `/supermarket/goods-details/goods-details?id=${goods.id}&mchId=${mchId}`
    await shopper.page.goto(goodsPage)
    // the first card: name, price, stock and the add button
    const card = shopper.page.locator('.sm-goods__card').first()
    await expect.poll(() => card.textContent(), { timeout: 60_000 }).toContain(goods.name)
    expect(await card.textContent()).not.toContain('已售罄')
    expect(await card.textContent()).toContain(mop(goods.price))

    // the owner: password, TOTP enrolment, the menu page (a supermarket's: aisles)
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
    const openAisle = async () => {
      const tops = owner.locator('.ant-card').filter({ hasText: '貨架（拖曳排序）' })
      await tops.getByRole('row').filter({ hasText: top.name }).first().click()
      const kids = owner
        .locator('.ant-card')
        .filter({ has: owner.locator('.ant-card-head-title', { hasText: top.name }) })
      await kids.getByRole('row').filter({ hasText: leaf.name }).first().click()
      await expect
        .poll(() => owner.locator('.ant-card-head-title').filter({ hasText: leaf.name }).count())
        .toBeGreaterThan(0)
    }
    await openAisle()

    // 售罄
    const soldOut = owner.getByRole('switch', { name: `售罄 ${goods.name}` })
    await expect.poll(() => soldOut.getAttribute('aria-checked')).toBe('false')
    await shot(owner, 'market-menu-1440')
    await fitsWidth(owner)
    await soldOut.click()
    await expect.poll(() => soldOut.getAttribute('aria-checked')).toBe('true')
    await expect.poll(() => owner.getByText('已儲存').count()).toBeGreaterThan(0)
    await shopper.page.reload()
    await expect.poll(() => card.textContent(), { timeout: 60_000 }).toContain('已售罄')

    // back on sale at MOP 3 more, through the goods form's SKU table
    await soldOut.click()
    await expect.poll(() => soldOut.getAttribute('aria-checked')).toBe('false')
    await owner.getByRole('button', { name: `編輯 ${goods.name}` }).click()
    const dialog = owner.getByRole('dialog')
    const price = dialog.getByLabel('售價')
    await expect.poll(() => price.inputValue()).toBe((goods.price / 100).toFixed(1))
    await shot(owner, 'market-form-1440')
    await price.fill(String(goods.price / 100 + 3))
    await dialog.getByRole('button', { name: /儲\s*存/ }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    const newPrice = mop(goods.price + 300)
    await expect
      .poll(() => owner.getByRole('row').filter({ hasText: goods.name }).first().innerText())
      .toContain(newPrice)
    await shopper.page.reload()
    await expect.poll(() => card.textContent(), { timeout: 60_000 }).toContain(newPrice)
    expect(await card.textContent()).not.toContain('已售罄')
    await shot(shopper.page, 'market-goods-375')

    // the owner's page on a tablet and a phone
    for (const viewport of [
      { width: 768, height: 1024 },
      { width: 375, height: 812 }
    ]) {
      await owner.setViewportSize(viewport)
      await owner.reload()
      await openAisle()
      await fitsWidth(owner)
      await shot(owner, `market-menu-${viewport.width}`)
    }
    await context.close()
    await shopper.context.close()
  })
})
