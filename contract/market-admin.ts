/**
 * A supermarket's goods as the console edits them (issue 37): the shared aisles in the store's own order, each
 * SPU with its SKU table (one row per spec: price, member price, stock, on sale). A SPU's version covers its
 * SKUs, so two people saving one goods are told (STALE_VERSION) instead of one losing the other's rows.
 */

export const STALE_SPU_MSG = '此商品已被其他人修改，請重新載入'

export interface AdminSku {
  /** the SKU's goods row (the cart's productId) */
  id: number
  spec: string
  price: number
  memberPrice: number | null
  originalPrice: number | null
  stock: number
  limitBuy: number
  onSale: boolean
  soldOut: boolean
}

export interface AdminSpu {
  id: number
  aisleId: number
  name: string
  brand: string
  origin: string
  description: string
  image: string
  /** an uploaded photo's URL, null while the goods shows its drawn artwork */
  photo: string | null
  skus: AdminSku[]
  /** every SKU sold out (or none on sale): the shopper sees 售罄 */
  soldOut: boolean
  version: number
}

export interface AdminAisle {
  id: number
  name: string
  children: Array<{ id: number; name: string; spus: AdminSpu[] }>
}

/** `GET /api/staff/market`: the aisles in the store's order, every SPU (off sale too). */
export interface AdminMarket {
  merchantId: number
  aisles: AdminAisle[]
}

/** The image a SPU shows: its uploaded photo, else the drawn artwork of its first SKU. */
export const spuImage = (photo: string | null, firstSkuId: number | undefined): string =>
  photo ?? (firstSkuId ? `/api/img/goods/${firstSkuId}.svg` : '')
