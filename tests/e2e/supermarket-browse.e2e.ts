import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'

/**
 * Issue 9's browsing pages on the built h5 app: the weekly hot sellers of a store, a limited coupon claimed
 * (and the server's answer to a second claim), a goods' reviews with the photo filter.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

interface Card {
  id: number
  name: string
}

describe('supermarket browsing', () => {
  it('hot sellers, a limited coupon claimed, reviews with photos', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const { page, context } = await h.newPhone()
    await api.signIn(context, u)

    const [store] = await api.call<Array<{ id: number; name: string }>>('GET', '/v1/market/stores', {})
    expect(store).toBeTruthy()
    const hot = await api.call<Card[]>('GET', '/v1/market/hot', { params: { mchId: store!.id } })
    expect(hot.length).toBeGreaterThan(0)

    // weekly hot sellers, ranked
    await page.goto(`/supermarket/hot-list/hot-list?mchId=${store!.id}`)
    await page.getByText(hot[0]!.name, { exact: true }).first().waitFor({ timeout: 60_000 })
    await expect.poll(() => page.getByLabel('第1名').count()).toBe(1)
    const axe = await new AxeBuilder({ page }).include('.sm-list').analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

    // a limited coupon: claimed once, then the server's per-user limit answers
    await page.goto(`/supermarket/limited-coupon/limited-coupon?mchId=${store!.id}`)
    const claim = page.getByRole('button', { name: '立即領取 限時滿100減15' })
    await claim.waitFor({ timeout: 60_000 })
    await claim.click()
    await page
      .locator('.sm-lc__answer', { hasText: '領取成功，已放入我的優惠券' })
      .waitFor({ timeout: 60_000 })
    const done = page.getByRole('button', { name: '已領取 限時滿100減15' })
    await done.waitFor({ timeout: 60_000 })
    await done.click()
    await page.locator('.sm-lc__answer', { hasText: '每人限領1張' }).waitFor({ timeout: 60_000 })
    const coupons = await api.call<Array<{ name: string }>>('GET', '/v1/user/coupon/list', {
      params: { type: 'coupon', status: 'usable' },
      token: u.token
    })
    expect(coupons.filter((c) => c.name === '限時滿100減15')).toHaveLength(1)

    // a goods with photo reviews: goods-details → 查看全部評價 → 有圖
    let withPhotos: { id: number; photos: number } | null = null
    for (const g of hot) {
      const d = await api.call<{ id: number; reviews: { withPhotos: number } }>(
        'GET',
        `/v1/market/goods/${g.id}`
      )
      if (d.reviews.withPhotos > 0) {
        withPhotos = { id: d.id, photos: d.reviews.withPhotos }
        break
      }
    }
    expect(withPhotos).toBeTruthy()
    await page.goto(`/supermarket/goods-details/goods-details?id=${withPhotos!.id}&mchId=${store!.id}`)
    await page.getByRole('link', { name: /查看全部評價/ }).click({ timeout: 60_000 })
    await page.waitForURL(/\/supermarket\/more-reviews\/more-reviews/)
    await page.getByRole('tab', { name: `有圖 ${withPhotos!.photos}` }).click({ timeout: 60_000 })
    await expect
      .poll(() => page.getByRole('tab', { name: `有圖 ${withPhotos!.photos}` }).getAttribute('aria-selected'))
      .toBe('true')
    await page
      .getByRole('button', { name: /的第1張圖片$/ })
      .first()
      .waitFor({ timeout: 60_000 })
    const cards = page.getByRole('article')
    const n = await cards.count()
    expect(n).toBe(Math.min(withPhotos!.photos, 10))
    for (let i = 0; i < n; i++) {
      expect(await cards.nth(i).getByRole('button', { name: /圖片$/ }).count()).toBeGreaterThan(0)
    }
  })
})
