import type { AddressTag } from '@lotus/contract/address'
import { createHash } from 'node:crypto'
import type { OrderActor } from '@lotus/contract/order-actor'
import type { CartLine } from '@lotus/contract/cart'
import type { Fulfilment } from '@lotus/contract/order-kinds'
import { ORDER_STATUS_GROUPS, type OrderStatusFilter } from '@lotus/contract/order'
import type { Vertical } from '@lotus/contract/verticals'
import type { Clock } from '../../../clock.js'
import type { Db } from '../../../db/db.js'
import { AppError, ErrorCode } from '../../../errors.js'
import type { AgeGate } from '../../identity/age-gate.js'
import type { MoveOrder } from '../move.js'
import type { OrderAddress } from '../order-ops.js'

/** What every operation of the order service is built over (index.ts builds it once). */
export interface OrderContext {
  db: Db
  clock: Clock
  move: MoveOrder
  ageGate: AgeGate
}

export interface SubmitInput {
  clientKey: string
  mchId: number
  addressId?: number | undefined
  remark?: string | undefined
  couponId?: number | undefined
  redEnvelopeId?: number | undefined
  /** A free-delivery voucher (issue 12); delivery orders only. */
  freeDeliveryId?: number | undefined
  tableware?: number | undefined
  /** Seconds; a booked delivery time. */
  deliveryTime?: number | undefined
}

export interface SubmitResult {
  orderId: number
  orderNo: string
  payDeadline: number
  total: number
}

/** What an order is and where its lines come from: the stored cart (null) or given lines (a spell's). */
export interface OrderKind {
  vertical: Vertical
  fulfilment: Fulfilment
  lines: CartLine[] | null
  /** delivered on a later day (a wine gift): the store's hours now do not matter, only that it is not resting */
  later?: boolean
  /** A self-pickup order collected at another store of its chain (set on the new order only). */
  pickupStoreId?: number
}

/** The states a list filter stands for ('' is every state); `uncommented` also needs no evaluation yet. */
export function filterStates(status: OrderStatusFilter): {
  states: readonly string[] | null
  unevaluated: boolean
} {
  if (status === '') return { states: null, unevaluated: false }
  if (status in ORDER_STATUS_GROUPS) {
    const group = status as keyof typeof ORDER_STATUS_GROUPS
    return { states: ORDER_STATUS_GROUPS[group].states, unevaluated: group === 'uncommented' }
  }
  return { states: [status], unevaluated: false }
}

/** A booked delivery time may be at most this far ahead. */
export const MAX_BOOKING_MS = 2 * 86_400_000

export interface AddressRow {
  id: number
  name: string
  area_code: string
  phone: string
  gender: number
  tag: AddressTag
  address: string
  detail: string
  lat: number
  lng: number
}

export const toOrderAddress = (a: AddressRow): OrderAddress => ({
  name: a.name,
  areaCode: a.area_code,
  phone: a.phone,
  gender: a.gender,
  tag: a.tag,
  address: a.address,
  detail: a.detail,
  lat: a.lat,
  lng: a.lng
})

/** The canonical text of a submit body without its clientKey: a retry must send the same one. */
export function requestHash(input: SubmitInput): string {
  const { clientKey: _key, ...rest } = input
  const sorted = Object.fromEntries(
    Object.entries(rest)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
  )
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex')
}

/** The buyer, as the actor of their own calls. */
export const customer = (userId: number): OrderActor => ({ type: 'customer', id: userId })
/** A durable job of the order module, as the actor of what it does. */
export const systemJob = (kind: string): OrderActor => ({ type: 'system', name: kind })

/** A takeaway submit: delivered, from the stored cart. */
export const TAKEAWAY: OrderKind = { vertical: 'takeaway', fulfilment: 'delivery', lines: null }

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** A saved address of the user (kept read), or NOT_FOUND. */
export async function findAddress(t: Db, userId: number, addressId: number): Promise<AddressRow> {
  const a = await t.cached(`address:${userId}:${addressId}`, ['addresses'], (d) =>
    d.one<AddressRow>('SELECT * FROM addresses WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL', [
      addressId,
      userId
    ])
  )
  if (!a) throw new AppError(ErrorCode.NOT_FOUND, '找不到收貨地址', 404)
  return a
}
