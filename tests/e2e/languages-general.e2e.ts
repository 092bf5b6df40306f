import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { giftDates } from '@lotus/contract/general'
import { apiClient, newPhone } from './api'
import { overflowing } from './fit'
import { type Harness, startHarness } from './harness'

/**
 * Issue 39 on the built h5 app, the general store (百貨): its home, seasonal fruit, a fruit shop, a fruit sold by
 * weight, the shop's checkout sheet, the wine-sending form and the gift a recipient opens, in English and
 * Portuguese, fit the 375 px screen (labels run up to 40 % longer than Chinese). Ids come from the seeded server.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const SHOTS = process.env.SHOTS_DIR ?? path.join(process.env.LOTUS_OUT ?? '/tmp/lotus-lang', '..', 'shots')
const FRUIT_SHOP = '南灣鮮果舖' // open round the clock in the seed, near the city centre
const WINE = '杜羅河紅酒 Quinta do Douro 2019' // 葡韻酒窖, open round the clock

type Goods = { id: number; name: string; sellBy: string; mchId: number }

describe('languages: the general store', () => {
  it('its key pages fit the screen in English and Portuguese (375×812 screenshots)', async () => {
    mkdirSync(SHOTS, { recursive: true })
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const token = u.token

    // a fruit shop and one of its fruits sold by weight
    const { list: shops } = await api.call<{ list: Array<{ id: number; name: string }> }>(
      'GET',
      '/v1/general/stores',
      { params: { keyword: FRUIT_SHOP } }
    )
    const shop = shops.find((s) => s.name === FRUIT_SHOP) ?? shops[0]!
    const { list: fruit } = await api.call<{ list: Goods[] }>('GET', '/v1/general/goods', {
      params: { mchId: shop.id, page: 1, pageSize: 50 }
    })
    const weighed = fruit.find((g) => g.sellBy === 'weight')!
    expect(weighed, `a fruit sold by weight at ${FRUIT_SHOP}`).toBeDefined()

    // a saved address near the shop, and the fruit in the cart: the checkout sheet has something to confirm
    await api.call('POST', '/v1/user/address/save', {
      json: {
        name: '陳大文',
        areaCode: '853',
        phone: u.phone,
        address: '澳門南灣大馬路',
        detail: '3樓A',
        lat: 22.1901,
        lng: 113.5402,
        isDefault: true
      },
      token
    })
    await api.call('POST', '/v1/store/cart/add', {
      json: { mchId: shop.id, goodsId: weighed.id, itemCount: 4, props: [], lat: 22.1901, lng: 113.5402 },
      token
    })

    // an adult giver sends a wine; the recipient fills in the address through the link
    await api.call('POST', '/v1/general/age/declare', { json: { birthDate: '1988-08-08' }, token })
    const { list: wines } = await api.call<{ list: Goods[] }>('GET', '/v1/general/goods', {
      params: { keyword: 'Quinta', page: 1, pageSize: 10 }
    })
    const wine = wines.find((g) => g.name === WINE) ?? wines[0]!
    const sent = await api.call<{ orderId: number; gift: { token: string } }>(
      'POST',
      '/v1/general/gift/send',
      {
        json: {
          clientKey: randomUUID(),
          goodsId: wine.id,
          count: 1,
          recipientName: '李小姐',
          recipientPhone: '66881234',
          deliverOn: giftDates(Date.now())[0],
          card: '生日快樂，乾杯！',
          giftWrap: true
        },
        token
      }
    )
    const giftUrl = `/general/sending-wine/sending-wine?gift=${sent.orderId}&token=${sent.gift.token}`

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
        ['general-home', '/general/home/home', en ? 'Send wine' : 'Oferecer vinho'],
        ['general-fruit', '/general/fruit/fruit', en ? 'All origins' : 'Todas as origens'],
        [
          'general-shop',
          `/general/mch-info/mch-info?id=${shop.id}`,
          en ? 'Search this shop' : 'Pesquisar na loja'
        ],
        [
          'general-goods',
          `/general/goods-del/goods-del?id=${weighed.id}`,
          en ? 'Buy in the shop' : 'Comprar na loja'
        ],
        [
          'general-send-wine',
          '/general/sending-wine/sending-wine',
          en ? 'Choose a wine or gift set' : 'Escolher vinho ou cabaz'
        ],
        ['general-gift', giftUrl, en ? 'Send the delivery address' : 'Enviar o endereço de entrega']
      ]
      for (const [name, url, text] of pages) {
        await page.goto(url)
        await expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 60_000 }).toBe(1)
        await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}.png`), fullPage: true })
        expect(await overflowing(page), `${name} in ${lang}`).toEqual([])
      }

      // the weighed fruit's facts in the shop's menu, then its checkout sheet
      await page.goto(`/general/mch-info/mch-info?id=${shop.id}`)
      await expect
        .poll(() => page.getByText(en ? /\/500 g · About/ : /\/500 g · Cerca de/).count(), {
          timeout: 60_000
        })
        .toBeGreaterThan(0)
      await expect.poll(() => page.locator('.cart-bar__go--on').count(), { timeout: 60_000 }).toBe(1)
      await page.locator('.cart-bar__go--on').click()
      const sheet = page.getByRole('dialog', { name: en ? 'Confirm order' : 'Confirmar encomenda' })
      await expect.poll(() => sheet.getByText('陳大文').count(), { timeout: 60_000 }).toBeGreaterThan(0)
      // the order's total is filled in the button once the sheet is priced at the address
      await expect
        .poll(() => sheet.locator('.ge-submit').innerText(), { timeout: 60_000 })
        .toMatch(en ? /^Place order MOP \d/ : /^Fazer encomenda MOP \d/)
      await page.screenshot({ path: path.join(SHOTS, `general-confirm-${lang}.png`), fullPage: true })
      expect(await overflowing(page), `general-confirm in ${lang}`).toEqual([])
      await context.close()
    }
  })
})
