import type { CartCalc, Coupon } from '@lotus/contract/cart'
import type { SpellSnapshot } from '@lotus/contract/spell'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buyer,
  createUser,
  fillCart,
  near,
  noonClock,
  ORDER_ENV,
  setupShop,
  type Shop
} from './helpers/order-fixtures.js'
import { setupSpellShop } from './helpers/spell-fixtures.js'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

/** Issue 39: a priced cart's warnings and its lines' reasons in the reader's language. */
let t: TestApp
let shop: Shop
let soldOutId: number
let zhName: string
const lang = (l: string) => ({ 'accept-language': l })

beforeAll(async () => {
  t = await createTestApp({ clock: noonClock(), env: ORDER_ENV })
  shop = await setupShop(t, { stock: 100, price: 2000 })
  zhName = (await t.db.one<{ name: string }>('SELECT name FROM goods WHERE id = $1', [shop.goodsId]))!.name
  await t.db.query("UPDATE goods SET name_en = 'Test meal', name_pt = 'Refeição de teste' WHERE id = $1", [
    shop.goodsId
  ])
  const sold = await t.db.one<{ id: number }>(
    `INSERT INTO goods (merchant_id, category_id, name, name_en, name_pt, price, pack_fee, stock, total_stock, limit_buy)
     SELECT merchant_id, category_id, '語言測試菠蘿包', 'Pineapple bun (test)', 'Pão de ananás (teste)', 800, 0, 0, 0, 0
     FROM goods WHERE id = $1 RETURNING id`,
    [shop.goodsId]
  )
  soldOutId = sold!.id
})
afterAll(() => t.close())

describe('a cart whose price changed and whose other line sold out', () => {
  it('says so in the request’s language; Chinese byte for byte as before', async () => {
    const b = await buyer(t, shop, 2)
    await fillCart(t, b.userId, shop.mchId, [
      { goodsId: shop.goodsId, itemCount: 2, props: [] },
      { goodsId: soldOutId, itemCount: 1, props: [] }
    ])
    // the shop raises the price after the line went in the cart
    await t.db.query('UPDATE goods SET price = 2550 WHERE id = $1', [shop.goodsId])
    const calc = async (l?: string) => {
      const r = await t.client.postJson(
        '/v2/wm/cart/calc',
        { mchId: shop.mchId, ...near(shop), couponId: 0, redEnvelopeId: 0 },
        { token: b.token, ...(l ? { headers: lang(l) } : {}) }
      )
      expect(r.body.code).toBe('0000')
      return r.body.data as CartCalc
    }
    const [none, zh, en, pt] = await Promise.all([calc(), calc('zh-Hant-MO'), calc('en-GB'), calc('pt-PT')])
    expect(zh).toEqual(none)
    expect(none.warnMsg).toBe(`${zhName} 價格已由 MOP 20.00 改為 MOP 25.50；語言測試菠蘿包 已售罄`)
    expect(none.cartInfo[0]?.items.map((i) => i.invalid)).toEqual([null, '已售罄'])

    expect(en.warnMsg).toBe(
      'Test meal: the price has changed from MOP 20.00 to MOP 25.50; Pineapple bun (test) is sold out'
    )
    expect(en.cartInfo[0]?.items.map((i) => [i.name, i.invalid])).toEqual([
      ['Test meal', null],
      ['Pineapple bun (test)', 'Sold out']
    ])

    expect(pt.warnMsg).toBe(
      'Refeição de teste: o preço mudou de MOP 20.00 para MOP 25.50; Pão de ananás (teste): esgotado'
    )
    expect(pt.cartInfo[0]?.items.map((i) => i.invalid)).toEqual([null, 'Esgotado'])

    // the keys travel as they are, whatever the language: a client may word them itself
    expect(en.warnings.map((w) => w.key)).toEqual(['priceChanged', 'soldOut'])
    expect(en.cartInfo[0]?.items.map((i) => i.invalidKey)).toEqual([null, 'soldOut'])
    // the amounts charge the new price in every language
    expect(en.result.goodsAmount).toBe(none.result.goodsAmount)
    expect(none.result.goodsAmount).toBe(2 * 2550)
  })

  it('the 300 cap the stored cart adds is worded too', async () => {
    const b = await buyer(t, shop, 1)
    const calc = async (l: string) => {
      const r = await t.client.postJson(
        '/v2/wm/cart/calc',
        {
          mchId: shop.mchId,
          ...near(shop),
          couponId: 0,
          redEnvelopeId: 0,
          data: [{ goodsId: shop.goodsId, itemCount: 500, props: [] }]
        },
        { token: b.token, headers: lang(l) }
      )
      expect(r.body.code).toBe('0000')
      return r.body.data as CartCalc
    }
    // the store keeps 300; the shop's stock of 100 caps the quote
    expect((await calc('zh-Hant-MO')).warnMsg).toBe('最多購買300件；最多購買100件')
    expect((await calc('en')).warnMsg).toBe('You can buy at most 300; You can buy at most 100')
    expect((await calc('pt')).warnMsg).toBe('Pode comprar no máximo 300; Pode comprar no máximo 100')
  })
})

describe('a spell’s snapshot over HTTP', () => {
  it('words who is in it and its sold-out line in the request’s language', async () => {
    const spell = await setupSpellShop(t)
    const host = await createUser(t)
    const call = async (path: string, body: unknown, l?: string) => {
      const r = await t.client.postJson(`/v2/wm/pinCart/${path}`, body, {
        token: host.token,
        ...(l ? { headers: lang(l) } : {})
      })
      expect(r.body.code).toBe('0000')
      return r.body.data as SpellSnapshot
    }
    const { tid } = (await call('create', { mchId: spell.mchId })) as unknown as { tid: number }
    await call('calc', { tid, optType: 'add', data: { goodsId: spell.goodsId, itemCount: 1, props: [] } })
    await t.db.query('UPDATE goods SET stock = 0, total_stock = 0 WHERE id = $1', [spell.goodsId])
    const get = (l: string) => call('calc', { tid, optType: 'get' }, l)
    const [zh, en, pt] = await Promise.all([get('zh-Hant-MO'), get('en'), get('pt')])
    const name = zh.myInfo.items[0]?.name ?? ''
    expect(zh.userText).toBe('1人正在拼單')
    expect(zh.warnMsg).toBe(`${name} 已售罄`)
    expect(zh.myInfo.items[0]?.invalid).toBe('已售罄')
    expect(en.userText).toBe('1 person in this group order')
    expect(en.warnMsg).toBe(`${name} is sold out`)
    expect(en.myInfo.items[0]?.invalid).toBe('Sold out')
    expect(en.cartInfo[0]?.items[0]?.invalid).toBe('Sold out')
    expect(pt.userText).toBe('1 pessoa neste pedido de grupo')
    expect(pt.warnMsg).toBe(`${name}: esgotado`)
  })
})

describe('a shop’s activities and the cart’s offer line', () => {
  it('are worded in the request’s language from the shop’s numbers; Chinese as written', async () => {
    const acts = [
      { type: 'full_reduction', label: '滿60減8', threshold: 6000, reduce: 800 },
      { type: 'new_user', label: '新客立減10', reduce: 1000 },
      { type: 'delivery_free', label: '滿 MOP 150 免配送費', threshold: 15000 }
    ]
    await t.db.query('UPDATE merchants SET activities = $2::jsonb WHERE id = $1', [
      shop.mchId,
      JSON.stringify(acts)
    ])
    const detail = async (l: string) => {
      const r = await t.client.get(`/v1/store/merchant/${shop.mchId}`, {}, { headers: lang(l) })
      expect(r.body.code).toBe('0000')
      return (r.body.data as { activities: Array<{ type: string; label: string }> }).activities
    }
    expect((await detail('zh-Hant-MO')).map((a) => a.label)).toEqual(acts.map((a) => a.label))
    expect((await detail('en')).map((a) => a.label)).toEqual([
      'Spend 60, save 8',
      'New customers save 10',
      'Free delivery over MOP 150'
    ])
    expect((await detail('pt')).map((a) => [a.type, a.label])).toEqual([
      ['full_reduction', 'Gaste 60, poupe 8'],
      ['new_user', 'Novos clientes poupam 10'],
      ['delivery_free', 'Entrega grátis acima de MOP 150']
    ])

    // one meal of MOP 20: MOP 40 more reaches the tier
    const b = await buyer(t, shop, 1)
    const calc = async (l: string) => {
      const r = await t.client.postJson(
        '/v2/wm/cart/calc',
        {
          mchId: shop.mchId,
          ...near(shop),
          couponId: 0,
          redEnvelopeId: 0,
          data: [{ goodsId: shop.goodsId, itemCount: 1, props: [] }]
        },
        { token: b.token, headers: lang(l) }
      )
      expect(r.body.code).toBe('0000')
      return (r.body.data as CartCalc).actInfo.label
    }
    const zh = await calc('zh-Hant-MO')
    const gap = /MOP ([\d.]+)/.exec(zh)?.[1]
    expect(zh).toBe(`再買<em>MOP ${gap}</em>減8`)
    expect(await calc('en')).toBe(`Add <em>MOP ${gap}</em> more to save 8`)
    expect(await calc('pt')).toBe(`Mais <em>MOP ${gap}</em> para poupar 8`)
  })
})

describe('the welcome coupons', () => {
  it('are named in the request’s language; Chinese as issued', async () => {
    const { token } = await login(t, '66390001')
    const names = async (l: string) => {
      const out: string[] = []
      for (const type of ['coupon', 'redEnvelope']) {
        const r = await t.client.get(
          '/v1/user/coupon/list',
          { type, status: 'usable' },
          { token, headers: lang(l) }
        )
        expect(r.body.code).toBe('0000')
        out.push(...(r.body.data as Coupon[]).map((c) => c.name))
      }
      return out.sort()
    }
    expect(await names('zh-Hant-MO')).toEqual(['外賣滿100減20', '外賣滿60減10', '新人紅包 MOP 5'].sort())
    expect(await names('en')).toEqual(
      ['Takeaway · Spend 100, save 20', 'Takeaway · Spend 60, save 10', 'Welcome red envelope MOP 5'].sort()
    )
    expect(await names('pt')).toEqual(
      [
        'Take-away · Gaste 100, poupe 20',
        'Take-away · Gaste 60, poupe 10',
        'Envelope vermelho de boas-vindas MOP 5'
      ].sort()
    )
  })
})
