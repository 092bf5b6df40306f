import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import type { PointsService } from '../points/points-service.js'

/**
 * What the account centre needs from the one honey ledger (services.points, issue 9): credit points for a
 * reason, once per key, inside the caller's transaction, and read the balance. services.ts wires it.
 */
export interface HoneyPort {
  /** Credits `points` (> 0) with a reason; the same key twice credits once. Returns the balance after. */
  credit(t: Db, input: { userId: number; points: number; reason: string; key: string }): Promise<number>
  balance(t: Db, userId: number): Promise<number>
}

/** The honey ledger of issue 9 (services.points) behind the port: earn rows keyed by the caller's key. */
export function ledgerHoney(points: PointsService, clock: Clock): HoneyPort {
  return {
    async credit(t, input) {
      return (await points.earn(t, input.userId, input.points, input.reason, input.key)).balance
    },
    // inside the caller's transaction (the points service's own balance() reads outside it)
    async balance(t, userId) {
      const r = await t.one<{ n: number }>(
        `SELECT COALESCE(SUM(remaining), 0)::int AS n FROM points_lots
         WHERE user_id = $1 AND remaining > 0 AND expires_at > $2`,
        [userId, clock.now()]
      )
      return r?.n ?? 0
    }
  }
}
