import { createHash } from 'node:crypto'
import type { CodeState } from '@lotus/contract/group'
import type { OrderActor } from '@lotus/contract/order-actor'
import { type Clock, toSeconds } from '../../../clock.js'
import type { Db } from '../../../db/db.js'
import type { JobQueue } from '../../jobs/job-queue.js'
import { lockOrder, orderNotFound, type OrderRow } from '../../order/order-ops.js'
import type { MoveOrder } from '../../order/move.js'

/** What the group order operations share: jobs, kinds, rows and small readers. */
export const HOLD_LAPSE_JOB = 'group.hold-lapse'
export const VOUCHER_EXPIRE_JOB = 'group.voucher-expire'

export type GroupKind = 'voucher' | 'ticket' | 'reservation'
export const isGroupKind = (k: string): k is GroupKind =>
  k === 'voucher' || k === 'ticket' || k === 'reservation'

export async function lockGroupOrder(t: Db, userId: number | null, orderId: number): Promise<OrderRow> {
  const o = await lockOrder(t, userId, orderId)
  if (o.vertical !== 'group' || !isGroupKind(o.fulfilment)) throw orderNotFound()
  return o
}

export interface CodeRow {
  id: number
  order_id: number
  merchant_id: number
  code: string
  state: CodeState
  label: string
  price: number
  used_at: number | null
}

export interface Placed {
  orderId: number
  orderNo: string
  total: number
  payDeadline: number
  status: string
}

/** What group jobs do, as the actor of the order's timeline. */
export const groupJob = (kind: string): OrderActor => ({ type: 'system', name: kind })

/** What every operation of group orders is built over. */
export interface GroupContext {
  db: Db
  clock: Clock
  jobs: JobQueue
  move: MoveOrder
}

export const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex')

export const placed = (row: OrderRow): Placed => ({
  orderId: row.id,
  orderNo: row.order_no,
  total: row.total,
  payDeadline: toSeconds(row.pay_deadline),
  status: row.status
})

export const reload = async (t: Db, id: number) =>
  (await t.one<OrderRow>('SELECT * FROM orders WHERE id = $1', [id])) as OrderRow
