/** The shop's menu as the console edits it (issue 37): every row carries the version a save must name. */
import type { SellBy } from './general'
import type { GoodsProp } from './goods'

/** What a save with a stale version answers (STALE_VERSION): the other edit stays, this one is not applied. */
export const STALE_GOODS_MSG = '此商品已被其他人修改，請重新載入'
export const STALE_CATEGORY_MSG = '此分類已被其他人修改，請重新載入'

/** A photo from the device: at most this many bytes before the server resizes it. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024
/** The longest side of a stored goods photo (px): the app draws it at most 400 wide, twice for sharp screens. */
export const PHOTO_SIDE = 800

/** A SKU (規格) of a takeaway goods as the console edits it (saved with its goods, under the goods' version). */
export interface AdminSku {
  id: number
  name: string
  price: number
  memberPrice: number | null
  /** what is left today */
  stock: number
  /** what it gets back at each Macau midnight (the form's stock) */
  dailyStock: number | null
  soldOut: boolean
}

export interface AdminGoods {
  id: number
  categoryId: number
  name: string
  /** its name in English and Portuguese (issue 39; '' none: customers reading those see the Chinese) */
  nameEn: string
  namePt: string
  description: string
  image: string
  /** an uploaded photo's URL, null while the goods shows its drawn artwork */
  photo: string | null
  price: number
  memberPrice: number | null
  originalPrice: number | null
  packFee: number
  stock: number
  /** stock set again at the start of each Macau day; null: no daily reset */
  dailyStock: number | null
  limitBuy: number
  onSale: boolean
  soldOut: boolean
  props: GoodsProp[]
  /** its SKUs in order; empty: the goods is its own product */
  skus: AdminSku[]
  version: number
  /** a general store's goods (issue 37): how it is sold; by weight, its price is the portion's estimate */
  sellBy?: SellBy
  pricePer500g?: number | null
  unitGrams?: number | null
}

export interface AdminCategory {
  id: number
  name: string
  nameEn: string
  namePt: string
  version: number
  goods: AdminGoods[]
}

/** `GET /api/staff/menu`: every category (empty ones too) with every goods (off sale too). */
export interface AdminMenu {
  merchantId: number
  /** the shop's verticals: a supermarket's console page edits its aisles and goods (contract/market-admin.ts) */
  verticals: string[]
  categories: AdminCategory[]
}
