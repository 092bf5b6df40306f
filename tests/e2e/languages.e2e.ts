import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { overflowing } from './fit'
import { type Harness, startHarness } from './harness'

/**
 * Issue 39 on the built h5 app: the language chosen in 設定 is the app's after a relaunch (the tab bar and the page
 * in it), the server answers in it (an error toast in English), and the converted pages (mine, 設定, and pages of
 * the spell and pagesA subpackages) fit the 375 px screen in English and Portuguese (labels run up to 40 % longer
 * than Chinese).
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const SHOTS = process.env.SHOTS_DIR ?? path.join(process.env.LOTUS_OUT ?? '/tmp/lotus-lang', '..', 'shots')
const SET_UP = '/pagesUser/set-up/set-up'

const tabTexts = (page: Page) => page.locator('.weui-tabbar__label').allInnerTexts()

describe('languages', () => {
  it('English chosen in 設定 survives a relaunch: tab bar, 設定, and the server’s error toast', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const { page, context } = await h.newPhone()
    await api.signIn(context, u)
    await page.goto(SET_UP)
    await page.getByText('English').click()
    await expect.poll(() => page.getByText('Clear cached data').count()).toBe(1)

    // a relaunch: the stored choice, not the browser's zh-TW
    await page.goto('/pages/user/user')
    await page.reload()
    await expect.poll(() => tabTexts(page)).toEqual(['Home', 'God Member', 'Orders', 'Me'])
    await expect.poll(() => page.getByText('Account', { exact: true }).count()).toBe(1)
    await page.getByText('Settings', { exact: true }).click()
    await page.waitForURL(/\/pagesUser\/set-up\/set-up/)
    await expect.poll(() => page.getByText('Clear cached data').count()).toBe(1)

    // the server words its failure in English: a promotion code that does not exist
    await page.goto('/pagesA/bind-promotion-code/bind-promotion-code')
    await page.locator('input[maxlength="6"]').fill('ZZ9999')
    await page.locator('.promo__btn').click()
    await expect.poll(() => page.locator('.taro__toast').innerText()).toBe('Invalid promotion code')
    await context.close()
  })

  it('the converted pages fit the screen in English and Portuguese (375×812 screenshots)', async () => {
    mkdirSync(SHOTS, { recursive: true })
    const api = apiClient(h)
    const u = await api.login(newPhone())
    // a spell room of this user's, at an open spell shop (the subpackages with words of their own: spell, pagesA)
    const shops = await api.call<{ list: Array<{ id: number; isOpen?: boolean }> }>(
      'GET',
      '/v1/store/merchant/list',
      {
        params: { lat: 22.1935, lng: 113.5395, vertical: 'spell', page: 1, pageSize: 50 }
      }
    )
    const spellShop = shops.list.find((m) => m.isOpen) ?? shops.list[0]
    const { tid } = await api.call<{ tid: number }>('POST', '/v2/wm/pinCart/create', {
      json: { mchId: spellShop?.id },
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
      const pages: Array<[string, string, string]> = [
        ['mine', '/pages/user/user', lang === 'en' ? 'Coupons and cards' : 'Cupões e cartões'],
        ['set-up', SET_UP, lang === 'en' ? 'Clear cached data' : 'Limpar dados em cache'],
        [
          'login',
          '/pagesA/login/login',
          lang === 'en' ? 'Log in with phone number' : 'Iniciar sessão com o telemóvel'
        ],
        [
          'spell-home',
          '/spell/home/home',
          lang === 'en'
            ? 'Order together, split the delivery fee'
            : 'Encomendem juntos e dividam a taxa de entrega'
        ],
        [
          'spell-room',
          `/spell/mch-info/mch-info?tid=${tid}`,
          lang === 'en' ? 'Lock cart' : 'Bloquear carrinho'
        ],
        [
          'spell-invite',
          `/spell/share-order/share-order?tid=${tid}`,
          lang === 'en' ? 'Copy link' : 'Copiar ligação'
        ],
        [
          'search-address',
          '/pagesA/search-address/search-address',
          lang === 'en' ? 'Use my current location' : 'Usar a localização atual'
        ],
        ['select-city', '/pagesA/select-city/select-city', lang === 'en' ? 'Current city' : 'Cidade atual']
      ]
      for (const [name, url, text] of pages) {
        await page.goto(url)
        await expect.poll(() => page.getByText(text, { exact: true }).count()).toBe(1)
        await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}.png`), fullPage: true })
        expect(await overflowing(page), `${name} in ${lang}`).toEqual([])
      }
      await context.close()
    }
  })
})
