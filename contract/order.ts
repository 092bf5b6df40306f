import type { Address } from './address'
import type { CartLine, CartProp, FeeLine } from './cart'
import { DELIVERY_STATES, type DeliveryState, type OrderAction } from './order-delivery'
import type { Fulfilment } from './order-kinds'
import { DEFAULT_LOCALE, fillMarks, inLocale, type Locale, type Phrase } from './locale'
import { formatMop } from './money'
import type { RefundDisputeView } from './refund-dispute'
import type { LineRefundFacts, RefundLineView } from './refund-lines'
import type { RiderMap } from './rider'
import { PICKUP_STATES, type PickupState } from './order-pickup'
import type { Vertical } from './verticals'

/** An order's state on the wire: a state of its kind's lifecycle (delivery or self-pickup). */
export type OrderState = DeliveryState | PickupState
export const ORDER_STATES: readonly OrderState[] = [
  ...DELIVERY_STATES,
  ...PICKUP_STATES.filter((s) => !(DELIVERY_STATES as readonly string[]).includes(s))
]
export type { OrderAction, FeeLine }

/**
 * The order list's status groups (the tabs). `uncommented` also needs the order not yet evaluated.
 * `GET /v1/store/order/list?status=` takes one of these or a single state.
 */
export const ORDER_STATUS_GROUPS = {
  unpaid: { label: '待付款', states: ['unpaid'] },
  ongoing: { label: '進行中', states: ['paid', 'accepted', 'ready', 'delivering', 'age_check', 'delivered'] },
  uncommented: { label: '待評價', states: ['completed'] },
  refund: { label: '退款', states: ['refunding', 'refunded', 'refund_rejected'] }
} as const satisfies Record<string, { label: string; states: readonly OrderState[] }>
export type OrderStatusGroup = keyof typeof ORDER_STATUS_GROUPS
export const ORDER_STATUS_GROUP_NAMES = Object.keys(ORDER_STATUS_GROUPS) as OrderStatusGroup[]

/** What `status` may be: '' (all), a group or a single state. */
export type OrderStatusFilter = '' | OrderStatusGroup | OrderState

/** The order list tabs in display order ('' is 全部). */
export const ORDER_TABS: ReadonlyArray<{ status: '' | OrderStatusGroup; label: string }> = [
  { status: '', label: '全部' },
  ...ORDER_STATUS_GROUP_NAMES.map((g) => ({ status: g, label: ORDER_STATUS_GROUPS[g].label }))
]

export interface OrderListQuery {
  status?: OrderStatusFilter | undefined
  /** Only orders of this vertical; all verticals when absent. */
  vertical?: Vertical | undefined
  keyword?: string | undefined
  page: number
  pageSize?: number | undefined
}

/** An order in a list. Money in avos, times in seconds. */
export interface OrderSummary {
  id: number
  orderNo: string
  vertical: Vertical
  fulfilment: Fulfilment
  merchantId: number
  merchantName: string
  merchantLogo: string
  status: OrderState
  statusText: string
  total: number
  itemCount: number
  firstItems: string[]
  createdAt: number
  actions: OrderAction[]
  /** A booked delivery time (預約送達, seconds); null or absent: as soon as possible. */
  deliveryTime?: number | null
  /** A delivery order booked in a slot (supermarket): its day and slot (absent on other kinds). */
  slot?: { date: string; slot: string } | null
}

export interface OrderItem {
  /** The line's own id (a per-line refund names it: contract/refund-lines.ts). */
  itemId?: number
  goodsId: number
  name: string
  image: string
  props: CartProp[]
  itemCount: number
  unitPrice: number
  amount: number
  /** A line sold by weight (fruit): the grams charged for, and once the store has weighed it, the real ones. */
  weight?: { estimatedGrams: number; finalGrams: number | null } | null
}

/** How a line sold by weight reads: 「約 1000 克」 until weighed, then 「實重 960 克（預估 1000 克）」. */
export function weightText(
  w: { estimatedGrams: number; finalGrams: number | null },
  locale: Locale = DEFAULT_LOCALE
): string {
  const e = w.estimatedGrams
  if (w.finalGrams === null)
    return locale === 'en' ? `About ${e} g` : locale === 'pt' ? `Cerca de ${e} g` : `約 ${e} 克`
  const f = w.finalGrams
  if (locale === 'en') return `Weighed ${f} g (estimated ${e} g)`
  if (locale === 'pt') return `Peso real ${f} g (estimado ${e} g)`
  return `實重 ${f} 克（預估 ${e} 克）`
}

/** One line of 再來一單 that is not as it was ordered (`GET /v1/store/order/:id/reorder`). */
export interface ReorderChange {
  goodsId: number
  name: string
  kind: 'price' | 'removed' | 'soldOut' | 'option'
  /** price: avos; removed: the name; soldOut: the quantity ordered; option: the option values joined */
  before: number | string | null
  after: number | string | null
}

/** The reorder answer: the lines still orderable (changed ones left out) and what changed. */
export interface ReorderAnswer {
  mchId: number
  lines: CartLine[]
  changes: ReorderChange[]
}

/** The delivery address as snapshotted into the order. */
export type OrderAddress = Omit<Address, 'id' | 'isDefault'>

export interface RefundView {
  status: 'pending' | 'approved' | 'rejected'
  amount: number
  to: 'wallet' | 'online' | 'shopCard'
  reason: string
  timeline: Array<{ title: string; at: number; note: string | null }>
  /** A refund of some lines (supermarket, general store): each asked line, its money and the shop's decision. */
  lines?: RefundLineView[]
  /** The refund's id: a rejected one is disputed by it. */
  id?: number
  /** The shop rejected it and the customer may still ask the platform to decide (申請平台介入). */
  canDispute?: boolean
  /** The customer asked the platform to decide (issue 38 point 5). */
  dispute?: RefundDisputeView | null
}

/** A refund's state as every refund-progress page says it. */
export const REFUND_STATUS_TEXT: Readonly<Record<RefundView['status'], string>> = {
  pending: '退款處理中',
  approved: '退款成功',
  rejected: '退款被拒絕'
}

/** Who decided a refund, as the refund-progress page says it (商家同意退款, 平台拒絕退款, 系統同意退款). */
export const REFUND_DECIDER_TEXT: Readonly<Record<string, string>> = {
  merchant: '商家',
  operator: '平台',
  system: '系統'
}

/** Where the money of a refund goes: back the way it was paid. */
export const REFUND_TO_TEXT: Readonly<Record<RefundView['to'], string>> = {
  wallet: '退回錢包餘額',
  online: '原路退回支付帳戶',
  shopCard: '退回商家儲值卡'
}

const REFUND_STATUS_WORDS: Readonly<Record<RefundView['status'], Phrase>> = {
  pending: ['Refund in progress', 'Reembolso em curso'],
  approved: ['Refunded', 'Reembolso efetuado'],
  rejected: ['Refund declined', 'Reembolso recusado']
}

const REFUND_TO_WORDS: Readonly<Record<RefundView['to'], Phrase>> = {
  wallet: ['Back to the wallet balance', 'Devolvido ao saldo da carteira'],
  online: ['Back the way it was paid', 'Devolvido ao meio de pagamento'],
  shopCard: ['Back to the shop’s stored-value card', 'Devolvido ao cartão de valor da loja']
}

/** REFUND_STATUS_TEXT in the reader's language. */
export const refundStatusText = (s: RefundView['status'], locale: Locale = DEFAULT_LOCALE): string =>
  inLocale(locale, REFUND_STATUS_TEXT[s], REFUND_STATUS_WORDS[s])

/** REFUND_TO_TEXT in the reader's language. */
export const refundToText = (to: RefundView['to'], locale: Locale = DEFAULT_LOCALE): string =>
  inLocale(locale, REFUND_TO_TEXT[to], REFUND_TO_WORDS[to])

export interface OrderDetail extends OrderSummary {
  items: OrderItem[]
  amounts: { feeLines: FeeLine[]; total: number }
  address: OrderAddress
  remark: string
  tableware: number | null
  deliveryTime: number | null
  merchantPhone: string
  payMethod: 'wallet' | 'online' | 'shopCard' | null
  paidAt: number | null
  payDeadline: number | null
  cancelReason: string | null
  timeline: Array<{ status: string; title: string; at: number; note: string | null }>
  refund: RefundView | null
  canEvaluate: boolean
  evaluated: boolean
  rider: { name: string; phone: string } | null
  estimatedArrival: number | null
  /** A delivery a rider has taken, while on its way: shop, rider and door for the map, and the rider's estimate. */
  riderMap?: RiderMap | null
  /** A self-pickup order: where and how it is collected (absent on other kinds). */
  pickup?: OrderPickup | null
  /** A delivery order booked in a slot (supermarket): its day and slot (absent on other kinds). */
  slot?: { date: string; slot: string } | null
  /** A paid supermarket / general-store order: what a refund of some lines is computed from (absent elsewhere). */
  lineRefund?: LineRefundFacts | null
}

const PARTIAL_REFUND_WORDS: Phrase = ['Partly refunded {amount}', 'Reembolso parcial {amount}']

/** 「部分退款 MOP x」: an order some of whose lines were given back (and not all of it), else null. */
export function partialRefundText(
  o: Pick<OrderDetail, 'status' | 'lineRefund'>,
  locale: Locale = DEFAULT_LOCALE
): string | null {
  const given = o.lineRefund?.refundedAmount ?? 0
  if (given <= 0 || o.status === 'refunded') return null
  const mop = formatMop(given)
  return fillMarks(inLocale(locale, `部分退款 ${mop}`, PARTIAL_REFUND_WORDS), { amount: mop })
}

/**
 * The pickup side of a self-pickup order, shown only to its owner: the store and, once paid, the code
 * (8 digits, also the QR code's text) that the store redeems once.
 */
export interface OrderPickup {
  storeId: number
  storeName: string
  address: string
  openHours: string
  phone: string
  lat: number
  lng: number
  /** null until the order is paid. */
  code: string | null
  /** Seconds; null until picked up. */
  redeemedAt: number | null
  /** The code no longer works (order cancelled or refunded). */
  voided: boolean
  /** The store's pickup point chosen at checkout, as it was then (absent: the store's counter). */
  point?: { id: number; name: string; address: string; hours: string }
}

/**
 * Whether the delivery address or slot of a supermarket delivery order may still change: until the rider
 * leaves (dispatch). The server refuses later changes with ORDER_STATE.
 */
export const canChangeDelivery = (o: { fulfilment: Fulfilment; status: string }): boolean =>
  o.fulfilment === 'delivery' && (o.status === 'unpaid' || o.status === 'paid' || o.status === 'accepted')
