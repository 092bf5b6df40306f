import { DEFAULT_ACCEPT_LIMIT_MINUTES, type BoardSettings } from '@lotus/contract/board'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'

/** A shop's board settings (migration 150). */
export async function readSettings(t: Db, merchantId: number): Promise<BoardSettings> {
  const m = await t.one<{ auto_accept: boolean; accept_limit_minutes: number }>(
    'SELECT auto_accept, accept_limit_minutes FROM merchants WHERE id = $1',
    [merchantId]
  )
  if (!m) throw notFound('找不到該商戶')
  return {
    autoAccept: m.auto_accept,
    acceptLimitMinutes: m.accept_limit_minutes ?? DEFAULT_ACCEPT_LIMIT_MINUTES
  }
}

/** Changes a shop's settings, returning them before and after (the caller audits both, in `t`). */
export async function writeSettings(
  t: Db,
  merchantId: number,
  change: { autoAccept?: boolean | undefined; acceptLimitMinutes?: number | undefined }
): Promise<{ before: BoardSettings; after: BoardSettings }> {
  await t.query('SELECT id FROM merchants WHERE id = $1 FOR UPDATE', [merchantId])
  const before = await readSettings(t, merchantId)
  const after: BoardSettings = {
    autoAccept: change.autoAccept ?? before.autoAccept,
    acceptLimitMinutes: change.acceptLimitMinutes ?? before.acceptLimitMinutes
  }
  await t.query('UPDATE merchants SET auto_accept = $2, accept_limit_minutes = $3 WHERE id = $1', [
    merchantId,
    after.autoAccept,
    after.acceptLimitMinutes
  ])
  return { before, after }
}
