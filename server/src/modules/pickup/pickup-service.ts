import { randomInt } from 'node:crypto'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'

export interface PickupCode {
  /** 8 digits, also the QR code's text. */
  code: string
  mchId: number
  /** Seconds, or null while not yet picked up. */
  redeemedAt: number | null
  voided: boolean
}

/** Who redeemed at the counter, as the order timeline records it. */
export interface CounterActor {
  type: 'merchant'
  id?: number | string | undefined
  name?: string | undefined
}

export type RedeemHandler = (t: Db, ref: string, at: number, actor?: CounterActor) => Promise<void>

type CodeRow = { code: string; merchant_id: number; redeemed_at: number | null; voided_at: number | null }

const view = (r: CodeRow): PickupCode => ({
  code: r.code,
  mchId: r.merchant_id,
  redeemedAt: r.redeemed_at === null ? null : toSeconds(Number(r.redeemed_at)),
  voided: r.voided_at !== null
})

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
    const known = await t.one<CodeRow>(
      'SELECT code, merchant_id, redeemed_at, voided_at FROM pickup_codes WHERE ref = $1',
      [i.ref]
    )
    if (known) return view(known)
    const code = String(randomInt(0, 100_000_000)).padStart(8, '0')
    const r = await t.query(
      `INSERT INTO pickup_codes (merchant_id, user_id, code, ref, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, code) WHERE redeemed_at IS NULL AND voided_at IS NULL DO NOTHING`,
      [i.merchantId, i.userId, code, i.ref, now]
    )
    if (r.rowCount === 1) return { code, mchId: i.merchantId, redeemedAt: null, voided: false }
  }
}

/** Makes the code of `ref` unusable (cancel/refund), once; false when there was no live code. */
export async function voidPickupCode(t: Db, ref: string, now: number): Promise<boolean> {
  const r = await t.query(
    'UPDATE pickup_codes SET voided_at = $2 WHERE ref = $1 AND redeemed_at IS NULL AND voided_at IS NULL',
    [ref, now]
  )
  return r.rowCount === 1
}

/** Any code of `ref` (the owner's detail page reads it with the order). */
export async function pickupCodeOf(t: Db, ref: string): Promise<PickupCode | undefined> {
  const r = await t.one<CodeRow>(
    'SELECT code, merchant_id, redeemed_at, voided_at FROM pickup_codes WHERE ref = $1',
    [ref]
  )
  return r ? view(r) : undefined
}

/**
 * Self-pickup codes: 8 random digits per cause (ref), unique among a store's live codes, redeemed once by
 * that store (its X-Merchant-Key call). A code of another store, used or voided answers NOT_FOUND, so a
 * code tells nobody else anything. Domains register what a redeem means for their refs by prefix.
 */
export function createPickupService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  const handlers = new Map<string, RedeemHandler>()

  return {
    /** What redeeming a code with ref `<prefix>:…` does (inside the redeem transaction). */
    onRedeem(prefix: string, handler: RedeemHandler): void {
      handlers.set(prefix, handler)
    },

    /** The code of `ref`, made on first call (inside the caller's transaction). */
    issue: (t: Db, i: { merchantId: number; userId: number; ref: string }): Promise<PickupCode> =>
      issuePickupCode(t, i, clock.now()),

    /** The user's own code of `ref`; anyone else's → undefined. */
    async of(userId: number, ref: string): Promise<PickupCode | undefined> {
      const r = await db.one<CodeRow>(
        'SELECT code, merchant_id, redeemed_at, voided_at FROM pickup_codes WHERE ref = $1 AND user_id = $2',
        [ref, userId]
      )
      return r ? view(r) : undefined
    },

    /** Makes the code of `ref` unusable (cancel/refund), once. */
    void: (t: Db, ref: string): Promise<boolean> => voidPickupCode(t, ref, clock.now()),

    /**
     * The store's redeem: once per code; another store's, used, voided or unknown code → NOT_FOUND. `opts.actor`
     * is the member of staff at the counter; `opts.within` runs in the same transaction (an audit entry).
     */
    async redeem(
      merchantId: number,
      code: string,
      opts: {
        actor?: CounterActor
        within?: (t: Db, r: { ref: string; redeemedAt: number }) => Promise<void>
      } = {}
    ): Promise<{ ref: string; redeemedAt: number }> {
      return db.tx(async (t) => {
        const now = clock.now()
        const r = await t.one<{ ref: string }>(
          `UPDATE pickup_codes SET redeemed_at = $3
           WHERE merchant_id = $1 AND code = $2 AND redeemed_at IS NULL AND voided_at IS NULL RETURNING ref`,
          [merchantId, code, now]
        )
        if (!r) throw notFound('取貨碼無效或已使用')
        const handler = handlers.get(r.ref.split(':')[0] ?? '')
        if (handler) await handler(t, r.ref, now, opts.actor)
        const done = { ref: r.ref, redeemedAt: toSeconds(now) }
        if (opts.within) await opts.within(t, done)
        return done
      })
    }
  }
}

export type PickupService = ReturnType<typeof createPickupService>
