import type { OrderActor } from '@lotus/contract/order-actor'
import type { OrderAddress } from '@lotus/contract/order'
import type { NoteValues, PhraseValues, TimelineKey, TimelineNoteKey } from '@lotus/contract/server-words'
import type { Db } from '../../db/db.js'
import { recordTimeline } from './move.js'
import type { OrderRow } from './order-ops.js'

/** What may change on an order without moving it (the status only changes through `move`). */
export interface OrderAmendment {
  address?: OrderAddress
  distanceM?: number
  /** Epoch ms of the booked delivery. */
  deliveryTime?: number
}

const COLUMN: Record<keyof OrderAmendment, string> = {
  address: 'address',
  distanceM: 'distance_m',
  deliveryTime: 'delivery_time'
}

/**
 * Changes an order's facts (a new address, a new slot) or only notes something on its timeline (a weighing),
 * with the actor and the entry under the order's current status. Inside the transaction that locked it.
 */
export async function amendOrder(
  t: Db,
  order: Pick<OrderRow, 'id' | 'status'>,
  change: OrderAmendment,
  entry: {
    title: string
    /** The title's phrase (contract/server-words.ts), worded in the reader's language when read. */
    titleKey?: TimelineKey
    titleValues?: PhraseValues
    note?: string | null
    /** The note's phrase (contract/server-words.ts `stepNote`), worded in the reader's language when read. */
    noteKey?: TimelineNoteKey
    noteValues?: NoteValues
    reason?: string | null
  },
  actor: OrderActor,
  at: number
): Promise<void> {
  const sets = ['updated_at = $2']
  const params: unknown[] = [order.id, at]
  for (const [key, value] of Object.entries(change) as Array<[keyof OrderAmendment, unknown]>) {
    if (value === undefined) continue
    params.push(key === 'address' ? JSON.stringify(value) : value)
    sets.push(`${COLUMN[key]} = $${params.length}`)
  }
  if (params.length > 2) await t.query(`UPDATE orders SET ${sets.join(', ')} WHERE id = $1`, params)
  await recordTimeline(t, {
    orderId: order.id,
    status: order.status,
    title: entry.title,
    titleKey: entry.titleKey ?? null,
    titleValues: entry.titleValues ?? null,
    note: entry.note ?? null,
    noteKey: entry.noteKey ?? null,
    noteValues: entry.noteValues ?? null,
    reason: entry.reason ?? null,
    actor,
    at
  })
}

/** The order has its evaluation (once; the caller checked it was not evaluated). */
export async function markEvaluated(
  t: Db,
  orderId: number,
  commentId: number | null,
  at: number
): Promise<void> {
  await t.query('UPDATE orders SET evaluated = true, comment_id = $2, updated_at = $3 WHERE id = $1', [
    orderId,
    commentId,
    at
  ])
}

/** An erased account's orders keep their money and lines but lose where they went and what was said. */
export async function eraseOrderContacts(t: Db, userId: number): Promise<void> {
  await t.query(`UPDATE orders SET address = '{"erased":true}'::jsonb, remark = '' WHERE user_id = $1`, [
    userId
  ])
}
