import type { Clock } from '../../clock.js'
import { macauDate, toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, validation } from '../../errors.js'
import {
  identityProblem,
  maskIdNumber,
  maskName,
  normalizeIdNumber,
  type IdDocType,
  type IdentityInfo,
  type IdentityStatus
} from '@lotus/contract/identity'
import { maskPhone } from '@lotus/contract/phone'
import type { Sealer } from './sealer.js'

interface Sealed {
  name: string
  number: string
  birthDate: string
  photos: string[]
}

interface IdentityRow {
  user_id: number
  doc_type: IdDocType
  sealed: string
  masked_name: string
  masked_number: string
  status: Exclude<IdentityStatus, 'none'>
  reject_reason: string | null
  created_at: number
}

/** A document in the operators' queue: masked (phone too), as support sees it before any reveal. */
export interface QueuedIdentity {
  userId: number
  areaCode: string
  phone: string
  docType: IdDocType
  maskedName: string
  maskedNumber: string
  status: Exclude<IdentityStatus, 'none'>
  rejectReason: string | null
  createdAt: number
}

export interface IdentitySubmission {
  docType: IdDocType
  name: string
  number: string
  birthDate: string
  photos: string[]
}

/**
 * Identity verification. The document (name, number, birth date, photos) is sealed with AES-GCM; only a keyed
 * hash of type and number is stored in the clear, unique among non-rejected documents, so one identity belongs
 * to one account and (primary key) one account has one identity. Numbers never reach a log. Support decides
 * each submission in the console (issue 38: no automatic approval, in any environment).
 */
export function createIdentityService(deps: { db: Db; clock: Clock; sealer: Sealer }) {
  const { db, clock, sealer } = deps

  /** Decides a submission in review; false when it is not in review (decided meanwhile, or none). */
  async function review(
    t: Db,
    userId: number,
    decision: 'approved' | 'rejected',
    reason?: string,
    reviewer?: string
  ) {
    const now = clock.now()
    const r = await t.query(
      `UPDATE identities SET status = $2, reject_reason = $3, updated_at = $4, reviewed_by = $5
       WHERE user_id = $1 AND status = 'reviewing'`,
      [userId, decision, decision === 'rejected' ? (reason ?? '資料不清晰') : null, now, reviewer ?? null]
    )
    if (r.rowCount === 1) {
      await t.query('UPDATE users SET identity_verified = $2, updated_at = $3 WHERE id = $1', [
        userId,
        decision === 'approved',
        now
      ])
    }
    return r.rowCount === 1
  }

  return {
    async info(userId: number): Promise<IdentityInfo> {
      const r = await db.one<IdentityRow>('SELECT * FROM identities WHERE user_id = $1', [userId])
      if (!r) {
        return {
          status: 'none',
          docType: null,
          maskedName: null,
          maskedNumber: null,
          rejectReason: null,
          submittedAt: null
        }
      }
      return {
        status: r.status,
        docType: r.doc_type,
        maskedName: r.masked_name,
        maskedNumber: r.masked_number,
        rejectReason: r.reject_reason,
        submittedAt: toSeconds(r.created_at)
      }
    },

    async submit(userId: number, doc: IdentitySubmission): Promise<IdentityInfo> {
      const now = clock.now()
      const problem = identityProblem(doc, macauDate(now))
      if (problem) throw validation(problem)
      const ids = doc.photos.map((p) => p.slice('/api/files/'.length))
      const own = await db.one<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM uploads WHERE id = ANY($1::text[]) AND user_id = $2',
        [ids, userId]
      )
      if ((own?.n ?? 0) !== new Set(ids).size) throw validation('證件照片無效，請重新上傳')
      const number = normalizeIdNumber(doc.number)
      const hash = sealer.lookupHash(`${doc.docType}:${number}`)
      const sealed = sealer.seal(
        JSON.stringify({
          name: doc.name,
          number,
          birthDate: doc.birthDate,
          photos: doc.photos
        } satisfies Sealed)
      )
      try {
        await db.tx(async (t) => {
          const cur = await t.one<{ status: string }>(
            'SELECT status FROM identities WHERE user_id = $1 FOR UPDATE',
            [userId]
          )
          if (cur && cur.status !== 'rejected') {
            throw new AppError(
              ErrorCode.IDENTITY_STATE,
              cur.status === 'approved' ? '已完成實名認證' : '實名認證審核中，請耐心等候'
            )
          }
          const values = [userId, doc.docType, hash, sealed, maskName(doc.name), maskIdNumber(number), now]
          if (cur) {
            await t.query(
              `UPDATE identities SET doc_type = $2, number_hash = $3, sealed = $4, masked_name = $5,
                 masked_number = $6, status = 'reviewing', reject_reason = NULL, created_at = $7, updated_at = $7
               WHERE user_id = $1`,
              values
            )
          } else {
            await t.query(
              `INSERT INTO identities (user_id, doc_type, number_hash, sealed, masked_name, masked_number, status, created_at, updated_at)
               VALUES ($1, $2, $3, $4, $5, $6, 'reviewing', $7, $7)`,
              values
            )
          }
        })
      } catch (err) {
        if ((err as { code?: unknown }).code === '23505') {
          throw new AppError(ErrorCode.IDENTITY_IN_USE, '此證件已被其他帳戶認證')
        }
        throw err
      }
      return this.info(userId)
    },

    /** A test decides a submission in review (support decides through `reviewIn`, audited). */
    review: (userId: number, decision: 'approved' | 'rejected', reason?: string) =>
      db.tx((t) => review(t, userId, decision, reason)),

    /** Support decides in the caller's transaction (with its audit entry); false when not in review. */
    reviewIn: review,

    /** The operators' queue, oldest first (the customer waits longest at the top); masked. */
    async queue(q: { status: Exclude<IdentityStatus, 'none'>; page: number; pageSize: number }) {
      const total = await db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM identities WHERE status = $1',
        [q.status]
      )
      const rows = await db.many<IdentityRow & { area_code: string; phone: string }>(
        `SELECT i.*, u.area_code, u.phone FROM identities i JOIN users u ON u.id = i.user_id
         WHERE i.status = $1 ORDER BY i.created_at ${q.status === 'reviewing' ? 'ASC' : 'DESC'}, i.user_id
         LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
        [q.status]
      )
      const list: QueuedIdentity[] = rows.map((r) => ({
        userId: r.user_id,
        areaCode: r.area_code,
        phone: maskPhone(r.phone),
        docType: r.doc_type,
        maskedName: r.masked_name,
        maskedNumber: r.masked_number,
        status: r.status,
        rejectReason: r.reject_reason,
        createdAt: toSeconds(r.created_at)
      }))
      return { list, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize }
    },

    /**
     * The birth date of an approved identity (YYYY-MM-DD), or null: what the 18+ rule for alcohol reads.
     * Pass the caller's transaction handle.
     */
    async verifiedBirthDate(t: Db, userId: number): Promise<string | null> {
      const r = await t.one<{ sealed: string }>(
        `SELECT sealed FROM identities WHERE user_id = $1 AND status = 'approved'`,
        [userId]
      )
      return r ? (JSON.parse(sealer.open(r.sealed)) as Sealed).birthDate : null
    },

    /** The whole document, opened (data export of the user themself). */
    async exportOf(t: Db, userId: number): Promise<(Sealed & { docType: IdDocType; status: string }) | null> {
      const r = await t.one<IdentityRow>('SELECT * FROM identities WHERE user_id = $1', [userId])
      if (!r) return null
      return { docType: r.doc_type, status: r.status, ...(JSON.parse(sealer.open(r.sealed)) as Sealed) }
    }
  }
}

export type IdentityService = ReturnType<typeof createIdentityService>
