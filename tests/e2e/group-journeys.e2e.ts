import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'

/**
 * Issue 35 (§4, §7, §8, §12, §13, §14) on the built h5 app at 375×812: a group combo to its voucher, a film to its
 * seats, a table booked with the contact already filled in, and the platform's dialogs in Macau words.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const PASSWORD = '135790'

/** A customer with a payment password and MOP 2000 in the wallet, signed in on a 375×812 phone. */
async function customer() {
  const api = apiClient(h)
  const user = await api.login(newPhone())
  const token = user.token
  await api.call('POST', '/v1/appUser/setPayPassword', { params: { password: PASSWORD }, token })
  const { payUrl } = await api.call<{ payUrl: string }>('POST', '/v1/wallet/recharge', {
    params: { amount: 200000 },
    token
  })
  const { page, context } = await h.newPhone()
  await api.signIn(context, user)
  await page.goto(payUrl)
  await page.getByText('支付成功').click()
  await page.waitForURL(/\/pagesA\/pay\/web-pay/)
  return { api, user, token, page, context }
}

async function payByWallet(page: Page) {
  await page.waitForURL(/\/pagesA\/pay\/pay\?orderId=\d+/, { timeout: 60_000 })
  await page.getByText('錢包餘額').click()
  await page.locator('.pay-page__confirm').click()
  for (const d of PASSWORD) await page.getByLabel(d, { exact: true }).click()
}

/** The text of the page on screen (Taro keeps pages gone back from, hidden). */
const shownText = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLElement>('.taro_page')).find(
        (p) => getComputedStyle(p).display !== 'none'
      )?.innerText ?? ''
  )

describe('group-buying journeys (issue 35)', () => {
  it('a combo: chips in rows, a price below its struck-out one, paid, its voucher; a shared link has a way home', async () => {
    const { api, page } = await customer()

    // categories sit side by side, several to a row, not stacked full width
    await page.goto('/group/class-list/class-list?category=%E7%BE%8E%E9%A3%9F')
    const chips = page.locator('.gp-chips .gp-chip')
    await expect.poll(() => chips.count(), { timeout: 60_000 }).toBeGreaterThan(3)
    const boxes = await chips.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))
    expect(boxes[1]!.top).toBe(boxes[0]!.top)
    expect(boxes[0]!.width).toBeLessThan(200)

    // a food merchant's combo
    const { list } = await api.call<{ list: Array<{ id: number; category: string }> }>(
      'GET',
      '/tuan/merchant/list',
      { params: { category: '美食', pageSize: 50 } }
    )
    const mch = list.find((m) => m.category === '火鍋') ?? list[0]!
    await page.goto(`/group/mch-info/mch-info?id=${mch.id}`)
    await page.getByText('雙人精選套餐').first().click()
    await page.waitForURL(/\/group\/combo-del\/combo-del\?id=\d+/, { timeout: 60_000 })
    await expect.poll(() => page.getByText('立即搶購').count(), { timeout: 60_000 }).toBeGreaterThan(0)
    const text = await shownText(page)
    const prices = [...text.matchAll(/MOP ([\d.]+)/g)].map((m) => m[1]!)
    expect(prices.length).toBeGreaterThan(1)
    // prices a shop would write: whole patacas
    expect(prices.filter((p) => p.includes('.'))).toEqual([])
    // the combo's price is below its struck-out price
    const struck = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll<HTMLElement>('*')).find(
          (e) => getComputedStyle(e).textDecorationLine.includes('line-through') && /MOP/.test(e.innerText)
        )?.innerText ?? ''
    )
    expect(struck).toMatch(/MOP \d+/)
    const price = Number(/MOP (\d+)/.exec(text)?.[1])
    expect(price).toBeLessThan(Number(/MOP (\d+)/.exec(struck)?.[1]))

    await page.getByText('立即搶購').click()
    await page.waitForURL(/\/group\/sub-order\/sub-order/)
    await page.getByText('提交訂單', { exact: true }).last().click()
    await payByWallet(page)
    await page.waitForURL(/\/group\/order-del\/order-del\?id=\d+/, { timeout: 60_000 })
    await expect.poll(() => page.locator('[aria-label^="券碼 "]').count(), { timeout: 60_000 }).toBe(1)

    // the order opened from a link (nothing to go back to) has a home button that goes home
    const linked = await page.context().newPage()
    await linked.goto(page.url())
    await linked.getByRole('button', { name: '回到首頁' }).click()
    await linked.waitForURL((u) => u.pathname === '/' || u.pathname.startsWith('/pages/index'), {
      timeout: 60_000
    })
  }, 180_000)

  it('a film: a tab per day, a few times, the seat map on a 375 px screen with its row numbers, paid', async () => {
    const { page } = await customer()
    await page.goto('/group/film-class/film-class')
    const tabs = page.getByRole('tab')
    await expect.poll(() => tabs.count(), { timeout: 60_000 }).toBeGreaterThan(2)
    await tabs.nth(2).click()
    await expect.poll(() => tabs.nth(2).getAttribute('aria-selected')).toBe('true')
    // a day's times: a few per film, not dozens
    const perFilm = await page
      .locator('.gp-film')
      .evaluateAll((els) => els.map((e) => e.querySelectorAll('.gp-time').length))
    expect(perFilm.length).toBeGreaterThan(0)
    expect(Math.max(...perFilm)).toBeLessThanOrEqual(8)
    // a poster drawn for each film
    const posters = await page
      .locator('.gp-film__poster img, img.gp-film__poster')
      .evaluateAll((els) => els.map((e) => (e as HTMLImageElement).naturalWidth))
    expect(posters.length).toBe(perFilm.length)

    await page.locator('.gp-time').first().click()
    await page.waitForURL(/\/group\/ticket-spec\/ticket-spec\?id=\d+/)
    const label = page.locator('.gp-seats__label').first()
    await label.waitFor({ timeout: 60_000 })
    const inView = async () => {
      const b = (await label.boundingBox())!
      return b.x >= 0 && b.x + b.width <= 375
    }
    // the row numbers are on screen when the map opens, and stay there once it is scrolled to its last seat
    expect(await inView()).toBe(true)
    const map = page.locator('.gp-seats')
    const { scrollWidth, clientWidth } = await map.evaluate((e) => ({
      scrollWidth: e.scrollWidth,
      clientWidth: e.clientWidth
    }))
    expect(clientWidth).toBeLessThanOrEqual(375)
    if (scrollWidth > clientWidth) {
      await map.evaluate((e) => e.scrollTo({ left: e.scrollWidth }))
      expect(await inView()).toBe(true)
    }
    const last = page.getByLabel(/^2排12座 /)
    await last.scrollIntoViewIfNeeded()
    const seat = (await last.boundingBox())!
    expect(seat.x + seat.width).toBeLessThanOrEqual(375)
    await last.click()
    await expect.poll(() => page.getByText(/2排12座 · (普通座|VIP 座)/).count()).toBe(1)
    await page.getByText('確認選座').click()
    await payByWallet(page)
    await page.waitForURL(/\/group\/order-del\/order-del\?id=\d+/, { timeout: 60_000 })
    await expect.poll(() => page.getByText(/號廳 2排12座/).count(), { timeout: 60_000 }).toBeGreaterThan(0)
  }, 180_000)

  it('a table: days as people say them, the contact filled in, a success page that agrees with itself', async () => {
    const { api, user, token, page } = await customer()
    await api.call('POST', '/v1/user/address/save', {
      json: {
        name: '陳大文',
        areaCode: '853',
        phone: user.phone,
        gender: 1,
        tag: '家',
        address: '海洋花園',
        detail: '3座 8樓',
        lat: 22.155,
        lng: 113.558,
        isDefault: true
      },
      token
    })
    const { list } = await api.call<{ list: Array<{ id: number; category: string }> }>(
      'GET',
      '/tuan/merchant/list',
      { params: { category: '美食', pageSize: 50 } }
    )
    const mch = list.find((m) => m.category === '茶餐廳') ?? list[0]!
    await page.goto(`/group/sub-order/sub-order?mchId=${mch.id}&reserve=1`)
    await expect
      .poll(() => page.locator('input[placeholder="聯絡人"]').inputValue(), { timeout: 60_000 })
      .toBe('陳大文')
    expect(await page.locator('input[placeholder="電話"]').inputValue()).toBe(user.phone)
    // the first day with a slot still bookable: 今天 before the evening's last slot is 2 h away, else 明天
    await expect.poll(async () => /(今天|明天) \d+月\d+日 星期./.test(await shownText(page))).toBe(true)
    expect(await shownText(page)).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    await page.locator('.gp-chip').filter({ hasText: /餘\d/ }).first().click()
    await page.getByText('確認訂座').click()
    await page.waitForURL(/\/group\/pay-reserva-suc\/pay-reserva-suc\?id=\d+/, { timeout: 60_000 })
    await expect
      .poll(() => page.locator('.gp-title', { hasText: '預訂成功' }).count(), { timeout: 60_000 })
      .toBe(1)
    const done = await shownText(page)
    expect(done).toContain('無需訂金')
    expect(done).not.toContain('訂金不予退還')
    expect(done).toMatch(/\d+月\d+日 星期. \d{2}:\d{2} · \d+位/)
    expect(done).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expect(done).toContain(`陳大文 ${user.phone}`)
  }, 180_000)

  it('the platform’s sheet for a photo says 拍照 / 從相簿選擇, not Taro’s Simplified 拍摄 / 从相册选择', async () => {
    const api = apiClient(h)
    const user = await api.login(newPhone())
    const { page, context } = await h.newPhone()
    await api.signIn(context, user)
    await page.goto('/pagesUser/edit-user/edit-user')
    await page.getByText('頭像').click()
    await page.getByText('從相簿選擇').waitFor({ timeout: 60_000 })
    const text = await page.evaluate(() => document.body.innerText)
    expect(text).toContain('拍照')
    expect(text).not.toMatch(/拍摄|从相册选择|确定/)
  }, 120_000)
})
