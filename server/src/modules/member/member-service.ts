import type { Clock } from '../../clock.js'
import { macauDate, toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { randomUUID } from 'node:crypto'
import { AppError, ErrorCode, notFound, validation } from '../../errors.js'
import { transition } from '@lotus/contract/fsm'
import { memberOrderMachine } from '@lotus/contract/member'
import { issueCoupon } from '../coupon/issue.js'
import type { JobQueue } from '../jobs/job-queue.js'
import { PAY_WINDOW_MS } from '../order/order-ops.js'
import { orderNumber } from '../order/order-service.js'
import type { PaymentService } from '../payment/payment-service.js'
import { isGodMember } from '../user/membership.js'
import type { PayBrand } from '@lotus/contract/pay-brands'
import { moveMoney } from '../wallet/wallet-ops.js'
import type { WalletService } from '../wallet/wallet-service.js'
import {
  extendMembership,
  growthFromAvos,
  growthToNext,
  LEVEL_THRESHOLDS,
  levelFor,
  MEMBER_BENEFITS,
  MEMBER_FREE_DELIVERY_VOUCHERS,
  MEMBER_MONTHLY_COUPONS,
  MEMBER_ORDER_STATUS_TEXT,
  MEMBER_PLANS,
  type MemberInfo,
  type MemberOrder,
  type MemberOrderStatus,
  type MemberPlan
} from '@lotus/contract/member'
import { macauMonthStart } from '@lotus/contract/macau-time'

/** The coupons a purchase issues are usable at least this long (issue 35 §6: bought 11-29, expiring 12-01). */
export const MIN_COUPON_VALIDITY_MS = 7 * 86_400_000

/**
 * The month whose coupons a purchase at `now` issues: this month's, or next month's when this one ends within
 * MIN_COUPON_VALIDITY_MS (they are usable at once and the 1st's run finds that month already granted).
 */
export function purchaseGrantMonth(now: number): number {
  const next = macauMonthStart(now, 1)
  return next - now < MIN_COUPON_VALIDITY_MS ? next : macauMonthStart(now)
}

/** The first run after `after`: the next 1st of an Asia/Macau month at 00:00. */
export const nextMonthStart = (after: number): number => macauMonthStart(after, 1)

export const MEMBER_MONTHLY_JOB = 'member.monthly-coupons'
export const MEMBER_EXPIRE_JOB = 'member.expire'

/**
 * Issues the month's member coupons and free-delivery vouchers once per (user, month): the grant row's primary
 * key makes a second run (a retried job, a purchase racing the monthly job) issue nothing. They expire at the end
 * of that month.
 */
async function grantMonth(t: Db, userId: number, monthStart: number, now: number): Promise<boolean> {
  const month = macauDate(monthStart).slice(0, 7)
  const r = await t.query(
    'INSERT INTO member_coupon_grants (user_id, month, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [userId, month, now]
  )
  if (r.rowCount !== 1) return false
  const expires = macauMonthStart(monthStart, 1)
  for (const c of MEMBER_MONTHLY_COUPONS) {
    await issueCoupon(t, {
      userId,
      type: 'coupon',
      templateKey: `${c.key}:${month}`,
      name: c.name,
      amount: c.amount,
      threshold: c.threshold,
      expiresAt: expires,
      createdAt: now
    })
  }
  for (const v of MEMBER_FREE_DELIVERY_VOUCHERS) {
    await issueCoupon(t, {
      userId,
      type: 'freeDelivery',
      templateKey: `${v.key}:${month}`,
      name: v.name,
      amount: v.amount,
      threshold: v.threshold,
      expiresAt: expires,
      createdAt: now
    })
  }
  return true
}

/** The status after `event` in the member-order machine, or ORDER_STATE in its words. */
function memberOrderStep(status: MemberOrderStatus, event: 'pay' | 'expire'): MemberOrderStatus {
  const r = transition(memberOrderMachine, status, event)
  if (!r.ok) throw new AppError(ErrorCode.ORDER_STATE, r.refusal.message)
  return r.to
}

interface MemberOrderRow {
  id: number
  order_no: string
  user_id: number
  plan: MemberPlan
  amount: number
  status: MemberOrderStatus
  pay_method: 'wallet' | 'online' | null
  pay_deadline: number
  membership_id: number | null
  paid_at: number | null
  created_at: number
  ends_at?: number | null
}

const expiredError = () => new AppError(ErrorCode.ORDER_STATE, '訂單已超時關閉，請重新下單')

/** Unpaid and inside its window → ok; past its deadline → 'expired'; paid → ALREADY_PAID; closed → ORDER_STATE. */
function payable(o: MemberOrderRow, now: number): 'ok' | 'expired' {
  if (o.status === 'paid') throw new AppError(ErrorCode.ALREADY_PAID, '訂單已支付，請勿重複付款')
  if (o.status === 'cancelled') throw expiredError()
  return Number(o.pay_deadline) <= now ? 'expired' : 'ok'
}

const view = (r: MemberOrderRow): MemberOrder => ({
  id: r.id,
  orderNo: r.order_no,
  plan: r.plan,
  title: `神會員${MEMBER_PLANS[r.plan].title}`,
  amount: r.amount,
  status: r.status,
  statusText: MEMBER_ORDER_STATUS_TEXT[r.status],
  payDeadline: toSeconds(Number(r.pay_deadline)),
  payMethod: r.pay_method,
  paidAt: r.paid_at === null ? null : toSeconds(Number(r.paid_at)),
  endsAt: r.ends_at === null || r.ends_at === undefined ? null : toSeconds(Number(r.ends_at))
})

const ORDER_SELECT = `SELECT o.*, m.ends_at FROM member_orders o LEFT JOIN memberships m ON m.id = o.membership_id`

export function createMemberService(deps: {
  db: Db
  clock: Clock
  jobs: JobQueue
  wallet: WalletService
  payments: PaymentService
}) {
  const { db, clock, jobs, wallet, payments } = deps

  /**
   * The period bought by a plan starts where the current one ends (now if none), the badge shows, this
   * month's coupons are issued and the expiry is a durable job: all in the payment's transaction.
   */
  async function activate(t: Db, userId: number, plan: MemberPlan, now: number): Promise<number> {
    const p = MEMBER_PLANS[plan]
    const cur = await t.one<{ ends_at: number | null }>(
      'SELECT MAX(ends_at) AS ends_at FROM memberships WHERE user_id = $1',
      [userId]
    )
    const endsAt = extendMembership(
      now,
      cur?.ends_at === null || cur === undefined ? null : Number(cur.ends_at),
      plan
    )
    const startsAt = Math.max(now, Number(cur?.ends_at ?? 0))
    const m = await t.one<{ id: number }>(
      `INSERT INTO memberships (user_id, plan, price, starts_at, ends_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [userId, plan, p.price, startsAt, endsAt, now]
    )
    await t.query('UPDATE users SET mtype = 1, updated_at = $2 WHERE id = $1', [userId, now])
    await grantMonth(t, userId, purchaseGrantMonth(now), now)
    await jobs.enqueue(t, {
      kind: MEMBER_EXPIRE_JOB,
      runAt: endsAt,
      payload: { userId },
      key: `${userId}:${endsAt}`
    })
    if (!m) throw new Error('membership insert returned nothing')
    return m.id
  }

  async function insertOrder(
    t: Db,
    userId: number,
    plan: MemberPlan,
    clientKey: string,
    now: number
  ): Promise<MemberOrderRow> {
    const seq = await t.one<{ n: number }>("SELECT nextval('order_no_seq')::int AS n")
    const row = await t.one<MemberOrderRow>(
      `INSERT INTO member_orders (order_no, user_id, client_key, plan, amount, pay_deadline, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [
        `HY${orderNumber(seq?.n ?? 0, now)}`,
        userId,
        clientKey,
        plan,
        MEMBER_PLANS[plan].price,
        now + PAY_WINDOW_MS,
        now
      ]
    )
    if (!row) throw new Error('member order insert returned nothing')
    return row
  }

  /** Marks a locked, payable order paid by `method` and activates its plan (caller's transaction). */
  async function markPaid(t: Db, row: MemberOrderRow, method: 'wallet' | 'online', now: number) {
    const to = memberOrderStep(row.status, 'pay')
    const membershipId = await activate(t, row.user_id, row.plan, now)
    await t.query(
      `UPDATE member_orders SET status = $5, pay_method = $2, paid_at = $3, membership_id = $4 WHERE id = $1`,
      [row.id, method, now, membershipId, to]
    )
  }

  /** The wallet debit (a `membership` ledger row) and the activation, in the caller's transaction. */
  async function chargeWallet(t: Db, row: MemberOrderRow, now: number) {
    await wallet.assertNotLocked(t, row.user_id)
    await moveMoney(t, {
      userId: row.user_id,
      amount: -row.amount,
      type: 'membership',
      title: `神會員${MEMBER_PLANS[row.plan].title}`,
      orderId: null,
      now
    })
    await markPaid(t, row, 'wallet', now)
  }

  const ownOrder = async (t: Db, userId: number, id: number): Promise<MemberOrderRow> => {
    const r = await t.one<MemberOrderRow>(`${ORDER_SELECT} WHERE o.id = $1 AND o.user_id = $2`, [id, userId])
    if (!r) throw notFound('找不到會員訂單')
    return r
  }

  const lockOrder = async (t: Db, userId: number | null, id: number): Promise<MemberOrderRow> => {
    const r = await t.one<MemberOrderRow>(
      `SELECT * FROM member_orders WHERE id = $1 AND ($2::int IS NULL OR user_id = $2) FOR UPDATE`,
      [id, userId]
    )
    if (!r) throw notFound('找不到會員訂單')
    return r
  }

  /** Closes an unpaid order past its deadline (its own transaction; checked on read and on pay). */
  async function closeIfDue(userId: number, id: number): Promise<void> {
    await db.query(
      `UPDATE member_orders SET status = $4 WHERE id = $1 AND user_id = $2 AND status = 'unpaid'
       AND pay_deadline <= $3`,
      [id, userId, clock.now(), memberOrderStep('unpaid', 'expire')]
    )
  }

  /** Order checks before the password: missing, paid, closed or late answer without costing a try. */
  async function payableNow(userId: number, id: number): Promise<void> {
    if (payable(await ownOrder(db, userId, id), clock.now()) === 'expired') {
      await closeIfDue(userId, id)
      throw expiredError()
    }
  }

  // Paid through the sandbox gateway: activated in the callback's transaction, once (the row is locked and
  // must still be unpaid and in its window; otherwise the gateway gives the money back).
  payments.onPaid('member', {
    async paid(t, txn, now) {
      const row = await t.one<MemberOrderRow>('SELECT * FROM member_orders WHERE id = $1 FOR UPDATE', [
        txn.refId
      ])
      if (!row || row.status !== 'unpaid') return { outcome: 'bounce' }
      if (Number(row.pay_deadline) <= now) {
        await t.query('UPDATE member_orders SET status = $2 WHERE id = $1', [
          row.id,
          memberOrderStep(row.status, 'expire')
        ])
        return { outcome: 'bounce' }
      }
      await markPaid(t, row, 'online', now)
      return { outcome: 'paid' }
    },
    async label(t, id) {
      const row = await t.one<{ order_no: string }>('SELECT order_no FROM member_orders WHERE id = $1', [id])
      return { payee: '神會員', orderNo: row?.order_no ?? null }
    }
  })

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
      // this month's coupons, and next month's if a purchase at the end of this one gave them early
      const month = macauDate(now).slice(0, 7)
      const next = macauDate(macauMonthStart(now, 1)).slice(0, 7)
      const coupons = await db.many<{
        id: number
        type: 'coupon' | 'freeDelivery'
        name: string
        amount: number
        threshold: number
        status: string
        expires_at: number
      }>(
        `SELECT id, type, name, amount, threshold, status, expires_at FROM coupons
         WHERE user_id = $1 AND (template_key LIKE $2 OR template_key LIKE $3) ORDER BY id`,
        [userId, `member-%:${month}`, `member-%:${next}`]
      )
      const endsAt = end?.ends_at ?? null
      return {
        active: endsAt !== null && endsAt > now,
        endsAt: endsAt === null ? null : toSeconds(endsAt),
        growth,
        level,
        toNext: growthToNext(growth),
        plans: (Object.keys(MEMBER_PLANS) as MemberPlan[]).map((plan) => ({ plan, ...MEMBER_PLANS[plan] })),
        benefits: [...MEMBER_BENEFITS.map((b) => `${b.title}：${b.desc}`), '專屬神會員標識'],
        monthCoupons: coupons.map((c) => ({
          id: c.id,
          type: c.type,
          name: c.name,
          amount: c.amount,
          threshold: c.threshold,
          status: c.status === 'usable' && c.expires_at <= now ? 'expired' : c.status
        })),
        levelRule: LEVEL_THRESHOLDS.map((g, i) => ({ level: i, growth: g }))
      }
    },

    /**
     * Buys a plan with the wallet in one step (pay password first): a membership order made and paid from the
     * wallet in one transaction, as the cashier would.
     */
    async buy(userId: number, plan: MemberPlan, password: string): Promise<MemberInfo> {
      if (!MEMBER_PLANS[plan]) throw validation('未知的會員方案')
      await wallet.verifyPayPassword(userId, password)
      await db.tx(async (t) => {
        const now = clock.now()
        const row = await insertOrder(t, userId, plan, `buy:${randomUUID()}`, now)
        await chargeWallet(t, row, now)
      })
      return this.info(userId)
    },

    /** A membership order to pay at the cashier; the same clientKey answers the same order. */
    async placeOrder(userId: number, plan: MemberPlan, clientKey: string): Promise<MemberOrder> {
      if (!MEMBER_PLANS[plan]) throw validation('未知的會員方案')
      const row = await db.tx(async (t) => {
        await t.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])
        const known = await t.one<MemberOrderRow>(
          'SELECT * FROM member_orders WHERE user_id = $1 AND client_key = $2',
          [userId, clientKey]
        )
        if (known) {
          if (known.plan !== plan) throw validation('clientKey 已用於另一個方案')
          return known
        }
        return insertOrder(t, userId, plan, clientKey, clock.now())
      })
      return view(row)
    },

    /** One of the user's membership orders (another user's answers as missing). */
    async order(userId: number, id: number): Promise<MemberOrder> {
      await closeIfDue(userId, id)
      return view(await ownOrder(db, userId, id))
    },

    /** Pays a membership order from the wallet (pay password checked after the order, so a paid one costs no try). */
    async payWithWallet(userId: number, id: number, password: string): Promise<MemberOrder> {
      await payableNow(userId, id)
      await wallet.verifyPayPassword(userId, password)
      const outcome = await db.tx(async (t) => {
        const row = await lockOrder(t, userId, id)
        const now = clock.now()
        if (payable(row, now) === 'expired') return 'expired' as const
        await chargeWallet(t, row, now)
        return 'paid' as const
      })
      if (outcome === 'expired') {
        await closeIfDue(userId, id)
        throw expiredError()
      }
      return this.order(userId, id)
    },

    /** Starts a sandbox-gateway payment of a membership order; the callback activates it once. */
    async payOnline(userId: number, id: number, brand?: PayBrand): Promise<{ payUrl: string }> {
      await payableNow(userId, id)
      const r = await db.tx(async (t) => {
        const row = await lockOrder(t, userId, id)
        if (payable(row, clock.now()) === 'expired') return null
        return payments.startTxn(t, { kind: 'member', userId, refId: row.id, amount: row.amount, brand })
      })
      if (r === null) {
        await closeIfDue(userId, id)
        throw expiredError()
      }
      return r
    }
  }
}

export type MemberService = ReturnType<typeof createMemberService>
