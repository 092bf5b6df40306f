import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Goods } from '../src/modules/catalogue/goods.js'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

let t: TestApp
let token: string
let userId: number
const SENADO = { lat: 22.1936, lng: 113.5399 }

interface M {
  id: number
  star: number
  monthSales: number
  deliveryFee: number
  minOrder: number
  distance: number
  category: string
}
interface Paged<T> {
  list: T[]
  total: number
  hasMore: boolean
}

beforeAll(async () => {
  t = await createTestApp()
  const s = await login(t, '66400001')
  token = s.token
  userId = s.user.id
})
afterAll(() => t.close())

const listAll = async (params: Record<string, string | number>) =>
  (
    await t.client.get('/v1/store/merchant/list', {
      ...SENADO,
      pageSize: 50,
      vertical: 'takeaway',
      ...params
    })
  ).body.data as Paged<M>

const sortedBy = <T>(xs: T[], key: (x: T) => number, dir: 1 | -1) =>
  xs.every((x, i) => i === 0 || dir * (key(x) - key(xs[i - 1] as T)) >= 0)

describe('merchant list sort and filters', () => {
  it('sorts by each order', async () => {
    expect(sortedBy((await listAll({})).list, (m) => m.distance, 1)).toBe(true)
    expect(sortedBy((await listAll({ sort: 'rating' })).list, (m) => m.star, -1)).toBe(true)
    expect(sortedBy((await listAll({ sort: 'sales' })).list, (m) => m.monthSales, -1)).toBe(true)
    expect(sortedBy((await listAll({ sort: 'deliveryFee' })).list, (m) => m.deliveryFee, 1)).toBe(true)
    expect(sortedBy((await listAll({ sort: 'minOrder' })).list, (m) => m.minOrder, 1)).toBe(true)
    const smart = await listAll({ sort: 'smart' })
    expect(smart.total).toBe((await listAll({})).total)
    expect((await t.client.get('/v1/store/merchant/list', { sort: 'price' })).body.code).toBe('VALIDATION')
  })

  it('filters by category, stars, free delivery and discounts', async () => {
    const all = await listAll({})
    const cat = all.list[0]?.category as string
    const byCat = await listAll({ category: cat })
    expect(byCat.list.length).toBeGreaterThan(0)
    expect(byCat.list.every((m) => m.category === cat)).toBe(true)
    const stars = await listAll({ minStar: 4.5 })
    expect(stars.list.every((m) => m.star >= 4.5)).toBe(true)
    const free = await listAll({ freeDelivery: 1 })
    expect(free.total).toBeGreaterThan(0)
    expect(free.total).toBeLessThan(all.total)
    expect((await listAll({ hasDiscount: 1 })).total).toBeGreaterThan(0)
    expect((await t.client.get('/v1/store/merchant/list', { minStar: 9 })).body.code).toBe('VALIDATION')
  })
})

describe('takeaway catalogue', () => {
  it('lists categories with counts and hot words', async () => {
    const cats = (await t.client.get('/v1/takeaway/categories')).body.data as Array<{
      key: string
      count: number
    }>
    expect(cats.length).toBeGreaterThan(3)
    const total = cats.reduce((s, c) => s + c.count, 0)
    expect(total).toBe((await listAll({})).total)
    const words = (await t.client.get('/v1/takeaway/hotWords')).body.data as string[]
    expect(words.length).toBeGreaterThan(0)
  })

  it('answers merchant detail, menu, goods and similar', async () => {
    const d = (await t.client.get('/v1/store/merchant/1', SENADO)).body.data as Record<string, unknown>
    expect(d).toMatchObject({
      id: 1,
      deliveryRangeM: 5000,
      favourite: false,
      activities: expect.any(Array),
      qualifications: expect.arrayContaining([expect.objectContaining({ name: '營業執照' })])
    })
    for (const k of ['notice', 'openHours', 'phone', 'licenseNo', 'star', 'tasteStar', 'packStar'])
      expect(d).toHaveProperty(k)
    const menu = (await t.client.get('/v1/store/merchant/1/menu')).body.data as {
      categories: Array<{ id: number; count: number; goods: Goods[] }>
    }
    expect(menu.categories.length).toBeGreaterThan(0)
    for (const c of menu.categories) {
      expect(c.count).toBe(c.goods.length)
      expect(c.goods.every((g) => g.categoryId === c.id)).toBe(true)
    }
    const first = menu.categories[0]?.goods[0] as Goods
    const goods = (await t.client.get(`/v1/store/goods/${first.id}`)).body.data as Goods & {
      merchantId: number
    }
    expect(goods).toMatchObject({ ...first, merchantId: 1, merchantName: d.name })
    const similar = (await t.client.get('/v1/store/merchant/1/similar', SENADO)).body.data as M[]
    expect(similar.length).toBeLessThanOrEqual(10)
    expect(similar.every((m) => m.id !== 1 && m.category === d.category)).toBe(true)
    expect(sortedBy(similar, (m) => m.distance, 1)).toBe(true)
  })

  it('answers NOT_FOUND and VALIDATION, never 5xx', async () => {
    for (const path of [
      '/v1/store/merchant/999999',
      '/v1/store/merchant/999999/menu',
      '/v1/store/goods/999999'
    ]) {
      const r = await t.client.get(path)
      expect(r.body.code).toBe('NOT_FOUND')
    }
    for (const path of ['/v1/store/merchant/abc', '/v1/store/merchant/0/menu', '/v1/store/goods/1.5']) {
      const r = await t.client.get(path)
      expect(r.res.statusCode).toBeLessThan(500)
      expect(r.body.code).toBe('VALIDATION')
    }
  })

  it('lists time-fee bands for a merchant', async () => {
    const bands = (await t.client.get('/v1/store/timeFee/list', { mchId: 1 })).body.data as Array<{
      start: string
      end: string
      baseFee: number
    }>
    expect(bands.map((b) => `${b.start}-${b.end}`)).toEqual([
      '00:00-10:00',
      '10:00-14:00',
      '14:00-17:00',
      '17:00-21:00',
      '21:00-24:00'
    ])
    expect(new Set(bands.map((b) => b.baseFee)).size).toBeGreaterThan(1)
    expect((await t.client.get('/v1/store/timeFee/list', { mchId: 999999 })).body.code).toBe('NOT_FOUND')
  })

  it('lists comments with a summary, marking mine and masking names', async () => {
    const now = t.clock.now()
    await t.db.query(
      `INSERT INTO comments (user_id, merchant_id, star, taste_star, pack_star, content, images, anonymous, created_at)
       VALUES ($1, 1, 5, 4, 5, '好味', '["/api/files/x"]', false, $2), ($1, 1, 3, 3, 3, '一般', '[]', true, $3),
              ($1, 1, 1, 1, 1, '已刪', '[]', false, $3)`,
      [userId, now - 1000, now]
    )
    await t.db.query(`UPDATE comments SET deleted_at = $1 WHERE content = '已刪'`, [now])
    const r = (await t.client.get('/v1/store/merchant/1/comments', { page: 1, pageSize: 10 }, { token })).body
      .data as Paged<{
      userName: string
      mine: boolean
      content: string
    }> & { summary: { star: number; total: number } }
    expect(r.list.map((c) => c.content)).toEqual(['一般', '好味'])
    expect(r.list[0]?.userName).toBe('匿名用戶')
    expect(r.list[1]?.userName).toContain('*')
    expect(r.list.every((c) => c.mine)).toBe(true)
    expect(r.summary).toMatchObject({ star: 4, total: 2 })
    const withImage = (await t.client.get('/v1/store/merchant/1/comments', { withImage: 1 })).body
      .data as Paged<{ mine: boolean }>
    expect(withImage.total).toBe(1)
    expect(withImage.list[0]?.mine).toBe(false)
  })

  it("lists the seeded shops' evaluations with their pictures as lists (the evaluations tab reads them so)", async () => {
    const seeded = await t.db.many<{ merchant_id: number }>(
      `SELECT DISTINCT merchant_id FROM comments WHERE content <> '好味' AND content <> '一般' ORDER BY merchant_id LIMIT 5`
    )
    expect(seeded.length).toBeGreaterThan(0)
    for (const { merchant_id } of seeded) {
      const r = (await t.client.get(`/v1/store/merchant/${merchant_id}/comments`, { page: 1, pageSize: 10 }))
        .body.data as Paged<{ images: unknown }>
      expect(r.list.length).toBeGreaterThan(0)
      for (const c of r.list) expect(Array.isArray(c.images), JSON.stringify(c.images)).toBe(true)
    }
    expect(
      (
        await t.db.one<{ n: number }>(
          `SELECT COUNT(*)::int AS n FROM comments WHERE jsonb_typeof(images) <> 'array'`
        )
      )?.n
    ).toBe(0)
  })

  it('stores a report only with our upload URLs', async () => {
    const send = (body: object) => t.client.postJson('/v1/store/merchant/report', body, { token })
    const ok = await send({ mchId: 1, type: '食品安全', content: '食物有異物', images: [] })
    expect(ok.body.code).toBe('0000')
    expect(
      (await send({ mchId: 1, type: '食品安全', content: 'x', images: ['https://evil.example/a.png'] })).body
        .code
    ).toBe('VALIDATION')
    expect(
      (await send({ mchId: 1, type: '食品安全', content: 'x', images: ['/api/files/nope'] })).body.code
    ).toBe('VALIDATION')
    expect((await send({ mchId: 1, type: '食品安全', content: 'x'.repeat(501) })).body.code).toBe(
      'VALIDATION'
    )
    expect((await send({ mchId: 999999, type: '其他', content: 'x' })).body.code).toBe('NOT_FOUND')
    expect(
      (await t.client.postJson('/v1/store/merchant/report', { mchId: 1, type: '其他', content: 'x' })).body
        .code
    ).toBe('401')
  })
})
