import { createHash } from 'node:crypto'
import { transition } from '@lotus/contract/fsm'
import {
  canCancelFree,
  canRefundTicket,
  cancelCutoff,
  CODE_STATE_TEXT,
  MAX_SEATS_PER_ORDER,
  MAX_VOUCHERS_PER_ORDER,
  noShowRule,
  seatLabel,
  TICKET_REFUND_RULE,
  ticketRefundUntil,
  USAGE_REFUSAL_TEXT,
  usageRefusal,
  type CodeState,
  type GroupOrderDetail,
  type UsageRules
} from '@lotus/contract/group'
import { macauDayEndOf } from '@lotus/contract/macau-time'
import { machineFor } from '@lotus/contract/order-machines'
import type { OrderActor } from '@lotus/contract/order-actor'
import type { GroupOrderState } from '@lotus/contract/order-voucher'
import type { Clock } from '../../clock.js'
import { macauDate, toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound, validation } from '../../errors.js'
import type { JobQueue } from '../jobs/job-queue.js'
import { amendOrder, markEvaluated } from '../order/amend.js'
import type { OrderLifecycle } from '../order/move.js'
import { lockOrder, orderNotFound, type OrderRow } from '../order/order-ops.js'
import { placeOrder } from '../order/place-order.js'
import { refundTo, returnMoney } from '../refund/refund-ops.js'
import { recordRefund } from '../refund/refund-records.js'
import { issueCodes, moveUnusedCodes, redeemCode } from './codes.js'
import type { ShowRow, SlotRow } from './group-catalogue.js'

export const HOLD_LAPSE_JOB = 'group.hold-lapse'
export const VOUCHER_EXPIRE_JOB = 'group.voucher-expire'

type GroupKind = 'voucher' | 'ticket' | 'reservation'
const isGroupKind = (k: string): k is GroupKind => k === 'voucher' || k === 'ticket' || k === 'reservation'

async function lockGroupOrder(t: Db, userId: number | null, orderId: number): Promise<OrderRow> {
  const o = await lockOrder(t, userId, orderId)
  if (o.vertical !== 'group' || !isGroupKind(o.fulfilment)) throw orderNotFound()
  return o
}

interface CodeRow {
  id: number
  order_id: number
  merchant_id: number
  code: string
  state: CodeState
  label: string
  price: number
  used_at: number | null
}

export interface Placed {
  orderId: number
  orderNo: string
  total: number
  payDeadline: number
  status: string
}

/** What group jobs do, as the actor of the order's timeline. */
const groupJob = (kind: string): OrderActor => ({ type: 'system', name: kind })

export function createGroupOrders(deps: { db: Db; clock: Clock; jobs: JobQueue; lifecycle: OrderLifecycle }) {
  const { db, clock, jobs } = deps
  const { move } = deps.lifecycle

  const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex')

  /** The order row of a group purchase, idempotent per (user, clientKey); `fresh` false for a retry. */
  async function insertOrder(
    t: Db,
    userId: number,
    p: {
      clientKey: string
      hash: string
      mchId: number
      fulfilment: GroupKind
      total: number
      items: Array<{ refId: number; name: string; count: number; unitPrice: number }>
      remark?: string
    }
  ): Promise<{ id: number; fresh: boolean }> {
    const placed = await placeOrder(
      t,
      {
        userId,
        clientKey: p.clientKey,
        requestHash: p.hash,
        actor: { type: 'customer', id: userId },
        price: async (tx) => {
          const m = await tx.one<{ name: string; phone: string; address: string; lat: number; lng: number }>(
            'SELECT name, phone, address, lat, lng FROM merchants WHERE id = $1',
            [p.mchId]
          )
          if (!m) throw notFound('找不到商家')
          return {
            merchantId: p.mchId,
            vertical: 'group',
            fulfilment: p.fulfilment,
            goodsAmount: p.total,
            total: p.total,
            feeLines: [],
            address: {
              name: m.name,
              areaCode: '853',
              phone: m.phone,
              gender: 0,
              tag: '',
              address: m.address,
              detail: '',
              lat: m.lat,
              lng: m.lng
            },
            remark: p.remark ?? '',
            // Nothing taken from goods stock: holds (seats, a table) are released by the group module.
            stockReturned: true,
            lines: p.items.map((i) => ({
              goodsId: i.refId,
              name: i.name,
              image: `/api/img/merchant/${p.mchId}.svg`,
              itemCount: i.count,
              unitPrice: i.unitPrice,
              amount: i.count * i.unitPrice
            })),
            searchWords: [m.name, ...p.items.map((i) => i.name)],
            // Unpaid holds (seats, a table) lapse with the pay window.
            payWindowJob: HOLD_LAPSE_JOB
          }
        }
      },
      clock.now()
    )
    return { id: placed.orderId, fresh: placed.fresh }
  }

  const placed = (row: OrderRow): Placed => ({
    orderId: row.id,
    orderNo: row.order_no,
    total: row.total,
    payDeadline: toSeconds(row.pay_deadline),
    status: row.status
  })

  const reload = async (t: Db, id: number) =>
    (await t.one<OrderRow>('SELECT * FROM orders WHERE id = $1', [id])) as OrderRow

  /** Gives back what an unpaid or cancelled order held: its seats and its table. Idempotent. */
  async function releaseHolds(t: Db, orderId: number): Promise<void> {
    await t.query('DELETE FROM showtime_seats WHERE order_id = $1', [orderId])
    const r = await t.one<{ slot_id: number }>(
      'UPDATE reservations SET holding = false WHERE order_id = $1 AND holding RETURNING slot_id',
      [orderId]
    )
    if (r) await t.query('UPDATE reservation_slots SET booked = booked - 1 WHERE id = $1', [r.slot_id])
  }

  /** The showtime start (ms) of a ticket order, or null. */
  async function showStartOf(t: Db, orderId: number): Promise<number | null> {
    const r = await t.one<{ starts_at: number }>(
      `SELECT s.starts_at FROM order_items i JOIN showtimes s ON s.id = i.goods_id WHERE i.order_id = $1
       ORDER BY i.sort LIMIT 1`,
      [orderId]
    )
    return r ? Number(r.starts_at) : null
  }

  /** An unpaid order past its window is closed and its holds released (locked by the caller). */
  async function lapse(t: Db, o: OrderRow, now: number): Promise<void> {
    if (o.status === 'unpaid' && o.pay_deadline <= now) {
      await move(t, o, 'expire', groupJob(HOLD_LAPSE_JOB), {
        at: now,
        reason: '超時未支付',
        set: { cancel_reason: '超時未支付' }
      })
    }
    const after = await reload(t, o.id)
    if (after.status === 'cancelled' || after.status === 'refunded') await releaseHolds(t, o.id)
  }

  /** After codes change: no unused code left → completed (some used) or refunded (none used). */
  async function settle(t: Db, orderId: number, now: number, actor: OrderActor): Promise<void> {
    const o = await reload(t, orderId)
    if (o.status !== 'paid') return
    const c = await t.one<{ unused: number; used: number }>(
      `SELECT COUNT(*) FILTER (WHERE state = 'unused')::int AS unused, COUNT(*) FILTER (WHERE state = 'used')::int AS used
       FROM group_codes WHERE order_id = $1`,
      [orderId]
    )
    if (!c || c.unused > 0) return
    await move(t, o, c.used > 0 ? 'use' : 'refundAll', actor, { at: now })
  }

  /** Refunds the given codes (already moved off 'unused') to where the money came from. */
  async function refundAmount(t: Db, o: OrderRow, amount: number, note: string, now: number): Promise<void> {
    if (amount <= 0) return
    const to = refundTo(o)
    const ref = await returnMoney(t, o, amount, now)
    await recordRefund(t, {
      orderId: o.id,
      userId: o.user_id,
      amount,
      to,
      reason: note,
      gatewayRef: ref,
      note,
      decided: true,
      now
    })
  }

  jobs.register<{ orderId: number }>(HOLD_LAPSE_JOB, async (t, p) => {
    const o = await t.one<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [p.orderId])
    if (o) await lapse(t, o, clock.now())
  })

  jobs.register<{ orderId: number }>(VOUCHER_EXPIRE_JOB, async (t, p) => {
    const o = await t.one<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [p.orderId])
    if (!o || o.status !== 'paid') return
    const now = clock.now()
    const r = await moveUnusedCodes(t, o.id, 'expire', now)
    await refundAmount(t, o, r.amount, '券碼過期未使用，自動退款', now)
    await settle(t, o.id, now, groupJob(VOUCHER_EXPIRE_JOB))
  })

  async function lapseIfDue(orderId: number): Promise<void> {
    const o = await db.one<OrderRow>('SELECT status, pay_deadline FROM orders WHERE id = $1', [orderId])
    if (o && o.status === 'unpaid' && o.pay_deadline <= clock.now()) {
      await db.tx(async (t) => {
        const row = await t.one<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [orderId])
        if (row) await lapse(t, row, clock.now())
      })
    }
  }

  async function detail(userId: number, orderId: number): Promise<GroupOrderDetail> {
    await lapseIfDue(orderId)
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
      mchId: o.merchant_id,
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
        note: r.note
      })),
      canRefund:
        o.status === 'paid' &&
        unused &&
        (kind === 'voucher' || (kind === 'ticket' && showStart !== null && canRefundTicket(showStart, now))),
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

  return {
    detail,

    /** Buys `count` of a deal: one order, `count` codes (shown once paid), an expiry refund job. */
    async buyVoucher(
      userId: number,
      input: { clientKey: string; dealId: number; count: number }
    ): Promise<Placed> {
      return db.tx(async (t) => {
        const d = await t.one<{
          id: number
          merchant_id: number
          title: string
          price: number
          rules: UsageRules
        }>('SELECT id, merchant_id, title, price, rules FROM group_deals WHERE id = $1', [input.dealId])
        if (!d) throw notFound('找不到團購')
        const limit = d.rules.perPersonLimit > 0 ? d.rules.perPersonLimit : MAX_VOUCHERS_PER_ORDER
        if (input.count > limit) throw new AppError(ErrorCode.LIMIT_EXCEEDED, `每人限購 ${limit} 張`)
        const now = clock.now()
        if (macauDate(now) > d.rules.validTo) throw new AppError(ErrorCode.GOODS_UNAVAILABLE, '團購已過期')
        const o = await insertOrder(t, userId, {
          clientKey: input.clientKey,
          hash: hashOf({ k: 'voucher', d: input.dealId, n: input.count }),
          mchId: d.merchant_id,
          fulfilment: 'voucher',
          total: d.price * input.count,
          items: [{ refId: d.id, name: d.title, count: input.count, unitPrice: d.price }]
        })
        if (o.fresh) {
          await t.query('INSERT INTO group_order_deals (order_id, deal_id, rules) VALUES ($1, $2, $3)', [
            o.id,
            d.id,
            JSON.stringify(d.rules)
          ])
          await issueCodes(
            t,
            { id: o.id, mchId: d.merchant_id },
            Array.from({ length: input.count }, () => ({ label: d.title, price: d.price }))
          )
          await t.query('UPDATE group_deals SET sold = sold + $2 WHERE id = $1', [d.id, input.count])
          await jobs.enqueue(t, {
            kind: VOUCHER_EXPIRE_JOB,
            runAt: macauDayEndOf(d.rules.validTo),
            payload: { orderId: o.id },
            key: String(o.id)
          })
        }
        return placed(await reload(t, o.id))
      })
    },

    /** Holds seats for the pay window; a seat already held or sold refuses the whole pick. */
    async buyTickets(
      userId: number,
      input: { clientKey: string; showtimeId: number; seats: Array<{ row: number; col: number }> }
    ): Promise<Placed> {
      const seats = [...input.seats].sort((a, b) => a.row - b.row || a.col - b.col)
      if (seats.length === 0 || seats.length > MAX_SEATS_PER_ORDER)
        throw validation(`每單可選 1 至 ${MAX_SEATS_PER_ORDER} 個座位`)
      if (new Set(seats.map((s) => `${s.row}-${s.col}`)).size !== seats.length) throw validation('座位重複')
      return db.tx(async (t) => {
        const s = await t.one<ShowRow & { title: string }>(
          'SELECT s.*, f.title FROM showtimes s JOIN films f ON f.id = s.film_id WHERE s.id = $1',
          [input.showtimeId]
        )
        if (!s) throw notFound('找不到場次')
        const now = clock.now()
        if (s.starts_at <= now) throw new AppError(ErrorCode.GOODS_UNAVAILABLE, '場次已開場，無法購票')
        for (const x of seats) if (x.row > s.rows || x.col > s.cols) throw validation('座位不存在')
        const priceOf = (row: number) => (s.vip_rows.includes(row) ? s.vip_price : s.price)
        const total = seats.reduce((sum, x) => sum + priceOf(x.row), 0)
        const o = await insertOrder(t, userId, {
          clientKey: input.clientKey,
          hash: hashOf({ k: 'ticket', s: input.showtimeId, seats }),
          mchId: s.merchant_id,
          fulfilment: 'ticket',
          total,
          items: seats.map((x) => ({
            refId: s.id,
            name: `${s.title} ${seatLabel(s.hall, x.row, x.col)}`,
            count: 1,
            unitPrice: priceOf(x.row)
          }))
        })
        if (o.fresh) {
          for (const x of seats) {
            let r = await t.query(
              'INSERT INTO showtime_seats (showtime_id, seat_row, seat_col, order_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
              [s.id, x.row, x.col, o.id]
            )
            if (r.rowCount !== 1) {
              // Held by an order whose window lapsed (its release job not yet run): release it now.
              const holder = await t.one<OrderRow>(
                `SELECT o.* FROM showtime_seats x JOIN orders o ON o.id = x.order_id
                 WHERE x.showtime_id = $1 AND x.seat_row = $2 AND x.seat_col = $3`,
                [s.id, x.row, x.col]
              )
              if (holder && holder.status === 'unpaid' && holder.pay_deadline <= now) {
                const locked = await lockOrder(t, null, holder.id)
                await lapse(t, locked, now)
                r = await t.query(
                  'INSERT INTO showtime_seats (showtime_id, seat_row, seat_col, order_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
                  [s.id, x.row, x.col, o.id]
                )
              }
              if (r.rowCount !== 1)
                throw new AppError(ErrorCode.OUT_OF_STOCK, `${x.row}排${x.col}座已被選，請選擇其他座位`)
            }
          }
          await issueCodes(
            t,
            { id: o.id, mchId: s.merchant_id },
            seats.map((x) => ({
              label: `${s.title} ${seatLabel(s.hall, x.row, x.col)}`,
              price: priceOf(x.row),
              seat: x
            }))
          )
        }
        return placed(await reload(t, o.id))
      })
    },

    /** A table at a slot (never beyond its capacity); no deposit → confirmed at once. */
    async reserve(
      userId: number,
      input: { clientKey: string; slotId: number; party: number; name: string; phone: string }
    ): Promise<Placed> {
      return db.tx(async (t) => {
        const s = await t.one<SlotRow>('SELECT * FROM reservation_slots WHERE id = $1', [input.slotId])
        if (!s) throw notFound('找不到時段')
        const now = clock.now()
        if (s.starts_at <= now) throw new AppError(ErrorCode.GOODS_UNAVAILABLE, '該時段已過')
        const o = await insertOrder(t, userId, {
          clientKey: input.clientKey,
          hash: hashOf({ k: 'reservation', ...input, clientKey: undefined }),
          mchId: s.merchant_id,
          fulfilment: 'reservation',
          total: s.deposit,
          items: [
            { refId: s.id, name: `訂座 ${s.day} ${s.time} ${input.party}人`, count: 1, unitPrice: s.deposit }
          ],
          remark: `${input.name} ${input.phone}`
        })
        if (o.fresh) {
          const took = await t.query(
            'UPDATE reservation_slots SET booked = booked + 1 WHERE id = $1 AND booked < capacity',
            [s.id]
          )
          if (took.rowCount !== 1) throw new AppError(ErrorCode.OUT_OF_STOCK, '該時段已訂滿，請選擇其他時段')
          await t.query(
            'INSERT INTO reservations (order_id, slot_id, party, name, phone) VALUES ($1, $2, $3, $4, $5)',
            [o.id, s.id, input.party, input.name, input.phone]
          )
          await issueCodes(t, { id: o.id, mchId: s.merchant_id }, [
            { label: `訂座憑證 ${s.day} ${s.time}`, price: s.deposit }
          ])
          if (s.deposit === 0) {
            await move(
              t,
              await lockOrder(t, userId, o.id),
              'pay',
              { type: 'customer', id: userId },
              {
                at: now,
                note: '無需訂金，預訂成功'
              }
            )
          }
        }
        return placed(await reload(t, o.id))
      })
    },

    /** Refunds the order's unused codes (all, or the given ones) to where the money came from. */
    async refund(userId: number, orderId: number, codeIds: number[] | undefined): Promise<GroupOrderDetail> {
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
        await settle(t, o.id, now, { type: 'customer', id: userId })
      })
      return detail(userId, orderId)
    },

    /** Cancels an unpaid order, or a reservation before its cut-off (the deposit goes back). */
    async cancel(userId: number, orderId: number): Promise<GroupOrderDetail> {
      await lapseIfDue(orderId)
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
      return detail(userId, orderId)
    },

    /**
     * The merchant's counter redeems a code once; another merchant's code answers as missing. `opts.actor` is the
     * member of staff at the counter; `opts.within` runs in the same transaction (the console's audit entry).
     */
    async redeem(
      merchantId: number,
      code: string,
      opts: {
        actor?: OrderActor
        within?: (t: Db, r: { code: string; label: string; orderNo: string; usedAt: number }) => Promise<void>
      } = {}
    ) {
      const c = await db.one<CodeRow>('SELECT * FROM group_codes WHERE code = $1 AND merchant_id = $2', [
        code,
        merchantId
      ])
      if (!c) throw notFound('找不到券碼')
      return db.tx(async (t) => {
        const o = await lockGroupOrder(t, null, c.order_id)
        if (o.status === 'unpaid' || o.status === 'cancelled') throw notFound('找不到券碼')
        const now = clock.now()
        const rules = await t.one<{ rules: UsageRules }>(
          'SELECT rules FROM group_order_deals WHERE order_id = $1',
          [o.id]
        )
        const refusal = rules ? usageRefusal(rules.rules, now) : null
        const cur = await t.one<CodeRow>('SELECT * FROM group_codes WHERE id = $1', [c.id])
        // A used, refunded or expired code is refused by the code machine before the usage rules.
        if (cur?.state !== 'unused') await redeemCode(t, { id: c.id, state: cur?.state ?? 'refunded' }, now)
        if (refusal) throw new AppError(ErrorCode.ORDER_STATE, USAGE_REFUSAL_TEXT[refusal])
        await redeemCode(t, { id: c.id, state: 'unused' }, now)
        const counter: OrderActor = opts.actor ?? { type: 'merchant', id: merchantId }
        await amendOrder(t, o, {}, { title: '券碼已核銷', note: c.label }, counter, now)
        await settle(t, o.id, now, counter)
        const done = { code: c.code, label: c.label, orderNo: o.order_no, usedAt: toSeconds(now) }
        if (opts.within) await opts.within(t, done)
        return done
      })
    },

    /** Rates a group order with at least one used code, once; the merchant's ratings are recomputed. */
    async evaluate(
      userId: number,
      input: {
        orderId: number
        star: number
        tasteStar: number
        envStar: number
        serviceStar: number
        content: string
        images: string[]
      }
    ): Promise<{ commentId: number }> {
      return db.tx(async (t) => {
        const o = await lockGroupOrder(t, userId, input.orderId)
        if (o.evaluated) throw new AppError(ErrorCode.ALREADY_EVALUATED, '此訂單已評價')
        const used = await t.one<{ n: number }>(
          "SELECT COUNT(*)::int AS n FROM group_codes WHERE order_id = $1 AND state = 'used'",
          [o.id]
        )
        if ((used?.n ?? 0) === 0) throw new AppError(ErrorCode.ORDER_STATE, '到店使用後才能評價')
        const deal = await t.one<{ deal_id: number }>(
          'SELECT deal_id FROM group_order_deals WHERE order_id = $1',
          [o.id]
        )
        const now = clock.now()
        const c = await t.one<{ id: number }>(
          `INSERT INTO comments (user_id, order_id, merchant_id, star, taste_star, pack_star, env_star, service_star, content, images,
             anonymous, deal_id, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $6, $8, $9, false, $10, $11) RETURNING id`,
          [
            userId,
            o.id,
            o.merchant_id,
            input.star,
            input.tasteStar,
            input.serviceStar,
            input.envStar,
            input.content,
            JSON.stringify(input.images),
            deal?.deal_id ?? null,
            now
          ]
        )
        if (!c) throw new Error('comment insert returned nothing')
        await markEvaluated(t, o.id, c.id, now)
        await refreshRatings(t, o.merchant_id)
        return { commentId: c.id }
      })
    },

    refreshRatings: (merchantId: number) => db.tx((t) => refreshRatings(t, merchantId))
  }
}

/** The merchant's averages from its comments that are not deleted. */
export async function refreshRatings(t: Db, merchantId: number): Promise<void> {
  await t.query('SELECT id FROM merchants WHERE id = $1 FOR UPDATE', [merchantId])
  await t.query(
    `UPDATE merchants m SET star = round(a.star::numeric, 1), taste_star = round(a.taste::numeric, 1),
       env_star = round(a.env::numeric, 1), service_star = round(a.svc::numeric, 1)
     FROM (SELECT AVG(star) AS star, AVG(taste_star) AS taste, AVG(COALESCE(env_star, pack_star)) AS env,
             AVG(COALESCE(service_star, pack_star)) AS svc, COUNT(*) AS n
           FROM comments WHERE merchant_id = $1 AND deleted_at IS NULL) a
     WHERE m.id = $1 AND a.n > 0`,
    [merchantId]
  )
}

export type GroupOrders = ReturnType<typeof createGroupOrders>
