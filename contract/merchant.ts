import type { ShopReply } from './reviews-admin'
import type { Page } from './page'
import type { Vertical } from './verticals'

/** Orders of the merchant list (`/v1/store/merchant/list` sort). */
export const MERCHANT_SORTS = ['smart', 'distance', 'rating', 'sales', 'deliveryFee', 'minOrder'] as const
export type MerchantSort = (typeof MERCHANT_SORTS)[number]

/** What a user may report a merchant for. */
export const REPORT_TYPES = ['食品安全', '虛假宣傳', '價格問題', '服務態度', '證照問題', '其他'] as const
export type ReportType = (typeof REPORT_TYPES)[number]
/** Bounds of a merchant report: the server refuses beyond them, the app's form says so first. */
export const REPORT_MAX_CONTENT = 500
export const REPORT_MAX_IMAGES = 6

/** Merchant ids one exposure report may carry (`/v2/wm/flow/addShow`). */
export const MAX_SHOW_IDS = 100

export interface Merchant {
  id: number
  name: string
  logo: string
  /** The vertical the merchant is listed under first. */
  vertical: Vertical
  verticals: Vertical[]
  category: string
  district: string
  address: string
  lat: number
  lng: number
  /** Metres from the point asked about. */
  distance: number
  star: number
  monthSales: number
  avgPrice: number
  deliveryFee: number
  minOrder: number
  deliveryMinutes: number
  tags: string[]
  isOpen: boolean
}

/** A merchant activity as listed (full reduction, discount, new user, free delivery …). */
export interface MerchantActivity {
  type: string
  label: string
  threshold?: number
  reduce?: number
}

export interface MerchantDetail extends Merchant {
  notice: string
  openHours: string
  /** issue 37: Macau days (YYYY-MM-DD) closed all day, and a busy pause's end (ms; absent or null: none) */
  holidays?: string[]
  pausedUntil?: number | null
  phone: string
  licenseNo: string
  tasteStar: number
  packStar: number
  activities: MerchantActivity[]
  deliveryRangeM: number
  favourite: boolean
  qualifications: Array<{ name: string; image: string }>
  /** issue 38: present when the platform suspended or closed the shop (STANDING_TEXT of contract/ops.ts says it) */
  standing?: 'suspended' | 'closed'
}

export interface Comment {
  id: number
  userName: string
  avatar: string
  star: number
  tasteStar: number
  packStar: number
  content: string
  images: string[]
  /** Seconds. */
  createdAt: number
  mine: boolean
  /** The shop's reply (商家回覆), absent when none. */
  reply?: ShopReply
}

export interface CommentPage extends Page<Comment> {
  summary: { star: number; tasteStar: number; packStar: number; total: number }
}

/** A delivery-fee band by time of day (Asia/Macau). */
export interface TimeFee {
  start: string
  end: string
  baseFee: number
  perKmFee: number
  freeKm: number
  label: string
}

/** A takeaway home category (`/v1/takeaway/categories`). */
export interface TakeawayCategory {
  key: string
  name: string
  count: number
}
