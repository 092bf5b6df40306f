import type { Clock } from '../../clock.js'
import { macauDate, toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, validation } from '../../errors.js'
import type { JobQueue } from '../jobs/job-queue.js'
import {
  identityProblem,
  maskIdNumber,
  maskName,
  normalizeIdNumber,
  type IdDocType,
  type IdentityInfo,
  type IdentityStatus
} from '@lotus/contract/identity'
import type { Sealer } from './sealer.js'

export const IDENTITY_REVIEW_JOB = 'identity.review'
/** Outside production the simulator reviews (approves) a submission this long after it arrives. */
export const SIMULATED_REVIEW_MS = 2_000

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
 * to one account and (primary key) one account has one identity. Numbers never reach a log.
 */
export function createIdentityService(deps: {
  db: Db
  clock: Clock
  jobs: JobQueue
  sealer: Sealer
  production: boolean
}) {
  const { db, clock, jobs, sealer } = deps

  jobs.register<{ userId: number }>(IDENTITY_REVIEW_JOB, async (t, payload) => {
    // The simulator's reviewer approves what is still in review (production reviews by staff).
    await review(t, payload.userId, 'approved')
  })

  async function review(t: Db, userId: number, decision: 'approved' | 'rejected', reason?: string) {
    const now = clock.now()
    const r = await t.query(
      `UPDATE identities SET status = $2, reject_reason = $3, updated_at = $4 WHERE user_id = $1 AND status = 'reviewing'`,
      [userId, decision, decision === 'rejected' ? (reason ?? '資料不清晰') : null, now]
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
          if (!deps.production) {
            await jobs.enqueue(t, {
              kind: IDENTITY_REVIEW_JOB,
              runAt: now + SIMULATED_REVIEW_MS,
              payload: { userId },
              key: `${userId}:${now}`
            })
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

    /** Staff (or a test) decides a submission in review. */
    review: (userId: number, decision: 'approved' | 'rejected', reason?: string) =>
      db.tx((t) => review(t, userId, decision, reason)),

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
