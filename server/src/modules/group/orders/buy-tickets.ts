import { MAX_SEATS_PER_ORDER, seatLabel } from '@lotus/contract/group'
import { seatClassAt } from '@lotus/contract/seat-plan'
import { AppError, ErrorCode, notFound, validation } from '../../../errors.js'
import { lockOrder, type OrderRow } from '../../order/order-ops.js'
import { issueCodes } from '../codes.js'
import { showPlan, type ShowRow } from '../group-catalogue.js'
import { type Placed, type GroupContext, hashOf, placed, reload } from './shared.js'
import { insertOrder } from './place.js'
import { lapse } from './holds.js'

/** Holds seats for the pay window; a seat already held or sold refuses the whole pick. */
export const buyTickets =
  (ctx: GroupContext) =>
  async (
    userId: number,
    input: { clientKey: string; showtimeId: number; seats: Array<{ row: number; col: number }> }
  ): Promise<Placed> => {
    const { db, clock, move } = ctx
    const seats = [...input.seats].sort((a, b) => a.row - b.row || a.col - b.col)
    if (seats.length === 0 || seats.length > MAX_SEATS_PER_ORDER)
      throw validation(`每單可選 1 至 ${MAX_SEATS_PER_ORDER} 個座位`)
    if (new Set(seats.map((s) => `${s.row}-${s.col}`)).size !== seats.length) throw validation('座位重複')
    return db.tx(async (t) => {
      // A plan edit takes its hall FOR UPDATE: a sale waits for it (or it for the sale), so no sold seat is dropped.
      await t.query(
        'SELECT 1 FROM cinema_halls WHERE id = (SELECT hall_id FROM showtimes WHERE id = $1) FOR SHARE',
        [input.showtimeId]
      )
      const s = await t.one<ShowRow & { title: string }>(
        `SELECT s.*, f.title, h.plan AS hall_plan FROM showtimes s JOIN films f ON f.id = s.film_id
           LEFT JOIN cinema_halls h ON h.id = s.hall_id WHERE s.id = $1 AND s.published`,
        [input.showtimeId]
      )
      if (!s) throw notFound('找不到場次')
      const now = clock.now()
      if (s.starts_at <= now) throw new AppError(ErrorCode.GOODS_UNAVAILABLE, '場次已開場，無法購票')
      // the seat map's prices (contract seatPrice): what the page showed is what is charged
      const map = showPlan(s)
      const priceAt = (x: { row: number; col: number }) =>
        seatClassAt({ ...map.plan, classes: map.classes }, x.row, x.col)?.price
      for (const x of seats) if (priceAt(x) === undefined) throw validation('座位不存在')
      const priceOf = (x: { row: number; col: number }) => priceAt(x) ?? 0
      const total = seats.reduce((sum, x) => sum + priceOf(x), 0)
      const o = await insertOrder(
        t,
        userId,
        {
          clientKey: input.clientKey,
          hash: hashOf({ k: 'ticket', s: input.showtimeId, seats }),
          mchId: s.merchant_id,
          fulfilment: 'ticket',
          total,
          items: seats.map((x) => ({
            refId: s.id,
            name: `${s.title} ${seatLabel(s.hall, x.row, x.col)}`,
            count: 1,
            unitPrice: priceOf(x)
          }))
        },
        now
      )
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
              await lapse(move, t, locked, now)
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
            price: priceOf(x),
            seat: x
          }))
        )
      }
      return placed(await reload(t, o.id))
    })
  }
