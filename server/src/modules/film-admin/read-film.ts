import type { AdminFilmBoard } from '@lotus/contract/film-admin'
import { macauDayStart } from '@lotus/contract/macau-time'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { SELECT_SESSION, toAdminHall, toAdminSession, type HallRow, type SessionRow } from './shared.js'

/** A cinema's halls, its sessions from the start of today (Macau) and the films it may show. */
export async function readFilm(db: Db, clock: Clock, merchantId: number): Promise<AdminFilmBoard> {
  const now = clock.now()
  const shop = await db.one<{ cinema: boolean }>(
    `SELECT category = '電影' AND 'group' = ANY(verticals) AS cinema FROM merchants WHERE id = $1`,
    [merchantId]
  )
  if (!shop?.cinema) return { merchantId, cinema: false, halls: [], sessions: [], films: [] }
  const halls = await db.many<HallRow>(
    `SELECT h.*, (SELECT COUNT(*)::int FROM showtimes s WHERE s.hall_id = h.id AND s.starts_at > $2) AS coming
     FROM cinema_halls h WHERE h.merchant_id = $1 ORDER BY h.name, h.id`,
    [merchantId, now]
  )
  const sessions = await db.many<SessionRow>(
    `${SELECT_SESSION} WHERE s.merchant_id = $2 AND s.starts_at >= $3 ORDER BY s.starts_at, s.id`,
    [now, merchantId, macauDayStart(now)]
  )
  const films = await db.many<{ id: number; title: string; minutes: number }>(
    'SELECT id, title, minutes FROM films ORDER BY title, id'
  )
  return {
    merchantId,
    cinema: true,
    halls: halls.map(toAdminHall),
    sessions: sessions.map(toAdminSession),
    films
  }
}
