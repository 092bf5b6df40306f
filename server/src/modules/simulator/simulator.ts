/**
 * The order simulator — NON-PRODUCTION ONLY. It plays the merchant and the rider so the app can be used end to
 * end without them: paid orders are accepted after 10 s, dispatched 30 s later and delivered 60 s after that
 * (an order booked for a time: dispatched from 30 min before it, delivered from it); refund requests are approved
 * after 30 s. Time comes from the injectable clock; app.ts runs `tick` on a timer
 * (not in production, not with SIMULATOR=off) and POST /api/dev/simulator/advance moves one order one step.
 */
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import type { OrderActor } from '@lotus/contract/order-actor'
import { acceptIn, markReadyIn } from '../board/board-ops.js'
import type { OrderLifecycle } from '../order/move.js'
import { lockOrder, type OrderRow } from '../order/order-ops.js'
import type { OrderEvent } from '../order/order-state-machine.js'
import type { RefundService } from '../refund-desk/refund-service.js'

export const ACCEPT_AFTER_MS = 10_000
export const DISPATCH_AFTER_MS = 30_000
export const DELIVER_AFTER_MS = 60_000
export const REFUND_APPROVE_AFTER_MS = 30_000
/** The simulated rider checks the recipient's age this long after arriving (alcohol orders). */
export const AGE_CHECK_AFTER_MS = 10_000
export const SIMULATOR_INTERVAL_MS = 2_000
/** The simulated shop's preparation estimate at accept. */
export const SIMULATED_PREP_MINUTES = 10
/**
 * An order booked for a time (a supermarket slot, a scheduled delivery) is dispatched at most this long before it
 * and delivered no earlier than it: a 14:00–16:00 order never shows 已送達 in the morning (issue 35 point 10).
 */
export const DISPATCH_BEFORE_BOOKED_MS = 30 * 60_000

const RIDERS = ['陳大文', '李小明', '黃志強', '何家豪', '梁嘉欣', '吳偉倫']

/** The rider's own name: pages put 騎手 before it (「騎手 騎手 李小明」 once it was in the name too). */
export function riderFor(orderId: number): { name: string; phone: string } {
  const name = RIDERS[orderId % RIDERS.length] ?? '陳大文'
  return {
    name,
    phone: `6${String(1_000_000 + ((orderId * 7919) % 9_000_000)).padStart(7, '0')}`
  }
}

const NEXT: Partial<Record<OrderRow['status'], OrderEvent>> = {
  paid: 'accept',
  accepted: 'dispatch',
  delivering: 'deliver',
  age_check: 'verifyAge'
}

/** A self-pickup order: the store accepts and prepares it; the customer's code at the counter completes it. */
const NEXT_PICKUP: Partial<Record<OrderRow['status'], OrderEvent>> = {
  paid: 'accept',
  accepted: 'prepare'
}

/** The next event of an order: an alcohol order stops at the door for the age check (issue 11). */
const nextEvent = (o: Pick<OrderRow, 'status' | 'age_check' | 'fulfilment'>): OrderEvent | undefined =>
  o.fulfilment === 'pickup'
    ? NEXT_PICKUP[o.status]
    : o.status === 'delivering' && o.age_check
      ? 'arriveForAgeCheck'
      : NEXT[o.status]

/** Whether `event` is the step asked for (`only`): the age check stands for delivery, preparing for dispatch. */
const isStep = (event: OrderEvent, only: OrderEvent): boolean =>
  event === only ||
  (only === 'deliver' && event === 'arriveForAgeCheck') ||
  (only === 'dispatch' && event === 'prepare')

/** The simulator deciding a refund (in production an operator does). */
const SIMULATOR: OrderActor = { type: 'system', name: 'simulator' }

/** Who the simulator plays for an event: the store takes and prepares orders, the rider carries them. */
function simulatedActor(o: Pick<OrderRow, 'id' | 'merchant_id'>, event: OrderEvent): OrderActor {
  if (event === 'accept' || event === 'prepare')
    return { type: 'merchant', id: o.merchant_id ?? undefined, name: '模擬商家' }
  return { type: 'rider', name: riderFor(o.id).name }
}

export function createSimulator(deps: {
  db: Db
  clock: Clock
  refunds: RefundService
  lifecycle: OrderLifecycle
}) {
  const { db, clock } = deps

  async function step(orderId: number, only?: OrderEvent): Promise<boolean> {
    return db.tx(async (t) => {
      const o = await lockOrder(t, null, orderId)
      // Group orders are redeemed at the counter, never delivered.
      if (o.vertical === 'group') return false
      // Points-mall exchanges are picked up with a code or shipped by the mall, never by a rider.
      if (o.fulfilment === 'points') return false
      // A real rider has taken it (modules/rider): the rider moves it, not the simulator.
      if (o.rider_id != null) return false
      const event = nextEvent(o)
      if (!event || (only && !isStep(event, only))) return false
      const at = clock.now()
      const actor = simulatedActor(o, event)
      // The shop's steps are the board's own operations (the console calls the same), never a path of its own.
      if (event === 'accept') {
        await acceptIn(deps.lifecycle, t, o, actor, SIMULATED_PREP_MINUTES, at)
        return true
      }
      if (event === 'prepare') {
        await markReadyIn(deps.lifecycle, t, o, actor, at)
        return true
      }
      await deps.lifecycle.move(
        t,
        o,
        event,
        actor,
        event === 'dispatch'
          ? { at, set: { rider: JSON.stringify(riderFor(o.id)) } }
          : event === 'verifyAge'
            ? { at, set: { age_checked_at: at }, note: '模擬騎手已核實收貨人年滿 18 歲' }
            : { at }
      )
      return true
    })
  }

  /** Orders in `status` whose `column` is `afterMs` old; `bookedLeadMs`: and whose booked time is that close. */
  async function due(
    status: string,
    column: string,
    afterMs: number,
    bookedLeadMs?: number
  ): Promise<number[]> {
    const now = clock.now()
    const rows = await db.many<{ id: number }>(
      // Group orders are redeemed at the counter; a wine gift waits for its recipient's address (issue 11); a
      // god-member plan has nothing to deliver.
      `SELECT id FROM orders WHERE status = $1 AND ${column} <= $2 AND vertical <> 'group' AND fulfilment NOT IN ('points', 'membership')
         AND NOT EXISTS (SELECT 1 FROM wine_gifts g WHERE g.order_id = orders.id AND g.state <> 'ready')
         AND ($3::bigint IS NULL OR delivery_time IS NULL OR delivery_time <= $3::bigint)
       ORDER BY ${column} LIMIT 200`,
      [status, now - afterMs, bookedLeadMs === undefined ? null : now + bookedLeadMs]
    )
    return rows.map((r) => r.id)
  }

  return {
    /** Moves every order whose wait is over one step, and approves refunds waiting 30 s. Returns moves made. */
    async tick(): Promise<number> {
      let moved = 0
      // Later steps first, so one tick moves an order at most one step.
      for (const id of await due('age_check', 'updated_at', AGE_CHECK_AFTER_MS))
        if (await step(id, 'verifyAge')) moved++
      // A booked order: the rider leaves shortly before its time and arrives no earlier than it.
      for (const id of await due('delivering', 'dispatched_at', DELIVER_AFTER_MS, 0))
        if (await step(id, 'deliver')) moved++
      for (const id of await due('accepted', 'accepted_at', DISPATCH_AFTER_MS, DISPATCH_BEFORE_BOOKED_MS))
        if (await step(id, 'dispatch')) moved++
      for (const id of await due('paid', 'paid_at', ACCEPT_AFTER_MS)) if (await step(id, 'accept')) moved++
      for (const r of await deps.refunds.pendingBefore(clock.now() - REFUND_APPROVE_AFTER_MS)) {
        try {
          await deps.refunds.approve(r.id, SIMULATOR)
          moved++
        } catch (err) {
          if (!(err instanceof AppError)) throw err
        }
      }
      return moved
    },

    /** One step now for one order (accept, dispatch, deliver, or approve its pending refund). */
    async advance(orderId: number): Promise<void> {
      const o = await db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId])
      if (!o) throw new AppError(ErrorCode.NOT_FOUND, '找不到訂單', 404)
      if (o.status === 'refunding') {
        const r = await db.one<{ id: number }>(
          "SELECT id FROM refunds WHERE order_id = $1 AND status = 'pending' ORDER BY id DESC LIMIT 1",
          [orderId]
        )
        if (r) return deps.refunds.approve(r.id, SIMULATOR)
      }
      if (!(await step(orderId))) throw new AppError(ErrorCode.ORDER_STATE, '此訂單目前沒有可推進的步驟')
    }
  }
}

export type Simulator = ReturnType<typeof createSimulator>
