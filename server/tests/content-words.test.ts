import type { City } from '@lotus/contract/geo'
import type { Merchant, TakeawayCategory } from '@lotus/contract/merchant'
import { activityLabelIn } from '@lotus/contract/activity-words'
import { couponNameIn } from '@lotus/contract/coupon-names'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NAMES_TTL_MS } from '../src/i18n/content-names.js'
import { seedContentNames } from '../src/db/seed-content-names.js'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

/** Issue 39 point 4: a shop's category, tags and district and the city, in the reader's language. */
let t: TestApp
const SENADO = { lat: 22.1936, lng: 113.5399 }
const lang = (l: string) => ({ headers: { 'accept-language': l } })
const CJK = /[\u3400-\u9fff]/u

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const inAll = async <T>(url: string, query: Record<string, string | number>) =>
  (await Promise.all(['zh-MO', 'en-GB', 'pt-PT'].map((l) => t.client.get(url, query, lang(l))))).map((r) => {
    expect(r.body.code).toBe('0000')
    return r.body.data as T
  })

describe('content words in the reader’s language', () => {
  it('the takeaway categories are named in English and Portuguese; the key sent back stays as written', async () => {
    const [zh, en, pt] = await inAll<TakeawayCategory[]>('/v1/takeaway/categories', {})
    const pick = (list: TakeawayCategory[] | undefined, key: string) => list?.find((c) => c.key === key)
    expect(pick(zh, '茶餐廳')).toMatchObject({ name: '茶餐廳' })
    expect(pick(en, '茶餐廳')).toMatchObject({ name: 'Cha chaan teng' })
    expect(pick(pt, '茶餐廳')).toMatchObject({ name: 'Casa de chá (cha chaan teng)' })
    expect(pick(pt, '葡國菜')?.name).toBe('Cozinha portuguesa')
    // every one has a word: no Chinese left on the English home, the same keys and counts in every language
    expect(en?.filter((c) => CJK.test(c.name))).toEqual([])
    expect(pt?.filter((c) => CJK.test(c.name))).toEqual([])
    expect(en?.map((c) => [c.key, c.count])).toEqual(zh?.map((c) => [c.key, c.count]))
    // and the key still filters the list
    const filtered = await t.client.get(
      '/v1/store/merchant/list',
      { ...SENADO, category: pick(en, '茶餐廳')!.key, page: 1, pageSize: 50 },
      lang('en')
    )
    const shops = (filtered.body.data as { list: Merchant[] }).list
    expect(shops.length).toBeGreaterThan(0)
    expect(new Set(shops.map((m) => m.category))).toEqual(new Set(['Cha chaan teng']))
  })

  it('a shop’s tags and district come in English and Portuguese, in Chinese as written', async () => {
    const [zh, en, pt] = await inAll<{ list: Merchant[] }>('/v1/store/merchant/list', {
      ...SENADO,
      page: 1,
      pageSize: 50
    })
    const tart = zh?.list.find((m) => m.name === '金撻餅家')
    expect(tart).toMatchObject({ district: '澳門半島', category: '蛋撻' })
    expect(tart?.tags).toEqual(['葡撻', '手信'])
    const enTart = en?.list.find((m) => m.id === tart?.id)
    const ptTart = pt?.list.find((m) => m.id === tart?.id)
    expect(enTart).toMatchObject({
      district: 'Macau Peninsula',
      category: 'Egg tarts',
      tags: ['Egg tarts', 'Souvenirs']
    })
    expect(ptTart).toMatchObject({
      district: 'Península de Macau',
      category: 'Pastéis de nata',
      tags: ['Pastéis de nata', 'Lembranças']
    })
    // the detail page says the same
    const detail = await t.client.get(`/v1/store/merchant/${tart!.id}`, SENADO, lang('pt'))
    expect(detail.body.data).toMatchObject({
      district: 'Península de Macau',
      tags: ['Pastéis de nata', 'Lembranças']
    })
  })

  it('the city is Macau in English and Portuguese, 澳門 in Chinese', async () => {
    const [zh, en, pt] = await inAll<City[]>('/v1/store/merchant/cities', {})
    expect(zh?.[0]).toMatchObject({ code: 'MO', name: '澳門' })
    expect(en?.[0]).toMatchObject({ code: 'MO', name: 'Macau' })
    expect(pt?.[0]).toMatchObject({ code: 'MO', name: 'Macau' })
  })
})

describe('the supermarket in the reader’s language', () => {
  it('a goods, its sizes and its store are named in English and Portuguese; Chinese as written', async () => {
    const egg = await t.db.one<{ id: number; merchant_id: number }>(
      "SELECT id, merchant_id FROM market_spus WHERE name = '新鮮雞蛋' ORDER BY id LIMIT 1"
    )
    type Detail = { name: string; skus: Array<{ spec: string }> }
    const [zh, en, pt] = (await inAll<Detail>(`/v1/market/goods/${egg!.id}`, {})) as [Detail, Detail, Detail]
    expect(zh.name).toBe('新鮮雞蛋')
    expect(zh.skus.map((s) => s.spec)).toEqual(['10隻', '20隻'])
    expect(en.name).toBe('Fresh eggs')
    expect(en.skus.map((s) => s.spec)).toEqual(['10 pcs', '20 pcs'])
    expect(pt.name).toBe('Ovos frescos')
    expect(pt.skus.map((s) => s.spec)).toEqual(['10 un.', '20 un.'])
    const stores = await inAll<{ name: string }>(`/v1/store/merchant/${egg!.merchant_id}`, {})
    expect(stores.map((s) => s.name)).toEqual([
      expect.stringMatching(/超/u),
      expect.stringMatching(/Supermarket/u),
      expect.stringMatching(/Supermercado/u)
    ])
  })

  it('a goods of one size in a cart is named by its goods and size', async () => {
    const { token } = await login(t, '66390101')
    const sku = await t.db.one<{ id: number; spu_id: number; merchant_id: number }>(
      "SELECT id, spu_id, merchant_id FROM goods WHERE name = '新鮮雞蛋（10隻）' ORDER BY id LIMIT 1"
    )
    const calc = async (l: string) => {
      const r = await t.client.postJson(
        '/v2/wm/cart/calc',
        {
          mchId: sku!.merchant_id,
          lat: SENADO.lat,
          lng: SENADO.lng,
          couponId: 0,
          redEnvelopeId: 0,
          data: [{ goodsId: sku!.id, productId: sku!.id, itemCount: 1, props: [] }]
        },
        { token, headers: { 'accept-language': l } }
      )
      expect(r.body.code).toBe('0000')
      return (r.body.data as { cartInfo: Array<{ items: Array<{ name: string }> }> }).cartInfo[0]?.items[0]
        ?.name
    }
    expect(await calc('zh-Hant-MO')).toBe('新鮮雞蛋（10隻）')
    expect(await calc('en')).toBe('Fresh eggs (10 pcs)')
    expect(await calc('pt')).toBe('Ovos frescos (10 un.)')
  })
})

describe('content words seed', () => {
  it('every category, tag, district and city the seed gives has its English and Portuguese', async () => {
    const used = await t.db.many<{ what: string; zh: string }>(
      `SELECT 'category' AS what, category AS zh FROM merchants
       UNION SELECT 'district', district FROM merchants
       UNION SELECT 'district', district FROM places
       UNION SELECT 'tag', unnest(tags) FROM merchants
       UNION SELECT 'tag', unnest(tags) FROM goods
       UNION SELECT 'tag', unnest(tags) FROM market_spus
       UNION SELECT 'album', category FROM group_photos
       UNION SELECT 'city', name FROM cities`
    )
    const words = new Map(
      (
        await t.db.many<{ zh: string; en: string | null; pt: string | null }>(
          'SELECT zh, name_en AS en, name_pt AS pt FROM content_words'
        )
      ).map((w) => [w.zh, w])
    )
    const chinese = used.filter((u) => CJK.test(u.zh))
    expect(chinese.length).toBeGreaterThan(100)
    const missing = chinese.filter((u) => !words.get(u.zh)?.en?.trim() || !words.get(u.zh)?.pt?.trim())
    expect(missing).toEqual([])
  })

  it('every menu section the seed gives (a shop’s goods categories, a group shop’s dishes) is translated', async () => {
    const untranslated = await t.db.many<{ zh: string }>(
      `SELECT DISTINCT zh FROM (
         SELECT name AS zh, name_en AS en, name_pt AS pt FROM goods_categories
         UNION ALL SELECT category, NULL, NULL FROM group_dishes) s
       WHERE (NULLIF(trim(en), '') IS NULL OR NULLIF(trim(pt), '') IS NULL)
         AND NOT EXISTS (SELECT 1 FROM goods_categories g WHERE g.name = s.zh
                         AND NULLIF(trim(g.name_en), '') IS NOT NULL AND NULLIF(trim(g.name_pt), '') IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM content_words w WHERE w.zh = s.zh
                         AND NULLIF(trim(w.name_en), '') IS NOT NULL AND NULLIF(trim(w.name_pt), '') IS NOT NULL)`
    )
    expect(untranslated.filter((r) => CJK.test(r.zh))).toEqual([])
  })

  it('every activity label the seed gives is worded in English and Portuguese, without Chinese', async () => {
    const labels = (
      await t.db.many<{ label: string }>(
        "SELECT DISTINCT a->>'label' AS label FROM merchants, jsonb_array_elements(activities) a"
      )
    ).map((r) => r.label)
    expect(labels.length).toBeGreaterThan(10)
    const unworded = labels.filter((l) =>
      (['en', 'pt'] as const).some((locale) => CJK.test(activityLabelIn(l, locale)))
    )
    expect(unworded).toEqual([])
  })

  it('every points-mall gift the seed gives is named in English and Portuguese, its coupons worded', async () => {
    const items = await t.db.many<{ name: string; kind: string }>('SELECT name, kind FROM pmall_items')
    expect(items.length).toBeGreaterThan(20)
    const words = new Map(
      (
        await t.db.many<{ zh: string; en: string | null; pt: string | null }>(
          'SELECT zh, name_en AS en, name_pt AS pt FROM content_words'
        )
      ).map((w) => [w.zh, w])
    )
    const unnamed = items.filter((i) =>
      i.kind === 'coupon'
        ? (['en', 'pt'] as const).some((l) => CJK.test(couponNameIn(i.name, l)))
        : !words.get(i.name)?.en || !words.get(i.name)?.pt
    )
    expect(unnamed).toEqual([])
  })

  it('every supermarket aisle and goods the seed gives is named in English and Portuguese', async () => {
    const untranslated = await t.db.many<{ zh: string }>(
      `SELECT zh FROM (SELECT name AS zh FROM market_aisles UNION SELECT name FROM market_spus) s
       WHERE NOT EXISTS (SELECT 1 FROM content_words w WHERE w.zh = s.zh
                         AND NULLIF(trim(w.name_en), '') IS NOT NULL AND NULLIF(trim(w.name_pt), '') IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM goods_categories g WHERE g.name = s.zh
                         AND NULLIF(trim(g.name_en), '') IS NOT NULL AND NULLIF(trim(g.name_pt), '') IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM goods g WHERE g.name = s.zh
                         AND NULLIF(trim(g.name_en), '') IS NOT NULL AND NULLIF(trim(g.name_pt), '') IS NOT NULL)`
    )
    expect(untranslated).toEqual([])
    expect((await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM market_spus'))!.n).toBeGreaterThan(
      70
    )
  })

  it('fills only what is empty: a word staff translated keeps their words', async () => {
    await t.db.query(`UPDATE content_words SET name_en = 'Local café' WHERE zh = '茶餐廳'`)
    await t.db.query(`UPDATE content_words SET name_pt = NULL WHERE zh = '粥麵'`)
    await seedContentNames(t.db)
    const rows = await t.db.many<{ zh: string; en: string; pt: string }>(
      `SELECT zh, name_en AS en, name_pt AS pt FROM content_words WHERE zh IN ('茶餐廳', '粥麵') ORDER BY zh`
    )
    expect(Object.fromEntries(rows.map((r) => [r.zh, [r.en, r.pt]]))).toEqual({
      茶餐廳: ['Local café', 'Casa de chá (cha chaan teng)'],
      粥麵: ['Congee & noodles', 'Canja e massas']
    })
    // read again once the names' cache has served its time
    t.clock.advance(NAMES_TTL_MS + 1)
    const [, en] = await inAll<TakeawayCategory[]>('/v1/takeaway/categories', {})
    expect(en?.find((c) => c.key === '茶餐廳')?.name).toBe('Local café')
  })
})
