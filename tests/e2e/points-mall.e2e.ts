import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newPhone } from './api'
import { type Harness, startHarness } from './harness'
import { loginInUi } from './login'

/**
 * Issue 9 on the built h5 app, the points mall: a user with honey exchanges a gift for pickup at a store,
 * sees the balance drop and the ledger row on 我的蜂蜜, and sees the pickup code (QR and digits).
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

/** Honey for the test user (non-production only: otherwise points come from completed orders on a job). */
async function grantHoney(phone: string, points: number): Promise<void> {
  const r = await fetch(`${h.baseUrl}/api/dev/points/grant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, points })
  })
  const env = (await r.json()) as { code: string }
  expect(env.code).toBe('0000')
}

describe('points mall', () => {
  it('exchange a gift for pickup: the balance drops, the ledger row, the pickup code', async () => {
    const { page } = await h.newPhone()
    const phone = newPhone()
    await loginInUi(h, page, phone)
    await grantHoney(phone, 1000)

    await page.goto('/supermarket/point-list/point-list')
    await expect.poll(() => page.getByTestId('pm-balance').textContent(), { timeout: 60_000 }).toBe('1000')
    const axe = await new AxeBuilder({ page }).include('.pm').analyze()
    const bad = axe.violations.filter((v) => v.impact === 'critical')
    expect(bad.map((v) => v.id)).toEqual([])

    await page.getByRole('link', { name: '環保購物袋' }).click()
    await page.waitForURL(/\/supermarket\/point-detail\/point-detail/)
    await expect.poll(() => page.getByTestId('pm-detail-price').textContent()).toBe('200 蜂蜜')
    await page.getByRole('button', { name: '立即兌換' }).click()
    await page.waitForURL(/\/supermarket\/sub-point-order\/sub-point-order/)
    // the nearest store is chosen; the balance after the exchange is shown before confirming
    await expect.poll(() => page.getByTestId('pm-store').count(), { timeout: 60_000 }).toBe(1)
    await expect.poll(() => page.getByTestId('pm-after').textContent()).toBe('800')
    await page.getByRole('button', { name: '確認兌換' }).click()
    await page.waitForURL(/\/supermarket\/point-order-del\/point-order-del/)
    await expect.poll(() => page.getByTestId('pm-status').textContent(), { timeout: 60_000 }).toBe('待自取')

    await page.getByRole('button', { name: '查看取貨碼' }).click()
    await page.waitForURL(/\/supermarket\/point-order-code\/point-order-code/)
    await expect.poll(() => page.getByTestId('pm-code').textContent(), { timeout: 60_000 }).toMatch(/^\d{8}$/)
    const code = (await page.getByTestId('pm-code').textContent()) ?? ''
    await expect.poll(() => page.getByLabel(`取貨碼 ${code}`).count()).toBe(1)

    // the one honey ledger: the balance and the exchange's row on 我的蜂蜜
    await page.goto('/pagesUser/jam/jam')
    await expect.poll(() => page.getByTestId('honey-balance').textContent(), { timeout: 60_000 }).toBe('800')
    const row = page.getByTestId('points-row').filter({ hasText: '積分商城兌換：環保購物袋' })
    await expect.poll(() => row.count(), { timeout: 60_000 }).toBe(1)
    expect(await row.textContent()).toContain('-200')

    await page.goto('/supermarket/point-list/point-list')
    await expect.poll(() => page.getByTestId('pm-balance').textContent(), { timeout: 60_000 }).toBe('800')
  })
})
