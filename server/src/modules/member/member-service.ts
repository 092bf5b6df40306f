import type { Clock } from '../../clock.js'
import { macauDate, toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { validation } from '../../errors.js'
import type { JobQueue } from '../jobs/job-queue.js'
import { moveMoney } from '../wallet/wallet-ops.js'
import type { WalletService } from '../wallet/wallet-service.js'
import {
  extendMembership,
  growthFromAvos,
  growthToNext,
  LEVEL_THRESHOLDS,
  levelFor,
  MEMBER_DELIVERY_WAIVER,
  MEMBER_MONTHLY_COUPONS,
  MEMBER_PLANS,
  type MemberInfo,
  type MemberPlan
} from '@lotus/contract/member'
import { formatMop } from '@lotus/contract/money'

const MACAU_OFFSET_MS = 8 * 3600_000

/** Epoch ms of the Asia/Macau midnight starting the month `months` after the one containing `ms`. */
export function macauMonthStart(ms: number, months = 0): number {
  const d = new Date(ms + MACAU_OFFSET_MS)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1) - MACAU_OFFSET_MS
}

/** The first run after `after`: the next 1st of an Asia/Macau month at 00:00. */
export const nextMonthStart = (after: number): number => macauMonthStart(after, 1)

export const MEMBER_MONTHLY_JOB = 'member.monthly-coupons'
export const MEMBER_EXPIRE_JOB = 'member.expire'

/** Whether the user is a god member at `now` (the pricing pipeline reads this). */
export async function isGodMember(db: Db, userId: number, now: number): Promise<boolean> {
  // The latest end is kept until the user's memberships change; compared with the clock here.
  const r = await db.cached(`member-ends:${userId}`, ['memberships'], (d) =>
    d.one<{ ends: number | null }>('SELECT max(ends_at) AS ends FROM memberships WHERE user_id = $1', [
      userId
    ])
  )
  return r?.ends != null && r.ends > now
}

/** Issues the month's member coupons once per (user, month); they expire at the end of that month. */
async function grantMonth(t: Db, userId: number, monthStart: number, now: number): Promise<boolean> {
  const month = macauDate(monthStart).slice(0, 7)
  const r = await t.query(
    'INSERT INTO member_coupon_grants (user_id, month, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [userId, month, now]
  )
  if (r.rowCount !== 1) return false
  const expires = macauMonthStart(monthStart, 1)
  for (const c of MEMBER_MONTHLY_COUPONS) {
    await t.query(
      `INSERT INTO coupons (user_id, type, template_key, name, amount, threshold, merchant_id, expires_at, created_at)
       VALUES ($1, 'coupon', $2, $3, $4, $5, NULL, $6, $7)`,
      [userId, `${c.key}:${month}`, c.name, c.amount, c.threshold, expires, now]
    )
  }
  return true
}

export function createMemberService(deps: { db: Db; clock: Clock; jobs: JobQueue; wallet: WalletService }) {
  const { db, clock, jobs, wallet } = deps

  // On the 1st of each Asia/Macau month: every member active then gets that month's coupons.
  jobs.every(MEMBER_MONTHLY_JOB, nextMonthStart, async (t, _payload, job) => {
    const members = await t.many<{ user_id: number }>(
      'SELECT DISTINCT user_id FROM memberships WHERE ends_at > $1 AND starts_at <= $1',
      [job.runAt]
    )
    for (const m of members) await grantMonth(t, m.user_id, macauMonthStart(job.runAt), clock.now())
  })

  // At the end of a period: the badge goes unless a later period was bought.
  jobs.register<{ userId: number }>(MEMBER_EXPIRE_JOB, async (t, payload) => {
    if (!(await isGodMember(t, payload.userId, clock.now()))) {
      await t.query('UPDATE users SET mtype = 0 WHERE id = $1', [payload.userId])
    }
  })

  async function growthOf(t: Db, userId: number): Promise<number> {
    const r = await t.one<{ sum: number }>(
      `SELECT COALESCE(SUM(total), 0)::int AS sum FROM orders WHERE user_id = $1 AND status = 'completed'`,
      [userId]
    )
    return growthFromAvos(r?.sum ?? 0)
  }

  return {
    async info(userId: number): Promise<MemberInfo> {
      const now = clock.now()
      const end = await db.one<{ ends_at: number | null }>(
        'SELECT MAX(ends_at) AS ends_at FROM memberships WHERE user_id = $1',
        [userId]
      )
      const growth = await growthOf(db, userId)
      const level = levelFor(growth)
      await db.query(
        'UPDATE users SET growth = $2, level = $3 WHERE id = $1 AND (growth <> $2 OR level <> $3)',
        [userId, growth, level]
      )
      const month = macauDate(now).slice(0, 7)
      const coupons = await db.many<{
        id: number
        name: string
        amount: number
        threshold: number
        status: string
        expires_at: number
      }>(
        `SELECT id, name, amount, threshold, status, expires_at FROM coupons
         WHERE user_id = $1 AND template_key LIKE $2 ORDER BY id`,
        [userId, `member-%:${month}`]
      )
      const endsAt = end?.ends_at ?? null
      return {
        active: endsAt !== null && endsAt > now,
        endsAt: endsAt === null ? null : toSeconds(endsAt),
        growth,
        level,
        toNext: growthToNext(growth),
        plans: (Object.keys(MEMBER_PLANS) as MemberPlan[]).map((plan) => ({ plan, ...MEMBER_PLANS[plan] })),
        benefits: [
          `每月 1 日發放 ${MEMBER_MONTHLY_COUPONS.length} 張神會員優惠券（${MEMBER_MONTHLY_COUPONS.map((c) => c.name).join('、')}）`,
          `每單配送費減免最高 MOP ${formatMop(MEMBER_DELIVERY_WAIVER, { symbol: false, trimZeros: true })}`,
          '專屬神會員標識'
        ],
        monthCoupons: coupons.map((c) => ({
          id: c.id,
          name: c.name,
          amount: c.amount,
          threshold: c.threshold,
          status: c.status === 'usable' && c.expires_at <= now ? 'expired' : c.status
        })),
        levelRule: LEVEL_THRESHOLDS.map((g, i) => ({ level: i, growth: g }))
      }
    },

    /**
     * Buys a plan with the wallet (pay password first): the debit is a wallet record, the period starts where
     * the current one ends, this month's coupons are issued at once and the expiry is a durable job.
     */
    async buy(userId: number, plan: MemberPlan, password: string): Promise<MemberInfo> {
      const p = MEMBER_PLANS[plan]
      if (!p) throw validation('未知的會員方案')
      await wallet.verifyPayPassword(userId, password)
      await db.tx(async (t) => {
        const now = clock.now()
        await wallet.assertNotLocked(t, userId)
        await moveMoney(t, {
          userId,
          amount: -p.price,
          type: 'membership',
          title: `神會員${p.title}`,
          orderId: null,
          now
        })
        const cur = await t.one<{ ends_at: number | null }>(
          'SELECT MAX(ends_at) AS ends_at FROM memberships WHERE user_id = $1',
          [userId]
        )
        const endsAt = extendMembership(now, cur?.ends_at ?? null, plan)
        const startsAt = Math.max(now, cur?.ends_at ?? 0)
        await t.query(
          `INSERT INTO memberships (user_id, plan, price, starts_at, ends_at, created_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [userId, plan, p.price, startsAt, endsAt, now]
        )
        await t.query('UPDATE users SET mtype = 1, updated_at = $2 WHERE id = $1', [userId, now])
        await grantMonth(t, userId, macauMonthStart(now), now)
        await jobs.enqueue(t, {
          kind: MEMBER_EXPIRE_JOB,
          runAt: endsAt,
          payload: { userId },
          key: `${userId}:${endsAt}`
        })
      })
      return this.info(userId)
    }
  }
}

export type MemberService = ReturnType<typeof createMemberService>
