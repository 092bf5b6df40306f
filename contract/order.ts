import type { Address } from './address'
import type { CartProp, FeeLine } from './cart'
import { DELIVERY_STATES, type DeliveryState, type OrderAction } from './order-delivery'
import type { Fulfilment } from './order-kinds'
import type { Vertical } from './verticals'

/** An order's state on the wire (the delivery lifecycle; other kinds add theirs). */
export type OrderState = DeliveryState
export const ORDER_STATES = DELIVERY_STATES
export type { OrderAction, FeeLine }

/**
 * The order list's status groups (the tabs). `uncommented` also needs the order not yet evaluated.
 * `GET /v1/store/order/list?status=` takes one of these or a single state.
 */
export const ORDER_STATUS_GROUPS = {
  unpaid: { label: '待付款', states: ['unpaid'] },
  ongoing: { label: '進行中', states: ['paid', 'accepted', 'delivering', 'delivered'] },
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
}

export interface OrderItem {
  goodsId: number
  name: string
  image: string
  props: CartProp[]
  itemCount: number
  unitPrice: number
  amount: number
}

/** The delivery address as snapshotted into the order. */
export type OrderAddress = Omit<Address, 'id' | 'isDefault'>

export interface RefundView {
  status: 'pending' | 'approved' | 'rejected'
  amount: number
  to: 'wallet' | 'online'
  reason: string
  timeline: Array<{ title: string; at: number; note: string | null }>
}

export interface OrderDetail extends OrderSummary {
  items: OrderItem[]
  amounts: { feeLines: FeeLine[]; total: number }
  address: OrderAddress
  remark: string
  tableware: number | null
  deliveryTime: number | null
  merchantPhone: string
  payMethod: 'wallet' | 'online' | null
  paidAt: number | null
  payDeadline: number | null
  cancelReason: string | null
  timeline: Array<{ status: string; title: string; at: number; note: string | null }>
  refund: RefundView | null
  canEvaluate: boolean
  evaluated: boolean
  rider: { name: string; phone: string } | null
  estimatedArrival: number | null
}
