import {
  MAX_POINTS_PER_ROW,
  pointsExpireAt,
  type PointsBalance,
  type PointsHistoryState,
  type PointsKind,
  type PointsRecord,
  type PointsRecordPage
} from '@lotus/contract/points'
import type { Clock } from '../../clock.js'
import { macauDayStart, toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import type { JobQueue } from '../jobs/job-queue.js'
import { DEFAULT_LOCALE, type Locale } from '@lotus/contract/locale'
import { pointsReason } from '@lotus/contract/server-words'

/** The recurring job that writes off expired lots (every Asia/Macau midnight). */
export const POINTS_EXPIRE_JOB = 'points.expire'
/** Lots written off per job run; a longer backlog continues in a follow-up run at once. */
const EXPIRE_BATCH = 2_000
const DAY_MS = 86_400_000

export const pointsInsufficient = (balance: number, wanted: number) =>
  new AppError(ErrorCode.POINTS_INSUFFICIENT, `蜂蜜不足：需要${wanted}，現有${balance}`)

/** The result of one ledger change (or of the earlier change with the same ref, which is not repeated). */
export interface PointsChange {
  recordId: number
  /** Signed points of that row. */
  points: number
  balance: number
  /** False when the ref had already been applied and nothing changed now. */
  applied: boolean
}

interface RecordRow {
  id: number
  kind: PointsKind
  points: number
  balance_after: number
  reason: string
  ref: string
  expires_at: number | null
  remaining: number | null
  created_at: number
}

function checkPoints(points: number): void {
  if (!Number.isSafeInteger(points) || points <= 0 || points > MAX_POINTS_PER_ROW) {
    throw new AppError(ErrorCode.VALIDATION, `points 須為 1 至 ${MAX_POINTS_PER_ROW} 的整數`)
  }
}

function checkRef(ref: string): void {
  if (typeof ref !== 'string' || ref.length === 0 || ref.length > 100) {
    throw new AppError(ErrorCode.VALIDATION, 'ref 須為 1 至 100 個字元')
  }
}

/**
 * The honey points ledger. Balance-changing calls take the caller's transaction `t` (so points move
 * with the order, stock and money they belong to) and lock the user's account row first: concurrent
 * spends of one user run one after another and the balance never goes negative (a CHECK backs it up).
 * Each (kind, ref) is applied at most once per user.
 */
export function createPointsService(deps: { db: Db; clock: Clock; jobs?: JobQueue }) {
  const { db, clock } = deps

  async function lockAccount(t: Db, userId: number, now: number): Promise<number> {
    await t.query(
      'INSERT INTO points_accounts (user_id, updated_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
      [userId, now]
    )
    const row = await t.one<{ balance: number }>(
      'SELECT balance FROM points_accounts WHERE user_id = $1 FOR UPDATE',
      [userId]
    )
    if (!row) throw new Error(`points account of user ${userId} vanished`)
    return row.balance
  }

  async function setBalance(t: Db, userId: number, balance: number, now: number): Promise<void> {
    await t.query('UPDATE points_accounts SET balance = $2, updated_at = $3 WHERE user_id = $1', [
      userId,
      balance,
      now
    ])
  }

  async function existing(t: Db, userId: number, kind: PointsKind, ref: string) {
    return t.one<{ id: number; points: number }>(
      'SELECT id, points FROM points_records WHERE user_id = $1 AND kind = $2 AND ref = $3',
      [userId, kind, ref]
    )
  }

  async function insertRecord(
    t: Db,
    r: {
      userId: number
      kind: PointsKind
      points: number
      balanceAfter: number
      reason: string
      ref: string
      expiresAt: number | null
      now: number
    }
  ): Promise<number> {
    const row = await t.one<{ id: number }>(
      `INSERT INTO points_records (user_id, kind, points, balance_after, reason, ref, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [r.userId, r.kind, r.points, r.balanceAfter, r.reason, r.ref, r.expiresAt, r.now]
    )
    return Number(row?.id)
  }

  /**
   * Writes off the user's lots that ran out (account already locked): one 'expire' row per lot.
   * Returns the balance after.
   */
  async function expireLocked(t: Db, userId: number, balance: number, now: number): Promise<number> {
    const lots = await t.many<{ id: number; remaining: number; expires_at: number }>(
      `SELECT id, remaining, expires_at FROM points_lots
       WHERE user_id = $1 AND remaining > 0 AND expires_at <= $2 ORDER BY expires_at, id FOR UPDATE`,
      [userId, now]
    )
    for (const lot of lots) {
      balance -= lot.remaining
      await t.query('UPDATE points_lots SET remaining = 0, expired = true WHERE id = $1', [lot.id])
      // A lot can run out twice (points refunded into it after it expired): the second row gets its own ref.
      const ref = (await existing(t, userId, 'expire', `lot:${lot.id}`))
        ? `lot:${lot.id}:${now}`
        : `lot:${lot.id}`
      await insertRecord(t, {
        userId,
        kind: 'expire',
        points: -lot.remaining,
        balanceAfter: balance,
        reason: '蜂蜜過期',
        ref,
        expiresAt: null,
        now
      })
    }
    if (lots.length) await setBalance(t, userId, balance, now)
    return balance
  }

  async function earn(
    t: Db,
    userId: number,
    points: number,
    reason: string,
    ref: string
  ): Promise<PointsChange> {
    checkPoints(points)
    checkRef(ref)
    const now = clock.now()
    let balance = await lockAccount(t, userId, now)
    const done = await existing(t, userId, 'earn', ref)
    if (done) return { recordId: Number(done.id), points: done.points, balance, applied: false }
    balance = await expireLocked(t, userId, balance, now)
    balance += points
    const expiresAt = pointsExpireAt(now)
    const recordId = await insertRecord(t, {
      userId,
      kind: 'earn',
      points,
      balanceAfter: balance,
      reason,
      ref,
      expiresAt,
      now
    })
    await t.query(
      `INSERT INTO points_lots (user_id, record_id, amount, remaining, expires_at, created_at)
       VALUES ($1, $2, $3, $3, $4, $5)`,
      [userId, recordId, points, expiresAt, now]
    )
    await setBalance(t, userId, balance, now)
    return { recordId, points, balance, applied: true }
  }

  async function spend(
    t: Db,
    userId: number,
    points: number,
    reason: string,
    ref: string
  ): Promise<PointsChange> {
    checkPoints(points)
    checkRef(ref)
    const now = clock.now()
    let balance = await lockAccount(t, userId, now)
    const done = await existing(t, userId, 'spend', ref)
    if (done) return { recordId: Number(done.id), points: done.points, balance, applied: false }
    balance = await expireLocked(t, userId, balance, now)
    if (balance < points) throw pointsInsufficient(balance, points)
    balance -= points
    const recordId = await insertRecord(t, {
      userId,
      kind: 'spend',
      points: -points,
      balanceAfter: balance,
      reason,
      ref,
      expiresAt: null,
      now
    })
    await drawLots(t, userId, recordId, points)
    await setBalance(t, userId, balance, now)
    return { recordId, points: -points, balance, applied: true }
  }

  /** Takes `points` from the user's lots, the ones that expire first first, and notes where they came from. */
  async function drawLots(t: Db, userId: number, recordId: number, points: number): Promise<void> {
    // The points that expire first go first.
    const lots = await t.many<{ id: number; remaining: number }>(
      `SELECT id, remaining FROM points_lots WHERE user_id = $1 AND remaining > 0
       ORDER BY expires_at, id FOR UPDATE`,
      [userId]
    )
    let left = points
    for (const lot of lots) {
      if (left === 0) break
      const take = Math.min(left, lot.remaining)
      left -= take
      await t.query('UPDATE points_lots SET remaining = remaining - $2 WHERE id = $1', [lot.id, take])
      await t.query('INSERT INTO points_spend_lots (spend_record_id, lot_id, points) VALUES ($1, $2, $3)', [
        recordId,
        lot.id,
        take
      ])
    }
    if (left !== 0) throw new Error(`points lots of user ${userId} do not add up to the balance`)
  }

  /**
   * Takes back the points an earn row (`earnRef`, e.g. `order:12`) gave, when what earned them is refunded:
   * exactly once (a 'spend' row with ref `clawback:<earnRef>`), in the caller's transaction. Points already
   * spent are not chased: the balance never goes below 0, so at most the current balance is taken back.
   * Answers null when nothing was earned for the ref or nothing is left to take.
   */
  async function clawBack(
    t: Db,
    userId: number,
    earnRef: string,
    reason: string
  ): Promise<PointsChange | null> {
    checkRef(earnRef)
    const ref = `clawback:${earnRef}`
    checkRef(ref)
    const now = clock.now()
    let balance = await lockAccount(t, userId, now)
    const earned = await existing(t, userId, 'earn', earnRef)
    if (!earned) return null
    const done = await existing(t, userId, 'spend', ref)
    if (done) return { recordId: Number(done.id), points: done.points, balance, applied: false }
    balance = await expireLocked(t, userId, balance, now)
    const take = Math.min(earned.points, balance)
    if (take <= 0) return null
    balance -= take
    const recordId = await insertRecord(t, {
      userId,
      kind: 'spend',
      points: -take,
      balanceAfter: balance,
      reason,
      ref,
      expiresAt: null,
      now
    })
    await drawLots(t, userId, recordId, take)
    await setBalance(t, userId, balance, now)
    return { recordId, points: -take, balance, applied: true }
  }

  /**
   * Returns the points of the spend with `ref` to the lots they came from, exactly once (a second
   * call, or one for a ref never spent, changes nothing and answers null). Points whose lot has run
   * out meanwhile come back and are written off again at once (an 'expire' row).
   */
  async function refund(t: Db, userId: number, ref: string, reason: string): Promise<PointsChange | null> {
    checkRef(ref)
    const now = clock.now()
    let balance = await lockAccount(t, userId, now)
    const spent = await existing(t, userId, 'spend', ref)
    if (!spent) return null
    const done = await existing(t, userId, 'refund', ref)
    if (done) return { recordId: Number(done.id), points: done.points, balance, applied: false }
    const parts = await t.many<{ lot_id: number; points: number }>(
      'SELECT lot_id, points FROM points_spend_lots WHERE spend_record_id = $1 ORDER BY lot_id',
      [spent.id]
    )
    for (const p of parts) {
      await t.query('UPDATE points_lots SET remaining = remaining + $2 WHERE id = $1', [p.lot_id, p.points])
    }
    balance += -spent.points
    const recordId = await insertRecord(t, {
      userId,
      kind: 'refund',
      points: -spent.points,
      balanceAfter: balance,
      reason,
      ref,
      expiresAt: null,
      now
    })
    await setBalance(t, userId, balance, now)
    balance = await expireLocked(t, userId, balance, now)
    return { recordId, points: -spent.points, balance, applied: true }
  }

  /** Writes off every lot that ran out by now (the job's body); returns how many lots. */
  async function expireDue(t: Db, limit = EXPIRE_BATCH): Promise<{ lots: number; more: boolean }> {
    const now = clock.now()
    const users = await t.many<{ user_id: number; n: number }>(
      `SELECT user_id, COUNT(*)::int AS n FROM points_lots WHERE remaining > 0 AND expires_at <= $1
       GROUP BY user_id ORDER BY user_id LIMIT $2`,
      [now, limit]
    )
    let lots = 0
    for (const u of users) {
      const balance = await lockAccount(t, u.user_id, now)
      await expireLocked(t, u.user_id, balance, now)
      lots += u.n
      if (lots >= limit) return { lots, more: true }
    }
    return { lots, more: false }
  }

  deps.jobs?.every(
    POINTS_EXPIRE_JOB,
    // From now, not from the missed run: after downtime one run catches up every lot.
    (after) => macauDayStart(Math.max(after, clock.now())) + DAY_MS,
    async (t) => {
      const r = await expireDue(t)
      if (r.more) {
        const at = clock.now()
        await deps.jobs?.enqueue(t, { kind: POINTS_EXPIRE_JOB, runAt: at, key: `more:${at}` })
      }
    }
  )

  return {
    earn,
    spend,
    refund,
    clawBack,
    expireDue,

    /** Points usable now (lots not yet run out, even before the job wrote them off) and the next to expire. */
    async balance(userId: number): Promise<PointsBalance> {
      const now = clock.now()
      const lots = await db.many<{ remaining: number; expires_at: number }>(
        `SELECT SUM(remaining)::int AS remaining, expires_at FROM points_lots
         WHERE user_id = $1 AND remaining > 0 AND expires_at > $2 GROUP BY expires_at ORDER BY expires_at`,
        [userId, now]
      )
      const balance = lots.reduce((s, l) => s + Number(l.remaining), 0)
      const first = lots[0]
      return {
        balance,
        expiring: first ? { points: Number(first.remaining), at: toSeconds(Number(first.expires_at)) } : null
      }
    },

    /** Ledger rows newest first: 'valid' = earn, spend and refund rows; 'expired' = expire rows. */
    async history(
      userId: number,
      q: { state: PointsHistoryState; page: number; pageSize?: number },
      locale: Locale = DEFAULT_LOCALE
    ): Promise<PointsRecordPage> {
      const pageSize = q.pageSize ?? 20
      const cond = q.state === 'expired' ? `kind = 'expire'` : `kind <> 'expire'`
      const count = await db.one<{ n: number }>(
        `SELECT COUNT(*)::int AS n FROM points_records WHERE user_id = $1 AND ${cond}`,
        [userId]
      )
      const rows = await db.many<RecordRow>(
        `SELECT r.id, r.kind, r.points, r.balance_after, r.reason, r.ref, r.expires_at, r.created_at,
                l.remaining
         FROM points_records r LEFT JOIN points_lots l ON l.record_id = r.id
         WHERE r.user_id = $1 AND ${cond.replace('kind', 'r.kind')}
         ORDER BY r.id DESC LIMIT $2 OFFSET $3`,
        [userId, pageSize, (q.page - 1) * pageSize]
      )
      const now = clock.now()
      const total = count?.n ?? 0
      return {
        list: rows.map((r): PointsRecord => ({
          id: Number(r.id),
          kind: r.kind,
          points: r.points,
          balanceAfter: r.balance_after,
          reason: pointsReason(r.reason, locale),
          ref: r.ref,
          expiresAt: r.expires_at == null ? null : toSeconds(Number(r.expires_at)),
          remaining: r.remaining == null ? null : Number(r.expires_at) <= now ? 0 : Number(r.remaining),
          createdAt: toSeconds(Number(r.created_at))
        })),
        page: q.page,
        pageSize,
        total,
        hasMore: q.page * pageSize < total
      }
    }
  }
}

export type PointsService = ReturnType<typeof createPointsService>
