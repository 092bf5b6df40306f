import {
  PLATFORM_STANDING_REASON,
  STANDING_STEPS,
  STANDING_TEXT,
  type OpsStandingResult,
  type ShopStanding,
  type StandingStep
} from '@lotus/contract/ops'
import type { OrderActor } from '@lotus/contract/order-actor'
import { stepNote } from '@lotus/contract/server-words'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import { notifyOrder } from '../inbox/messages.js'
import { returnHeld, type OrderRow } from '../order/order-ops.js'
import { refundOnCancel } from '../order/order-refund.js'
import { canTransition, type OrderState } from '../order/order-state-machine.js'
import { endAccess } from '../staff/accounts/deps.js'
import { auditBy, type OpsCaller, type OpsDeps } from './shared.js'

/** Orders a shop has accepted and is still carrying out: they run to their end whatever the shop's standing. */
const RUNNING = ['accepted', 'ready', 'delivering', 'age_check'] as const

/**
 * Support (or the super admin) suspends a shop, reopens a suspended one, or closes one for good, with a reason.
 * In one transaction with the change and its audit entry:
 * - leaving `active`, every delivery or self-pickup order not yet accepted (unpaid, or paid) is cancelled through
 *   its machine with the operator as actor, its stock and coupons returned, a paid one's money sent back where it
 *   came from, and the customer told; accepted orders run to their end (the answer counts them);
 * - closing needs no accepted order left (suspend first, let them finish), and ends the console access of every
 *   owner or member of staff whose shops are all closed (sessions revoked, board sockets shut after the commit).
 * The shop's row lock makes concurrent steps one after another; orders being placed wait for it (order module's
 * refuseUnlistedShop), so none slips in behind a suspension.
 */
export async function moveStanding(
  d: OpsDeps,
  c: OpsCaller,
  input: { merchantId: number; step: StandingStep; reason: string }
): Promise<OpsStandingResult> {
  const step = STANDING_STEPS[input.step]
  return d.db.tx(async (t) => {
    const m = await t.one<{ id: number; name: string; standing: ShopStanding }>(
      'SELECT id, name, standing FROM merchants WHERE id = $1 FOR UPDATE',
      [input.merchantId]
    )
    if (!m) throw notFound('找不到商家')
    if (!(step.from as readonly ShopStanding[]).includes(m.standing))
      throw new AppError(
        ErrorCode.SHOP_STANDING,
        `此商家目前${STANDING_WORD[m.standing]}，不可${STEP_WORD[input.step]}`,
        409
      )
    const running =
      (
        await t.one<{ n: number }>(
          'SELECT count(*)::int AS n FROM orders WHERE merchant_id = $1 AND status = ANY($2::text[])',
          [m.id, RUNNING]
        )
      )?.n ?? 0
    if (input.step === 'close' && running > 0)
      throw new AppError(
        ErrorCode.SHOP_STANDING,
        `尚有 ${running} 張已接訂單未完成：請先暫停營業，待訂單完成後再結業`,
        409
      )
    const now = d.clock.now()
    await t.query('UPDATE merchants SET standing = $2, standing_reason = $3 WHERE id = $1', [
      m.id,
      step.to,
      step.to === 'active' ? null : input.reason
    ])
    let cancelled = 0
    if (step.to !== 'active') {
      const actor: OrderActor = { type: 'operator', id: c.session.account.id, name: c.session.account.name }
      const waiting = await t.many<OrderRow>(
        `SELECT * FROM orders WHERE merchant_id = $1 AND status IN ('unpaid', 'paid')
           AND fulfilment IN ('delivery', 'pickup') ORDER BY id FOR UPDATE`,
        [m.id]
      )
      for (const o of waiting) {
        if (!canTransition(o.fulfilment, o.status as OrderState, 'cancel')) continue
        const why = PLATFORM_STANDING_REASON[step.to]
        await d.lifecycle.move(t, o, 'cancel', actor, {
          at: now,
          reason: why,
          ...stepNote('reasonOnly', { reason: why }),
          title: step.to === 'closed' ? '商家已於平台結業，訂單已取消' : '商家已被平台暫停營業，訂單已取消',
          titleKey: step.to === 'closed' ? 'shopClosed' : 'shopSuspended',
          set: { cancel_reason: why }
        })
        await returnHeld(t, o, now)
        if (o.status === 'paid') {
          await refundOnCancel(t, o, why, now)
          await notifyOrder(t, {
            userId: o.user_id,
            orderId: o.id,
            now,
            title: '訂單已取消',
            body: `${m.name}：${STANDING_TEXT[step.to]}，訂單 ${o.order_no}已取消，款項原路退回。`,
            key: step.to === 'closed' ? 'shopClosedDown' : 'shopSuspendedCancel',
            values: { merchant: m.name, orderNo: o.order_no }
          })
        }
        cancelled += 1
      }
    }
    if (step.to === 'closed') {
      const gone = await t.many<{ id: number }>(
        `SELECT ss.staff_id AS id FROM staff_shops ss WHERE ss.merchant_id = $1
           AND NOT EXISTS (SELECT 1 FROM staff_shops o JOIN merchants x ON x.id = o.merchant_id
                           WHERE o.staff_id = ss.staff_id AND x.standing <> 'closed')`,
        [m.id]
      )
      for (const s of gone) await endAccess(d.access, t, s.id, { sessions: true })
    }
    await d.audit.write(t, {
      ...auditBy(c),
      action: `ops.shop.${input.step}`,
      subjectType: 'merchant',
      subjectId: m.id,
      merchantId: m.id,
      before: { standing: m.standing },
      after: { standing: step.to, reason: input.reason, cancelled, running }
    })
    return { id: m.id, standing: step.to, cancelled, running }
  })
}

const STANDING_WORD: Readonly<Record<ShopStanding, string>> = {
  active: '營業中',
  suspended: '已暫停營業',
  closed: '已結業'
}
const STEP_WORD: Readonly<Record<StandingStep, string>> = {
  suspend: '暫停營業',
  reopen: '恢復營業',
  close: '結業'
}
