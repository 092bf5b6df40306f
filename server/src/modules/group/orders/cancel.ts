import { canCancelFree, type GroupOrderDetail } from '@lotus/contract/group'
import { AppError, ErrorCode } from '../../../errors.js'
import { moveUnusedCodes } from '../codes.js'
import { lockGroupOrder, type GroupContext } from './shared.js'
import { releaseHolds, lapseIfDue } from './holds.js'
import { refundAmount } from './settle.js'
import { detail } from './detail.js'
import { DEFAULT_LOCALE, type Locale } from '@lotus/contract/locale'

/** Cancels an unpaid order, or a reservation before its cut-off (the deposit goes back). */
export const cancel =
  (ctx: GroupContext) =>
  async (userId: number, orderId: number, locale: Locale = DEFAULT_LOCALE): Promise<GroupOrderDetail> => {
    const { db, clock, move } = ctx
    await lapseIfDue(ctx, orderId)
    await db.tx(async (t) => {
      const o = await lockGroupOrder(t, userId, orderId)
      const now = clock.now()
      if (o.status === 'paid') {
        if (o.fulfilment !== 'reservation')
          throw new AppError(ErrorCode.ORDER_STATE, '已支付的訂單請申請退款')
        const s = await t.one<{ starts_at: number }>(
          'SELECT s.starts_at FROM reservations r JOIN reservation_slots s ON s.id = r.slot_id WHERE r.order_id = $1',
          [o.id]
        )
        const used = await t.one<{ n: number }>(
          "SELECT COUNT(*)::int AS n FROM group_codes WHERE order_id = $1 AND state = 'used'",
          [o.id]
        )
        if (!s || (used?.n ?? 0) > 0 || !canCancelFree(s.starts_at, now)) {
          throw new AppError(ErrorCode.ORDER_STATE, '已過免費取消時間（到店前 2 小時），無法取消')
        }
        await moveUnusedCodes(t, o.id, 'refund', now)
        await refundAmount(t, o, o.total, '取消訂座，訂金退回', now)
      }
      await move(t, o, 'cancel', { type: 'customer', id: userId }, { at: now })
      await releaseHolds(t, o.id)
    })
    return detail(ctx)(userId, orderId, locale)
  }
