import type { Goods } from './goods'

/** The spell (拼單) group store: docs/contract-issue4.md. Money in avos. */

/** A menu entry of the group store: the catalogue goods plus how many the whole spell holds. */
export type StoreGoods = Goods & { cartCount: number }

/** The group store info of spec §3. */
export interface StoreInfo {
  mchId: number
  name: string
  logo: string
  isOpen: boolean
  minOrder: number
  deliveryFee: number
  notice: string
  voucherList: Array<{ id: string; label: string; threshold: number; reduce: number }>
  actDescList: string[]
  actTagList: string[]
  ads: Array<{ id: number; name: string; type: number; wxLink: string; image: string }>
  gallery: string[]
  menuList: Array<{ id: number; name: string; cartCount: number; goodsList: StoreGoods[] }>
  serviceList: string[]
  latelyBought: Array<{ goodsId: number; name: string; image: string }>
  storeGalleries: Array<{ title: string; image: string }>
  tasteStar: number
  packStar: number
  star: number
  topList: Array<{ goodsId: number; name: string; image: string; monthSales: number }>
}
