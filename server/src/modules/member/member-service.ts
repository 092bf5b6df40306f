import type { Clock } from '../../clock.js'
import { macauDate, toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { randomUUID } from 'node:crypto'
import { AppError, ErrorCode, notFound, validation } from '../../errors.js'
import type { OrderActor } from '@lotus/contract/order-actor'
import { MEMBERSHIP_ORDER_PREFIX } from '@lotus/contract/order-membership'
import { issueCoupon } from '../coupon/issue.js'
import type { JobQueue } from '../jobs/job-queue.js'
import type { OrderLifecycle } from '../order/move.js'
import type { OrderRow } from '../order/order-ops.js'
import { placeOrder } from '../order/place-order.js'
import type { PaymentService } from '../payment/payment-service.js'
import { isGodMember } from '../user/membership.js'
import type { PayBrand } from '@lotus/contract/pay-brands'
import { moveMoney } from '../wallet/wallet-ops.js'
import { planPrice, planPrices } from './plan-prices.js'
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
import { recordTitle } from '../../i18n/record-titles.js'

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

interface MemberOrderRow {
  id: number
  order_no: string
  user_id: number
  plan: MemberPlan
  amount: number
  status: MemberOrderStatus
  pay_method: 'wallet' | 'online' | null
  pay_deadline: number
  paid_at: number | null
  created_at: number
  ends_at?: number | null
}

const expiredError = () => new AppError(ErrorCode.ORDER_STATE, '訂單已超時關閉，請重新下單')
const missing = () => notFound('找不到會員訂單')

/** Unpaid and inside its window → ok; past its deadline → 'expired'; paid → ALREADY_PAID; closed → ORDER_STATE. */
function payable(o: { status: string; pay_deadline: number }, now: number): 'ok' | 'expired' {
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

/** A membership order is an `orders` row of fulfilment 'membership' (issue 34); its plan is its one line. */
const PLAN_OF = `(SELECT i.props->0->>'plan' FROM order_items i WHERE i.order_id = o.id ORDER BY i.id LIMIT 1)`
const ORDER_SELECT = `SELECT o.id, o.order_no, o.user_id, ${PLAN_OF} AS plan, o.total AS amount, o.status, o.pay_method,
    o.pay_deadline, o.paid_at, o.created_at, m.ends_at
  FROM orders o LEFT JOIN memberships m ON m.order_id = o.id`

/** The customer as the actor of their own payment. */
const customer = (userId: number): OrderActor => ({ type: 'customer', id: userId })

export function createMemberService(deps: {
  db: Db
  clock: Clock
  jobs: JobQueue
  wallet: WalletService
  payments: PaymentService
  lifecycle: OrderLifecycle
}) {
  const { db, clock, jobs, wallet, payments, lifecycle } = deps

  /**
   * The period bought by a plan starts where the current one ends (now if none), the badge shows, this
   * month's coupons are issued and the expiry is a durable job: all in the payment's transaction.
   */
  async function activate(
    t: Db,
    userId: number,
    plan: MemberPlan,
    orderId: number,
    now: number
  ): Promise<void> {
    // what the order was sold at (an operator may have changed the plan's price since)
    const paid = await t.one<{ total: number }>('SELECT total FROM orders WHERE id = $1', [orderId])
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
    await t.query(
      `INSERT INTO memberships (user_id, plan, price, starts_at, ends_at, created_at, order_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [userId, plan, Number(paid?.total ?? MEMBER_PLANS[plan].price), startsAt, endsAt, now, orderId]
    )
    await t.query('UPDATE users SET mtype = 1, updated_at = $2 WHERE id = $1', [userId, now])
    await grantMonth(t, userId, purchaseGrantMonth(now), now)
    await jobs.enqueue(t, {
      kind: MEMBER_EXPIRE_JOB,
      runAt: endsAt,
      payload: { userId },
      key: `${userId}:${endsAt}`
    })
  }

  const planOf = async (t: Db, orderId: number): Promise<MemberPlan> => {
    const r = await t.one<{ plan: MemberPlan }>(`SELECT ${PLAN_OF} AS plan FROM orders o WHERE o.id = $1`, [
      orderId
    ])
    if (!r) throw missing()
    return r.plan
  }

  // Paid (wallet or gateway), in the payment's transaction: the plan is granted once, with its coupons.
  lifecycle.on('paid', { fulfilment: 'membership' }, async (t, o, at) => {
    await activate(t, o.user_id, await planOf(t, o.id), o.id, at)
  })

  /** A membership order placed through the order module's one insert (idempotent per clientKey). */
  async function placeIn(t: Db, userId: number, plan: MemberPlan, clientKey: string, now: number) {
    // today's price: the order keeps it, so a later change applies to new purchases only
    const p = await planPrice(t, plan)
    const title = `神會員${p.title}`
    try {
      return await placeOrder(
        t,
        {
          userId,
          clientKey,
          requestHash: `member:${plan}`,
          actor: customer(userId),
          price: async () => ({
            merchantId: null,
            vertical: 'member',
            fulfilment: 'membership',
            numberPrefix: MEMBERSHIP_ORDER_PREFIX,
            goodsAmount: p.price,
            total: p.price,
            feeLines: [],
            address: {},
            // nothing held: no stock, no coupon
            stockReturned: true,
            lines: [
              {
                goodsId: 0,
                name: title,
                image: '',
                props: [{ plan }],
                itemCount: 1,
                unitPrice: p.price,
                amount: p.price
              }
            ],
            searchWords: [title]
          })
        },
        now
      )
    } catch (err) {
      if (err instanceof AppError && err.code === ErrorCode.IDEMPOTENCY_CONFLICT) {
        throw validation('clientKey 已用於另一個方案')
      }
      throw err
    }
  }

  /** The user's membership order locked for update (another user's, or a shop's order, answers as missing). */
  const lockOwn = async (t: Db, userId: number | null, id: number): Promise<OrderRow> => {
    const o = await t.one<OrderRow>(
      `SELECT * FROM orders WHERE id = $1 AND ($2::int IS NULL OR user_id = $2) AND fulfilment = 'membership'
       FOR UPDATE`,
      [id, userId]
    )
    if (!o) throw missing()
    return o
  }

  /** The wallet debit (a `membership` ledger row) and the move to paid (its hook grants), in `t`. */
  async function chargeWallet(t: Db, o: OrderRow, now: number) {
    await wallet.assertNotLocked(t, o.user_id)
    await moveMoney(t, {
      userId: o.user_id,
      amount: -o.total,
      type: 'membership',
      ...recordTitle('membership', { plan: await planOf(t, o.id) }),
      orderId: null,
      now
    })
    await lifecycle.move(t, o, 'pay', customer(o.user_id), { at: now, set: { pay_method: 'wallet' } })
  }

  const ownOrder = async (t: Db, userId: number, id: number): Promise<MemberOrderRow> => {
    const r = await t.one<MemberOrderRow>(
      `${ORDER_SELECT} WHERE o.id = $1 AND o.user_id = $2 AND o.fulfilment = 'membership'`,
      [id, userId]
    )
    if (!r) throw missing()
    return r
  }

  /** Closes an unpaid order past its deadline in `t` (checked on read, on pay and by the order's expiry job). */
  async function expireIn(t: Db, o: OrderRow, now: number): Promise<void> {
    await lifecycle.move(
      t,
      o,
      'expire',
      { type: 'system', name: 'member.expired' },
      { at: now, reason: '超時未支付', set: { cancel_reason: '超時未支付' } }
    )
  }

  async function closeIfDue(userId: number, id: number): Promise<void> {
    await db.tx(async (t) => {
      const o = await lockOwn(t, userId, id)
      const now = clock.now()
      if (o.status === 'unpaid' && Number(o.pay_deadline) <= now) await expireIn(t, o, now)
    })
  }

  /** Order checks before the password: missing, paid, closed or late answer without costing a try. */
  async function payableNow(userId: number, id: number): Promise<void> {
    if (payable(await ownOrder(db, userId, id), clock.now()) === 'expired') {
      await closeIfDue(userId, id)
      throw expiredError()
    }
  }

  // Paid through the sandbox gateway: paid in the callback's transaction, once (the row is locked and must
  // still be unpaid and in its window; otherwise the gateway gives the money back).
  payments.onPaid('member', {
    async paid(t, txn, now) {
      const o = await t.one<OrderRow>(
        "SELECT * FROM orders WHERE id = $1 AND fulfilment = 'membership' FOR UPDATE",
        [txn.refId]
      )
      if (!o || o.status !== 'unpaid') return { outcome: 'bounce' }
      if (Number(o.pay_deadline) <= now) {
        await expireIn(t, o, now)
        return { outcome: 'bounce' }
      }
      await lifecycle.move(t, o, 'pay', customer(o.user_id), { at: now, set: { pay_method: 'online' } })
      return { outcome: 'paid' }
    },
    async label(t, id) {
      const row = await t.one<{ order_no: string }>('SELECT order_no FROM orders WHERE id = $1', [id])
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
        plans: await planPrices(db),
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
        const placed = await placeIn(t, userId, plan, `buy:${randomUUID()}`, now)
        await chargeWallet(t, await lockOwn(t, userId, placed.orderId), now)
      })
      return this.info(userId)
    },

    /** A membership order to pay at the cashier; the same clientKey answers the same order. */
    async placeOrder(userId: number, plan: MemberPlan, clientKey: string): Promise<MemberOrder> {
      if (!MEMBER_PLANS[plan]) throw validation('未知的會員方案')
      const placed = await db.tx((t) => placeIn(t, userId, plan, clientKey, clock.now()))
      const row = await ownOrder(db, userId, placed.orderId)
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
        const o = await lockOwn(t, userId, id)
        const now = clock.now()
        if (payable(o, now) === 'expired') return 'expired' as const
        await chargeWallet(t, o, now)
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
        const o = await lockOwn(t, userId, id)
        if (payable(o, clock.now()) === 'expired') return null
        return payments.startTxn(t, { kind: 'member', userId, refId: o.id, amount: o.total, brand })
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
