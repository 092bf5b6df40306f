import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { overflowing } from './fit'
import { type Harness, startHarness } from './harness'
import { paidOrder } from './paid-order'

/**
 * Issue 39 on the built h5 app, the main package: home, the orders tab (with an order), the god member tab, a takeaway
 * shop with its spec popup open over the cart bar, and the login page's agreement document, in English and
 * Portuguese at 375×812: each shows its words in the language and nothing is cut or spills out.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const SHOTS = process.env.SHOTS_DIR ?? path.join(process.env.LOTUS_OUT ?? '/tmp/lotus-lang', '..', 'shots')
const SHOP = '美景冰室' // open round the clock in the seed, with dishes that have options

describe('main package in English and Portuguese', () => {
  it('home, orders, god member, a shop with its spec popup and the agreement fit the screen', async () => {
    mkdirSync(SHOTS, { recursive: true })
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const { merchantId } = await paidOrder(h, api, u, SHOP)
    for (const lang of ['en', 'pt'] as const) {
      const say = (en: string, pt: string) => (lang === 'en' ? en : pt)
      const { page, context } = await h.newPhone()
      await context.addInitScript(
        (v) => {
          if (!localStorage.getItem('lotus.lang')) localStorage.setItem('lotus.lang', v)
        },
        JSON.stringify({ data: JSON.stringify({ state: { choice: lang }, version: 2 }) })
      )
      const check = async (name: string) => {
        await page.screenshot({ path: path.join(SHOTS, `main-${name}-${lang}.png`), fullPage: true })
        expect(await overflowing(page), `${name} in ${lang}`).toEqual([])
      }

      // the agreement before logging in: the user agreement opened from the login page
      await page.goto('/pagesA/login/login')
      await page.getByText(say('User Agreement', 'Acordo de Utilizador'), { exact: true }).first().click()
      await expect
        .poll(() => page.getByText(say('6. Alcohol', '6. Bebidas alcoólicas'), { exact: true }).count())
        .toBe(1)
      await check('agreement')

      await api.signIn(context, u)
      const pages: Array<[string, string, string]> = [
        ['home', '/', say('Nearby shops', 'Lojas próximas')],
        ['orders', '/pages/order/order', say('Search', 'Pesquisar')],
        ['grade', '/pages/grade/grade', say('Choose a plan', 'Escolha um plano')]
      ]
      for (const [name, url, text] of pages) {
        await page.goto(url)
        await expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 30_000 }).toBe(1)
        // today's ad popup (home) would hide the page under test
        if (name === 'home' && (await page.locator('.ad-popup__close').count()))
          await page.locator('.ad-popup__close').click()
        if (name === 'orders') {
          // the paid order's card, in the reader's words
          await expect.poll(() => page.locator('.order-card').count(), { timeout: 30_000 }).toBeGreaterThan(0)
          await expect.poll(() => page.getByText(say('Takeaway', 'Take-away')).count()).toBeGreaterThan(0)
        }
        await check(name)
      }

      // the shop: a dish's options open over the cart bar
      await page.goto(`/takeaway/mch-info/mch-info?id=${merchantId}`)
      const spec = page.locator('.goods-item__spec:not(.goods-item__spec--off)').first()
      await expect.poll(() => spec.count(), { timeout: 60_000 }).toBeGreaterThan(0)
      await expect.poll(() => page.locator('.cart-bar').count()).toBe(1)
      // the cart bar in the reader's words (the sheet covers it once open)
      await expect
        .poll(() => page.locator('.cart-bar__go').innerText())
        .toMatch(lang === 'en' ? /^(Min|Check out|Closed)/ : /^(Mín\.|Pagar|Fechado)/)
      await check('shop')
      await spec.scrollIntoViewIfNeeded()
      // the header folds as the menu scrolls to the dish, which may move the button under the click: again
      const popup = page.locator('.spec-popup')
      await expect
        .poll(async () => {
          if ((await popup.count()) === 0) await spec.click()
          return popup.count()
        })
        .toBe(1)
      await expect
        .poll(() => popup.getByText(say('Add to cart', 'Adicionar ao carrinho'), { exact: true }).count())
        .toBe(1)
      await check('shop-spec')
      await context.close()
    }
  })
})
