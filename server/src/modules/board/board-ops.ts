import { acceptTitle, BOARD_FULFILMENTS, isGroceryVertical } from '@lotus/contract/board'
import type { OrderActor } from '@lotus/contract/order-actor'
import { stepNote } from '@lotus/contract/server-words'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import type { OrderLifecycle } from '../order/move.js'
import { orderNotFound, type OrderRow } from '../order/order-ops.js'

/**
 * The board's steps on a locked order, shared by the console's calls and the development simulator, so both move
 * an order the same way (issue 36 point 7).
 */

/** A board order of a shop: delivery and self-pickup; the counter's kinds are not worked here. */
export function refuseNonBoard(o: Pick<OrderRow, 'fulfilment' | 'vertical'>): void {
  if (!(BOARD_FULFILMENTS as readonly string[]).includes(o.fulfilment) || o.vertical === 'group')
    throw new AppError(ErrorCode.ORDER_STATE, '此訂單不在接單板上處理')
}

/** The shop accepts a paid order, with its preparation estimate (null: accepted by the shop's auto-accept). */
export function acceptIn(
  lifecycle: OrderLifecycle,
  t: Db,
  o: OrderRow,
  actor: OrderActor,
  prepMinutes: number | null,
  at: number
): Promise<OrderRow> {
  return lifecycle.move(t, o, 'accept', actor, {
    at,
    title: acceptTitle(prepMinutes, o.vertical),
    ...(prepMinutes === null
      ? { titleKey: 'accept' as const }
      : {
          titleKey: isGroceryVertical(o.vertical) ? ('acceptPrepGrocery' as const) : ('acceptPrep' as const),
          titleValues: { minutes: prepMinutes }
        }),
    ...(prepMinutes === null ? stepNote('autoAccept') : {}),
    ...(prepMinutes === null ? {} : { set: { prep_minutes: prepMinutes } })
  })
}

/** The shop has prepared it: a delivery waits for its rider (`markReady`), a pickup order for its customer. */
export function markReadyIn(lifecycle: OrderLifecycle, t: Db, o: OrderRow, actor: OrderActor, at: number) {
  return lifecycle.move(t, o, o.fulfilment === 'pickup' ? 'prepare' : 'markReady', actor, { at })
}

/** The order locked for a board step; a missing one is NOT_FOUND. */
export async function lockBoardOrder(t: Db, orderId: number): Promise<OrderRow> {
  const o = await t.one<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [orderId])
  if (!o) throw orderNotFound()
  return o
}
