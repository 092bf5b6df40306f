import { describe, it, expect, vi } from 'vitest'
import {
  merchants,
  places,
  cities,
  ads,
  DISTRICT_BOUNDS,
  type District,
  type Vertical
} from '../src/db/seed-data/index.js'

const DISTRICTS: District[] = ['澳門半島', '氹仔', '路氹城', '路環']
const inBox = (d: District, lat: number, lng: number): boolean => {
  const b = DISTRICT_BOUNDS[d]
  return lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng
}
const isAvos = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n)
const allGoods = merchants.flatMap((m) => m.goods.map((g) => ({ m, g })))

describe('seed merchants', () => {
  it('has at least 64 merchants with unique keys and names', () => {
    expect(merchants.length).toBeGreaterThanOrEqual(64)
    expect(new Set(merchants.map((m) => m.key)).size).toBe(merchants.length)
    expect(new Set(merchants.map((m) => m.name)).size).toBe(merchants.length)
  })

  it('covers every vertical with the required counts', () => {
    const count = (v: Vertical): number => merchants.filter((m) => m.verticals.includes(v)).length
    expect(count('takeaway')).toBeGreaterThanOrEqual(25)
    expect(count('supermarket')).toBeGreaterThanOrEqual(6)
    expect(count('group')).toBeGreaterThanOrEqual(15)
    expect(count('general')).toBeGreaterThanOrEqual(8)
    expect(count('spell')).toBeGreaterThanOrEqual(10)
    // spell is shared takeaway ordering: every spell merchant also does takeaway
    for (const m of merchants.filter((x) => x.verticals.includes('spell')))
      expect(m.verticals).toContain('takeaway')
    // group deals include cinemas
    expect(merchants.some((m) => m.verticals.includes('group') && m.category === '電影')).toBe(true)
  })

  it('spreads across the four districts (peninsula most, others ≥ 8)', () => {
    const by = (d: District): number => merchants.filter((m) => m.district === d).length
    for (const d of DISTRICTS) expect(by(d)).toBeGreaterThanOrEqual(8)
    expect(by('澳門半島')).toBeGreaterThan(Math.max(by('氹仔'), by('路氹城'), by('路環')))
  })

  it('puts every merchant inside its district box', () => {
    const bad = merchants.filter((m) => !inBox(m.district, m.lat, m.lng)).map((m) => m.key)
    expect(bad).toEqual([])
  })

  it('has sane merchant numbers', () => {
    for (const m of merchants) {
      expect(m.star).toBeGreaterThanOrEqual(3.5)
      expect(m.star).toBeLessThanOrEqual(5)
      for (const s of [m.tasteStar, m.packStar]) {
        expect(s).toBeGreaterThanOrEqual(3)
        expect(s).toBeLessThanOrEqual(5)
      }
      for (const n of [m.avgPrice, m.minOrder, m.deliveryFee, m.packFee, m.monthSales]) {
        expect(isAvos(n)).toBe(true)
        expect(n).toBeGreaterThanOrEqual(0)
      }
      expect(m.openHours).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/)
      expect(m.phone).toMatch(/^\d{8}$/)
      expect(m.licenseNo.length).toBeGreaterThan(0)
      expect(m.goods.length).toBeGreaterThanOrEqual(8)
      expect(m.goods.length).toBeLessThanOrEqual(20)
      const cats = new Set(m.goods.map((g) => g.category)).size
      expect(cats).toBeGreaterThanOrEqual(3)
      expect(cats).toBeLessThanOrEqual(6)
      if (m.verticals.includes('takeaway')) {
        expect(m.deliveryFee).toBeGreaterThan(0)
        expect(m.minOrder).toBeGreaterThan(0)
      }
      for (const a of m.activities) {
        if (a.threshold !== undefined) expect(isAvos(a.threshold)).toBe(true)
        if (a.reduce !== undefined) expect(isAvos(a.reduce)).toBe(true)
        if (a.type === 'full_reduction') expect(a.reduce!).toBeLessThan(a.threshold!)
      }
    }
    expect(merchants.some((m) => m.activities.some((a) => a.type === 'full_reduction'))).toBe(true)
    expect(merchants.some((m) => m.activities.some((a) => a.type === 'delivery_free'))).toBe(true)
    expect(merchants.some((m) => m.activities.some((a) => a.type === 'new_user'))).toBe(true)
  })
})

describe('seed goods', () => {
  it('have unique keys and positive integer prices', () => {
    expect(new Set(allGoods.map(({ g }) => g.key)).size).toBe(allGoods.length)
    for (const { g } of allGoods) {
      expect(Number.isInteger(g.price) && g.price > 0).toBe(true)
      if (g.originalPrice !== undefined) {
        expect(Number.isInteger(g.originalPrice)).toBe(true)
        expect(g.originalPrice).toBeGreaterThan(g.price)
      }
      if (g.packFee !== undefined) expect(isAvos(g.packFee) && g.packFee >= 0).toBe(true)
      expect(Number.isInteger(g.stock) && g.stock >= 0).toBe(true)
      expect(Number.isInteger(g.limitBuy) && g.limitBuy >= 0).toBe(true)
      expect(Number.isInteger(g.monthSales) && g.monthSales >= 0).toBe(true)
      expect(g.name.length).toBeGreaterThan(0)
    }
  })

  it('option values carry integer priceDelta and a price never goes negative', () => {
    let withOptions = 0
    for (const { g } of allGoods) {
      if (g.props.length > 0) withOptions++
      for (const p of g.props) {
        expect(p.values.length).toBeGreaterThan(0)
        expect(new Set(p.values.map((v) => v.value)).size).toBe(p.values.length)
        for (const v of p.values) {
          expect(Number.isInteger(v.priceDelta)).toBe(true)
          expect(g.price + v.priceDelta).toBeGreaterThan(0)
        }
      }
    }
    expect(withOptions).toBeGreaterThan(50)
    expect(
      allGoods.some(({ g }) => g.props.some((p) => p.multi && p.values.some((v) => v.priceDelta > 0)))
    ).toBe(true)
  })

  it('includes sold-out, low-stock and purchase-limited goods', () => {
    expect(allGoods.filter(({ g }) => g.stock === 0).length).toBeGreaterThanOrEqual(5)
    expect(allGoods.filter(({ g }) => g.stock > 0 && g.stock <= 9).length).toBeGreaterThanOrEqual(5)
    expect(allGoods.filter(({ g }) => g.limitBuy > 0).length).toBeGreaterThanOrEqual(5)
    expect(allGoods.filter(({ g }) => g.limitBuy === 0).length).toBeGreaterThan(allGoods.length / 2)
  })

  it('is deterministic across imports', async () => {
    vi.resetModules()
    const again = await import('../src/db/seed-data/merchants.js')
    expect(again.merchants).not.toBe(merchants)
    expect(JSON.stringify(again.merchants)).toBe(JSON.stringify(merchants))
  })
})

describe('seed places, cities and ads', () => {
  it('has ≥ 220 uniquely named places inside their district boxes', () => {
    expect(places.length).toBeGreaterThanOrEqual(220)
    expect(new Set(places.map((p) => p.name)).size).toBe(places.length)
    const bad = places.filter((p) => !inBox(p.district, p.lat, p.lng)).map((p) => p.name)
    expect(bad).toEqual([])
    for (const d of DISTRICTS)
      expect(places.filter((p) => p.district === d).length).toBeGreaterThanOrEqual(20)
    const types = new Set(places.map((p) => p.type))
    for (const t of [
      'landmark',
      'estate',
      'hotel',
      'school',
      'hospital',
      'transport',
      'market',
      'street',
      'mall',
      'park'
    ]) {
      expect(types.has(t)).toBe(true)
    }
    for (const name of [
      '議事亭前地',
      '大三巴牌坊',
      '澳門旅遊塔',
      '新葡京酒店',
      '澳門威尼斯人',
      '官也街',
      '澳門大學',
      '澳門科技大學',
      '關閘',
      '澳門國際機場',
      '外港客運碼頭',
      '氹仔客運碼頭',
      '仁伯爵綜合醫院',
      '鏡湖醫院',
      '黑沙海灘'
    ]) {
      expect(places.some((p) => p.name === name)).toBe(true)
    }
  })

  it('lists 澳門 first', () => {
    expect(cities[0]).toMatchObject({ code: 'MO', name: '澳門' })
  })

  it('has one popup ad and 4–5 banners whose merchant links resolve', () => {
    expect(ads.filter((a) => a.key === 'INDEX_POPUP_AD')).toHaveLength(1)
    const banners = ads.filter((a) => a.key === 'INDEX_BANNER')
    expect(banners.length).toBeGreaterThanOrEqual(4)
    expect(banners.length).toBeLessThanOrEqual(5)
    expect(new Set(banners.map((a) => a.type))).toEqual(new Set([1, 2, 3]))
    for (const a of ads) {
      if (a.type === 1) expect(a.wxLink).toMatch(/^https:\/\//)
      else expect(a.wxLink).toMatch(/^\/packages\//)
      if (a.type === 2) expect(a.merchantKey).toBeDefined()
      if (a.merchantKey !== undefined) expect(merchants.some((m) => m.key === a.merchantKey)).toBe(true)
    }
  })
})
