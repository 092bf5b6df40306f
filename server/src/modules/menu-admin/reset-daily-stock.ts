import type { Db } from '../../db/db.js'

/** The recurring job that gives goods with a daily stock their stock back at each Macau midnight. */
export const DAILY_STOCK_JOB = 'menu.daily-stock'

/** Every goods with a daily stock gets it back (a new version: a form read before midnight is stale). */
export async function resetDailyStock(t: Db): Promise<number[]> {
  const rows = await t.many<{ merchant_id: number }>(
    `UPDATE goods SET stock = daily_stock, total_stock = GREATEST(total_stock, daily_stock), version = version + 1
     WHERE daily_stock IS NOT NULL AND stock IS DISTINCT FROM daily_stock RETURNING merchant_id`
  )
  return [...new Set(rows.map((r) => r.merchant_id))]
}
