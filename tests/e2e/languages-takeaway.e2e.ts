import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { overflowing } from './fit'
import { type Harness, startHarness } from './harness'
import { paidOrder } from './paid-order'

/**
 * Issue 39 on the built h5 app, the takeaway subpackage: its key pages (home, a shop's menu and a dish's options,
 * a dish, search, checkout with a cart, a paid order) in English and Portuguese, screenshot at 375×812, and
 * nothing on them cut off or spilling out of the screen (labels run up to 40 % longer than Chinese).
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const SHOTS = process.env.SHOTS_DIR ?? path.join(process.env.LOTUS_OUT ?? '/tmp/lotus-lang', '..', 'shots')
const SHOP = '美景冰室' // open round the clock in the seed, so the test passes at any hour

type MenuGoods = {
  id: number
  price: number
  soldOut: boolean
  stock: number
  limitBuy: number
  props: Array<{ required: boolean }>
}

describe('takeaway in English and Portuguese', () => {
  it('the key takeaway pages fit the screen in English and Portuguese (375×812 screenshots)', async () => {
    mkdirSync(SHOTS, { recursive: true })
    const api = apiClient(h)
    const u = await api.login(newPhone())
    // a paid order of this user's (it also saves a default address), then a dish in the cart for checkout
    const order = await paidOrder(h, api, u, SHOP)
    const mch = order.merchantId
    const menu = await api.call<{ categories: Array<{ goods: MenuGoods[] }> }>(
      'GET',
      `/v1/store/merchant/${mch}/menu`,
      {}
    )
    const all = menu.categories.flatMap((c) => c.goods).filter((g) => !g.soldOut)
    const withSpecs = all.find((g) => g.props.some((p) => p.required))
    // no per-user limit: the paid order may have bought the shop's limited dish already
    const plain = all
      .filter((g) => g.props.length === 0 && g.limitBuy === 0 && g.stock >= 2)
      .sort((a, b) => b.price - a.price)[0]
    expect(withSpecs, 'a dish with required options').toBeDefined()
    expect(plain, 'a dish without options').toBeDefined()
    await api.call('POST', '/v1/store/cart/add', {
      json: { mchId: mch, goodsId: plain?.id, itemCount: 2, props: [] },
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
      const shot = async (name: string) => {
        await page.screenshot({ path: path.join(SHOTS, `takeaway-${name}-${lang}.png`), fullPage: true })
        expect(await overflowing(page), `${name} in ${lang}`).toEqual([])
      }
      const pages: Array<[string, string, string]> = [
        ['home', '/takeaway/home/home', en ? 'Deliver to' : 'Entregar em'],
        ['mch-info', `/takeaway/mch-info/mch-info?id=${mch}`, en ? 'Member card' : 'Cartão de membro'],
        [
          'goods-del',
          `/takeaway/goods-del/goods-del?id=${withSpecs?.id}&mchId=${mch}`,
          en ? 'Visit shop' : 'Ver loja'
        ],
        [
          'search-mch',
          `/takeaway/search-mch/search-mch?keyword=${encodeURIComponent('美景')}`,
          en ? 'Best match' : 'Relevância'
        ],
        ['sub-order', `/takeaway/sub-order/sub-order?mchId=${mch}`, en ? 'Subtotal' : 'Talheres'],
        [
          'order-del',
          `/takeaway/order-del/order-del?id=${order.orderId}`,
          en ? 'Order information' : 'Dados da encomenda'
        ]
      ]
      for (const [name, url, text] of pages) {
        await page.goto(url)
        await expect
          .poll(() => page.getByText(text, { exact: true }).count(), { timeout: 30_000 })
          .toBeGreaterThan(0)
        // home: its shops drawn, not the loading shape (what is checked for fit is what a reader reads)
        if (name === 'home')
          await expect
            .poll(() => page.locator('.merchant-card').count(), { timeout: 30_000 })
            .toBeGreaterThan(0)
        await shot(name)
        if (name === 'mch-info') {
          // the shop's offers (its 滿減 tiers) in the reader's words, with their numbers
          const offer = en
            ? /^Spend \d+(\.\d+)?, save \d+(\.\d+)?$/
            : /^Gaste \d+(\.\d+)?, poupe \d+(\.\d+)?$/
          await expect
            .poll(() => page.locator('.mch-header__act', { hasText: offer }).count())
            .toBeGreaterThan(0)
          expect(await page.locator('.mch-header__act', { hasText: /滿|減/ }).count()).toBe(0)
          // a dish's options: the spec popup over the menu
          // the header folds as the menu scrolls to the dish, which may move the button under the click: again
          const spec = page.locator('.goods-item__spec:not(.goods-item__spec--off)').first()
          const groups = page.locator('.spec-popup__group')
          await expect
            .poll(
              async () => {
                if ((await groups.count()) === 0) await spec.click()
                return groups.count()
              },
              { timeout: 30_000 }
            )
            .toBeGreaterThan(0)
          await shot('spec-popup')
        }
      }
      await context.close()
    }
  })
})
