import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { overflowing } from './fit'
import { type Harness, startHarness } from './harness'

/**
 * Issue 39 on the built h5 app, the supermarket subpackage: its key pages (market home, a category list, a goods
 * detail, the cart, the checkout, the points mall and a gift) in English and Portuguese, each waiting for a word of
 * the subpackage's own, shot at 375×812 and checked to fit (labels run up to 40 % longer than Chinese).
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const SHOTS = process.env.SHOTS_DIR ?? path.join(process.env.LOTUS_OUT ?? '/tmp/lotus-lang', '..', 'shots')

/**
 * The fit check, less what a sideways scroller holds past the screen's edge (a store's aisle chips, its banners):
 * reached by scrolling, in every language, so not cut.
 */
async function notFitting(page: Page): Promise<string[]> {
  const aside = await page.evaluate(() => {
    const out: string[] = []
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('.taro_page:not([style*="none"]) *')
    )) {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX
        if ((x === 'auto' || x === 'scroll') && p.scrollWidth > p.clientWidth) {
          out.push(`outside: ${el.textContent}`)
          break
        }
      }
    }
    return out
  })
  return (await overflowing(page)).filter((o) => !aside.includes(o))
}

interface Card {
  id: number
  name: string
  skus: Array<{ productId: number; stock: number }>
}

describe('supermarket languages', () => {
  it('the key supermarket pages fit the screen in English and Portuguese (375×812 screenshots)', async () => {
    mkdirSync(SHOTS, { recursive: true })
    const api = apiClient(h)
    const u = await api.login(newPhone())
    // real ids of this database: a store, a goods of it in stock, a gift of the points mall
    const stores = await api.call<Array<{ id: number; lat: number; lng: number }>>(
      'GET',
      '/v1/market/stores',
      {}
    )
    const store = stores[0]
    expect(store).toBeTruthy()
    const goods = await api.call<{ list: Card[] }>('GET', '/v1/market/goods', {
      params: { mchId: store!.id, sort: 'default', page: 1, pageSize: 20 }
    })
    const g = goods.list.find((x) => x.skus.some((s) => s.stock >= 5))
    expect(g).toBeTruthy()
    const sku = g!.skus.find((s) => s.stock >= 5)!
    const gifts = await api.call<{ list: Array<{ id: number }> }>('GET', '/v1/points/mall/items', {
      params: { kind: 'gift', page: 1, pageSize: 10 }
    })
    const gift = gifts.list[0]
    expect(gift).toBeTruthy()
    // a delivery address near the store and a line in its cart: the cart and the checkout have something to show
    await api.call('POST', '/v1/user/address/save', {
      json: {
        name: 'Ana Lopes',
        areaCode: '853',
        phone: u.phone,
        address: 'Avenida de Almeida Ribeiro',
        detail: '5C',
        lat: store!.lat + 0.002,
        lng: store!.lng + 0.001,
        isDefault: true
      },
      token: u.token
    })
    await api.call('POST', '/v1/store/cart/add', {
      json: { mchId: store!.id, goodsId: sku.productId, itemCount: 2, props: [] },
      token: u.token
    })

    for (const lang of ['en', 'pt'] as const) {
      const { page, context } = await h.newPhone()
      await api.signIn(context, u)
      await context.addInitScript(
        (v) => {
          if (!localStorage.getItem('lotus.lang')) localStorage.setItem('lotus.lang', v)
        },
        JSON.stringify({ data: JSON.stringify({ state: { choice: lang }, version: 2 }) })
      )
      const en = lang === 'en'
      const pages: Array<[string, string, string]> = [
        [
          'market-home',
          '/supermarket/home/home',
          en
            ? 'Fresh food and daily needs, delivered in 2 hours'
            : 'Frescos e artigos do dia a dia, entregues em 2 horas'
        ],
        ['market-class', `/supermarket/class/class?mchId=${store!.id}`, en ? 'All' : 'Tudo'],
        [
          'market-goods',
          `/supermarket/goods-details/goods-details?id=${g!.id}&mchId=${store!.id}`,
          en ? 'Description' : 'Descrição'
        ],
        ['market-shop', `/supermarket/shop/shop?id=${store!.id}`, en ? 'Today’s deals' : 'Promoções de hoje'],
        [
          'market-confirm',
          `/supermarket/sub-order/sub-order?mchId=${store!.id}`,
          en ? 'Subtotal' : 'Subtotal'
        ],
        ['points-mall', '/supermarket/point-list/point-list', en ? 'Honey history' : 'Histórico de mel'],
        ['points-gift', `/supermarket/point-detail/point-detail?id=${gift!.id}`, en ? 'Details' : 'Detalhes']
      ]
      for (const [name, url, text] of pages) {
        await page.goto(url)
        await expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0)
        await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}.png`), fullPage: true })
        expect(await notFitting(page), `${name} in ${lang}`).toEqual([])
        if (name === 'market-shop') {
          // the cart: the bag opens the store's chosen goods over the page
          await expect.poll(() => page.locator('.cart-bar__badge').innerText()).toBe('2')
          await page.locator('.cart-bar__bag').click()
          await expect.poll(() => page.getByRole('dialog').count()).toBe(1)
          await page.screenshot({ path: path.join(SHOTS, `market-cart-${lang}.png`), fullPage: true })
          expect(await notFitting(page), `market-cart in ${lang}`).toEqual([])
        }
      }
      // the checkout's own words, the points it earns filled in
      await page.goto(`/supermarket/sub-order/sub-order?mchId=${store!.id}`)
      await expect
        .poll(() => page.getByTestId('points-earned').innerText())
        .toMatch(en ? /^Earn \d+ honey when the order is completed$/ : /^Ganha \d+ de mel quando/)
      await context.close()
    }
  })
})
