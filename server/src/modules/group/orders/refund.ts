import { transition } from '@lotus/contract/fsm'
import { canRefundTicket, refundFlags, type GroupOrderDetail, type UsageRules } from '@lotus/contract/group'
import { machineFor } from '@lotus/contract/order-machines'
import type { GroupOrderState } from '@lotus/contract/order-voucher'
import { AppError, ErrorCode } from '../../../errors.js'
import { moveUnusedCodes } from '../codes.js'
import { lockGroupOrder, type GroupContext } from './shared.js'
import { showStartOf } from './holds.js'
import { settle, refundAmount } from './settle.js'
import { detail } from './detail.js'
import { DEFAULT_LOCALE, type Locale } from '@lotus/contract/locale'

/** Refunds the order's unused codes (all, or the given ones) to where the money came from. */
export const refund =
  (ctx: GroupContext) =>
  async (
    userId: number,
    orderId: number,
    codeIds: number[] | undefined,
    locale: Locale = DEFAULT_LOCALE
  ): Promise<GroupOrderDetail> => {
    const { db, clock, move } = ctx
    await db.tx(async (t) => {
      const o = await lockGroupOrder(t, userId, orderId)
      if (o.fulfilment === 'reservation')
        throw new AppError(ErrorCode.REFUND_STATE, '此訂單不支持退款，請取消訂單')
      if (o.status !== 'paid') {
        const r = transition(
          machineFor(o.fulfilment === 'ticket' ? 'ticket' : 'voucher'),
          o.status as GroupOrderState,
          'refundAll'
        )
        throw new AppError(ErrorCode.REFUND_STATE, r.ok ? '沒有可退的券碼' : r.refusal.message)
      }
      const now = clock.now()
      const ticket = o.fulfilment === 'ticket'
      if (ticket) {
        const start = await showStartOf(t, o.id)
        if (start === null || !canRefundTicket(start, now)) {
          throw new AppError(ErrorCode.REFUND_STATE, '已過退票時間（開場前 2 小時），無法退票')
        }
      }
      if (!ticket) {
        // 隨時退 as the deal promised when this voucher was bought (its rules are kept with the order)
        const kept = await t.one<{ rules: UsageRules }>(
          'SELECT rules FROM group_order_deals WHERE order_id = $1',
          [o.id]
        )
        if (kept && !refundFlags(kept.rules).anytime)
          throw new AppError(ErrorCode.REFUND_STATE, '此團購不設隨時退款')
      }
      const r = await moveUnusedCodes(t, o.id, 'refund', now, codeIds ?? null)
      if (r.n === 0) throw new AppError(ErrorCode.REFUND_STATE, '沒有可退的券碼')
      if (ticket) {
        // The refunded tickets' seats go back on sale (seat machine: sold --refund--> free).
        await t.query(
          `DELETE FROM showtime_seats x USING group_codes c
         WHERE x.order_id = $1 AND c.order_id = $1 AND c.state = 'refunded'
           AND x.seat_row = c.seat_row AND x.seat_col = c.seat_col`,
          [o.id]
        )
      }
      await refundAmount(
        t,
        o,
        r.amount,
        ticket ? `退票（${r.n} 張），座位已釋放` : `未使用券碼退款（${r.n} 張）`,
        now
      )
      await settle(move, t, o.id, now, { type: 'customer', id: userId })
    })
    return detail(ctx)(userId, orderId, locale)
  }
