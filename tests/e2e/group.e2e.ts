import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'
import { holdRequests } from './hold-requests'

/**
 * Issue 10 on the built h5 app: find a deal, buy two vouchers, see two codes, redeem one at the
 * shop's counter (its staff API), refund the other; pick seats for a film and pay; book a table. The
 * wallet top-up and the payment password are set up through the API.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const PASSWORD = '135790'

async function payByWallet(page: Page) {
  await page.waitForURL(/\/pagesA\/pay\/pay\?orderId=\d+/, { timeout: 60_000 })
  await page.getByText('錢包餘額').click()
  await page.locator('.pay-page__confirm').click()
  for (const d of PASSWORD) await page.getByLabel(d, { exact: true }).click()
}

/** The café's member of staff redeems a code at the console's counter (POST /api/staff/counter/redeem). */
async function counterRedeem(code: string) {
  const login = await fetch(`${h.baseUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'dawn-cafe-senado-staff', password: 'lotus-staff-dev' })
  })
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!
  const me = (await login.json()) as { data: { me: { csrfToken: string; shops: Array<{ id: number }> } } }
  const r = await fetch(`${h.baseUrl}/api/staff/counter/redeem`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': me.data.me.csrfToken },
    body: JSON.stringify({ merchantId: me.data.me.shops[0]!.id, code })
  })
  expect(((await r.json()) as { code: string }).code).toBe('0000')
}

describe('group-buying', () => {
  it('vouchers, film tickets and a table', async () => {
    const api = apiClient(h)
    const user = await api.login(newPhone())
    const { page, context } = await h.newPhone()
    await api.signIn(context, user)
    const token = user.token
    await api.call('POST', '/v1/appUser/setPayPassword', { params: { password: PASSWORD }, token })
    const { payUrl } = await api.call<{ payUrl: string }>('POST', '/v1/wallet/recharge', {
      params: { amount: 200000 },
      token
    })
    await page.goto(payUrl)
    await page.getByText('支付成功').click()
    await page.waitForURL(/\/pagesA\/pay\/web-pay/)

    // find a deal: search → merchant → the everyday voucher
    await page.goto('/group/search/search')
    await page.locator('input[placeholder="搜尋商家、團購"]').fill('晨光')
    await page.getByText('搜尋', { exact: true }).click()
    await page.getByText('晨光咖啡（議事亭店）').click()
    await page.waitForURL(/\/group\/mch-info\/mch-info\?id=\d+/)
    await page.getByText('MOP 100 代金券').first().click()
    await page.waitForURL(/\/group\/combo-del\/combo-del\?id=\d+/)
    await expect
      .poll(() => page.getByText('未使用隨時退，過期自動退', { exact: false }).count())
      .toBeGreaterThan(0)
    await page.getByText('立即搶購').click()
    await page.waitForURL(/\/group\/sub-order\/sub-order/)
    await page.getByLabel('增加').click()
    await expect.poll(() => page.getByLabel('數量').textContent()).toBe('2')
    await page.getByText('提交訂單', { exact: true }).last().click()
    await payByWallet(page)

    // two codes, as QR and digits
    await page.waitForURL(/\/group\/order-del\/order-del\?id=\d+/, { timeout: 60_000 })
    const codes = page.locator('[aria-label^="券碼 "]')
    await expect.poll(() => codes.count(), { timeout: 60_000 }).toBe(2)
    const labels = await codes.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))
    for (const l of labels) expect(l).toMatch(/^券碼 \d{12}$/)
    await expect.poll(() => page.locator('.gp-code__qr').count()).toBe(2)

    // the café's counter redeems the first in the console (its staff API, as the 核銷 page calls it)
    await counterRedeem(labels[0]!.replace('券碼 ', ''))
    await expect.poll(() => page.getByText('已使用', { exact: true }).count(), { timeout: 60_000 }).toBe(1)

    // refund the other
    await page.getByText('申請退款').click()
    await page.waitForURL(/\/group\/refund-order\/refund-order/)
    await page.getByText('確認退款').click()
    await page.waitForURL(/\/group\/schedule\/schedule/, { timeout: 60_000 })
    await expect.poll(() => page.getByText('已退回錢包').count(), { timeout: 60_000 }).toBe(1)

    // films: pick two seats and pay; the ticket names the hall, row and seat. A showtime days ahead, so the
    // ticket is still refundable (until 2 h before the showtime).
    await page.goto('/group/film-class/film-class')
    await page.getByRole('tab').nth(2).click()
    await page.locator('.gp-film').first().locator('.gp-time').last().click()
    await page.waitForURL(/\/group\/ticket-spec\/ticket-spec\?id=\d+/)
    const showtimeId = Number(new URL(page.url()).searchParams.get('id'))
    await expect.poll(() => page.getByText(/^VIP 座 MOP/).count(), { timeout: 60_000 }).toBe(1)
    await page.getByLabel(/^3排3座 /).click()
    await page.getByLabel(/^3排4座 /).click()
    await expect.poll(() => page.getByText(/3排4座 · (普通座|VIP 座)/).count()).toBe(1)
    await page.getByText('確認選座').click()
    await payByWallet(page)
    await page.waitForURL(/\/group\/order-del\/order-del\?id=\d+/, { timeout: 60_000 })
    await expect.poll(() => page.getByText(/號廳 3排4座/).count(), { timeout: 60_000 }).toBeGreaterThan(0)
    await expect.poll(() => page.getByText(/號廳 3排3座/).count()).toBeGreaterThan(0)
    await expect.poll(() => page.locator('[aria-label^="券碼 "]').count()).toBe(2)

    // refund one ticket (3排4座): the money back to the wallet, that seat on sale again, the other still sold
    await page.getByText('申請退票').click()
    await page.waitForURL(/\/group\/refund-order\/refund-order/)
    await page.locator('[role="checkbox"]').filter({ hasText: '3排3座' }).click()
    await page.getByText('確認退款').click()
    await page.waitForURL(/\/group\/schedule\/schedule/, { timeout: 60_000 })
    await expect.poll(() => page.getByText(/退票（1 張），座位已釋放/).count(), { timeout: 60_000 }).toBe(1)
    const seats = await api.call<{ taken: string[] }>('GET', '/tuan/showtime/seats', {
      params: { id: showtimeId }
    })
    expect(seats.taken).toContain('3-3')
    expect(seats.taken).not.toContain('3-4')

    // a table at a cha chaan teng (no deposit: confirmed at once)
    const slot = await api.call<Array<{ mchId: number }>>('GET', '/tuan/merchant/list', {
      params: { category: '美食', pageSize: 50 }
    })
    expect(Array.isArray((slot as unknown as { list: unknown[] }).list)).toBe(true)
    const list = (slot as unknown as { list: Array<{ id: number; category: string }> }).list
    const mch = list.find((m) => m.category === '茶餐廳') ?? list[0]
    await page.goto(`/group/sub-order/sub-order?mchId=${mch?.id}&reserve=1`)
    await page.locator('.gp-chip').filter({ hasText: /餘\d/ }).first().click()
    await page.locator('input[placeholder="聯絡人"]').fill('陳大文')
    await page.locator('input[placeholder="電話"]').fill('66123456')
    await expect.poll(() => page.getByText(/no-show/).count()).toBeGreaterThan(0)
    await page.getByText('確認訂座').click()
    await page.waitForURL(/\/group\/pay-reserva-suc\/pay-reserva-suc\?id=\d+/, { timeout: 60_000 })
    // the heading says the table is booked (the bar above says 預訂成功 as the page's title)
    await expect
      .poll(() => page.locator('.gp-title', { hasText: '預訂成功' }).count(), { timeout: 60_000 })
      .toBe(1)
  }, 120_000)
})

describe("a group merchant's shared link", () => {
  it("draws its first screen from the page's own answers; a logged-in visitor's evaluations are asked again", async () => {
    const api = apiClient(h)
    const { list } = await api.call<{ list: Array<{ id: number; name: string }> }>(
      'GET',
      '/tuan/merchant/list',
      {
        params: { keyword: '晨光' }
      }
    )
    const mch = list[0]!
    const { list: comments } = await api.call<{ list: Array<{ content: string }> }>(
      'GET',
      '/tuan/comment/list',
      {
        params: { mchId: mch.id, page: 1 }
      }
    )
    expect(comments.length).toBeGreaterThan(0)

    /** Opens the link with the merchant's and evaluations' API answers held back: what shows came with the page. */
    async function open(signedIn: boolean) {
      const { page, context } = await h.newPhone()
      if (signedIn) await api.signIn(context, await api.login(newPhone()))
      const { asked, release } = await holdRequests(page, /\/api\/tuan\/(merchant\/detail|comment\/list)\?/)
      await page.goto(`/group/mch-info/mch-info?id=${mch.id}`)
      await page.locator('.gp-title', { hasText: mch.name }).waitFor()
      await page.getByText(comments[0]!.content).first().waitFor()
      return { page, context, asked, release }
    }

    const visitor = await open(false)
    // fresh and the same for everyone: neither is asked again
    expect(visitor.asked).toEqual([])
    await visitor.release()
    await visitor.context.close()

    const member = await open(true)
    // each evaluation says whether it is the member's own: asked again at once; the merchant is not
    await expect.poll(() => member.asked).toEqual(['/tuan/comment/list'])
    await member.release()
    await member.context.close()
  })
})
