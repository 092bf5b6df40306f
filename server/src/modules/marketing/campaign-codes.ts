import { toSeconds } from '../../clock.js'
import { notFound } from '../../errors.js'
import type { MarketingDeps } from './shared.js'

/** A code campaign's codes, for marketing to hand out: each with whether (and when) it was used. */
export async function campaignCodes(
  d: MarketingDeps,
  id: number
): Promise<Array<{ code: string; singleUse: boolean; usedAt: number | null }>> {
  const b = await d.db.one<{ id: number }>('SELECT id FROM coupon_batches WHERE id = $1', [id])
  if (!b) throw notFound('找不到活動')
  const rows = await d.db.many<{ code: string; single_use: boolean; used_at: number | null }>(
    'SELECT code, single_use, used_at::float8 AS used_at FROM promo_codes WHERE batch_id = $1 ORDER BY code',
    [id]
  )
  return rows.map((r) => ({
    code: r.code,
    singleUse: r.single_use,
    usedAt: r.used_at === null ? null : toSeconds(Number(r.used_at))
  }))
}
