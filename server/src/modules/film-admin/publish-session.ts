import type { AdminSession } from '@lotus/contract/film-admin'
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
 * Puts a session on sale or takes it off. Off sale, customers no longer see or buy it; tickets already sold stay
 * valid (and refundable under the ticket rule).
 */
export async function publishSession(
  deps: FilmAdminDeps,
  who: Editor,
  input: { merchantId: number; id: number; version: number; published: boolean }
): Promise<AdminSession> {
  const now = deps.clock.now()
  const out = await deps.db.tx(async (t) => {
    const row = await lockSession(t, now, input.merchantId, input.id)
    checkVersion(row, input.version, staleSession)
    await t.query('UPDATE showtimes SET published = $2, version = version + 1 WHERE id = $1', [
      row.id,
      input.published
    ])
    const after = toAdminSession(await readSession(t, now, row.id))
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: input.published ? 'film.session.publish' : 'film.session.unpublish',
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
