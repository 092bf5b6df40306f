import type { AdminSession } from '@lotus/contract/film-admin'
import { macauDayStartOf } from '@lotus/contract/macau-time'
import { planCols } from '@lotus/contract/seat-plan'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import {
  auditActor,
  noHall,
  readSession,
  requireCinema,
  toAdminSession,
  type Editor,
  type FilmAdminDeps,
  type HallRow
} from './shared.js'

/**
 * A session of a film in one of the cinema's halls, from its plan: each class at the price given or else the
 * hall's. It starts unpublished (customers see it once published), not in the past, and not while another session
 * of the same hall is showing.
 */
export async function addSession(
  deps: FilmAdminDeps,
  who: Editor,
  input: {
    merchantId: number
    hallId: number
    filmId: number
    day: string
    time: string
    prices: Record<string, number>
  }
): Promise<AdminSession> {
  const now = deps.clock.now()
  const [h, m] = input.time.split(':').map(Number)
  const startsAt = macauDayStartOf(input.day) + (h! * 60 + m!) * 60_000
  if (startsAt <= now) throw new AppError(ErrorCode.VALIDATION, '不可新增已過去的場次')
  const out = await deps.db.tx(async (t) => {
    await requireCinema(t, input.merchantId)
    // the hall is locked so two sessions added at once cannot overlap
    const hall = await t.one<HallRow>(
      'SELECT * FROM cinema_halls WHERE id = $1 AND merchant_id = $2 FOR UPDATE',
      [input.hallId, input.merchantId]
    )
    if (!hall) throw noHall()
    const film = await t.one<{ minutes: number }>('SELECT minutes FROM films WHERE id = $1', [input.filmId])
    if (!film) throw notFound('找不到電影')
    const clash = await t.one<{ id: number }>(
      `SELECT s.id FROM showtimes s JOIN films f ON f.id = s.film_id
       WHERE s.hall_id = $1 AND s.starts_at < $2 AND s.starts_at + f.minutes * 60000 > $3 LIMIT 1`,
      [hall.id, startsAt + film.minutes * 60_000, startsAt]
    )
    if (clash) throw new AppError(ErrorCode.VALIDATION, `${hall.name}在該時段已有場次`)
    const known = new Set(hall.plan.classes.map((c) => c.key))
    const unknown = Object.keys(input.prices).find((k) => !known.has(k))
    if (unknown) throw new AppError(ErrorCode.VALIDATION, `此影廳沒有座位類別 ${unknown}`)
    const prices = Object.fromEntries(hall.plan.classes.map((c) => [c.key, input.prices[c.key] ?? c.price]))
    const all = Object.values(prices)
    // rows, cols and the two prices are the columns sessions without a hall are sold on; kept filled
    const row = (await t.one<{ id: number }>(
      `INSERT INTO showtimes (merchant_id, film_id, hall, hall_id, starts_at, rows, cols, vip_rows, price, vip_price,
         class_prices, published)
       VALUES ($1, $2, $3, $4, $5, $6, $7, '{}', $8, $9, $10, false) RETURNING id`,
      [
        input.merchantId,
        input.filmId,
        hall.name,
        hall.id,
        startsAt,
        hall.plan.rows.length,
        planCols(hall.plan),
        Math.min(...all),
        Math.max(...all),
        JSON.stringify(prices)
      ]
    ))!
    const after = toAdminSession(await readSession(t, now, row.id))
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: 'film.session.create',
      subjectType: 'showtime',
      subjectId: row.id,
      merchantId: input.merchantId,
      ip: who.ip,
      after
    })
    return after
  })
  deps.changed(input.merchantId)
  return out
}
