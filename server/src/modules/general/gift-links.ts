import { randomBytes } from 'node:crypto'
import { transition } from '@lotus/contract/fsm'
import { giftLinkMachine, type GiftEvent, type GiftState } from '@lotus/contract/general'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'

/** The one owner of `wine_gifts`: a gift's insert and every state change, through the contract's gift-link machine. */

export interface GiftRow {
  id: number
  order_id: number
  user_id: number
  token: string
  state: GiftState
  recipient_name: string
  recipient_phone: string
  deliver_on: string
  card: string
  gift_wrap: boolean
  link_expires_at: number | null
  address_filled_at: number | null
}

/** The columns an event stamps with its time. */
const STAMP: Partial<Record<GiftEvent, 'address_filled_at'>> = { fillAddress: 'address_filled_at' }

/** A gift of a placed order: ready at once when the giver gave the address, else waiting for its link. */
export async function insertGift(
  t: Db,
  g: {
    orderId: number
    userId: number
    recipientName: string
    recipientPhone: string
    deliverOn: string
    card: string
    giftWrap: boolean
    /** Epoch ms the address link dies; null: the giver gave the address. */
    linkExpiresAt: number | null
  },
  now: number
): Promise<GiftRow> {
  const state: GiftState = g.linkExpiresAt === null ? 'ready' : 'awaiting_address'
  const row = await t.one<GiftRow>(
    `INSERT INTO wine_gifts (order_id, user_id, token, state, recipient_name, recipient_phone, deliver_on, card,
       gift_wrap, link_expires_at, address_filled_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, NULL, $11) RETURNING *`,
    [
      g.orderId,
      g.userId,
      randomBytes(18).toString('base64url'),
      state,
      g.recipientName,
      g.recipientPhone,
      g.deliverOn,
      g.card,
      g.giftWrap,
      g.linkExpiresAt,
      now
    ]
  )
  if (!row) throw new Error('gift insert failed')
  return row
}

/** Moves a locked gift through the machine (ORDER_STATE in its words when refused), stamping the event's time. */
export async function moveGift(t: Db, g: GiftRow, event: GiftEvent, now: number): Promise<GiftState> {
  const r = transition(giftLinkMachine, g.state, event)
  if (!r.ok) throw new AppError(ErrorCode.ORDER_STATE, r.refusal.message)
  const stamp = STAMP[event]
  const done = await t.query(
    `UPDATE wine_gifts SET state = $3${stamp ? `, ${stamp} = $4` : ''} WHERE id = $1 AND state = $2`,
    stamp ? [g.id, g.state, r.to, now] : [g.id, g.state, r.to]
  )
  if (done.rowCount !== 1) throw new Error(`gift ${g.id} changed state under its lock`)
  return r.to
}
