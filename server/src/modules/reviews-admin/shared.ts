import { STALE_REPLY_MSG, type ReviewKind } from '@lotus/contract/reviews-admin'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import type { AuditLog } from '../staff/audit.js'

/** What every review operation needs; `changed` drops the customer-side caches and first screens of a shop. */
export interface ReviewsDeps {
  db: Db
  clock: Clock
  audit: AuditLog
  changed(merchantId: number): void
}

/** Who acts, as the audit log records them. */
export interface Actor {
  staffId: number
  name: string
  ip: string
}

export const auditActor = (a: Actor) => ({ type: 'staff' as const, id: a.staffId, name: a.name })

export const staleReply = () => new AppError(ErrorCode.STALE_VERSION, STALE_REPLY_MSG, 409)
/** Another shop's review answers exactly like a missing one. */
export const noReview = () => notFound('找不到評價')

/** A review's row as the writes need it, locked, of the given shop only. */
export interface ReviewRow {
  id: number
  merchant_id: number
  version: number
  star: number
  content: string
  images: string[]
  reply: string | null
  reply_at: number | null
  hidden_at: number | null
}

const LOCK: Record<ReviewKind, string> = {
  // an evaluation its writer deleted is gone for the shop too; one an operator hid stays readable here
  takeaway: `SELECT c.id, c.merchant_id, c.version, c.star, c.content, c.images, c.reply, c.reply_at, c.hidden_at
             FROM comments c
             WHERE c.id = $1 AND c.merchant_id = $2 AND (c.deleted_at IS NULL OR c.hidden_at IS NOT NULL)
             FOR UPDATE OF c`,
  market: `SELECT r.id, s.merchant_id, r.version, r.star, r.content, r.images, r.reply, r.reply_at, r.hidden_at
           FROM market_reviews r JOIN market_spus s ON s.id = r.spu_id
           WHERE r.id = $1 AND s.merchant_id = $2 FOR UPDATE OF r`
}

export async function lockReview(
  t: Db,
  kind: ReviewKind,
  id: number,
  merchantId: number
): Promise<ReviewRow> {
  const row = await t.one<ReviewRow>(LOCK[kind], [id, merchantId])
  if (!row) throw noReview()
  return row
}

export const TABLE: Record<ReviewKind, 'comments' | 'market_reviews'> = {
  takeaway: 'comments',
  market: 'market_reviews'
}
