/**
 * The money side of the account centre (issue 12): honey exchange, coupon and red-envelope lists, help coupons,
 * rider tips and stored-value shop cards. Wire types and the pure rules both sides run.
 */
import type { Coupon } from './cart'
import type { Page } from './page'
import type { Vertical } from './verticals'

/** What honey points can be exchanged for; the server issues the coupon in the spend's transaction. */
export interface HoneyExchangeItem {
  key: string
  type: Coupon['type']
  name: string
  /** Honey points it costs. */
  points: number
  /** Avos off. */
  amount: number
  /** Avos the goods must reach (0: none). */
  threshold: number
  /** Days the coupon stays usable from the exchange. */
  days: number
  /** The vertical it applies in, or null for every vertical. */
  vertical: Vertical | null
}

export const HONEY_EXCHANGE_ITEMS: readonly HoneyExchangeItem[] = [
  {
    key: 'takeaway-40-2',
    type: 'coupon',
    name: '外賣滿40減2券',
    points: 5,
    amount: 200,
    threshold: 4000,
    days: 30,
    vertical: 'takeaway'
  },
  {
    key: 'supermarket-150-20',
    type: 'coupon',
    name: '超市滿150減20券',
    points: 200,
    amount: 2000,
    threshold: 15000,
    days: 30,
    vertical: 'supermarket'
  },
  {
    key: 'red-envelope-10',
    type: 'redEnvelope',
    name: '無門檻紅包 MOP 10',
    points: 100,
    amount: 1000,
    threshold: 0,
    days: 30,
    vertical: null
  }
]

export const exchangeItem = (key: string): HoneyExchangeItem | undefined =>
  HONEY_EXCHANGE_ITEMS.find((i) => i.key === key)

/** One exchange of mine (exchange-record). */
export interface HoneyExchange {
  id: number
  itemKey: string
  name: string
  type: Coupon['type']
  points: number
  couponId: number
  /** The coupon's state now. */
  couponStatus: Coupon['status']
  /** Seconds. */
  createdAt: number
}
export type HoneyExchangePage = Page<HoneyExchange>

/** A coupon or red envelope in my lists, with where it can be used (the entry opens it). */
export interface CouponEntry extends Coupon {
  /** The vertical it is limited to (its own, or its merchant's first), null for every vertical. */
  vertical: Vertical | null
  merchantName: string | null
}

/** Help coupon: how many friends must help, what unlocks and how long the share stays open. */
export const HELP_COUPON = {
  need: 3,
  hours: 24,
  coupon: { type: 'coupon', name: '好友助力券 外賣滿50減8', amount: 800, threshold: 5000, days: 7 }
} as const

export type HelpCouponStatus = 'helping' | 'unlocked' | 'expired'

export interface HelpCouponView {
  code: string
  need: number
  helped: number
  status: HelpCouponStatus
  /** Seconds. */
  expiresAt: number
  /** The owner's nickname, masked for friends. */
  owner: string
  isOwner: boolean
  helpedByMe: boolean
  /** The unlocked coupon (owner only). */
  couponId: number | null
  couponName: string
}

/** Rider tips in avos: the amounts offered, and the bounds of a custom one. */
export const TIP_AMOUNTS = [300, 500, 1000, 2000] as const
export const MIN_TIP = 100
export const MAX_TIP = 20_000

export interface TipInfo {
  orderId: number
  orderNo: string
  merchantName: string
  rider: { name: string } | null
  /** Whether this order can be tipped now (delivered, has a rider, not tipped yet). */
  canTip: boolean
  /** Avos given, or null. */
  tipped: number | null
}

/** A stored-value shop card tier of one merchant: pay this, get that credit. */
export interface ShopCardTier {
  id: number
  pay: number
  credit: number
}

export interface ShopCardOffer {
  mchId: number
  merchantName: string
  vertical: Vertical
  tiers: ShopCardTier[]
  /** My balance at this merchant (avos). */
  balance: number
}

export interface ShopCard {
  mchId: number
  merchantName: string
  vertical: Vertical
  balance: number
}

export type ShopCardRecordKind = 'buy' | 'pay' | 'refund' | 'forfeit'

export const SHOP_CARD_RECORD_TEXT: Readonly<Record<ShopCardRecordKind, string>> = {
  buy: '儲值',
  pay: '消費',
  refund: '退款',
  forfeit: '註銷清零'
}

export interface ShopCardRecord {
  id: number
  kind: ShopCardRecordKind
  /** Signed avos. */
  amount: number
  balanceAfter: number
  orderId: number | null
  title: string
  /** Seconds. */
  createdAt: number
}

/** The bonus of a tier in avos (credit beyond what is paid). */
export const tierBonus = (t: Pick<ShopCardTier, 'pay' | 'credit'>): number => t.credit - t.pay
