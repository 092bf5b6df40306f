import { randomInt } from 'node:crypto'
import { transition } from '@lotus/contract/fsm'
import { codeMachine, type CODE_EVENTS, type CODE_STATES } from '@lotus/contract/order-voucher'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'

/**
 * The one owner of `pickup_codes`: issue, void and redeem, each state change through the contract's code
 * machine (`redeem` at the store, `refund` when its cause is cancelled or refunded).
 */

export interface PickupCode {
  /** 8 digits, also the QR code's text. */
  code: string
  mchId: number
  /** Seconds, or null while not yet picked up. */
  redeemedAt: number | null
  voided: boolean
}

type CodeState = (typeof CODE_STATES)[number]
type CodeRow = { code: string; merchant_id: number; redeemed_at: number | null; voided_at: number | null }

const COLUMNS = 'code, merchant_id, redeemed_at, voided_at'

export const pickupCodeView = (r: CodeRow): PickupCode => ({
  code: r.code,
  mchId: r.merchant_id,
  redeemedAt: r.redeemed_at === null ? null : toSeconds(Number(r.redeemed_at)),
  voided: r.voided_at !== null
})

/** The state after `event` from a live code (the only state a code moves from). */
function fromUnused(event: (typeof CODE_EVENTS)[number]): { from: CodeState; to: CodeState } {
  const r = transition(codeMachine, 'unused', event)
  if (!r.ok) throw new AppError(ErrorCode.ORDER_STATE, r.refusal.message)
  return { from: 'unused', to: r.to }
}

/**
 * The code of `ref`, made on first call, inside the caller's transaction (an order's payment, an exchange):
 * 8 random digits, unique among the store's live codes.
 */
export async function issuePickupCode(
  t: Db,
  i: { merchantId: number; userId: number; ref: string },
  now: number
): Promise<PickupCode> {
  for (;;) {
    const known = await t.one<CodeRow>(`SELECT ${COLUMNS} FROM pickup_codes WHERE ref = $1`, [i.ref])
    if (known) return pickupCodeView(known)
    const code = String(randomInt(0, 100_000_000)).padStart(8, '0')
    const r = await t.query(
      `INSERT INTO pickup_codes (merchant_id, user_id, code, ref, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, code) WHERE redeemed_at IS NULL AND voided_at IS NULL DO NOTHING`,
      [i.merchantId, i.userId, code, i.ref, now]
    )
    if (r.rowCount === 1) return { code, mchId: i.merchantId, redeemedAt: null, voided: false }
  }
}

/** Makes the live code of `ref` unusable (its cause cancelled or refunded), once; false when there was none. */
export async function voidPickupCode(t: Db, ref: string, now: number): Promise<boolean> {
  const { from, to } = fromUnused('refund')
  const r = await t.query(
    'UPDATE pickup_codes SET state = $3, voided_at = $4 WHERE ref = $1 AND state = $2',
    [ref, from, to, now]
  )
  return r.rowCount === 1
}

/** Redeems the store's live code, once: its ref, or undefined for another store's, used, voided or unknown code. */
export async function redeemPickupCode(
  t: Db,
  merchantId: number,
  code: string,
  now: number
): Promise<string | undefined> {
  const { from, to } = fromUnused('redeem')
  const r = await t.one<{ ref: string }>(
    `UPDATE pickup_codes SET state = $4, redeemed_at = $5
     WHERE merchant_id = $1 AND code = $2 AND state = $3 RETURNING ref`,
    [merchantId, code, from, to, now]
  )
  return r?.ref
}

/** Any code of `ref` (the owner's detail page reads it with the order); `userId` limits it to theirs. */
export async function pickupCodeOf(t: Db, ref: string, userId?: number): Promise<PickupCode | undefined> {
  const r = await t.one<CodeRow>(
    `SELECT ${COLUMNS} FROM pickup_codes WHERE ref = $1 AND ($2::int IS NULL OR user_id = $2)`,
    [ref, userId ?? null]
  )
  return r ? pickupCodeView(r) : undefined
}
