import { describe, expect, it } from 'vitest'
import { spellItem, spellSnapshot } from '@/stores/group-cart-fixtures'
import { shareLink } from './paths'
import { spellRefusal } from './spell-cart-adapter'
import { addLine, connectionBanner, groupCountOf, myCountOf, spellMenu } from './spell-view'

describe('spell view helpers', () => {
  it('says what the connection is doing; only offline offers a retry', () => {
    expect(connectionBanner('connecting')).toEqual({ text: '連線中…', retry: false })
    expect(connectionBanner('reconnecting')).toEqual({ text: '重新連線中…', retry: false })
    expect(connectionBanner('offline')).toEqual({ text: '已離線，點擊重試', retry: true })
    expect(connectionBanner('online')).toBeNull()
    expect(connectionBanner('idle')).toBeNull()
  })

  it('adds on top of my own count of the same entry (the merge rule sets the count)', () => {
    const snap = spellSnapshot(2)
    snap.myInfo.items = [
      spellItem({ goodsId: 11, itemCount: 2 }),
      spellItem({ goodsId: 11, itemCount: 1, props: [{ name: '份量', values: [{ value: '大' }] }] })
    ]
    expect(addLine(snap, 11, [], 1)).toEqual({ goodsId: 11, itemCount: 3, props: [] })
    expect(addLine(snap, 11, [{ name: '份量', values: [{ value: '大' }] }], 2).itemCount).toBe(3)
    expect(addLine(snap, 12, [], 1).itemCount).toBe(1)
    expect(myCountOf(snap, 11)).toBe(3)
  })

  it('a SKU (大份) is a line of its own in the group cart, with the same identity as the stored cart', () => {
    const snap = spellSnapshot(2)
    snap.myInfo.items = [
      spellItem({ goodsId: 11, itemCount: 2 }),
      spellItem({ goodsId: 11, productId: 31, itemCount: 1 })
    ]
    expect(addLine(snap, 11, [], 1, 31)).toEqual({ goodsId: 11, productId: 31, itemCount: 2, props: [] })
    expect(addLine(snap, 11, [], 1, 32)).toEqual({ goodsId: 11, productId: 32, itemCount: 1, props: [] })
    expect(addLine(snap, 11, [], 1)).toEqual({ goodsId: 11, itemCount: 3, props: [] })
  })

  it('takes the group counts from the menu and drops empty categories', () => {
    const snap = spellSnapshot(1)
    const g = {
      id: 11,
      name: '飯',
      image: '',
      categoryId: 1,
      price: 2500,
      originalPrice: null,
      stock: 9,
      totalStock: 9,
      limitBuy: 0,
      monthSales: 1,
      description: '',
      tags: [],
      soldOut: false,
      props: [],
      packFee: 0,
      cartCount: 4
    }
    snap.storeInfo.menuList = [
      { id: 1, name: '主食', cartCount: 4, goodsList: [g] },
      { id: 2, name: '空', cartCount: 0, goodsList: [] }
    ]
    const m = spellMenu(snap.storeInfo)
    expect(m.categories.map((c) => c.name)).toEqual(['主食'])
    expect(m.counts).toEqual({ 1: 4 })
    expect(groupCountOf(snap.storeInfo, 11)).toBe(4)
  })

  it('edits only while open; builds the public join link', () => {
    expect(spellRefusal(spellSnapshot(1))).toBeNull()
    expect(spellRefusal(spellSnapshot(1, { status: 'locked' }))).toBe('房主已鎖定購物車')
    expect(spellRefusal(spellSnapshot(1, { status: 'submitted' }))).toBe('拼單已下單')
    expect(shareLink('https://x.mo', 'AB CD')).toBe('https://x.mo/spell/mch-info/mch-info?code=AB%20CD')
  })
})
