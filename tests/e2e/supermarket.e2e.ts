import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'
import { loginInUi } from './login'

/**
 * Issue 9 on the built h5 app: a supermarket's store front, its aisles, a goods whose specs are SKUs, the
 * chosen SKU into the store's cart; checkout for self-pickup, paid by wallet, the pickup code as QR and digits,
 * redeemed by the store's counter call. Issue 35: from an aisle page (shop2) through its cart bar to a paid order in
 * a delivery slot, whose status and page are honest to the slot.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

describe('supermarket', () => {
  it('browse the aisles, put a SKU of a goods with specs into the cart', async () => {
    const api = apiClient(h)
    const { page } = await h.newPhone()
    await loginInUi(h, page, newPhone())

    const stores = await api.call<Array<{ id: number; name: string }>>('GET', '/v1/market/stores', {})
    const store = stores[0]
    expect(store).toBeTruthy()
    const aisles = await api.call<Array<{ id: number; name: string }>>('GET', '/v1/market/aisles', {})
    // a goods of the first aisle with two specs, both in stock
    const goods = await api.call<{
      list: Array<{ id: number; name: string; skus: Array<{ spec: string; stock: number }> }>
    }>('GET', '/v1/market/goods', {
      params: { mchId: store!.id, aisleId: aisles[0]!.id, page: 1, pageSize: 50 }
    })
    const g = goods.list.find((x) => x.skus.length > 1 && x.skus.every((s) => s.stock > 0))
    expect(g).toBeTruthy()

    await page.goto(`/supermarket/shop/shop?id=${store!.id}`)
    await page.getByRole('tab', { name: aisles[0]!.name }).click()
    await page.getByText(g!.name, { exact: true }).first().click()
    await page.waitForURL(/\/supermarket\/goods-details\/goods-details/)
    await page.getByRole('radio', { name: new RegExp(g!.skus[1]!.spec) }).click()
    await page.getByText('加入購物車').click()
    await expect
      .poll(() => page.locator('.cart-bar__badge:visible', { hasText: /^1$/ }).count(), { timeout: 60_000 })
      .toBe(1)
  })

  it('checks a SKU out for self-pickup, pays by wallet and sees the pickup code (QR + digits)', async () => {
    const api = apiClient(h)
    const PASSWORD = '246810'
    const u = await api.login(newPhone())
    await api.call('POST', '/v1/appUser/setPayPassword', { params: { password: PASSWORD }, token: u.token })
    const { page, context } = await h.newPhone()
    await api.signIn(context, u)
    const { payUrl } = await api.call<{ payUrl: string }>('POST', '/v1/wallet/recharge', {
      params: { amount: 100000 },
      token: u.token
    })
    await page.goto(payUrl)
    await page.getByText('支付成功').click()
    await page.waitForURL(/\/pagesA\/pay\/web-pay/)

    const stores = await api.call<Array<{ id: number; name: string; address: string }>>(
      'GET',
      '/v1/market/stores',
      {}
    )
    const store = stores[0]!
    const aisles = await api.call<Array<{ id: number; name: string }>>('GET', '/v1/market/aisles', {})
    const goods = await api.call<{
      list: Array<{ id: number; name: string; skus: Array<{ spec: string; stock: number }> }>
    }>('GET', '/v1/market/goods', {
      params: { mchId: store.id, aisleId: aisles[0]!.id, page: 1, pageSize: 50 }
    })
    const g = goods.list.find((x) => x.skus.length > 1 && x.skus.every((s) => s.stock > 0))
    expect(g).toBeTruthy()

    // Browse: the store's aisle, the goods, its second spec into the cart.
    await page.goto(`/supermarket/shop/shop?id=${store.id}`)
    await page.getByRole('tab', { name: aisles[0]!.name }).click()
    await page.getByText(g!.name, { exact: true }).first().click()
    await page.waitForURL(/\/supermarket\/goods-details\/goods-details/)
    await page.getByRole('radio', { name: new RegExp(g!.skus[1]!.spec) }).click()
    await page.getByText('加入購物車').click()
    await expect
      .poll(() => page.locator('.cart-bar__badge:visible', { hasText: /^1$/ }).count(), { timeout: 60_000 })
      .toBe(1)

    // Check out from the store front: self-pickup, no delivery fee, the honey points shown before paying.
    await page.goto(`/supermarket/shop/shop?id=${store.id}`)
    await page.locator('.cart-bar__go--on').click()
    await page.waitForURL(/\/supermarket\/sub-order\/sub-order/)
    await page.getByRole('tab', { name: '到店自取' }).click()
    await expect.poll(() => page.getByText(store.address).count(), { timeout: 60_000 }).toBeGreaterThan(0)
    await expect
      .poll(() => page.locator('.sm-order__points').innerText(), { timeout: 60_000 })
      .toMatch(/訂單完成後可得 \d+ 蜂蜜/)
    await expect.poll(() => page.getByText(/^配送費/).count(), { timeout: 60_000 }).toBe(0)
    await page.getByRole('button', { name: '提交訂單' }).click()
    await page.waitForURL(/\/pagesA\/pay\/pay\?orderId=\d+/, { timeout: 60_000 })
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'))

    // The normal cashier, by wallet; it returns to the supermarket pickup order page.
    await page.getByText('錢包餘額').click()
    await page.locator('.pay-page__confirm').click()
    for (const d of PASSWORD) await page.getByLabel(d, { exact: true }).click()
    await page.waitForURL(/\/supermarket\/self-order-del\/self-order-del/, { timeout: 60_000 })

    const o = await api.call<{ status: string; pickup: { code: string } }>(
      'GET',
      `/v1/store/order/${orderId}`,
      { token: u.token }
    )
    expect(o.pickup.code).toMatch(/^\d{8}$/)
    const digits = page.locator('.sm-order__digits')
    await expect
      .poll(() => digits.innerText(), { timeout: 60_000 })
      .toBe(`${o.pickup.code.slice(0, 4)} ${o.pickup.code.slice(4)}`)
    const qr = page.locator('.sm-order__qr')
    expect(await qr.count()).toBe(1)
    expect(await qr.getAttribute('aria-label')).toBe(`取貨碼二維碼 ${o.pickup.code}`)

    // The store's counter redeems the code once; the page shows the order completed.
    const key = await fetch(`${h.baseUrl}/api/dev/merchant/key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mchId: store.id })
    }).then(async (r) => ((await r.json()) as { data: { key: string } }).data.key)
    const redeem = () =>
      fetch(`${h.baseUrl}/api/v1/merchant/pickup/redeem`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-merchant-key': key },
        body: JSON.stringify({ code: o.pickup.code })
      }).then(async (r) => ((await r.json()) as { code: string }).code)
    expect(await redeem()).toBe('0000')
    expect(await redeem()).toBe('NOT_FOUND')
    await expect.poll(() => page.getByText('已完成').count(), { timeout: 60_000 }).toBeGreaterThan(0)
  })

  it('from an aisle page through the cart bar to a paid slot order that says when it comes', async () => {
    const api = apiClient(h)
    const PASSWORD = '135790'
    const u = await api.login(newPhone())
    await api.call('POST', '/v1/appUser/setPayPassword', { params: { password: PASSWORD }, token: u.token })
    const { page, context } = await h.newPhone()
    await api.signIn(context, u)
    const { payUrl } = await api.call<{ payUrl: string }>('POST', '/v1/wallet/recharge', {
      params: { amount: 100000 },
      token: u.token
    })
    await page.goto(payUrl)
    await page.getByText('支付成功').click()
    await page.waitForURL(/\/pagesA\/pay\/web-pay/)
    const stores = await api.call<Array<{ id: number; lat: number; lng: number }>>(
      'GET',
      '/v1/market/stores',
      {}
    )
    const store = stores[0]!
    await api.call('POST', '/v1/user/address/save', {
      json: {
        name: '陳大文',
        areaCode: '853',
        phone: u.phone,
        address: '澳門新馬路',
        detail: '5樓C',
        lat: store.lat + 0.002,
        lng: store.lng + 0.001,
        isDefault: true
      },
      token: u.token
    })
    const aisles = await api.call<Array<{ id: number; name: string }>>('GET', '/v1/market/aisles', {})
    const goods = await api.call<{
      list: Array<{ id: number; name: string; skus: Array<{ spec: string; stock: number }> }>
    }>('GET', '/v1/market/goods', {
      params: { mchId: store.id, aisleId: aisles[0]!.id, page: 1, pageSize: 50 }
    })
    // one SKU, plenty in stock: its + is on the aisle page's list
    const g = goods.list.find((x) => x.skus.length === 1 && x.skus[0]!.stock >= 20)
    expect(g).toBeTruthy()

    // the aisle page: add until the delivery minimum is met, as the cart bar says
    await page.goto(`/supermarket/shop2/shop2?id=${store.id}`)
    const plus = page.getByLabel(`增加${g!.name} ${g!.skus[0]!.spec}`).first()
    await plus.scrollIntoViewIfNeeded()
    await plus.click()
    const bar = page.locator('.cart-bar')
    await expect.poll(() => bar.locator('.cart-bar__badge').count(), { timeout: 60_000 }).toBe(1)
    for (let n = 1; n < 20 && /差/.test(await bar.locator('.cart-bar__delivery').innerText()); n++) {
      await plus.click()
      await expect
        .poll(() => bar.locator('.cart-bar__badge').innerText(), { timeout: 60_000 })
        .toBe(String(n + 1))
    }
    // the bag opens the chosen goods (it did nothing: 「購物車 N 件」 led nowhere)
    await page.getByRole('button', { name: '購物車' }).click()
    await expect.poll(() => page.getByRole('dialog', { name: '已選商品' }).count()).toBe(1)
    await bar.locator('.cart-bar__go--on').click()
    await page.waitForURL(/\/supermarket\/sub-order\/sub-order/)

    // tomorrow's first slot with room, delivered to the saved address
    await page.locator('.sm-order__chip').filter({ hasText: '明天' }).click()
    const slot = page
      .getByRole('radiogroup', { name: '配送時段' })
      .locator('[role="radio"][aria-disabled="false"]')
    await expect.poll(() => slot.count(), { timeout: 60_000 }).toBeGreaterThan(0)
    const chosen = (await slot.first().locator('span').first().innerText()).trim()
    await slot.first().click()
    await expect.poll(() => page.getByText('陳大文').count(), { timeout: 60_000 }).toBeGreaterThan(0)
    await page.getByRole('button', { name: '提交訂單' }).click()
    await page.waitForURL(/\/pagesA\/pay\/pay\?orderId=\d+/, { timeout: 60_000 })
    const orderId = Number(new URL(page.url()).searchParams.get('orderId'))
    await page.getByText('錢包餘額').click()
    await page.locator('.pay-page__confirm').click()
    for (const d of PASSWORD) await page.getByLabel(d, { exact: true }).click()
    await page.waitForURL(/\/supermarket\/order-del\/order-del/, { timeout: 60_000 })

    // the store accepts it (the development simulator); the page says when it comes, never 已送達 before the slot
    const o = () =>
      api.call<{ status: string; slot: { date: string; slot: string } | null }>(
        'GET',
        `/v1/store/order/${orderId}`,
        { token: u.token }
      )
    await expect.poll(async () => (await o()).status, { timeout: 60_000 }).toBe('accepted')
    const booked = (await o()).slot
    expect(booked?.slot).toBe(chosen)
    await page.reload()
    await expect
      .poll(() => page.locator('.sm-order__muted').first().innerText(), { timeout: 60_000 })
      .toBe(`商家按時段備貨，將於 ${booked!.date.slice(5)} ${chosen} 送達`)
    expect(await page.getByText(`${booked!.date} ${chosen}`).count()).toBe(1)
  })
})
