import type { SpellSnapshot, StoreGoods } from '@/services/spell'
import { spellItem, spellSnapshot } from '@/stores/group-cart-fixtures'

/** Test data for the spell pages (built on the group-cart store's fixtures). */
export const storeGoods = (over: Partial<StoreGoods> = {}): StoreGoods => ({
  id: 11,
  name: '拼單飯',
  image: '/api/img/goods/11.svg',
  categoryId: 1,
  price: 2500,
  originalPrice: null,
  stock: 50,
  totalStock: 50,
  limitBuy: 0,
  monthSales: 120,
  description: '',
  tags: [],
  soldOut: false,
  props: [],
  packFee: 0,
  cartCount: 0,
  ...over
})

/**
 * The spell as `me` sees it: host 1 and member 2 (or `members`), each with one 拼單飯, a menu of two goods.
 */
export function roomSnapshot(
  me: number,
  over: { status?: SpellSnapshot['spellInfo']['status']; seq?: number; members?: number[] } = {}
): SpellSnapshot {
  const s = spellSnapshot(me, over)
  s.storeInfo.menuList = [
    {
      id: 1,
      name: '主食',
      cartCount: 2,
      goodsList: [storeGoods({ cartCount: 2 }), storeGoods({ id: 12, name: '叉燒飯', price: 3000 })]
    }
  ]
  return s
}

export { spellItem }

export class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
