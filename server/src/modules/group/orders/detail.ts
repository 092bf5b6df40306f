import {
  canCancelFree,
  canRefundTicket,
  cancelCutoff,
  CODE_STATE_TEXT,
  noShowRule,
  TICKET_REFUND_RULE,
  ticketRefundUntil,
  type GroupOrderDetail,
  refundFlags,
  type UsageRules
} from '@lotus/contract/group'
import { machineFor } from '@lotus/contract/order-machines'
import { DEFAULT_LOCALE, type Locale } from '@lotus/contract/locale'
import { refundNote } from '@lotus/contract/server-words'
import { toSeconds } from '../../../clock.js'
import { orderNotFound, shopOf, type OrderRow } from '../../order/order-ops.js'
import { isGroupKind, type CodeRow, type GroupContext } from './shared.js'
import { showStartOf, lapseIfDue } from './holds.js'

/** One of the user's group orders with its codes, reservation, ticket and refunds (their notes in `locale`). */
export const detail =
  (ctx: GroupContext) =>
  async (userId: number, orderId: number, locale: Locale = DEFAULT_LOCALE): Promise<GroupOrderDetail> => {
    const { db, clock } = ctx
    await lapseIfDue(ctx, orderId)
    const o = await db.one<OrderRow & { merchant_name: string }>(
      `SELECT o.*, m.name AS merchant_name FROM orders o JOIN merchants m ON m.id = o.merchant_id
     WHERE o.id = $1 AND o.user_id = $2 AND o.vertical = 'group'`,
      [orderId, userId]
    )
    if (!o || !isGroupKind(o.fulfilment)) throw orderNotFound()
    const kind = o.fulfilment
    const m = machineFor(kind)
    const item = await db.one<{ name: string }>(
      'SELECT name FROM order_items WHERE order_id = $1 ORDER BY sort LIMIT 1',
      [o.id]
    )
    const showCodes = o.status !== 'unpaid' && o.status !== 'cancelled'
    const codes = showCodes
      ? await db.many<CodeRow>('SELECT * FROM group_codes WHERE order_id = $1 ORDER BY id', [o.id])
      : []
    const rules = await db.one<{ rules: UsageRules }>(
      'SELECT rules FROM group_order_deals WHERE order_id = $1',
      [o.id]
    )
    const res = await db.one<{
      party: number
      name: string
      phone: string
      day: string
      time: string
      starts_at: number
    }>(
      `SELECT r.party, r.name, r.phone, s.day, s.time, s.starts_at FROM reservations r JOIN reservation_slots s ON s.id = r.slot_id
     WHERE r.order_id = $1`,
      [o.id]
    )
    const refunds = await db.many<{
      amount: number
      to_source: 'wallet' | 'online'
      decided_at: number
      note: string
    }>(
      "SELECT amount, to_source, decided_at, note FROM refunds WHERE order_id = $1 AND status = 'approved' ORDER BY id",
      [o.id]
    )
    const now = clock.now()
    const unused = codes.some((c) => c.state === 'unused')
    const showStart = kind === 'ticket' ? await showStartOf(db, o.id) : null
    return {
      id: o.id,
      orderNo: o.order_no,
      fulfilment: kind,
      status: o.status,
      statusText: (m?.text as Readonly<Record<string, string>> | undefined)?.[o.status] ?? o.status,
      mchId: shopOf(o),
      merchantName: o.merchant_name,
      title: item?.name ?? '',
      total: o.total,
      refunded: refunds.reduce((s, r) => s + r.amount, 0),
      payDeadline: toSeconds(o.pay_deadline),
      createdAt: toSeconds(o.created_at),
      evaluated: o.evaluated,
      commentId: o.comment_id,
      rules: rules?.rules ?? null,
      codes: codes.map((c) => ({
        id: c.id,
        code: c.code,
        state: c.state,
        stateText: CODE_STATE_TEXT[c.state],
        label: c.label,
        price: c.price,
        usedAt: c.used_at === null ? null : toSeconds(c.used_at)
      })),
      reservation: res
        ? {
            day: res.day,
            time: res.time,
            startsAt: toSeconds(res.starts_at),
            party: res.party,
            name: res.name,
            phone: res.phone,
            cancelUntil: toSeconds(cancelCutoff(res.starts_at)),
            noShowRule: noShowRule(o.total)
          }
        : null,
      ticket:
        showStart === null
          ? null
          : {
              startsAt: toSeconds(showStart),
              refundUntil: toSeconds(ticketRefundUntil(showStart)),
              rule: TICKET_REFUND_RULE
            },
      refunds: refunds.map((r) => ({
        amount: r.amount,
        to: r.to_source,
        at: toSeconds(r.decided_at),
        note: refundNote(r.note, locale)
      })),
      canRefund:
        o.status === 'paid' &&
        unused &&
        ((kind === 'voucher' && refundFlags(rules?.rules ?? {}).anytime) ||
          (kind === 'ticket' && showStart !== null && canRefundTicket(showStart, now))),
      canCancel:
        o.status === 'unpaid' ||
        (kind === 'reservation' &&
          o.status === 'paid' &&
          res != null &&
          canCancelFree(res.starts_at, now) &&
          unused),
      canEvaluate: !o.evaluated && codes.some((c) => c.state === 'used')
    }
  }
