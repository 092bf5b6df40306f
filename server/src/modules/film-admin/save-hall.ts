import { seatsMissingFrom, soldSeatsDroppedMsg, type SeatPlan } from '@lotus/contract/seat-plan'
import type { AdminHall } from '@lotus/contract/film-admin'
import { AppError, ErrorCode } from '../../errors.js'
import {
  auditActor,
  checkVersion,
  noHall,
  requireCinema,
  staleHall,
  toAdminHall,
  type Editor,
  type FilmAdminDeps,
  type HallRow
} from './shared.js'

/**
 * A new hall, or a hall's name and seat plan saved whole. Coming sessions are sold on the hall's plan, so the hall
 * is locked (a ticket sale takes it FOR SHARE: the two wait for each other) and a plan that drops a seat sold or
 * held for a coming session is refused, nothing changed. A class the plan drops leaves the sessions' prices for it
 * unused; a class it adds sells at the hall's price until a session sets its own.
 */
export async function saveHall(
  deps: FilmAdminDeps,
  who: Editor,
  input: {
    merchantId: number
    id?: number | undefined
    version?: number | undefined
    name: string
    plan: SeatPlan
  }
): Promise<AdminHall> {
  const now = deps.clock.now()
  const out = await deps.db.tx(async (t) => {
    await requireCinema(t, input.merchantId)
    const taken = await t.one<{ id: number }>(
      'SELECT id FROM cinema_halls WHERE merchant_id = $1 AND name = $2 AND id <> $3',
      [input.merchantId, input.name, input.id ?? 0]
    )
    if (taken) throw new AppError(ErrorCode.VALIDATION, `已有名為「${input.name}」的影廳`)
    if (input.id === undefined) {
      const row = (await t.one<HallRow>(
        'INSERT INTO cinema_halls (merchant_id, name, plan) VALUES ($1, $2, $3) RETURNING *',
        [input.merchantId, input.name, JSON.stringify(input.plan)]
      ))!
      const after = toAdminHall(row)
      await deps.audit.write(t, {
        actor: auditActor(who),
        action: 'film.hall.create',
        subjectType: 'cinema_hall',
        subjectId: row.id,
        merchantId: input.merchantId,
        ip: who.ip,
        after
      })
      return after
    }
    const row = await t.one<HallRow>(
      'SELECT * FROM cinema_halls WHERE id = $1 AND merchant_id = $2 FOR UPDATE',
      [input.id, input.merchantId]
    )
    if (!row) throw noHall()
    checkVersion(row, input.version ?? 0, staleHall)
    const sold = await t.many<{ seat_row: number; seat_col: number }>(
      `SELECT DISTINCT x.seat_row, x.seat_col FROM showtime_seats x JOIN showtimes s ON s.id = x.showtime_id
         JOIN orders o ON o.id = x.order_id
       WHERE s.hall_id = $1 AND s.starts_at > $2 AND NOT (o.status = 'unpaid' AND o.pay_deadline <= $2)
       ORDER BY x.seat_row, x.seat_col`,
      [row.id, now]
    )
    const lost = seatsMissingFrom(
      input.plan,
      sold.map((s) => ({ row: s.seat_row, col: s.seat_col }))
    )
    if (lost.length > 0) throw new AppError(ErrorCode.VALIDATION, soldSeatsDroppedMsg(lost))
    const updated = (await t.one<HallRow>(
      `UPDATE cinema_halls SET name = $2, plan = $3, version = version + 1 WHERE id = $1 RETURNING *`,
      [row.id, input.name, JSON.stringify(input.plan)]
    ))!
    // the sessions' hall name follows (a ticket already issued keeps the label it was sold with)
    await t.query('UPDATE showtimes SET hall = $2 WHERE hall_id = $1 AND hall <> $2', [row.id, input.name])
    const after = toAdminHall(updated)
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: 'film.hall.update',
      subjectType: 'cinema_hall',
      subjectId: row.id,
      merchantId: input.merchantId,
      ip: who.ip,
      before: toAdminHall(row),
      after
    })
    return after
  })
  deps.changed(input.merchantId)
  return out
}
