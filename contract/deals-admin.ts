/**
 * The shop's group-buying deals and reservation slots as the console edits them (issue 37 point 3): every row
 * carries the version a save must name. Money in avos; days are Macau calendar days (YYYY-MM-DD).
 */
import type { GroupDeal, UsageRules } from './group'

/** What a save with a stale version answers (STALE_VERSION): the other edit stays, this one is not applied. */
export const STALE_DEAL_MSG = '此團購已被其他人修改，請重新載入'
export const STALE_SLOT_MSG = '此時段已被其他人修改，請重新載入'

/** A slot's capacity can never go below the places already booked in it. */
export const slotBelowBookedMsg = (booked: number): string =>
  `此時段已有 ${booked} 個預訂，名額不可少於 ${booked}`

export interface AdminDeal {
  id: number
  kind: GroupDeal['kind']
  title: string
  /** its title in English and Portuguese (issue 39; '' none: customers reading those see the Chinese) */
  titleEn: string
  titlePt: string
  description: string
  price: number
  originalPrice: number
  persons: number
  contents: GroupDeal['contents']
  rules: UsageRules
  /** Customers see (and buy) published deals only. */
  published: boolean
  sold: number
  version: number
}

/** `GET /api/staff/deals`: every deal of the shop, unpublished ones too. */
export interface AdminDeals {
  merchantId: number
  deals: AdminDeal[]
}

export interface AdminSlot {
  id: number
  day: string
  time: string
  /** seconds since the epoch */
  startsAt: number
  capacity: number
  booked: number
  deposit: number
  version: number
}

/** `GET /api/staff/deals/slots`: the shop's reservation slots from today on. */
export interface AdminSlots {
  merchantId: number
  slots: AdminSlot[]
}

export const STALE_DELIVERY_SLOT_MSG = '此配送時段已被其他人修改，請重新載入'
/** A delivery slot's capacity can never go below the orders already booked in it on a coming day. */
export const deliveryBelowBookedMsg = (booked: number): string =>
  `已有 ${booked} 張訂單預約此配送時段，名額不可少於 ${booked}`

/** One slot of a supermarket's delivery plan ("18:00-20:00") and the orders booked in it per bookable date. */
export interface AdminDeliverySlot {
  slot: string
  capacity: number
  version: number
  /** date (YYYY-MM-DD) → orders booked */
  booked: Record<string, number>
}

/** `GET /api/staff/deals/delivery-slots`: the plan and the dates orders may book (today first). */
export interface AdminDeliverySlots {
  merchantId: number
  dates: string[]
  slots: AdminDeliverySlot[]
}
