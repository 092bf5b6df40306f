import type { AdminSession } from '@lotus/contract/film-admin'
import { AppError, ErrorCode } from '../../errors.js'
import {
  auditActor,
  checkVersion,
  lockSession,
  readSession,
  staleSession,
  toAdminSession,
  type Editor,
  type FilmAdminDeps
} from './shared.js'

/**
 * A session's price per class of its hall. Seats sold keep what was paid (the order's lines); seats sold from now
 * on are charged what the seat map shows.
 */
export async function saveSession(
  deps: FilmAdminDeps,
  who: Editor,
  input: { merchantId: number; id: number; version: number; prices: Record<string, number> }
): Promise<AdminSession> {
  const now = deps.clock.now()
  const out = await deps.db.tx(async (t) => {
    const row = await lockSession(t, now, input.merchantId, input.id)
    checkVersion(row, input.version, staleSession)
    const known = new Set(row.plan.classes.map((c) => c.key))
    const unknown = Object.keys(input.prices).find((k) => !known.has(k))
    if (unknown) throw new AppError(ErrorCode.VALIDATION, `此影廳沒有座位類別 ${unknown}`)
    await t.query(
      'UPDATE showtimes SET class_prices = class_prices || $2::jsonb, version = version + 1 WHERE id = $1',
      [row.id, JSON.stringify(input.prices)]
    )
    const after = toAdminSession(await readSession(t, now, row.id))
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: 'film.session.update',
      subjectType: 'showtime',
      subjectId: row.id,
      merchantId: input.merchantId,
      ip: who.ip,
      before: toAdminSession(row),
      after
    })
    return after
  })
  deps.changed(input.merchantId)
  return out
}
