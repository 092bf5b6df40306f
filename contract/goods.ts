/** Goods and menus as the server answers them (catalogue, menu, spell store); money in avos. */

export interface GoodsPropValue {
  value: string
  priceDelta: number
}

/**
 * One SKU (規格, e.g. 大份 / 小份) of a takeaway goods: its own price, member price and stock. A cart line on it
 * carries productId = id; a goods without SKUs has none and its lines productId = goodsId.
 */
export interface GoodsSku {
  id: number
  name: string
  price: number
  memberPrice: number | null
  stock: number
  soldOut: boolean
}

/** One option group of a goods (份量, 甜度, 加料 …). */
export interface GoodsProp {
  name: string
  required: boolean
  multi: boolean
  values: GoodsPropValue[]
}

export interface Goods {
  id: number
  name: string
  image: string
  categoryId: number
  price: number
  originalPrice: number | null
  stock: number
  /** The goods' stock across SKUs (spec §5 caps); equals stock for a goods without SKUs. */
  totalStock: number
  /** 0: no per-order limit. */
  limitBuy: number
  monthSales: number
  description: string
  tags: string[]
  soldOut: boolean
  props: GoodsProp[]
  packFee: number
  /** What a god member pays instead of `price` (issue 12); null/absent = none. */
  memberPrice?: number | null
  /** Its SKUs, in the shop's order; absent or empty: the goods is its own product. */
  skus?: GoodsSku[]
}

/** The SKUs a customer can still buy. */
export const skusOnSale = (g: Pick<Goods, 'skus'>): GoodsSku[] => (g.skus ?? []).filter((s) => !s.soldOut)

/** `GET /v1/store/goods/:id`. */
export type GoodsDetail = Goods & { merchantId: number; merchantName: string }

export interface MenuCategory {
  id: number
  name: string
  count: number
  goods: Goods[]
}

/** `GET /v1/store/merchant/:id/menu`. */
export interface Menu {
  categories: MenuCategory[]
}
