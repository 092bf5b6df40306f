import { STALE_HALL_MSG, STALE_SESSION_MSG, type SeatPlan } from '@lotus/contract/seat-plan'
import type { AdminHall, AdminSession } from '@lotus/contract/film-admin'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import type { AuditLog } from '../staff/audit.js'

/** What every film operation needs; `changed` drops the customer-side caches and first screens of a shop. */
export interface FilmAdminDeps {
  db: Db
  clock: Clock
  audit: AuditLog
  changed(merchantId: number): void
}

/** Who is editing, as the audit log records them. */
export interface Editor {
  staffId: number
  name: string
  ip: string
}

export const auditActor = (e: Editor) => ({ type: 'staff' as const, id: e.staffId, name: e.name })

export const staleHall = () => new AppError(ErrorCode.STALE_VERSION, STALE_HALL_MSG, 409)
export const staleSession = () => new AppError(ErrorCode.STALE_VERSION, STALE_SESSION_MSG, 409)
/** Another cinema's hall or session answers exactly like a missing one. */
export const noHall = () => notFound('找不到影廳')
export const noSession = () => notFound('找不到場次')

/** Halls belong to cinemas only (a group-buying shop of category 電影). */
export async function requireCinema(t: Db, merchantId: number): Promise<void> {
  const r = await t.one<{ ok: boolean }>(
    `SELECT category = '電影' AND 'group' = ANY(verticals) AS ok FROM merchants WHERE id = $1`,
    [merchantId]
  )
  if (!r?.ok) throw new AppError(ErrorCode.VALIDATION, '此商店不是影院，沒有影廳')
}

export interface HallRow {
  id: number
  merchant_id: number
  name: string
  plan: SeatPlan
  version: number
  coming?: number
}

export const toAdminHall = (r: HallRow): AdminHall => ({
  id: r.id,
  name: r.name,
  plan: r.plan,
  comingSessions: r.coming ?? 0,
  version: r.version
})

export interface SessionRow {
  id: number
  merchant_id: number
  film_id: number
  film_title: string
  hall_id: number
  hall: string
  starts_at: number
  class_prices: Record<string, number>
  published: boolean
  version: number
  sold: number
  plan: SeatPlan
}

/** A session row with its film, hall plan and seats taken (lapsed holds left out), for the console. */
export const SELECT_SESSION = `SELECT s.id, s.merchant_id, s.film_id, f.title AS film_title, s.hall_id, s.hall, s.starts_at,
    s.class_prices, s.published, s.version, h.plan,
    (SELECT COUNT(*)::int FROM showtime_seats x JOIN orders o ON o.id = x.order_id
      WHERE x.showtime_id = s.id AND NOT (o.status = 'unpaid' AND o.pay_deadline <= $1)) AS sold
  FROM showtimes s JOIN films f ON f.id = s.film_id JOIN cinema_halls h ON h.id = s.hall_id`

export function toAdminSession(r: SessionRow): AdminSession {
  // the hall's classes as they are now, each at the session's price or else the hall's
  const prices: Record<string, number> = {}
  for (const c of r.plan.classes) prices[c.key] = r.class_prices[c.key] ?? c.price
  return {
    id: r.id,
    filmId: r.film_id,
    filmTitle: r.film_title,
    hallId: r.hall_id,
    hall: r.hall,
    startsAt: Math.floor(Number(r.starts_at) / 1000),
    prices,
    published: r.published,
    sold: r.sold,
    version: r.version
  }
}

/** One session of the shop for an edit: locked, then read (two statements: see CONTRIBUTING, lockAndRead). */
export async function lockSession(t: Db, now: number, merchantId: number, id: number): Promise<SessionRow> {
  const locked = await t.one<{ id: number }>(
    'SELECT id FROM showtimes WHERE id = $1 AND merchant_id = $2 AND hall_id IS NOT NULL FOR UPDATE',
    [id, merchantId]
  )
  if (!locked) throw noSession()
  return (await t.one<SessionRow>(`${SELECT_SESSION} WHERE s.id = $2`, [now, id]))!
}

export async function readSession(t: Db, now: number, id: number): Promise<SessionRow> {
  return (await t.one<SessionRow>(`${SELECT_SESSION} WHERE s.id = $2`, [now, id]))!
}

/** Refuses a save that read an older version than the row has now. */
export function checkVersion(row: { version: number }, version: number, stale: () => AppError): void {
  if (row.version !== version) throw stale()
}
