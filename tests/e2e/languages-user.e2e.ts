import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEEDBACK_CATEGORIES } from '@lotus/contract/feedback'
import { apiClient, newPhone } from './api'
import { overflowing } from './fit'
import { type Harness, startHarness } from './harness'

/**
 * Issue 39 on the built h5 app, the account centre (pagesUser): its key pages in English and Portuguese, each with
 * a user's own data (a sign-in, a coupon exchanged for its honey, an address, a feedback), fit the 375 px screen.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const SHOTS = process.env.SHOTS_DIR ?? path.join(process.env.LOTUS_OUT ?? '/tmp/lotus-lang', '..', 'shots')

describe('languages: the account centre', () => {
  it('its key pages fit the screen in English and Portuguese (375×812 screenshots)', async () => {
    mkdirSync(SHOTS, { recursive: true })
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const token = u.token
    // the user's own data, the way the app makes it: honey from today's sign-in, spent on a takeaway coupon
    await api.call('POST', '/v1/signIn/sign', { json: {}, token })
    await api.call('POST', '/v1/honey/exchange', { json: { itemKey: 'takeaway-40-2' }, token })
    const address = await api.call<{ id: number }>('POST', '/v1/user/address/save', {
      json: {
        name: 'Chan Tai Man',
        areaCode: '853',
        phone: u.phone,
        address: 'Avenida da Praia Grande',
        detail: '3/F A',
        lat: 22.1901,
        lng: 113.5402,
        isDefault: true
      },
      token
    })
    const feedback = await api.call<{ id: number }>('POST', '/v1/feedback/submit', {
      json: { category: FEEDBACK_CATEGORIES[1], content: 'The order page did not load.' },
      token
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
      // [shot name, url, a translated text to wait for, a value the page fills in (a count, a price), if any]
      const pages: Array<[string, string, string, (string | RegExp)?]> = [
        [
          'wallet',
          '/pagesUser/wallet/wallet',
          en ? 'Other amount' : 'Outro valor',
          /^(Top up|Carregar) MOP \d+$/
        ],
        [
          'coupons',
          '/pagesUser/red-envelope/red-envelope?type=coupon',
          en ? 'Get more with honey' : 'Obter mais com mel',
          en ? /^Spend MOP 40 or more · Takeaway only$/ : /^Com compras a partir de MOP 40 · Só em Take-away$/
        ],
        [
          'coupons-used',
          '/pagesUser/red-envelope-invali/red-envelope-invali',
          en ? 'Used and expired coupons' : 'Histórico de cupões'
        ],
        [
          'sign-in',
          '/pagesUser/sign-in/sign-in',
          en ? 'How it works' : 'Como funciona',
          en ? 'Days in a row: 1' : 'Dias seguidos: 1'
        ],
        [
          'honey',
          '/pagesUser/jam/jam',
          en ? 'Check in daily to earn honey' : 'Registe-se todos os dias e ganhe mel'
        ],
        [
          'honey-exchange',
          '/pagesUser/honey-exchange/honey-exchange',
          en ? 'Redemption history' : 'Histórico de trocas',
          /^\d+ (honey|mel)$/
        ],
        ['exchange-record', '/pagesUser/exchange-record/exchange-record', en ? '-5 honey' : '-5 mel'],
        [
          'shop-cards',
          '/pagesUser/shop-card-recharge/shop-card-recharge',
          en
            ? 'Shop cards: top up and get extra, to spend at that shop only'
            : 'Cartões de loja: carregue e receba um bónus, só para essa loja'
        ],
        [
          'addresses',
          '/pagesUser/shipping-address/shipping-address',
          en ? 'Add an address' : 'Adicionar morada'
        ],
        [
          'address-edit',
          `/pagesUser/shiping-address-edit/shiping-address-edit?id=${address.id}`,
          en ? 'Set as default address' : 'Definir como morada predefinida'
        ],
        [
          'feedback',
          '/pagesUser/feedback/feedback',
          en ? 'Send feedback' : 'Enviar comentário',
          en ? 'Order problem' : 'Problema com encomenda'
        ],
        [
          'feedback-info',
          `/pagesUser/feedback-info/feedback-info?id=${feedback.id}`,
          en ? 'Replies' : 'Respostas'
        ],
        ['safety', '/pagesUser/safety/safety', en ? 'Delete account' : 'Eliminar conta'],
        ['privacy', '/pagesUser/privacy/privacy', en ? 'Personalised ads' : 'Anúncios personalizados'],
        ['bank-cards', '/pagesUser/tied_card/tied_card', en ? 'Add a card' : 'Adicionar cartão'],
        [
          'business',
          '/pagesUser/business/business',
          en ? 'Become a Lotus merchant' : 'Torne-se comerciante Lotus'
        ]
      ]
      for (const [name, url, text, value] of pages) {
        await page.goto(url)
        await expect
          .poll(() => page.getByText(text, { exact: true }).count(), { message: `${name} in ${lang}` })
          .toBeGreaterThan(0)
        if (value) {
          await expect
            .poll(() => page.getByText(value, { exact: true }).count(), {
              message: `${name} in ${lang}: ${String(value)}`
            })
            .toBeGreaterThan(0)
        }
        await page.screenshot({ path: path.join(SHOTS, `user-${name}-${lang}.png`), fullPage: true })
        expect(await overflowing(page), `${name} in ${lang}`).toEqual([])
      }
      await context.close()
    }
  })
})
