import type { Locale } from '@lotus/contract/locale'
import type { Clock } from '../../../clock.js'
import type { Db } from '../../../db/db.js'
import { createAgeGate, type AgeGate } from '../../identity/age-gate.js'
import type { OrderLifecycle } from '../move.js'
import { ORDER_JOB } from '../order-ops.js'
import { cancel } from './cancel.js'
import { confirm } from './confirm.js'
import { autoConfirmIn, expireIn, expireOverdueOf } from './expire.js'
import { list } from './list.js'
import { detail, load } from './load.js'
import { pickedUpIn } from './picked-up.js'
import { reorder } from './reorder.js'
import type { OrderContext } from './shared.js'
import { placeIn, submit } from './submit.js'
import { updateAddress } from './update-address.js'

export { customer, requestHash, type OrderKind, type SubmitInput, type SubmitResult } from './shared.js'

/**
 * The customer's side of orders (submit, list, detail, cancel, confirm, address, reorder) and the order's own
 * jobs: one file per operation in this folder, each built over the same context (issue 34).
 */
export function createOrderService(deps: {
  db: Db
  clock: Clock
  ageGate?: AgeGate
  lifecycle: OrderLifecycle
}) {
  const ctx: OrderContext = {
    db: deps.db,
    clock: deps.clock,
    move: deps.lifecycle.move,
    ageGate: deps.ageGate ?? createAgeGate()
  }
  return {
    submit: submit(ctx),
    placeIn: placeIn(ctx),
    list: list(ctx),
    detail: (userId: number, orderId: number, locale?: Locale) => detail(ctx, userId, orderId, locale),
    cancel: cancel(ctx),
    confirm: confirm(ctx),
    updateAddress: updateAddress(ctx),
    reorder: reorder(ctx),
    pickedUpIn: pickedUpIn(ctx),
    /** Closes every overdue unpaid order (the 30 s sweep). */
    expireOverdue: () => expireOverdueOf(ctx, null),
    /** The durable jobs' handlers (registered in services.ts): each runs in the job's own transaction. */
    jobHandlers: {
      [ORDER_JOB.expireUnpaid]: (t: Db, p: { orderId?: unknown }) => expireIn(ctx, t, Number(p.orderId)),
      [ORDER_JOB.autoConfirm]: (t: Db, p: { orderId?: unknown }) => autoConfirmIn(ctx, t, Number(p.orderId))
    },
    /** For the simulator and payments: the order row without the user check. */
    load: (userId: number, orderId: number) => load(ctx, userId, orderId),
    /** The one mover of an order (move.ts), for the verticals that hold the order service. */
    move: ctx.move
  }
}

export type OrderService = ReturnType<typeof createOrderService>
