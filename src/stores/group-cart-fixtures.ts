import type { CartItem } from '@/services/cart'
import type { SharedSnapshot, SpellSnapshot } from '@/services/spell'
import type { StoreGoods } from '@lotus/contract/spell'
import { toSharedUpdate, withMyInfo, type SharedUpdate } from '@lotus/contract/spell'

/** Test data for the group cart (used by the store and MQTT client tests). */
export const spellItem = (over: Partial<CartItem> = {}): CartItem => ({
  cartId: 1001,
  goodsId: 11,
  productId: 11,
  itemCount: 1,
  bagNo: 1,
  props: [],
  optType: null,
  name: '拼單飯',
  image: '',
  unitPrice: 2500,
  amount: 2500,
  stock: 50,
  limitBuy: 0,
  invalid: null,
  invalidKey: null,
  ...over,
  totalStock: over.totalStock ?? over.stock ?? 50
})

/** A goods of the spell store's menu with its count in the spell. */
export const storeGoods = (id: number, cartCount: number): StoreGoods => ({
  id,
  name: id === 11 ? '拼單飯' : `拼單小食${id}`,
  image: '',
  categoryId: 1,
  price: 2500,
  originalPrice: null,
  stock: 50,
  totalStock: 50,
  limitBuy: 0,
  monthSales: 10,
  description: '',
  tags: [],
  soldOut: false,
  props: [],
  packFee: 0,
  cartCount
})

export function sharedSnapshot(
  over: {
    tid?: number
    seq?: number
    status?: SharedSnapshot['spellInfo']['status']
    members?: number[]
  } = {}
): SharedSnapshot {
  const members = over.members ?? [1, 2]
  return {
    spellInfo: {
      tid: over.tid ?? 7,
      mchId: 3,
      hostId: members[0] ?? 1,
      shareCode: 'ABCD2345',
      status: over.status ?? 'open',
      orderId: null,
      seq: over.seq ?? 1,
      createdAt: 1_700_000_000
    },
    userList: members.map((userId, i) => ({
      userId,
      nickname: `用戶${userId}`,
      avatar: '',
      isHost: i === 0,
      online: true,
      itemCount: 1,
      amount: 2500,
      share: 2600,
      joinedAt: 1_700_000_000 + i
    })),
    cartInfo: members.map((userId) => ({
      userId,
      bagNo: 1 as const,
      items: [spellItem({ cartId: userId * 1000 + 1 })]
    })),
    actInfo: { label: '', reduce: 0 },
    result: {
      goodsAmount: 2500 * members.length,
      packFee: 0,
      deliveryFee: 200,
      deliveryFeeLabel: '配送費',
      fullReduction: 0,
      discount: 0,
      couponAmount: 0,
      redEnvelopeAmount: 0,
      total: 2600 * members.length,
      minOrder: 0,
      gapToMin: 0,
      canSubmit: true,
      distanceM: 300,
      feeLines: []
    },
    storeInfo: {
      mchId: 3,
      name: '測試茶餐廳',
      logo: '',
      isOpen: true,
      minOrder: 0,
      deliveryFee: 200,
      notice: '',
      voucherList: [],
      actDescList: [],
      actTagList: [],
      ads: [],
      gallery: [],
      menuList: [
        {
          id: 1,
          name: '拼單套餐',
          cartCount: members.length,
          goodsList: [storeGoods(11, members.length), storeGoods(12, 0)]
        }
      ],
      menuKey: 'menu-1',
      serviceList: [],
      latelyBought: [],
      storeGalleries: [],
      tasteStar: 4.5,
      packStar: 4.5,
      star: 4.6,
      topList: []
    },
    userText: `${members.length}人正在拼單`,
    warnMsg: null,
    warnings: []
  }
}

export const spellSnapshot = (
  userId: number,
  over: Parameters<typeof sharedSnapshot>[0] = {}
): SpellSnapshot => withMyInfo(sharedSnapshot(over), userId)

/** The message the broker carries for `sharedSnapshot(over)` (no menu, only its counts). */
export const sharedUpdate = (over: Parameters<typeof sharedSnapshot>[0] = {}): SharedUpdate =>
  toSharedUpdate(sharedSnapshot(over))
