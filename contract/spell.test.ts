import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromSharedUpdate, toSharedUpdate, type SharedSnapshot, type StoreGoods } from './spell'

const goods = (id: number, categoryId: number, cartCount: number): StoreGoods => ({
  id,
  name: `餐${id}`,
  image: `/api/img/goods/${id}.svg`,
  categoryId,
  price: 1000 + id,
  originalPrice: null,
  stock: 20,
  totalStock: 20,
  limitBuy: 0,
  monthSales: id,
  description: '',
  tags: [],
  soldOut: false,
  props: [],
  packFee: 0,
  cartCount
})

/** A snapshot whose menu has `counts.length` categories of goods with those counts. */
function snapshot(counts: number[][], menuKey = 'k1', seq = 3): SharedSnapshot {
  let id = 100
  const menuList = counts.map((cat, ci) => {
    const goodsList = cat.map((n) => goods(id++, ci + 1, n))
    return { id: ci + 1, name: `類${ci}`, cartCount: cat.reduce((a, b) => a + b, 0), goodsList }
  })
  return {
    spellInfo: {
      tid: 9,
      mchId: 4,
      hostId: 1,
      shareCode: 'ABCD2345',
      status: 'open',
      orderId: null,
      seq,
      createdAt: 1
    },
    userList: [],
    cartInfo: [],
    actInfo: { label: '', reduce: 0 },
    result: {
      goodsAmount: 0,
      packFee: 0,
      deliveryFee: 0,
      deliveryFeeLabel: '配送費',
      fullReduction: 0,
      discount: 0,
      couponAmount: 0,
      redEnvelopeAmount: 0,
      total: 0,
      minOrder: 0,
      gapToMin: 0,
      canSubmit: false,
      distanceM: 0,
      feeLines: []
    },
    storeInfo: {
      mchId: 4,
      name: '小店',
      logo: '',
      isOpen: true,
      minOrder: 0,
      deliveryFee: 0,
      notice: '',
      voucherList: [],
      actDescList: [],
      actTagList: [],
      ads: [],
      gallery: [],
      menuList,
      menuKey,
      serviceList: [],
      latelyBought: [],
      storeGalleries: [],
      tasteStar: 5,
      packStar: 5,
      star: 5,
      topList: []
    },
    userText: '',
    warnMsg: null,
    warnings: []
  }
}

const menus = fc.array(fc.array(fc.nat({ max: 300 }), { minLength: 1, maxLength: 8 }), {
  minLength: 1,
  maxLength: 6
})

describe('spell updates without the menu', () => {
  it('rebuild exactly the published snapshot on the menu a member shows, whatever the counts were before', () => {
    fc.assert(
      fc.property(menus, fc.nat({ max: 300 }), (counts, shift) => {
        const now = snapshot(counts)
        // what the member shows: the same menu version with other counts
        const shown = snapshot(counts.map((c) => c.map((n) => (n + shift) % 301)))
        expect(fromSharedUpdate(toSharedUpdate(now), shown.storeInfo)).toEqual(now)
      })
    )
  })

  it('carry only the goods in the spell, not the menu', () => {
    const u = toSharedUpdate(
      snapshot([
        [0, 2],
        [0, 0, 5]
      ])
    )
    expect(u.cartCounts).toEqual({ 101: 2, 104: 5 })
    expect('menuList' in u.storeInfo).toBe(false)
    expect(JSON.stringify(u).length).toBeLessThan(
      JSON.stringify(
        snapshot([
          [0, 2],
          [0, 0, 5]
        ])
      ).length
    )
  })

  it('cannot be rebuilt on another menu version or on nothing (the snapshot is fetched again)', () => {
    const u = toSharedUpdate(snapshot([[1]], 'k2'))
    expect(fromSharedUpdate(u, snapshot([[1]], 'k1').storeInfo)).toBeNull()
    expect(fromSharedUpdate(u, null)).toBeNull()
  })
})
