import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopPrice } from '../src/db/seed-data/group.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// Issue 35 §12: a combo cost what it was struck through at, prices like MOP 81.36, and every shop had exactly
// three reviews picked from six texts.
describe('group deals look like a real shop’s', () => {
  it('every deal costs whole patacas, and a combo less than its struck-out price', async () => {
    const deals = await t.db.many<{ title: string; kind: string; price: number; original_price: number }>(
      'SELECT title, kind, price, original_price FROM group_deals'
    )
    expect(deals.length).toBeGreaterThan(20)
    expect(deals.filter((d) => d.price % 100 !== 0 || d.original_price % 100 !== 0)).toEqual([])
    expect(deals.filter((d) => d.price >= d.original_price)).toEqual([])
  })

  it('a combo’s struck-out price is what its contents cost alone', async () => {
    const combos = await t.db.many<{
      original_price: number
      contents: Array<{ price: number; count: number }>
    }>("SELECT original_price, contents FROM group_deals WHERE kind = 'combo'")
    for (const c of combos)
      expect(c.contents.reduce((s, x) => s + x.price * x.count, 0)).toBe(c.original_price)
  })

  it('shops have different numbers of reviews, none saying the same thing twice', async () => {
    const shops = await t.db.many<{ n: number; texts: number }>(
      `SELECT COUNT(*)::int AS n, COUNT(DISTINCT c.content)::int AS texts FROM comments c
         JOIN merchants m ON m.id = c.merchant_id WHERE 'group' = ANY(m.verticals) GROUP BY c.merchant_id`
    )
    expect(shops.length).toBeGreaterThan(10)
    expect(new Set(shops.map((s) => s.n)).size).toBeGreaterThan(3)
    expect(shops.filter((s) => s.texts !== s.n)).toEqual([])
  })

  it('shopPrice: whole patacas ending in 8 from MOP 10 up, never above the price it comes from', () => {
    expect(shopPrice(8136)).toBe(7800)
    expect(shopPrice(25920)).toBe(25800)
    expect(shopPrice(9800)).toBe(9800)
    expect(shopPrice(950)).toBe(900)
    for (let a = 1000; a < 200_000; a += 137) {
      const p = shopPrice(a)
      expect(p).toBeLessThanOrEqual(a)
      expect(p % 1000).toBe(800)
    }
  })
})
