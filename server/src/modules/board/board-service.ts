import {
  ACCEPT_TIMEOUT_REASON,
  BOARD_FULFILMENTS,
  boardTopic,
  REJECT_REASON_TEXT,
  SHOP_REJECT_PREFIX,
  type BoardNews,
  type RejectReason
} from '@lotus/contract/board'
import type { OrderActor } from '@lotus/contract/order-actor'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import type { MqttHub } from '../../mqtt/hub.js'
import type { JobQueue } from '../jobs/job-queue.js'
import type { OrderLifecycle } from '../order/move.js'
import { shopOf, type OrderRow } from '../order/order-ops.js'
import { acceptIn, lockBoardOrder, markReadyIn, refuseNonBoard } from './board-ops.js'
import { boardOf } from './board-list.js'
import { cancelPaidIn } from './cancel-paid.js'
import { readSettings, writeSettings } from './settings.js'
import type { StaffCall } from './staff-call.js'

/** The durable job that cancels a paid order nobody accepted within its shop's limit. */
export const ACCEPT_TIMEOUT_JOB = 'board.acceptTimeout'

const SYSTEM_ACCEPT: OrderActor = { type: 'system', name: 'board.autoAccept' }
const SYSTEM_TIMEOUT: OrderActor = { type: 'system', name: ACCEPT_TIMEOUT_JOB }

const isBoardOrder = (o: Pick<OrderRow, 'fulfilment' | 'vertical'>) =>
  (BOARD_FULFILMENTS as readonly string[]).includes(o.fulfilment) && o.vertical !== 'group'

/** What the board shows of an order in the audit log. */
const snapshot = (o: OrderRow) => ({ status: o.status, prepMinutes: o.prep_minutes ?? null })

/**
 * The order board (issue 36 point 3): a shop's live orders, the staff's accept / reject / ready, the shop's
 * auto-accept and accept limit, and its MQTT news (`shop/<id>/orders`, after each move's commit).
 */
export function createBoardService(deps: {
  db: Db
  clock: Clock
  lifecycle: OrderLifecycle
  jobs: JobQueue
  mqtt: MqttHub
}) {
  const { db, clock, lifecycle, jobs } = deps

  // Every move of a board order is news for its shop's board, once committed (the board refetches).
  lifecycle.onMoved((o, event) => {
    if (!isBoardOrder(o) || o.status === 'unpaid') return
    const news: BoardNews = { id: o.id, status: o.status, event, at: Number(o.updated_at) }
    void deps.mqtt.publish(boardTopic(shopOf(o)), JSON.stringify(news)).catch(() => undefined)
  })

  // At payment, in its transaction: an auto-accept shop takes the order at once; otherwise the accept limit's
  // job is enqueued with it, so the timeout exists exactly when the paid order does.
  for (const fulfilment of BOARD_FULFILMENTS) {
    lifecycle.on('paid', { fulfilment }, async (t, o, at) => {
      if (o.vertical === 'group') return
      const s = await readSettings(t, shopOf(o))
      if (s.autoAccept) {
        await acceptIn(lifecycle, t, o, SYSTEM_ACCEPT, null, at)
        return
      }
      await jobs.enqueue(t, {
        kind: ACCEPT_TIMEOUT_JOB,
        runAt: at + s.acceptLimitMinutes * 60_000,
        key: String(o.id),
        payload: { orderId: o.id }
      })
    })
  }

  // Runs in the job's transaction under the order's lock: an order accepted (or cancelled) meanwhile is left as is.
  jobs.register<{ orderId?: unknown }>(ACCEPT_TIMEOUT_JOB, async (t, payload) => {
    if (typeof payload.orderId !== 'number') return
    const o = await t.one<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [payload.orderId])
    if (!o || o.status !== 'paid') return
    await cancelPaidIn(lifecycle, t, o, {
      event: 'timeout',
      actor: SYSTEM_TIMEOUT,
      reason: ACCEPT_TIMEOUT_REASON,
      at: clock.now()
    })
  })

  /** One staff step on one order: locked, the policy asked for its shop, moved, audited, in one transaction. */
  async function staffStep(
    call: StaffCall,
    orderId: number,
    action: string,
    step: (t: Db, o: OrderRow, at: number) => Promise<OrderRow>
  ): Promise<{ id: number; status: string }> {
    return db.tx(async (t) => {
      const o = await lockBoardOrder(t, orderId)
      call.allow(shopOf(o))
      refuseNonBoard(o)
      const after = await step(t, o, clock.now())
      await call.audit(t, {
        action,
        orderId: o.id,
        merchantId: shopOf(o),
        before: snapshot(o),
        after: snapshot(after)
      })
      return { id: after.id, status: after.status }
    })
  }

  return {
    board: (merchantId: number) => boardOf(db, merchantId, clock.now()),

    accept: (call: StaffCall, input: { orderId: number; prepMinutes: number }) =>
      staffStep(call, input.orderId, 'order.accept', (t, o, at) =>
        acceptIn(lifecycle, t, o, call.actor, input.prepMinutes, at)
      ),

    reject: (call: StaffCall, input: { orderId: number; reason: RejectReason; note?: string | undefined }) =>
      staffStep(call, input.orderId, 'order.reject', (t, o, at) => {
        const text = input.reason === 'other' ? (input.note ?? '') : REJECT_REASON_TEXT[input.reason]
        return cancelPaidIn(lifecycle, t, o, {
          event: 'reject',
          actor: call.actor,
          reason: `${SHOP_REJECT_PREFIX}${text}`,
          at
        })
      }),

    ready: (call: StaffCall, input: { orderId: number }) =>
      staffStep(call, input.orderId, 'order.ready', (t, o, at) =>
        markReadyIn(lifecycle, t, o, call.actor, at)
      ),

    settings: (merchantId: number) => readSettings(db, merchantId),

    /** Changes a shop's settings; `audit` writes the entry in the same transaction. */
    setSettings: (
      merchantId: number,
      change: { autoAccept?: boolean | undefined; acceptLimitMinutes?: number | undefined },
      audit: (t: Db, before: unknown, after: unknown) => Promise<void>
    ) =>
      db.tx(async (t) => {
        const { before, after } = await writeSettings(t, merchantId, change)
        await audit(t, before, after)
        return after
      })
  }
}

export type BoardService = ReturnType<typeof createBoardService>
