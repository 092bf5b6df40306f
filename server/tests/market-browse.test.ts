import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  MarketGoodsCard,
  MarketNews,
  MarketReview,
  MarketStore,
  ReviewSummary
} from '@lotus/contract/market'
import type { Page } from '@lotus/contract/page'
import { noonClock } from './helpers/order-fixtures.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** What the supermarket browsing pages read (more-reviews, news-list, map-location-mch, hot-list, find-similar). */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock: noonClock() })
})
afterAll(() => t.close())

const get = async <T>(path: string, params: Record<string, string | number> = {}) => {
  const r = await t.client.get(path, params)
  expect(r.body.code, JSON.stringify(r.body)).toBe('0000')
  return r.body.data as T
}
const code = async (path: string, params: Record<string, string | number> = {}) =>
  (await t.client.get(path, params)).body.code as string

type Reviews = Page<MarketReview> & { summary: ReviewSummary }

describe('reviews of a goods, filtered and paged (more-reviews)', () => {
  it('pages every filter without gaps or repeats; each filter keeps only its reviews', async () => {
    const spu = await t.db.one<{ id: number }>(
      `SELECT spu_id AS id FROM market_reviews GROUP BY spu_id
       HAVING COUNT(*) >= 3 AND COUNT(*) FILTER (WHERE jsonb_array_length(images) > 0) > 0
       ORDER BY COUNT(*) DESC, spu_id LIMIT 1`
    )
    const id = Number(spu?.id)
    const first = await get<Reviews>(`/v1/market/goods/${id}/reviews`, { pageSize: 2 })
    const all: MarketReview[] = []
    for (let page = 1; ; page++) {
      const p = await get<Reviews>(`/v1/market/goods/${id}/reviews`, { page, pageSize: 2 })
      all.push(...p.list)
      expect(p.summary).toEqual(first.summary)
      if (!p.hasMore) break
    }
    expect(all).toHaveLength(first.summary.count)
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length)
    const times = all.map((r) => r.createdAt)
    expect(times).toEqual([...times].sort((a, b) => b - a))

    const photos = await get<Reviews>(`/v1/market/goods/${id}/reviews`, { filter: 'photos', pageSize: 50 })
    expect(photos.total).toBe(first.summary.withPhotos)
    expect(photos.list.length).toBeGreaterThan(0)
    expect(
      photos.list.every((r) => r.images.length > 0 && r.images.every((u) => u.startsWith('/api/img/')))
    ).toBe(true)
    const good = await get<Reviews>(`/v1/market/goods/${id}/reviews`, { filter: 'good', pageSize: 50 })
    expect(good.list.every((r) => r.star >= 4)).toBe(true)
    const bad = await get<Reviews>(`/v1/market/goods/${id}/reviews`, { filter: 'bad', pageSize: 50 })
    expect(bad.list.every((r) => r.star <= 2)).toBe(true)
    expect(good.total + bad.total).toBeLessThanOrEqual(first.summary.count)
  })

  it('answers bad input and a missing goods with a clear code', async () => {
    const spu = await t.db.one<{ id: number }>('SELECT MIN(spu_id) AS id FROM market_reviews')
    const id = Number(spu?.id)
    expect(await code(`/v1/market/goods/${id}/reviews`, { page: 0 })).toBe('VALIDATION')
    expect(await code(`/v1/market/goods/${id}/reviews`, { pageSize: 51 })).toBe('VALIDATION')
    expect(await code(`/v1/market/goods/${id}/reviews`, { filter: 'photos\u0000' })).toBe('VALIDATION')
    expect(await code(`/v1/market/goods/${id}/reviews`, { extra: 1 })).toBe('VALIDATION')
    expect(await code('/v1/market/goods/99999999/reviews')).toBe('NOT_FOUND')
    expect(await code('/v1/market/goods/abc/reviews')).toBe('VALIDATION')
    expect(await code('/v1/market/goods/99999999/similar')).toBe('NOT_FOUND')
  })
})

describe('news (news-list, news-del)', () => {
  it('pages the news newest first, page after page; an item opens; a missing one is NOT_FOUND', async () => {
    const p1 = await get<Page<MarketNews>>('/v1/market/news', { page: 1, pageSize: 10 })
    const p2 = await get<Page<MarketNews>>('/v1/market/news', { page: 2, pageSize: 10 })
    expect(p1.list).toHaveLength(10)
    expect(p1.hasMore).toBe(true)
    expect(p2.list.length).toBeGreaterThan(0)
    const ids = [...p1.list, ...p2.list].map((n) => n.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(p1.list.at(-1)!.createdAt).toBeGreaterThanOrEqual(p2.list[0]!.createdAt)
    const last = await get<Page<MarketNews>>('/v1/market/news', {
      page: Math.ceil(p1.total / 10),
      pageSize: 10
    })
    expect(last.hasMore).toBe(false)

    const item = await get<MarketNews>(`/v1/market/news/${p2.list[0]!.id}`)
    expect(item).toEqual(p2.list[0])
    expect(item.body.length).toBeGreaterThan(0)
    expect(await code('/v1/market/news/99999999')).toBe('NOT_FOUND')
    expect(await code('/v1/market/news/0')).toBe('VALIDATION')
    expect(await code('/v1/market/news', { pageSize: 1e9 })).toBe('VALIDATION')
  })
})

describe('stores from a point (map-location-mch), hot sellers and similar goods of a store', () => {
  it('orders the chain’s stores by distance from the asked point', async () => {
    // 氹仔 (Taipa) then 關前街 (peninsula): the nearest store changes with the point
    const taipa = await get<MarketStore[]>('/v1/market/stores', { lat: 22.1559, lng: 113.5565 })
    const centre = await get<MarketStore[]>('/v1/market/stores', { lat: 22.1987, lng: 113.5439 })
    for (const list of [taipa, centre]) {
      const d = list.map((s) => s.distanceM)
      expect(d).toEqual([...d].sort((a, b) => a - b))
      expect(d.every((m) => m >= 0 && m < 20_000)).toBe(true)
    }
    expect(taipa.map((s) => s.id).sort()).toEqual(centre.map((s) => s.id).sort())
    expect(taipa[0]!.id).not.toBe(centre[0]!.id)
    expect(await code('/v1/market/stores', { lat: 91, lng: 113.5 })).toBe('VALIDATION')
    expect(await code('/v1/market/stores', { lat: 'x', lng: 113.5 })).toBe('VALIDATION')
  })

  it('similar goods stay in the goods’ store; hot sellers answer only for a supermarket store', async () => {
    const [store] = await get<MarketStore[]>('/v1/market/stores')
    const hot = await get<MarketGoodsCard[]>('/v1/market/hot', { mchId: store!.id })
    expect(hot.length).toBeGreaterThan(0)
    expect(hot.every((g) => g.mchId === store!.id)).toBe(true)
    const similar = await get<MarketGoodsCard[]>(`/v1/market/goods/${hot[0]!.id}/similar`)
    expect(similar.every((g) => g.mchId === store!.id && g.id !== hot[0]!.id)).toBe(true)
    const other = await t.db.one<{ id: number }>(
      `SELECT id FROM merchants WHERE NOT ('supermarket' = ANY(verticals)) ORDER BY id LIMIT 1`
    )
    expect(await code('/v1/market/hot', { mchId: Number(other?.id) })).toBe('NOT_FOUND')
    expect(await code('/v1/market/hot', { mchId: -1 })).toBe('VALIDATION')
  })
})
