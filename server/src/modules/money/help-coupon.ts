import { randomBytes } from 'node:crypto'
import { HELP_COUPON, type HelpCouponView } from '@lotus/contract/account-money'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import { issueCoupon } from '../coupon/issue.js'

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

interface HelpRow {
  id: number
  user_id: number
  code: string
  need: number
  helped: number
  status: 'helping' | 'unlocked'
  coupon_id: number | null
  expires_at: number
  created_at: number
}

const helpSelf = () => new AppError(ErrorCode.HELP_COUPON_SELF, '不能為自己助力，請分享給好友')
const helpClosed = (why: string) => new AppError(ErrorCode.HELP_COUPON_CLOSED, why)

/** "陳**" style: the first character of the nickname, the rest hidden. */
const maskName = (s: string) => (s ? `${[...s][0]}**` : '好友')

/**
 * Help coupon (pagesA help-coupon): the owner opens a share; N friends tap to help; the coupon is issued once when
 * the N-th friend helps. A friend helps a share at most once (primary key); the owner cannot help; the share row is
 * locked while a help counts, so concurrent taps of one friend count once and the coupon is issued once.
 */
export function createHelpCoupons(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  async function view(row: HelpRow, userId: number): Promise<HelpCouponView> {
    const isOwner = row.user_id === userId
    const [owner, mine] = await Promise.all([
      db.one<{ nickname: string }>('SELECT nickname FROM users WHERE id = $1', [row.user_id]),
      db.one<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM help_coupon_helpers WHERE help_id = $1 AND helper_id = $2',
        [row.id, userId]
      )
    ])
    const expired = row.status === 'helping' && Number(row.expires_at) <= clock.now()
    return {
      code: row.code,
      need: row.need,
      helped: row.helped,
      status: expired ? 'expired' : row.status,
      expiresAt: toSeconds(Number(row.expires_at)),
      owner: isOwner ? (owner?.nickname ?? '') : maskName(owner?.nickname ?? ''),
      isOwner,
      helpedByMe: (mine?.n ?? 0) > 0,
      couponId: isOwner ? row.coupon_id : null,
      couponName: HELP_COUPON.coupon.name
    }
  }

  return {
    /** My open share (helping and not expired), or a new one. */
    async start(userId: number): Promise<HelpCouponView> {
      const now = clock.now()
      const open = await db.one<HelpRow>(
        `SELECT * FROM help_coupons WHERE user_id = $1 AND status = 'helping' AND expires_at > $2
         ORDER BY id DESC LIMIT 1`,
        [userId, now]
      )
      if (open) return view(open, userId)
      const row = await db.one<HelpRow>(
        `INSERT INTO help_coupons (user_id, code, need, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)
         RETURNING *`,
        [userId, randomBytes(6).toString('hex'), HELP_COUPON.need, now + HELP_COUPON.hours * HOUR_MS, now]
      )
      if (!row) throw new Error('help coupon insert failed')
      return view(row, userId)
    },

    /** My latest share (any state), or null. */
    async mine(userId: number): Promise<HelpCouponView | null> {
      const row = await db.one<HelpRow>(
        'SELECT * FROM help_coupons WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [userId]
      )
      return row ? view(row, userId) : null
    },

    async info(userId: number, code: string): Promise<HelpCouponView> {
      const row = await db.one<HelpRow>('SELECT * FROM help_coupons WHERE code = $1', [code])
      if (!row) throw notFound('找不到助力活動')
      return view(row, userId)
    },

    /** A friend helps: counted once per friend; the N-th help issues the coupon to the owner, once. */
    async help(userId: number, code: string): Promise<HelpCouponView> {
      const row = await db.tx(async (t) => {
        const h = await t.one<HelpRow>('SELECT * FROM help_coupons WHERE code = $1 FOR UPDATE', [code])
        if (!h) throw notFound('找不到助力活動')
        if (h.user_id === userId) throw helpSelf()
        const now = clock.now()
        const ins = await t.query(
          `INSERT INTO help_coupon_helpers (help_id, helper_id, created_at) VALUES ($1, $2, $3)
           ON CONFLICT (help_id, helper_id) DO NOTHING`,
          [h.id, userId, now]
        )
        if (ins.rowCount === 0) return h // helped before: nothing changes
        if (h.status !== 'helping') throw helpClosed('好友的優惠券已解鎖，無需再助力')
        if (Number(h.expires_at) <= now) throw helpClosed('助力活動已結束')
        const helped = h.helped + 1
        let couponId: number | null = null
        if (helped >= h.need) {
          const c = HELP_COUPON.coupon
          couponId = await issueCoupon(t, {
            userId: h.user_id,
            type: c.type,
            templateKey: `help:${h.id}`,
            name: c.name,
            amount: c.amount,
            threshold: c.threshold,
            vertical: 'takeaway',
            expiresAt: now + c.days * DAY_MS,
            createdAt: now
          })
        }
        const next = await t.one<HelpRow>(
          `UPDATE help_coupons SET helped = $2, status = CASE WHEN $3::int IS NULL THEN status ELSE 'unlocked' END,
             coupon_id = COALESCE($3::int, coupon_id) WHERE id = $1 RETURNING *`,
          [h.id, helped, couponId]
        )
        return next ?? h
      })
      return view(row, userId)
    }
  }
}

export type HelpCouponService = ReturnType<typeof createHelpCoupons>
