/**
 * Supermarket (issue 9) wire types and word lists. A goods (SPU) has specs; each spec is a SKU with its
 * own price, stock and limitBuy. In the cart a SKU is the line's goodsId and productId (its own id), so
 * the spec §4 merge rule and the spec §5 caps key on the SKU.
 */
import type { ShopReply } from './reviews-admin'
import type { Page } from './page'

export interface MarketAisle {
  id: number
  name: string
  /** Level-2 aisles of a level-1 aisle (empty on level 2). */
  children: MarketAisle[]
}

export const MARKET_SORTS = ['default', 'sales', 'priceAsc', 'priceDesc', 'new'] as const
export type MarketSort = (typeof MARKET_SORTS)[number]

export const REVIEW_FILTERS = ['all', 'photos', 'good', 'bad'] as const
export type ReviewFilter = (typeof REVIEW_FILTERS)[number]
/** A good review has 4–5 stars; a bad one 1–2. */
export const isGoodStar = (star: number) => star >= 4
export const isBadStar = (star: number) => star <= 2

export interface MarketSku {
  /** The SKU's id: goodsId and productId of its cart line. */
  productId: number
  spec: string
  /** Avos. */
  price: number
  originalPrice: number | null
  stock: number
  totalStock: number
  /** 0 = no limit. */
  limitBuy: number
  /** What a god member pays instead of `price` (issue 12); null/absent = none. */
  memberPrice?: number | null
}

/** A goods card of lists (aisle, search, hot, similar). */
export interface MarketGoodsCard {
  id: number
  mchId: number
  name: string
  brand: string
  image: string
  /** Lowest SKU price (avos). */
  price: number
  originalPrice: number | null
  /** The member price of the cheapest SKU (issue 12); null/absent = none. */
  memberPrice?: number | null
  sales: number
  tags: string[]
  skus: MarketSku[]
  soldOut: boolean
}

export interface ReviewSummary {
  count: number
  good: number
  bad: number
  withPhotos: number
  /** Percent of good reviews, 0–100 (100 when none). */
  goodRate: number
}

export interface MarketGoodsDetail extends MarketGoodsCard {
  aisleId: number
  aisleName: string
  origin: string
  description: string
  gallery: string[]
  delivery: boolean
  pickup: boolean
  reviews: ReviewSummary
  topReviews: MarketReview[]
  store: { id: number; name: string; address: string }
}

export interface MarketReview {
  id: number
  nickname: string
  star: number
  content: string
  images: string[]
  spec: string
  /** Seconds. */
  createdAt: number
  /** The shop's reply (商家回覆), absent when none. */
  reply?: ShopReply
}

export interface MarketStore {
  id: number
  name: string
  address: string
  district: string
  lat: number
  lng: number
  openHours: string
  phone: string
  /** Metres from the asked point. */
  distanceM: number
  image: string
  /** The chain it belongs to (its orders can be picked up at the chain's other stores); null = on its own. */
  chain?: string | null
}

/** A store's place to collect a self-pickup order (a counter, a locker), as customers choose it. */
export interface PickupPoint {
  id: number
  name: string
  address: string
  hours: string
}

/** `GET /v1/market/pickup/stores`: a store with its active pickup points (none: collected at the counter). */
export type MarketPickupStore = MarketStore & { points: PickupPoint[] }

/** The console's view of a pickup point (issue 37 point 3). */
export interface AdminPickupPoint extends PickupPoint {
  active: boolean
  version: number
}

/** `GET /api/staff/deals/pickup-points`: a supermarket store's points, disabled ones too. */
export interface AdminPickupPoints {
  merchantId: number
  /** false for a shop that is no supermarket store (it has none) */
  supermarket: boolean
  points: AdminPickupPoint[]
}

export const STALE_PICKUP_POINT_MSG = '此自取點已被其他人修改，請重新載入'

export interface MarketHome {
  store: MarketStore & { notice: string; tags: string[] }
  banners: Array<{ title: string; image: string; newsId: number }>
  aisles: MarketAisle[]
  deals: MarketGoodsCard[]
  hot: MarketGoodsCard[]
}

export interface MarketNews {
  id: number
  title: string
  summary: string
  body: string
  /** Seconds. */
  createdAt: number
}

export type MarketGoodsPage = Page<MarketGoodsCard>

/** Hot words shown on search-goods before typing. */
export const HOT_WORDS = ['雞蛋', '鮮奶', '牛扒', '香米', '紙巾', '可樂', '三文魚', '杏仁餅'] as const
