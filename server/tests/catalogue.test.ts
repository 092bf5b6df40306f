import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFIG_KEYS } from '@lotus/contract/config'
import { haversineMeters } from '../src/modules/geo/distance.js'
import { createTestApp, login, type TestApp } from './helpers/test-app.js'

let t: TestApp
const SENADO = { lat: 22.1936, lng: 113.5399 }

interface MerchantDto {
  id: number
  name: string
  logo: string
  vertical: string
  verticals: string[]
  lat: number
  lng: number
  distance: number
  avgPrice: number
  tags: string[]
  isOpen: boolean
}
interface Paged {
  list: MerchantDto[]
  page: number
  pageSize: number
  total: number
  hasMore: boolean
}

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('config', () => {
  it('returns all seven groups as a JSON string', async () => {
    const r = await t.client.get('/v1/commons/config')
    expect(r.body.code).toBe('0000')
    expect(typeof r.body.data).toBe('string')
    const cfg = JSON.parse(r.body.data as string) as Record<string, Record<string, unknown>>
    expect(Object.keys(cfg)).toEqual(expect.arrayContaining([...CONFIG_KEYS]))
    expect(cfg.GLOBAL_CFG).toMatchObject({
      defaultLocation: { lat: 22.1936, lng: 113.5399 },
      defaultCity: { name: '澳門' }
    })
    const tiers = cfg.MEMBER_CFG?.tiers as Array<{ price: number }>
    expect(tiers.every((x) => Number.isInteger(x.price))).toBe(true)
  })
})

describe('merchants', () => {
  it('lists cities with Macau first', async () => {
    const r = await t.client.get('/v1/store/merchant/cities')
    const cities = r.body.data as Array<{ code: string; name: string; merchantCount: number }>
    expect(cities[0]).toMatchObject({ code: 'MO', name: '澳門' })
  })

  it('pages merchants nearest first without overlap', async () => {
    const p1 = (await t.client.get('/v1/store/merchant/list', { ...SENADO, page: 1, pageSize: 10 })).body
      .data as Paged
    const p2 = (await t.client.get('/v1/store/merchant/list', { ...SENADO, page: 2, pageSize: 10 })).body
      .data as Paged
    expect(p1.total).toBeGreaterThanOrEqual(60)
    expect(p1.list.length).toBe(Math.min(10, p1.total))
    const all = [...p1.list, ...p2.list]
    const distances = all.map((m) => m.distance)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length)
    const first = p1.list[0]
    if (!first) throw new Error('empty page')
    expect(
      Math.abs(first.distance - haversineMeters(SENADO.lat, SENADO.lng, first.lat, first.lng))
    ).toBeLessThan(2)
    expect(first.logo).toBe(`/api/img/merchant/${first.id}.svg`)
    expect(p1.hasMore).toBe(p1.total > 10)
    const past = (await t.client.get('/v1/store/merchant/list', { ...SENADO, page: 999, pageSize: 50 })).body
      .data as Paged
    expect(past).toMatchObject({ list: [], total: p1.total, hasMore: false })
  })

  it('filters by vertical and keyword', async () => {
    const all = (await t.client.get('/v1/store/merchant/list', { pageSize: 50 })).body.data as Paged
    const takeaway = (
      await t.client.get('/v1/store/merchant/list', { ...SENADO, vertical: 'takeaway', pageSize: 50 })
    ).body.data as Paged
    expect(takeaway.list.every((m) => m.verticals.includes('takeaway'))).toBe(true)
    const sample = all.list[0]
    if (!sample) throw new Error('no merchants seeded')
    const byName = (await t.client.get('/v1/store/merchant/list', { ...SENADO, keyword: sample.name })).body
      .data as Paged
    expect(byName.list.map((m) => m.id)).toContain(sample.id)
    const none = (await t.client.get('/v1/store/merchant/list', { ...SENADO, keyword: '不存在的商家xyz' }))
      .body.data as Paged
    expect(none).toMatchObject({ list: [], total: 0, hasMore: false })
  })

  it('serves merchant artwork', async () => {
    const all = (await t.client.get('/v1/store/merchant/list', { pageSize: 1 })).body.data as Paged
    const m = all.list[0]
    if (!m) throw new Error('no merchants seeded')
    const img = await t.app.inject({ method: 'GET', url: m.logo })
    expect(img.statusCode).toBe(200)
    expect(img.body).toContain('<svg')
    expect((await t.app.inject({ method: 'GET', url: '/api/img/merchant/999999.svg' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/api/img/other/1.svg' })).statusCode).toBe(404)
  })
})

describe('geo searchRange', () => {
  it('returns the nearest places within range in data.data', async () => {
    const r = await t.client.get('/v1/geo/searchRange', { language: 'zh-TW', ...SENADO })
    expect(r.body.code).toBe('0000')
    const places = (r.body.data as { data: Array<{ name: string; address: string; distance: number }> }).data
    expect(places.length).toBeLessThanOrEqual(20)
    expect(places.every((p) => p.distance <= 5000)).toBe(true)
    const d = places.map((p) => p.distance)
    expect(d).toEqual([...d].sort((a, b) => a - b))
    const sample = places[0]
    if (!sample) throw new Error('no places near Senado Square')
    const byKw = (
      await t.client.get('/v1/geo/searchRange', { language: 'zh-TW', ...SENADO, keyword: sample.name })
    ).body.data as { data: Array<{ name: string }> }
    expect(byKw.data.map((p) => p.name)).toContain(sample.name)
  })

  it('finds nothing far out at sea', async () => {
    const r = await t.client.get('/v1/geo/searchRange', { language: 'zh-TW', lat: 10, lng: 150 })
    expect(r.body.data).toEqual({ data: [] })
  })
})

describe('ads', () => {
  it('returns at most one popup ad', async () => {
    const r = await t.client.get('/v1/advertis/getAdByKey', { key: 'INDEX_POPUP_AD', ...SENADO })
    expect(r.body.data).toHaveLength(1)
  })

  it('returns banners with web links or in-app paths', async () => {
    const r = await t.client.get('/v1/advertis/getAdByKey', { key: 'INDEX_BANNER', ...SENADO })
    const ads = r.body.data as Array<{
      id: number
      type: number
      wxLink: string
      image: string
      merchantId?: number
    }>
    for (const ad of ads) {
      if (ad.type === 1) expect(ad.wxLink).toMatch(/^https?:\/\//)
      else expect(ad.wxLink).toMatch(/^\/packages\//)
      if (ad.merchantId) expect(ad.wxLink).toContain(`id=${ad.merchantId}`)
      expect(ad.image).toBe(`/api/img/banner/${ad.id}.svg`)
    }
    expect((await t.client.get('/v1/advertis/getAdByKey', { key: 'OTHER' })).body.code).toBe('VALIDATION')
  })
})

describe('flow addShow', () => {
  it('records impressions for known merchants, anonymous or logged in', async () => {
    const count = async () =>
      (await t.db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM impressions'))?.n ?? 0
    const before = await count()
    const merchants = (await t.db.many<{ id: number }>('SELECT id FROM merchants ORDER BY id LIMIT 3')).map(
      (m) => m.id
    )
    expect(
      (await t.client.postJson('/v2/wm/flow/addShow', { pos: 'home', storeIds: [...merchants, 999999] })).body
        .code
    ).toBe('0000')
    expect(await count()).toBe(before + merchants.length)
    const { token, user } = await login(t, '66000200')
    await t.client.postJson(
      '/v2/wm/flow/addShow',
      { pos: 'home', storeIds: merchants.slice(0, 1) },
      { token }
    )
    const mine = await t.db.one<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM impressions WHERE user_id = $1',
      [user.id]
    )
    expect(mine?.n).toBe(1)
  })

  it('rejects more than 100 ids and wrong types', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1)
    expect(
      (await t.client.postJson('/v2/wm/flow/addShow', { pos: 'home', storeIds: ids })).body
    ).toMatchObject({
      code: 'VALIDATION',
      msg: expect.stringContaining('storeIds')
    })
    expect((await t.client.postJson('/v2/wm/flow/addShow', { pos: 'home', storeIds: ['1'] })).body.code).toBe(
      'VALIDATION'
    )
    expect((await t.client.postJson('/v2/wm/flow/addShow', { pos: 'home' })).body.code).toBe('VALIDATION')
  })
})

describe('orders', () => {
  it('lists no orders yet', async () => {
    const { token } = await login(t, '66000201')
    const r = await t.client.get('/v1/store/order/list', { page: 1, pageSize: 10 }, { token })
    expect(r.body.data).toEqual({ list: [], page: 1, pageSize: 10, total: 0, hasMore: false })
  })
})
