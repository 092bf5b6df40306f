import { describe, expect, it, vi } from 'vitest'
import type { Goods, Menu } from '@lotus/contract/goods'
import type { Db } from '../../db/db.js'
import { createStoreInfo } from './store-info.js'

const goods = (id: number, categoryId: number, monthSales: number): Goods => ({
  id,
  name: `餐${id}`,
  image: '',
  categoryId,
  price: 3000,
  originalPrice: null,
  stock: 10,
  totalStock: 10,
  limitBuy: 0,
  monthSales,
  description: '',
  tags: [],
  soldOut: false,
  props: [],
  packFee: 0
})

const merchantRow = {
  id: 3,
  name: '測試茶餐廳',
  open_hours: '00:00-24:00',
  is_open: true,
  min_order: 3000,
  delivery_fee: 800,
  notice: '',
  tags: [],
  star: 4.5,
  taste_star: 4.5,
  pack_star: 4.5,
  activities: [],
  delivery_minutes: 30
}

/** A database that answers only the merchant row and its ads: the menu must come from the catalogue. */
function fakeDb(): Db & { sql: string[] } {
  const sql: string[] = []
  const db = {
    sql,
    cached: (_key: string, _tables: string[], load: (d: unknown) => Promise<unknown>) => load(db),
    one: async (q: string) => (sql.push(q), q.includes('FROM merchants') ? merchantRow : undefined),
    many: async (q: string) => {
      sql.push(q)
      if (q.includes('FROM ads') || q.includes('FROM orders')) return []
      throw new Error(`unexpected query: ${q}`)
    }
  }
  return db as unknown as Db & { sql: string[] }
}

describe('spell store info', () => {
  it("takes the menu from the catalogue's cache (one menu cache) and adds the spell's cart counts", async () => {
    const menu: Menu = {
      categories: [
        { id: 1, name: '飯', count: 2, goods: [goods(11, 1, 5), goods(12, 1, 50)] },
        { id: 2, name: '飲品', count: 1, goods: [goods(21, 2, 20)] }
      ]
    }
    const catalogue = { menu: vi.fn(async () => menu) }
    const info = createStoreInfo({ clock: { now: () => Date.UTC(2025, 0, 15, 4) }, catalogue })
    const db = fakeDb()

    const a = await info.build(db, 3, new Map([[12, 2]]), [])
    expect(catalogue.menu).toHaveBeenCalledWith(3, db)
    expect(db.sql.some((q) => /goods_categories|FROM goods/.test(q))).toBe(false)
    expect(a.menuList.map((c) => [c.name, c.cartCount, c.goodsList.map((g) => [g.id, g.cartCount])])).toEqual(
      [
        [
          '飯',
          2,
          [
            [11, 0],
            [12, 2]
          ]
        ],
        ['飲品', 0, [[21, 0]]]
      ]
    )
    expect(a.topList.map((g) => g.goodsId)).toEqual([12, 21, 11])

    // a second change of the spell asks the catalogue again: its cache, not a second one here, decides
    await info.build(db, 3, new Map(), [])
    expect(catalogue.menu).toHaveBeenCalledTimes(2)
  })
})
