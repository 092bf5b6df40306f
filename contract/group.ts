/**
 * Group-buying (團購): deals and combos redeemed in store, film tickets, table reservations. Wire types and the
 * pure rules both sides run (usage rules in Asia/Macau, seat classes, the reservation cut-off).
 */
import type { ShopReply } from './reviews-admin'

import { DEFAULT_LOCALE, type Locale } from './locale'
import { macauDay, macauWeekday } from './macau-time'
import { seatClassAt, type SeatClass, type SeatPlan } from './seat-plan'

/** Macau public holidays (YYYY-MM-DD) a deal may exclude. */
export const MACAU_HOLIDAYS: readonly string[] = [
  '2026-01-01',
  '2026-02-17',
  '2026-02-18',
  '2026-02-19',
  '2026-04-03',
  '2026-04-04',
  '2026-04-05',
  '2026-05-01',
  '2026-05-24',
  '2026-06-19',
  '2026-09-26',
  '2026-10-01',
  '2026-10-02',
  '2026-10-18',
  '2026-11-02',
  '2026-12-08',
  '2026-12-20',
  '2026-12-21',
  '2026-12-24',
  '2026-12-25',
  '2027-01-01',
  '2027-02-06',
  '2027-02-07',
  '2027-02-08'
]

export interface UsageRules {
  /** First and last valid Macau day, inclusive. */
  validFrom: string
  validTo: string
  /** Weekdays it may be used (0 Sunday … 6 Saturday); empty = every day. */
  weekdays: number[]
  /** Whether it may be used on Macau public holidays. */
  holidays: boolean
  /** A table must be booked first. */
  booking: boolean
  /** At most this many per person per order (0 = no limit). */
  perPersonLimit: number
  /** 隨時退: the customer may refund unused codes at any time. */
  anytimeRefund: boolean
  /** 過期自動退: unused codes are refunded when the deal's validity ends. */
  expiryRefund: boolean
}

/**
 * A deal's refund flags; rules written before the flags existed (a voucher bought earlier) promised both, so
 * only an explicit false takes one away.
 */
export function refundFlags(r: Partial<Pick<UsageRules, 'anytimeRefund' | 'expiryRefund'>>): {
  anytime: boolean
  expiry: boolean
} {
  return { anytime: r.anytimeRefund !== false, expiry: r.expiryRefund !== false }
}

/** A deal's refund promise in each language (issue 39); Chinese as always written. */
const REFUND_TEXT: Readonly<Record<Locale, { both: string; anytime: string; expiry: string; none: string }>> =
  {
    'zh-Hant-MO': {
      both: '未使用隨時退，過期自動退',
      anytime: '未使用隨時退，過期不設退款',
      expiry: '購買後不設退款，過期未使用自動退',
      none: '購買後不設退款'
    },
    en: {
      both: 'Refund any time before use; refunded automatically if it expires',
      anytime: 'Refund any time before use; no refund once expired',
      expiry: 'No refund after purchase; refunded automatically if it expires unused',
      none: 'No refund after purchase'
    },
    pt: {
      both: 'Reembolso a qualquer momento antes de usar; reembolso automático se expirar',
      anytime: 'Reembolso a qualquer momento antes de usar; sem reembolso após expirar',
      expiry: 'Sem reembolso após a compra; reembolso automático se expirar sem uso',
      none: 'Sem reembolso após a compra'
    }
  }

export type UsageRefusal = 'notYet' | 'expired' | 'weekday' | 'holiday'

export const USAGE_REFUSAL_TEXT: Readonly<Record<UsageRefusal, string>> = {
  notYet: '尚未到使用日期',
  expired: '已過有效期',
  weekday: '今日不可使用',
  holiday: '公眾假期不可使用'
}

/** The refund promise of a deal as one line (the combo page, the checkout, the voucher). */
export function refundText(
  r: Partial<Pick<UsageRules, 'anytimeRefund' | 'expiryRefund'>>,
  locale: Locale = DEFAULT_LOCALE
): string {
  const f = refundFlags(r)
  const w = REFUND_TEXT[locale]
  if (f.anytime && f.expiry) return w.both
  if (f.anytime) return w.anytime
  if (f.expiry) return w.expiry
  return w.none
}

/** Whether a code under these rules may be used at `ms` (Asia/Macau calendar). */
export function usageRefusal(r: UsageRules, ms: number): UsageRefusal | null {
  const day = macauDay(ms)
  if (day < r.validFrom) return 'notYet'
  if (day > r.validTo) return 'expired'
  if (!r.holidays && MACAU_HOLIDAYS.includes(day)) return 'holiday'
  if (r.weekdays.length > 0 && !r.weekdays.includes(macauWeekday(ms))) return 'weekday'
  return null
}

const WEEKDAY_TEXT = ['日', '一', '二', '三', '四', '五', '六']

/** A deal's usage rules in each language (issue 39); Chinese as always written. `{x}` marks a value. */
const USAGE_WORDS: Readonly<
  Record<
    Locale,
    {
      valid: string
      everyDay: string
      onlyOn: string
      weekdays: readonly string[]
      sep: string
      holidaysYes: string
      holidaysNo: string
      booking: string
      noBooking: string
      limit: string
      noLimit: string
    }
  >
> = {
  'zh-Hant-MO': {
    valid: '有效期：{from} 至 {to}',
    everyDay: '每日可用',
    onlyOn: '僅限週{days}使用',
    weekdays: WEEKDAY_TEXT,
    sep: '、',
    holidaysYes: '公眾假期可用',
    holidaysNo: '公眾假期不可用',
    booking: '需提前預約',
    noBooking: '免預約',
    limit: '每人限購 {n} 張',
    noLimit: '不限購買數量'
  },
  en: {
    valid: 'Valid from {from} to {to}',
    everyDay: 'Usable every day',
    onlyOn: 'Only on {days}',
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    sep: ', ',
    holidaysYes: 'Usable on public holidays',
    holidaysNo: 'Not on public holidays',
    booking: 'Book ahead',
    noBooking: 'No booking needed',
    limit: 'Up to {n} per person',
    noLimit: 'No purchase limit'
  },
  pt: {
    valid: 'Válido de {from} a {to}',
    everyDay: 'Utilizável todos os dias',
    onlyOn: 'Só {days}',
    weekdays: ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'],
    sep: ', ',
    holidaysYes: 'Utilizável nos feriados',
    holidaysNo: 'Não nos feriados',
    booking: 'Reserva antecipada necessária',
    noBooking: 'Sem reserva',
    limit: 'Até {n} por pessoa',
    noLimit: 'Sem limite de compra'
  }
}

/** The rules as the lines the combo page shows. */
export function usageLines(r: UsageRules, locale: Locale = DEFAULT_LOCALE): string[] {
  const w = USAGE_WORDS[locale]
  const days =
    r.weekdays.length === 0 || r.weekdays.length === 7
      ? w.everyDay
      : w.onlyOn.replace(
          '{days}',
          [...r.weekdays]
            .sort()
            .map((d) => w.weekdays[d])
            .join(w.sep)
        )
  return [
    w.valid.replace('{from}', r.validFrom).replace('{to}', r.validTo),
    days,
    r.holidays ? w.holidaysYes : w.holidaysNo,
    r.booking ? w.booking : w.noBooking,
    r.perPersonLimit > 0 ? w.limit.replace('{n}', String(r.perPersonLimit)) : w.noLimit,
    refundText(r, locale)
  ]
}

/** Codes are 12 digits. */
export const isVoucherCode = (s: string): boolean => /^\d{12}$/.test(s)

/** Free cancellation of a reservation ends this long before the slot. */
export const RESERVATION_CUTOFF_MS = 2 * 3600_000
export const NO_SHOW_RULE = '逾時 15 分鐘未到店視為未到（no-show），訂金不予退還，座位將釋放。'
/** Without a deposit there is nothing to keep (issue 35 §12: a page said both 無需訂金 and 訂金不予退還). */
export const NO_SHOW_RULE_FREE = '逾時 15 分鐘未到店視為未到（no-show），座位將釋放。'
export const noShowRule = (deposit: number): string => (deposit > 0 ? NO_SHOW_RULE : NO_SHOW_RULE_FREE)
export const cancelCutoff = (slotStartMs: number): number => slotStartMs - RESERVATION_CUTOFF_MS
export const canCancelFree = (slotStartMs: number, now: number): boolean => now < cancelCutoff(slotStartMs)

/**
 * Film tickets are refundable (unused seats, to where the money came from, the seats released for sale)
 * until this long before the showtime; after that they are not.
 */
export const TICKET_REFUND_CUTOFF_MS = 2 * 3600_000
export const TICKET_REFUND_RULE = '開場前 2 小時可退票，款項原路退回，座位即時釋放；之後不設退票。'
export const ticketRefundUntil = (showStartMs: number): number => showStartMs - TICKET_REFUND_CUTOFF_MS
export const canRefundTicket = (showStartMs: number, now: number): boolean =>
  now < ticketRefundUntil(showStartMs)

/** Seats are held this long while the user pays (the order's pay window). */
export const SEAT_HOLD_MS = 15 * 60_000
export const MAX_SEATS_PER_ORDER = 6
export const MAX_VOUCHERS_PER_ORDER = 20

export const GROUP_CATEGORIES = ['美食', '咖啡', '電影', 'KTV', '按摩', 'SPA', '健身'] as const
export type GroupCategory = (typeof GROUP_CATEGORIES)[number]

export type CodeState = 'unused' | 'used' | 'refunded' | 'expired'
export const CODE_STATE_TEXT: Readonly<Record<CodeState, string>> = {
  unused: '未使用',
  used: '已使用',
  refunded: '已退款',
  expired: '已過期退款'
}

export interface GroupMerchant {
  id: number
  name: string
  category: string
  district: string
  address: string
  lat: number
  lng: number
  phone: string
  openHours: string
  star: number
  commentCount: number
  avgPrice: number
  image: string
  brand: string | null
  isOpen: boolean
  distanceM: number | null
  /** The cheapest deal, for the list. */
  bestDeal: { id: number; title: string; price: number; originalPrice: number } | null
}

export interface GroupDeal {
  id: number
  mchId: number
  kind: 'deal' | 'combo'
  title: string
  description: string
  image: string
  price: number
  originalPrice: number
  persons: number
  contents: Array<{ name: string; count: number; price: number }>
  rules: UsageRules
  sold: number
}

export interface GroupDish {
  id: number
  mchId: number
  name: string
  category: string
  price: number
  image: string
  description: string
  recommended: boolean
}

export interface GroupPhoto {
  id: number
  category: string
  title: string
  image: string
}

export interface GroupMerchantDetail extends GroupMerchant {
  tasteStar: number
  envStar: number
  serviceStar: number
  licenseNo: string
  notice: string
  deals: GroupDeal[]
  dishes: GroupDish[]
  photoCount: number
  /** Cinemas show films, restaurants take reservations. */
  cinema: boolean
  reservable: boolean
}

export interface GroupComment {
  id: number
  mchId: number
  userName: string
  star: number
  tasteStar: number
  envStar: number
  serviceStar: number
  content: string
  images: string[]
  createdAt: number
  mine: boolean
  /** The shop's reply (商家回覆), absent when none. */
  reply?: ShopReply
}

export interface Film {
  id: number
  title: string
  poster: string
  rating: number
  minutes: number
  genre: string
  intro: string
}

export interface Showtime {
  id: number
  filmId: number
  cinemaId: number
  hall: string
  startsAt: number
  /** The cheapest seat class of the session (avos), shown as the session's price in lists. */
  fromPrice: number
}

export interface SeatMap {
  showtime: Showtime & { film: Film; cinemaName: string }
  rows: number
  cols: number
  /** The hall's plan: rows × cols cells, each a seat class's key or null for an aisle or gap. */
  grid: SeatPlan['rows']
  /** The seat classes at this session's prices (avos). */
  classes: SeatClass[]
  /** Seats taken (sold or held), as "row-col". */
  taken: string[]
}

export const seatLabel = (hall: string, row: number, col: number): string => `${hall} ${row}排${col}座`
/** The price of the seat at (row, col) on a seat map, or null where there is no seat: what buying it charges. */
export const seatPrice = (map: Pick<SeatMap, 'grid' | 'classes'>, row: number, col: number): number | null =>
  seatClassAt({ rows: map.grid, classes: map.classes }, row, col)?.price ?? null

export interface ReservationSlot {
  id: number
  mchId: number
  day: string
  time: string
  startsAt: number
  capacity: number
  left: number
  deposit: number
}

export interface GroupCode {
  id: number
  code: string
  state: CodeState
  stateText: string
  label: string
  price: number
  usedAt: number | null
}

export interface GroupOrderDetail {
  id: number
  orderNo: string
  fulfilment: 'voucher' | 'ticket' | 'reservation'
  status: string
  statusText: string
  mchId: number
  merchantName: string
  title: string
  total: number
  refunded: number
  payDeadline: number
  createdAt: number
  evaluated: boolean
  commentId: number | null
  rules: UsageRules | null
  codes: GroupCode[]
  reservation: {
    day: string
    time: string
    startsAt: number
    party: number
    name: string
    phone: string
    cancelUntil: number
    noShowRule: string
  } | null
  /** A ticket order: the showtime and until when its unused seats can be refunded (seconds). */
  ticket: { startsAt: number; refundUntil: number; rule: string } | null
  refunds: Array<{ amount: number; to: 'wallet' | 'online'; at: number; note: string }>
  canRefund: boolean
  canCancel: boolean
  canEvaluate: boolean
}
