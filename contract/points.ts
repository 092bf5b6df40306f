/**
 * Honey points (蜂蜜): the pure rules both sides run. The server's ledger
 * (server/src/modules/points) applies them; the app shows them before paying.
 *
 * - Earn: 1 point per whole MOP paid (avos / 100, rounded down); nothing for less than MOP 1.
 * - Expiry: points expire at the end of the calendar year after the one they were earned in,
 *   Asia/Macau time: earned any time in 2026 → usable until 2027-12-31 23:59:59 Macau, gone from
 *   2028-01-01 00:00 Macau (`pointsExpireAt` returns that instant; usable while now < it).
 * - Spending draws the points that expire first; the balance is never negative.
 */

import { macauYear, macauYearStart } from './macau-time'
import type { Page } from './page'

export const POINTS_PER_MOP = 1
/** The verticals whose completed orders earn honey points. */
export const EARNING_VERTICALS = ['supermarket'] as const
/** The most points one ledger row may move (guards against overflow and typos). */
export const MAX_POINTS_PER_ROW = 100_000_000

/** Points earned for a payment of `paidAvos` (integer avos): 1 per whole MOP. */
export function pointsEarnedFor(paidAvos: number): number {
  if (!Number.isSafeInteger(paidAvos)) throw new RangeError(`avos must be a safe integer, got ${paidAvos}`)
  if (paidAvos <= 0) return 0
  return Math.floor(paidAvos / 100) * POINTS_PER_MOP
}

/**
 * The honey points a completed order earns, as the earn job credits them (shown before paying): orders of the
 * earning verticals, not the cash part of a points-mall exchange (fulfilment 'points'); 0 otherwise.
 */
export function orderPointsEarned(o: { vertical: string; fulfilment: string; total: number }): number {
  if (!(EARNING_VERTICALS as readonly string[]).includes(o.vertical) || o.fulfilment === 'points') return 0
  return pointsEarnedFor(o.total)
}

/** Epoch ms when points earned at `earnedAt` expire: 1 January 00:00 Macau two years on. */
export function pointsExpireAt(earnedAt: number): number {
  return macauYearStart(macauYear(earnedAt) + 2)
}

/** Kinds of ledger row: earn and refund add points, spend and expire take them away. */
export type PointsKind = 'earn' | 'spend' | 'refund' | 'expire'

export const POINTS_KIND_TEXT: Readonly<Record<PointsKind, string>> = {
  earn: '獲得',
  spend: '使用',
  refund: '退回',
  expire: '過期'
}

/** 'valid': every earn, spend and refund row; 'expired': the rows of points that ran out. */
export type PointsHistoryState = 'valid' | 'expired'

export interface PointsBalance {
  /** Points usable now. */
  balance: number
  /** The points that run out next and when (seconds), or null when none are held. */
  expiring: { points: number; at: number } | null
}

/** One ledger row as the app shows it. */
export interface PointsRecord {
  id: number
  kind: PointsKind
  /** Signed: earn/refund positive, spend/expire negative. */
  points: number
  balanceAfter: number
  /** Why, in Traditional Chinese (e.g. 超市訂單獎勵). */
  reason: string
  /** The cause (e.g. order:12). */
  ref: string
  /** Earn rows: when their points expire (seconds). */
  expiresAt: number | null
  /** Earn rows: points of this row still usable (not yet spent or expired). */
  remaining: number | null
  /** Seconds. */
  createdAt: number
}

export type PointsRecordPage = Page<PointsRecord>
