/**
 * The shop as its owner runs it from the console (issue 37 point 2): hours with holidays and a busy pause,
 * delivery range and fees, the announcement, activities and shop cards. Money in avos; every save of the
 * settings names the version it read (STALE_VERSION otherwise).
 */
import { formatMop } from './money'

/** What a save with a stale version answers: the other edit stays, this one is not applied. */
export const STALE_SHOP_MSG = '店舖設定已被其他人修改，請重新載入'

/** Sane caps an owner's numbers are checked against (Macau is small; a fee above these is a typo). */
export const SHOP_CAPS = {
  deliveryFee: 100_00,
  minOrder: 1_000_00,
  packFee: 50_00,
  deliveryRangeM: 20_000,
  deliveryMinutes: 180,
  notice: 200,
  holidays: 60,
  activities: 12,
  cardPay: 10_000_00,
  cardTiers: 10
} as const

/** The busy pause's lengths the console offers (minutes); null: until the shop resumes. */
export const PAUSE_CHOICES = [30, 60, 120, null] as const

/** One activity as the owner sets it; the label customers see is made from its numbers (activityLabel). */
export type ShopActivity =
  | { type: 'full_reduction'; threshold: number; reduce: number }
  | { type: 'discount'; /** percent of the goods paid: 88 = 88折 */ rate: number }
  | { type: 'new_user'; reduce: number }
  | { type: 'delivery_free'; threshold: number }

export type ShopActivityType = ShopActivity['type']

const mop = (avos: number) => formatMop(avos, { symbol: false, trimZeros: true })

/** The words a customer reads for an activity (the shop page, the cart, the fee lines). */
export function activityLabel(a: ShopActivity): string {
  switch (a.type) {
    case 'full_reduction':
      return `滿${mop(a.threshold)}減${mop(a.reduce)}`
    case 'discount':
      return `全單${a.rate % 10 === 0 ? a.rate / 10 : a.rate}折`
    case 'new_user':
      return `新客立減${mop(a.reduce)}`
    case 'delivery_free':
      return a.threshold > 0 ? `滿 MOP ${mop(a.threshold)} 免配送費` : '免配送費'
  }
}

/** A stored-value card denomination: pay this, get that much credit at the shop. */
export interface ShopCardTier {
  id: number
  pay: number
  credit: number
  onSale: boolean
}

/** `GET /api/staff/shop`: everything the console's shop page edits. */
export interface ShopSettings {
  merchantId: number
  name: string
  version: number
  openHours: string
  holidays: string[]
  /** ms; null: not paused; PAUSED_UNTIL_RESUMED: until the shop resumes */
  pausedUntil: number | null
  /** the operator's suspension (false: no orders at all, whatever the hours) */
  takingOrders: boolean
  /** what a customer sees right now */
  openNow: boolean
  closedText: string | null
  deliveryFee: number
  minOrder: number
  packFee: number
  deliveryRangeM: number
  deliveryMinutes: number
  notice: string
  activities: ShopActivity[]
  /** activities stored before issue 37 that the console cannot edit (kept as they are) */
  otherActivities: Array<{ type: string; label: string }>
  cardTiers: ShopCardTier[]
}

/** `POST /api/staff/shop/activities/preview`: the sample cart priced by the checkout's own calculator. */
export interface ActivityPreview {
  goodsAmount: number
  packFee: number
  deliveryFee: number
  total: number
  feeLines: Array<{ label: string; amount: number }>
  /** what the customer would have paid with the activities saved now */
  totalBefore: number
}
