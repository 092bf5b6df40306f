/**
 * The order board of the console (issue 36 point 3): the shop's live orders in columns, the actions on them, and
 * what the per-shop MQTT topic carries. Both the server (staff routes, board module) and the console read this.
 */

/** The board's columns, in the order they are drawn. */
export const BOARD_COLUMNS = ['new', 'preparing', 'ready', 'delivering', 'done'] as const
export type BoardColumn = (typeof BOARD_COLUMNS)[number]

/** The states each column shows (delivery and pickup machines share the names). */
const COLUMN_OF: Readonly<Record<string, BoardColumn>> = {
  paid: 'new',
  accepted: 'preparing',
  ready: 'ready',
  delivering: 'delivering',
  age_check: 'delivering',
  delivered: 'done',
  completed: 'done'
}

/** The column of an order in `status`, or null when the board does not show it (cancelled, refunds). */
export const boardColumnOf = (status: string): BoardColumn | null => COLUMN_OF[status] ?? null

/** The states the board lists as live work; finished ones (`done`) are listed for today only. */
export const BOARD_LIVE_STATES = ['paid', 'accepted', 'ready', 'delivering', 'age_check'] as const
export const BOARD_DONE_STATES = ['delivered', 'completed'] as const

/** The fulfilment kinds a shop works on the board (group vouchers and points exchanges are redeemed at the counter). */
export const BOARD_FULFILMENTS = ['delivery', 'pickup'] as const

/** Preparation minutes the accept dialog offers (any 1–180 may be typed). */
export const PREP_MINUTES = [10, 15, 20, 30] as const
export const MAX_PREP_MINUTES = 180

/** Reasons the reject dialog offers; `other` takes a typed reason. */
export const REJECT_REASONS = ['soldOut', 'busy', 'closed', 'tooFar', 'other'] as const
export type RejectReason = (typeof REJECT_REASONS)[number]
/** The reason of a paid order the shop did not accept within its limit (stored as written, Chinese). */
export const ACCEPT_TIMEOUT_REASON = '商家未及時接單'
/** A shop's rejection's reason is stored as this prefix and the dialog's reason (「商家拒單：太忙」). */
export const SHOP_REJECT_PREFIX = '商家拒單：'
export const REJECT_REASON_TEXT: Readonly<Record<Exclude<RejectReason, 'other'>, string>> = {
  soldOut: '售罄',
  busy: '太忙',
  closed: '休息中',
  tooFar: '地址太遠'
}

/** A shop's board settings: paid orders accepted by the system, and how long a paid order may wait. */
export interface BoardSettings {
  autoAccept: boolean
  acceptLimitMinutes: number
}
export const DEFAULT_ACCEPT_LIMIT_MINUTES = 5
export const MAX_ACCEPT_LIMIT_MINUTES = 60

/** The timeline title of an accept, with its estimate (what the customer's order page shows). */
export const acceptTitle = (prepMinutes: number | null, vertical?: string): string =>
  prepMinutes === null
    ? '商家已接單'
    : `商家已接單（預計 ${prepMinutes} 分鐘${isGroceryVertical(vertical) ? '備貨' : '出餐'}）`

/** Goods, not meals: the supermarket and the general store prepare (備貨) rather than cook (出餐). */
export const isGroceryVertical = (vertical: string | undefined): boolean =>
  vertical === 'supermarket' || vertical === 'general'

/** One order on the board (amounts in avos, times in epoch ms). */
export interface BoardOrder {
  id: number
  orderNo: string
  vertical: string
  fulfilment: string
  fulfilmentText: string
  status: string
  statusText: string
  column: BoardColumn
  total: number
  itemCount: number
  items: Array<{ name: string; itemCount: number; props: string }>
  remark: string
  paidAt: number
  /** A new order is cancelled (and refunded) by the system at this time unless accepted. */
  acceptBy: number | null
  prepMinutes: number | null
  acceptedAt: number | null
  /** A booked slot or delivery time. */
  deliveryTime: number | null
}

export interface BoardAnswer {
  merchantId: number
  settings: BoardSettings
  /** The server's clock (epoch ms): countdowns run from it, not from the browser's. */
  now: number
  orders: BoardOrder[]
}

/** The MQTT topic of one shop's board: each move of its orders, published after commit. */
export const boardTopic = (merchantId: number): string => `shop/${merchantId}/orders`

/** What the topic carries: small, the board refetches. */
export interface BoardNews {
  id: number
  status: string
  event: string
  at: number
}

/** Staff MQTT credentials (POST /api/staff/mqtt/credentials). */
export interface StaffMqttCredentials {
  url: string
  username: string
  password: string
  clientId: string
  topic: string
  expiresAt: number
}
