import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import { COUPON_TYPE_NAMES, type Coupon, type CouponType } from '@lotus/contract/cart'
import { couponFitsOrder, type CouponScope } from '@lotus/contract/coupon-scope'
import { isVertical, type Vertical } from '@lotus/contract/verticals'
import { issueCoupon } from './issue.js'

export type { CouponType }
export type CouponStatus = 'usable' | 'used' | 'expired'

interface CouponRow {
  id: number
  type: CouponType
  name: string
  amount: number
  threshold: number
  merchant_id: number | null
  status: 'usable' | 'used'
  expires_at: number
  /** The one vertical whose orders it is kept to (null: every vertical). */
  vertical?: string | null
  /** A supermarket-scoped coupon (issue 9): its aisle or goods and that one's name (see SCOPE_COLUMNS). */
  aisle_id?: number | null
  spu_id?: number | null
  scope_name?: string | null
}

/** The scope columns of `coupons c` (with the aisle's or goods' name) for toCoupon. */
export const SCOPE_COLUMNS = `c.aisle_id, c.spu_id,
  COALESCE((SELECT a.name FROM market_aisles a WHERE a.id = c.aisle_id),
           (SELECT s.brand || s.name FROM market_spus s WHERE s.id = c.spu_id)) AS scope_name`

/** The scope of a coupon row (null: the whole store / every store). */
export function scopeOf(r: {
  aisle_id?: number | null
  spu_id?: number | null
  scope_name?: string | null
}): CouponScope | null {
  if (r.aisle_id != null) return { kind: 'aisle', aisleId: r.aisle_id, name: r.scope_name ?? '' }
  if (r.spu_id != null) return { kind: 'goods', spuId: r.spu_id, name: r.scope_name ?? '' }
  return null
}

const DAY_S = 86_400

/**
 * The welcome set a new user receives on first login (amounts in avos, validity in days). A coupon named for a
 * vertical is kept to it (`coupons.vertical`): 「外賣滿60減10」 once took MOP 10 off a supermarket order.
 */
export const WELCOME_COUPONS: ReadonlyArray<{
  key: string
  type: CouponType
  name: string
  amount: number
  threshold: number
  days: number
  vertical: Vertical | null
}> = [
  {
    key: 'welcome-takeaway-60-10',
    type: 'coupon',
    name: '外賣滿60減10',
    amount: 1000,
    threshold: 6000,
    days: 7,
    vertical: 'takeaway'
  },
  {
    key: 'welcome-takeaway-100-20',
    type: 'coupon',
    name: '外賣滿100減20',
    amount: 2000,
    threshold: 10000,
    days: 7,
    vertical: 'takeaway'
  },
  {
    key: 'welcome-red-envelope-5',
    type: 'redEnvelope',
    name: '新人紅包 MOP 5',
    amount: 500,
    threshold: 0,
    days: 7,
    vertical: null
  }
]

export const couponInvalid = (msg = '優惠券不可用') => new AppError(ErrorCode.COUPON_INVALID, msg)

const nowSeconds = () => Math.floor(Date.now() / 1000)

export function toCoupon(r: CouponRow, now: number): Coupon {
  const expired = r.status === 'usable' && r.expires_at <= now * 1000
  return {
    id: r.id,
    type: r.type,
    name: r.name,
    amount: r.amount,
    threshold: r.threshold,
    mchId: r.merchant_id,
    expireAt: Math.floor(r.expires_at / 1000),
    status: expired ? 'expired' : r.status,
    scope: scopeOf(r),
    vertical: isVertical(r.vertical) ? r.vertical : null
  }
}

/** Best first: larger amount, then the one expiring sooner, then id. */
export function compareCoupons(a: Coupon, b: Coupon): number {
  return b.amount - a.amount || a.expireAt - b.expireAt || a.id - b.id
}

/**
 * Every kind the user can use at a merchant now (not expired, not used, platform-wide or that merchant's), each
 * best first. A coupon kept to a vertical counts only on an order of that vertical (`couponFitsOrder`) when the
 * order's vertical is given; without it (a quote that does not say), on any of the merchant's verticals. One kept
 * read for the three kinds: a cart's quote needs all of them, and on the calc path three reads (three keys built
 * and looked up, three awaits) were a measurable share.
 */
export async function usableVouchers(
  db: Db,
  q: { userId: number; mchId: number; now: number; vertical?: Vertical | undefined }
): Promise<Record<CouponType, Coupon[]>> {
  // Read without the clock (kept until the user's coupons, the merchant or a scope's name change), filtered by it here.
  const rows = await db.cached(
    `coupons:${q.userId}:${q.mchId}`,
    ['coupons', 'merchants', 'market_aisles', 'market_spus'],
    (d) =>
      d.many<CouponRow & { shop_vertical: boolean }>(
        `SELECT id, type, name, amount, threshold, merchant_id, status, expires_at, vertical, ${SCOPE_COLUMNS},
                (vertical IS NULL OR vertical = ANY ((SELECT verticals FROM merchants WHERE id = $2)::text[]))
                  AS shop_vertical
         FROM coupons c
         WHERE user_id = $1 AND status = 'usable' AND (merchant_id IS NULL OR merchant_id = $2)`,
        [q.userId, q.mchId]
      )
  )
  const nowMs = q.now * 1000
  const out: Record<CouponType, Coupon[]> = { coupon: [], redEnvelope: [], freeDelivery: [] }
  for (const r of rows) {
    if (r.expires_at <= nowMs) continue
    const c = toCoupon(r, q.now)
    if (q.vertical === undefined ? r.shop_vertical : couponFitsOrder(c.vertical, q.vertical))
      out[r.type]?.push(c)
  }
  for (const list of Object.values(out)) list.sort(compareCoupons)
  return out
}

/** `usableVouchers` of one type; `goodsAmount` given → only those whose threshold it meets. */
export async function usableCoupons(
  db: Db,
  q: {
    userId: number
    type: CouponType
    mchId: number
    now: number
    goodsAmount?: number
    vertical?: Vertical | undefined
  }
): Promise<Coupon[]> {
  const list = (await usableVouchers(db, q))[q.type]
  return q.goodsAmount === undefined ? list : list.filter((c) => c.threshold <= (q.goodsAmount ?? 0))
}

/** The user's coupons by status (usable / used / expired), optionally only those valid at a merchant. */
export async function listCoupons(
  db: Db,
  q: { userId: number; type: CouponType; status: CouponStatus; mchId?: number; now: number }
): Promise<Coupon[]> {
  const nowMs = q.now * 1000
  const cond =
    q.status === 'used'
      ? `status = 'used' AND $3::bigint >= 0` // every branch binds $3
      : q.status === 'expired'
        ? `status = 'usable' AND expires_at <= $3`
        : `status = 'usable' AND expires_at > $3`
  const rows = await db.many<CouponRow>(
    `SELECT id, type, name, amount, threshold, merchant_id, status, expires_at, vertical, ${SCOPE_COLUMNS} FROM coupons c
     WHERE user_id = $1 AND type = $2 AND ${cond} AND ($4::int IS NULL OR merchant_id IS NULL OR merchant_id = $4)
     ORDER BY id DESC LIMIT 200`,
    [q.userId, q.type, nowMs, q.mchId ?? null]
  )
  const list = rows.map((r) => toCoupon(r, q.now))
  return q.status === 'usable' ? list.sort(compareCoupons) : list
}

/**
 * Marks a coupon (or red envelope) used for an order, exactly once: a conditional UPDATE that only matches a
 * usable, unexpired coupon of the user of the expected type. Anything else → COUPON_INVALID. Use inside the
 * order's transaction. `now` in seconds (defaults to the system clock; pass the injected clock's).
 */
export async function useCoupon(
  tx: Db,
  input: { userId: number; couponId: number; orderId: number; expectType: CouponType; now?: number }
): Promise<Coupon> {
  const now = input.now ?? nowSeconds()
  const row = await tx.one<CouponRow>(
    `UPDATE coupons SET status = 'used', order_id = $3, used_at = $5
     WHERE id = $1 AND user_id = $2 AND type = $4 AND status = 'usable' AND expires_at > $5
     RETURNING id, type, name, amount, threshold, merchant_id, status, expires_at, vertical`,
    [input.couponId, input.userId, input.orderId, input.expectType, now * 1000]
  )
  if (!row) throw couponInvalid(`${COUPON_TYPE_NAMES[input.expectType]}不可用`)
  return toCoupon(row, now)
}

/** Returns an order's coupons and red envelopes (cancel, refund): usable again unless expired. */
export async function releaseCoupons(tx: Db, orderId: number, now: number = nowSeconds()): Promise<number> {
  const r = await tx.query(
    `UPDATE coupons SET status = 'usable', order_id = NULL, used_at = NULL
     WHERE order_id = $1 AND status = 'used' AND expires_at > $2`,
    [orderId, now * 1000]
  )
  return r.rowCount
}

/** Gives a new user the welcome set (idempotent per template). `now` in seconds. */
export async function grantWelcomeCoupons(db: Db, userId: number, now: number): Promise<void> {
  for (const c of WELCOME_COUPONS) {
    await issueCoupon(db, {
      userId,
      type: c.type,
      templateKey: c.key,
      name: c.name,
      amount: c.amount,
      threshold: c.threshold,
      expiresAt: (now + c.days * DAY_S) * 1000,
      createdAt: now * 1000,
      vertical: c.vertical,
      oncePerTemplate: true
    })
  }
}

/** A coupon of the user (any state), or undefined. Another user's coupon is undefined. */
export async function couponById(
  db: Db,
  userId: number,
  id: number,
  now: number
): Promise<Coupon | undefined> {
  const r = await db.one<CouponRow>(
    `SELECT id, type, name, amount, threshold, merchant_id, status, expires_at, vertical, ${SCOPE_COLUMNS}
     FROM coupons c WHERE id = $1 AND user_id = $2`,
    [id, userId]
  )
  return r ? toCoupon(r, now) : undefined
}
