import type { AdultStatus } from './age'
import type { Goods } from './goods'
import { defineMachine } from './fsm'
import { DAY_MS, macauDay } from './macau-time'
import type { WeightPolicy } from './weight'

/** The general store (issue 11): shop kinds, goods facts and the wine-gift rules both sides run. */

export const GENERAL_KINDS = ['fruit', 'florist', 'bakery', 'wine', 'gift'] as const
export type GeneralKind = (typeof GENERAL_KINDS)[number]

export const GENERAL_KIND_TEXT: Readonly<Record<GeneralKind, string>> = {
  fruit: '生果',
  florist: '花店',
  bakery: '餅店',
  wine: '酒行',
  gift: '禮品'
}

export const SELL_BY = ['unit', 'weight', 'box'] as const
export type SellBy = (typeof SELL_BY)[number]

/** The general facts of a goods (sold by weight or box, season and origin, alcohol, gift set). */
export interface GeneralFacts {
  sellBy: SellBy
  /** sold by weight: avos per 500 g and the estimated grams of one portion (its price is the estimate) */
  pricePer500g: number | null
  unitGrams: number | null
  season: string | null
  seasonMonths: number[]
  origin: string | null
  alcohol: boolean
  giftSet: boolean
  /** originalPrice − price when discounted, else 0 */
  saving: number
}

/** A goods of a general store (a cart line keys on productId = goodsId, its SKU). */
export type GeneralGoods = Goods &
  GeneralFacts & {
    mchId: number
    mchName: string
    category: string
  }

export interface GeneralMenuCategory {
  id: number
  name: string
  count: number
  goods: GeneralGoods[]
}

export interface GeneralStore {
  id: number
  name: string
  logo: string
  kind: GeneralKind
  kindText: string
  district: string
  address: string
  star: number
  monthSales: number
  minOrder: number
  deliveryFee: number
  deliveryMinutes: number
  distanceM: number | null
  weightPolicy: WeightPolicy
  /** false while the store rests (its switch, not its hours): it takes no order, not even one for later */
  isOpen: boolean
  activities: Array<{ type: string; label: string; threshold?: number; reduce?: number }>
  tags: string[]
  notice: string
}

/** `GET /v1/general/store`: the store, its menu and its discounts. */
export interface GeneralStorePage {
  store: GeneralStore
  categories: GeneralMenuCategory[]
  discounted: GeneralGoods[]
}

export interface GeneralCategory {
  kind: GeneralKind
  name: string
  storeCount: number
  goodsCount: number
}

export interface GeneralHome {
  categories: GeneralCategory[]
  seasonal: GeneralGoods[]
  discounts: GeneralGoods[]
  stores: GeneralStore[]
}

export interface AgeView {
  status: AdultStatus
  birthDate: string | null
  message: string | null
  /** true when the birth date is the account centre's verified identity's (no declaration needed) */
  verified: boolean
}

// ── sending wine ──

/** A greeting card holds at most this many characters. */
export const CARD_MAX_CHARS = 120
/** A "let the recipient fill in the address" link lives this long. */
export const GIFT_LINK_TTL_MS = 48 * 3600_000
/** The delivery date is tomorrow at the earliest and within this many days. */
export const GIFT_MAX_DAYS_AHEAD = 14

export const GIFT_STATES = ['awaiting_address', 'ready', 'expired'] as const
export type GiftState = (typeof GIFT_STATES)[number]

/** The reason stored on a gift's order cancelled because its recipient never gave an address (worded when read). */
export const GIFT_EXPIRED_REASON = '收禮人未於 48 小時內填寫地址'

export const GIFT_STATE_TEXT: Readonly<Record<GiftState, string>> = {
  awaiting_address: '等待收禮人填寫地址',
  ready: '待送達',
  expired: '連結已過期'
}

export const GIFT_EVENTS = ['fillAddress', 'expire'] as const
export type GiftEvent = (typeof GIFT_EVENTS)[number]

/**
 * A gift link's lifecycle (the `wine_gifts` row): a link waits for the recipient's address (48 h) and is then
 * ready, or it expires unanswered; a gift sent with the address is ready from the start.
 */
export const giftLinkMachine = defineMachine({
  name: 'gift link',
  states: GIFT_STATES,
  events: GIFT_EVENTS,
  transitions: {
    awaiting_address: { fillAddress: 'ready', expire: 'expired' },
    ready: {},
    expired: {}
  },
  text: GIFT_STATE_TEXT,
  eventText: { fillAddress: '填寫地址', expire: '過期' },
  refusals: { fillAddress: { ready: '地址已填寫', '*': '禮物{state}，無法填寫地址' } },
  refusal: '禮物{state}，無法{event}'
})

/** Characters as people count them (an emoji is one). */
export const cardLength = (s: string): number => [...s].length

/** The delivery dates offered at `now`: tomorrow … GIFT_MAX_DAYS_AHEAD days ahead (Macau calendar). */
export function giftDates(now: number): string[] {
  return Array.from({ length: GIFT_MAX_DAYS_AHEAD }, (_, i) => macauDay(now + (i + 1) * DAY_MS))
}

export const giftDateAllowed = (date: string, now: number): boolean => giftDates(now).includes(date)

/** What the giver sees of a gift (on the order). */
export interface GiftView {
  orderId: number
  token: string
  state: GiftState
  stateText: string
  recipientName: string
  recipientPhone: string
  deliverOn: string
  card: string
  giftWrap: boolean
  /** seconds; the address link's end (recipient mode), else null */
  linkExpiresAt: number | null
  addressFilled: boolean
}

/** What the recipient sees through the link: never a price. */
export interface GiftRecipientView {
  token: string
  state: GiftState
  stateText: string
  senderName: string
  recipientName: string
  storeName: string
  items: Array<{ name: string; image: string; itemCount: number }>
  deliverOn: string
  card: string
  giftWrap: boolean
  needsAddress: boolean
  linkExpiresAt: number | null
  address: { address: string; detail: string } | null
}
