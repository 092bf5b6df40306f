import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import {
  issuePickupCode,
  pickupCodeOf,
  redeemPickupCode,
  voidPickupCode,
  type PickupCode
} from './pickup-codes.js'

// The code's own operations live in pickup-codes.ts (the one writer of `pickup_codes`); re-exported for callers.
export { issuePickupCode, pickupCodeOf, voidPickupCode, type PickupCode }

/** Who redeemed at the counter, as the order timeline records it. */
export interface CounterActor {
  type: 'merchant'
  id?: number | string | undefined
  name?: string | undefined
}

export type RedeemHandler = (t: Db, ref: string, at: number, actor?: CounterActor) => Promise<void>

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
    of: (userId: number, ref: string): Promise<PickupCode | undefined> => pickupCodeOf(db, ref, userId),

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
        const ref = await redeemPickupCode(t, merchantId, code, now)
        if (ref === undefined) throw notFound('取貨碼無效或已使用')
        const handler = handlers.get(ref.split(':')[0] ?? '')
        if (handler) await handler(t, ref, now, opts.actor)
        const done = { ref, redeemedAt: toSeconds(now) }
        if (opts.within) await opts.within(t, done)
        return done
      })
    }
  }
}

export type PickupService = ReturnType<typeof createPickupService>
